// The lifetime audit a navigator's coordinators report to: kept with the navigator, owned by the coordinator layer.

extension Navigator {
  /// Checks that child coordinators removed from coordinators on this navigator are released; `nil` turns the check
  /// off.
  ///
  /// A new audit in debug builds, `nil` in release builds; in a process that uses NavigatorKitTesting, one that checks
  /// only when asked (see ``CoordinatorLifetimeAudit``). Replace it to change the grace period or to run the checks
  /// yourself in a test; share one audit between navigators if you like.
  public var lifetimeAudit: CoordinatorLifetimeAudit? {
    get { attachment(LifetimeAuditSetting.init).audit }
    set { attachment(LifetimeAuditSetting.init).audit = newValue }
  }
}

/// A navigator's ``Navigator/lifetimeAudit``, made with the default the first time it is read.
@MainActor
private final class LifetimeAuditSetting {
  var audit: CoordinatorLifetimeAudit? =
    CoordinatorLifetimeAudit.isOnByDefault
    ? .init(checksAutomatically: CoordinatorLifetimeAudit.defaultChecksAutomatically) : nil

  init() {}
}
