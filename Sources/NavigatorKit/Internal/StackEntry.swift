/// A screen on the navigator's last known stack, with the closure to run when it leaves.
@MainActor
struct StackEntry {
  let screen: any Screen
  var onPop: (@MainActor () -> Void)?
}

/// The screen the navigator presented or adopted, with the closure to run when the presentation ends.
@MainActor
struct Presentation {
  let screen: any Screen
  var onDismiss: (@MainActor () -> Void)?
}

/// A weak reference to an observation, so that a dropped token stops observing without a `deinit` hook.
@MainActor
struct WeakObservation {
  weak var value: NavigationObservation?
}

/// A navigator call waiting for the host to settle.
@MainActor
enum Command {
  case push(any Screen, animated: Bool, onPop: (@MainActor () -> Void)?, onRefused: (@MainActor () -> Void)?)
  case pop(animated: Bool)
  case popTo(any Screen, animated: Bool)
  case popToRoot(animated: Bool)
  case setScreens([any Screen], animated: Bool)
  case present(
    any Screen, animated: Bool, onDismiss: (@MainActor () -> Void)?, onRefused: (@MainActor () -> Void)?)
  case dismiss(animated: Bool)
}
