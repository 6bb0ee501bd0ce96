import NavigatorKit

/// A plain coordinator — no router — that presents a flow with a stack of its own and a flow with a tab bar of stacks,
/// written once: under UIKit it makes `UINavigationController`s and a `UITabBarController`, in a headless test
/// headless ones, because it asks its own navigator's host for them.
@MainActor
package final class ContainerHomeCoordinator: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let navigator: Navigator
  package let rootScreen: any Screen
  /// Why each presented flow ended, in order.
  package private(set) var ended: [LeaveReason] = []
  private let makeScreen: @MainActor (String) -> any Screen

  package init(navigator: Navigator, makeScreen: @escaping @MainActor (String) -> any Screen) {
    self.navigator = navigator
    self.makeScreen = makeScreen
    rootScreen = navigator.screens.first ?? makeScreen("Home")
  }

  package func start() {}

  /// Presents a compose flow in a stack of its own.
  @discardableResult
  package func showCompose() -> StackFlow {
    let compose = StackFlow("Compose", stackLike: navigator, makeScreen: makeScreen)
    presentCoordinator(compose, animated: false) { [weak self] reason in self?.ended.append(reason) }
    return compose
  }

  /// Presents a mail flow whose screen is a tab bar with one stack per name.
  @discardableResult
  package func showMail(_ names: [String] = ["Inbox", "Sent"]) -> TabsFlow {
    let mail = TabsFlow(names, shownBy: navigator, makeScreen: makeScreen)
    presentCoordinator(mail, animated: false) { [weak self] reason in self?.ended.append(reason) }
    return mail
  }
}
