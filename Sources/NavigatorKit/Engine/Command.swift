// The command model: a navigator call that changes the stack or the presentation, as the engine's loop carries it
// out (Navigator+Commands.swift) — at once when the host is settled and nothing waits, or later, in the order the
// calls were made. Carrying one out checks it for misuse first (Navigator+Validation.swift); the reconcile that
// follows (Navigator+Reconcile.swift) finds what it did to the host's stack and runs the closures of what left.

/// A navigator call, carried out by the engine's loop.
@MainActor
enum Command {
  /// Pushes the record's screen; `onRefused` runs instead of its `onLeave` if the push is refused as misuse.
  case push(ScreenRecord, animated: Bool, onRefused: (@MainActor () -> Void)?, call: EntryPoint)
  case pop(animated: Bool, call: EntryPoint)
  case popTo(any Screen, animated: Bool, call: EntryPoint)
  case popToRoot(animated: Bool)
  case setScreens([any Screen], animated: Bool, call: EntryPoint)
  /// Presents the record's screen; `onRefused` runs instead of its `onLeave` if the presentation is refused.
  case present(ScreenRecord, animated: Bool, onRefused: (@MainActor () -> Void)?, call: EntryPoint)
  case dismiss(animated: Bool, call: EntryPoint)
  /// Makes `screen` leave, with everything above it, for `reason`: popped with the screens above it when it is on
  /// the stack, dismissed when it is presented, nothing when it already left. A stack cannot lose its root: a root
  /// stays, the screens above it are popped, and the root's record ends in place. Never refused: what asks for it has
  /// decided (a flow that ends).
  case end(any Screen, because: LeaveReason, animated: Bool)

  /// The record this command shows, if it is a push or a presentation.
  var shownRecord: ScreenRecord? {
    switch self {
    case .push(let record, _, _, _), .present(let record, _, _, _): record
    default: nil
    }
  }

  /// Whether this is a push or a presentation of `screen` itself.
  func shows(_ screen: any Screen) -> Bool {
    shownRecord?.screen === screen
  }

  /// This command with the record it shows replaced by `record`.
  func showing(_ record: ScreenRecord) -> Command {
    switch self {
    case .push(_, let animated, let onRefused, let call):
      .push(record, animated: animated, onRefused: onRefused, call: call)
    case .present(_, let animated, let onRefused, let call):
      .present(record, animated: animated, onRefused: onRefused, call: call)
    default: self
    }
  }
}
