import NavigatorKit
import NavigatorKitTesting

/// A custom host over a headless stack, `inner`: every call goes to it unless a subclass says otherwise. The base of
/// the hosts that stand for what a custom host or UIKit does differently (``DeferringHost``, ``DelegatingHost``).
@MainActor
class ForwardingHost: NavigationHost {
  let inner = HeadlessNavigationController(root: HeadlessScreen("Root"))
  weak var navigationObserver: (any NavigationHostObserver)?

  init() {}

  var screens: [any Screen] { inner.screens }
  var presentedScreen: (any Screen)? { inner.presentedScreen }
  var isTransitioning: Bool { inner.isTransitioning }
  func push(_ screen: any Screen, animated: Bool) { inner.push(screen, animated: animated) }
  func pop(animated: Bool) -> (any Screen)? { inner.pop(animated: animated) }
  func pop(to screen: any Screen, animated: Bool) -> [any Screen]? { inner.pop(to: screen, animated: animated) }
  func popToRoot(animated: Bool) -> [any Screen]? { inner.popToRoot(animated: animated) }
  func setScreens(_ screens: [any Screen], animated: Bool) { inner.setScreens(screens, animated: animated) }
  func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
    inner.presentScreen(screen, animated: animated, completion: completion)
  }
  func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
    inner.dismissPresentedScreen(animated: animated, completion: completion)
  }
  func makeStack() -> any NavigationHost { inner.makeStack() }
  func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen { inner.makeTabBar(tabs) }
}
