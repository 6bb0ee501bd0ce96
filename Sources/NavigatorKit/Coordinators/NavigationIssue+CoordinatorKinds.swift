// The misuse the coordinator layer reports.

extension NavigationIssue.Kind {
  /// A coordinator was added as a child twice, or to two parents.
  public static let childAlreadyAdded = Self(rawValue: "childAlreadyAdded")

  /// `removeChild` or `finish` for a coordinator that is not a child.
  public static let notAChild = Self(rawValue: "notAChild")

  /// `pushCoordinator` with a child that has another navigator.
  public static let childUsesAnotherNavigator = Self(rawValue: "childUsesAnotherNavigator")

  /// A coordinator was added as its own child, or as a child of one of its descendants.
  public static let coordinatorCycle = Self(rawValue: "coordinatorCycle")

  /// A removed child coordinator was still alive after the lifetime audit's grace period.
  public static let coordinatorLeaked = Self(rawValue: "coordinatorLeaked")
}
