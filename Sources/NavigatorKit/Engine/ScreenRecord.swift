/// A screen the navigator knows — on its stack, handed to the host by a push, or presented — with everything attached
/// to it: the one record the screen's lifecycle runs over.
///
/// The lifecycle has three steps, each in one place: may it leave (`mayLeave(_:because:)` asks the record's guard
/// and, for a container, every record inside it), leave (`end(_:because:)` runs the record's closure once, with the
/// reason), and tear down (the record is dropped with what it holds). What the layers above attach to a screen — the
/// result a task awaits, the child coordinator the screen roots, the route it shows — rides on its `onLeave`, which
/// they wrap before they hand it over; the guard is the one attachment the engine asks.
struct ScreenRecord {
  let screen: any Screen
  /// What runs, once, when the screen leaves.
  var onLeave: LeaveAction?
  /// What the person's exits ask first (`Navigator.setLeaveGuard(for:_:)`); `nil` lets the person leave.
  var leaveGuard: LeaveGuard?

  init(_ screen: any Screen, onLeave: LeaveAction? = nil, leaveGuard: LeaveGuard? = nil) {
    self.screen = screen
    self.onLeave = onLeave
    self.leaveGuard = leaveGuard
  }

  /// The screen's identity.
  var id: ObjectIdentifier { ObjectIdentifier(screen) }
}

/// Whether the person may make a screen leave, for the given reason.
typealias LeaveGuard = @MainActor (LeaveReason) -> Bool

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
