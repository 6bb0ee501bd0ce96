// The command model: a navigator call that changes the stack or the presentation, as the engine's loop carries it
// out (Navigator+Commands.swift) — at once when the host is settled and nothing waits, or later, in the order the
// calls were made. Carrying one out checks it for misuse first (Navigator+Validation.swift); the reconcile that
// follows (Navigator+Reconcile.swift) finds what it did to the host's stack and runs the closures of what left.

/// A navigator call, carried out by the engine's loop.
@MainActor
enum Command {
  case push(any Screen, animated: Bool, onPop: LeaveAction?, onRefused: (@MainActor () -> Void)?, call: EntryPoint)
  case pop(animated: Bool, call: EntryPoint)
  case popTo(any Screen, animated: Bool, call: EntryPoint)
  case popToRoot(animated: Bool)
  case setScreens([any Screen], animated: Bool, call: EntryPoint)
  case present(
    any Screen, animated: Bool, onDismiss: LeaveAction?, onRefused: (@MainActor () -> Void)?, call: EntryPoint)
  case dismiss(animated: Bool, call: EntryPoint)
  /// Ends a pushed flow: pops `root` and everything above it; a root at the bottom of the stack stays, the screens
  /// above it are popped, and only the root's `onPop` runs. Nothing when `root` already left.
  case popOff(any Screen, animated: Bool)
  /// Ends a presented flow: dismisses `screen` if it is still the presented screen.
  case dismissPresentation(of: any Screen, animated: Bool)
}
