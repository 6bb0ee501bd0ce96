/// A screen on the navigator's last known stack, with the closure to run when it leaves.
///
/// Not main-actor isolated, so that the identity scans in `IdentityScan.swift` can read it without a per-element
/// isolation check; it is only ever created and stored on the main actor.
struct StackEntry {
  let screen: any Screen
  var onPop: LeaveAction?
}

/// What to run when a screen leaves the stack or a presentation ends: a closure that is not told why (`onPop`,
/// `onDismiss`, `onFinish`), or one that is (`onLeave`).
///
/// An enumeration rather than one closure type, so that a closure without a reason is stored as it is, not wrapped
/// in a newly allocated closure that drops the reason.
enum LeaveAction {
  case plain(@MainActor () -> Void)
  case told(@MainActor (LeaveReason) -> Void)

  /// Wraps `body`, if any, without a reason. Not `Optional.map(LeaveAction.plain)`: passing the closure through a
  /// generic function would wrap it in a newly allocated thunk at every push.
  init?(_ body: (@MainActor () -> Void)?) {
    guard let body else { return nil }
    self = .plain(body)
  }

  /// Runs the closure, telling it `reason` if it wants to know.
  @MainActor
  func run(_ reason: @autoclosure () -> LeaveReason) {
    switch self {
    case .plain(let body): body()
    case .told(let body): body(reason())
    }
  }
}
