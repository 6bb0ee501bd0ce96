/// A screen on the navigator's known stack, with the closure to run when it leaves.
struct StackEntry {
  let screen: any Screen
  var onPop: LeaveAction?

  /// The screen's identity.
  var id: ObjectIdentifier { ObjectIdentifier(screen) }
}

/// What to run when a screen leaves the stack or a presentation ends: a closure that is not told why, or one that is.
enum LeaveAction {
  case plain(@MainActor () -> Void)
  case told(@MainActor (LeaveReason) -> Void)

  /// Wraps `body`, if any, as a closure that is not told why.
  init?(_ body: (@MainActor () -> Void)?) {
    guard let body else { return nil }
    self = .plain(body)
  }

  /// Runs the closure, telling it `reason` if it wants to know.
  @MainActor
  func run(_ reason: LeaveReason) {
    switch self {
    case .plain(let body): body()
    case .told(let body): body(reason)
    }
  }
}
