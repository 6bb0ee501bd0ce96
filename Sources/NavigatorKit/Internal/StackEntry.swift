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
/// Two closures of which one is set, rather than one closure type, so that a closure without a reason is stored as it
/// is, not wrapped in a newly allocated closure that drops the reason. A structure rather than an enumeration with a
/// case for each: an optional enumeration of two closures is released through its type's metadata wherever it sits in
/// memory (about 120 instructions on every pop), a structure of two optional closures by two plain releases.
struct LeaveAction {
  private let plainBody: (@MainActor () -> Void)?
  private let toldBody: (@MainActor (LeaveReason) -> Void)?

  /// A closure that is not told why.
  static func plain(_ body: @escaping @MainActor () -> Void) -> LeaveAction {
    LeaveAction(plainBody: body, toldBody: nil)
  }

  /// A closure that is told why.
  static func told(_ body: @escaping @MainActor (LeaveReason) -> Void) -> LeaveAction {
    LeaveAction(plainBody: nil, toldBody: body)
  }

  private init(plainBody: (@MainActor () -> Void)?, toldBody: (@MainActor (LeaveReason) -> Void)?) {
    self.plainBody = plainBody
    self.toldBody = toldBody
  }

  /// Wraps `body`, if any, without a reason. Not `Optional.map(LeaveAction.plain)`: passing the closure through a
  /// generic function would wrap it in a newly allocated thunk at every push.
  init?(_ body: (@MainActor () -> Void)?) {
    guard let body else { return nil }
    self.init(plainBody: body, toldBody: nil)
  }

  /// Runs the closure, telling it `reason` if it wants to know. Consuming: the closure is released when it returns,
  /// not copied to be called.
  @MainActor
  consuming func run(_ reason: @autoclosure () -> LeaveReason) {
    if let plainBody {
      plainBody()
    } else if let toldBody {
      toldBody(reason())
    }
  }
}
