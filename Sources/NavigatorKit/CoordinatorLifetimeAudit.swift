/// Catches leaked coordinators while you are still in the flow: a removed child that is still alive a moment
/// later is reported as a ``NavigationIssue/Kind/coordinatorLeaked`` issue naming its type.
///
/// Every ``Coordinator/removeChild(_:)`` — including the ones ``NavigationCoordinator`` makes when a flow ends —
/// schedules a check after ``gracePeriod``. If the child is still alive then, something else holds it: a closure
/// that captured it strongly, a delegate that isn't weak, a timer. The issue goes to the parent's navigator's
/// ``Navigator/onIssue`` when the parent is a ``NavigationCoordinator``, and is printed otherwise.
///
/// The audit is on in debug builds and off in release builds. Tests replace ``schedule`` to run the checks
/// without waiting:
///
/// ```swift
/// var checks: [@MainActor () -> Void] = []
/// CoordinatorLifetimeAudit.schedule = { _, check in checks.append(check) }
/// // … finish a flow …
/// checks.forEach { $0() }  // reports what is still alive
/// ```
@MainActor
public enum CoordinatorLifetimeAudit {
  /// Whether removals are audited. `true` in debug builds, `false` in release builds.
  public static var isEnabled: Bool = {
    #if DEBUG
      true
    #else
      false
    #endif
  }()

  /// How long a removed child may stay alive, in seconds, before it counts as leaked: long enough for a
  /// dismissal animation that still holds it to end. Two seconds by default.
  public static var gracePeriod: Double = 2

  /// Runs `check` after `delay` seconds. By default it sleeps in a main-actor task; replace it to control time.
  public static var schedule: @MainActor (_ delay: Double, _ check: @escaping @MainActor () -> Void) -> Void =
    defaultSchedule

  /// The default ``schedule``: a main-actor task that sleeps for `delay` seconds, then checks.
  public static let defaultSchedule: @MainActor (_ delay: Double, _ check: @escaping @MainActor () -> Void) -> Void =
    { delay, check in
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: UInt64(max(delay, 0) * 1_000_000_000))
        check()
      }
    }

  static func didRemove(_ child: any Coordinator, from parent: any Coordinator) {
    guard isEnabled else { return }
    let name = typeName(child)
    let parentName = typeName(parent)
    schedule(gracePeriod) { [weak child, weak parent] in
      guard let leaked = child, CoordinatorTree.parent(of: leaked) == nil else { return }
      let message =
        "\(name) was removed from \(parentName) but is still alive \(gracePeriod)s later: something still holds "
        + "it (a closure capturing it strongly, a delegate that isn't weak, a timer). Capture it weakly."
      CoordinatorTree.report(.coordinatorLeaked, from: parent, "Coordinator.removeChild(_:)", message)
    }
  }
}
