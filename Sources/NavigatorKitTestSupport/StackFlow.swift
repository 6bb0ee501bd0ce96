import NavigatorKit

/// A flow with a navigation stack of its own, written once for the app and its tests: its stack is made by the host
/// of the navigator it is shown from (``NavigatorKit/NavigationHost/makeStack()``) — a `UINavigationController`
/// under UIKit, a headless stack in a headless test — and its screens by `makeScreen`, the app's view controllers.
@MainActor
package final class StackFlow: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let navigator: Navigator
  package let rootScreen: any Screen
  private let makeScreen: @MainActor (String) -> any Screen

  /// A flow over a new stack like `navigator`'s host, reporting issues where `navigator` does.
  package init(_ name: String, stackLike navigator: Navigator, makeScreen: @escaping @MainActor (String) -> any Screen)
  {
    self.navigator = Navigator(host: navigator.host.makeStack(), onIssue: navigator.onIssue)
    self.makeScreen = makeScreen
    rootScreen = makeScreen(name)
  }

  package func start() {
    if navigator.screens.isEmpty { navigator.setScreens([rootScreen], animated: false) }
  }

  /// Pushes a new screen named `name`, which runs `onLeave` when it leaves.
  @discardableResult
  package func show(_ name: String, onLeave: @escaping @MainActor (LeaveReason) -> Void) -> any Screen {
    let screen = makeScreen(name)
    navigator.push(screen, animated: false, onLeave: onLeave)
    return screen
  }
}
