import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting

/// The scenario table's headless host: `HeadlessNavigationController`s, with a `HeadlessTabBarController` for tabs,
/// every transition finished before the call that started it returns.
@MainActor
final class HeadlessScenarioHost: ScenarioHost {
  let kind = ScenarioHostKind.headless

  func makeScreen(_ name: String) -> any Screen { HeadlessScreen(name) }

  func makeWindowStack() -> any NavigationHost { HeadlessNavigationController("Window") }

  func makeTabStack() -> any NavigationHost { HeadlessNavigationController("Tab") }

  func makeWindowTabBar(_ tabs: [any NavigationHost]) -> any ContainerScreen { HeadlessTabBarController(tabs: tabs) }

  func aliases(of screen: any Screen) -> [AnyObject] { [] }

  func selectedTab(of tabBar: any ContainerScreen) -> Int? { (tabBar as? HeadlessTabBarController)?.selectedIndex }

  func selectTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
    guard let tabBar = tabBar as? HeadlessTabBarController else { return false }
    tabBar.selectedIndex = index
    return true
  }

  func tapTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
    guard let tabBar = tabBar as? HeadlessTabBarController else { return false }
    tabBar.tapTab(at: index)
    return true
  }

  func setTabs(_ tabs: [any NavigationHost], of tabBar: any ContainerScreen) -> Bool {
    guard let tabBar = tabBar as? HeadlessTabBarController else { return false }
    tabBar.tabs = tabs
    return true
  }

  func willDrawTabStack(_ stack: any NavigationHost) {}

  func foreignSetScreens(_ screens: [any Screen], on host: any NavigationHost) -> Bool {
    host.setScreens(screens, animated: false)
    return true
  }

  func tapBackButton(on host: any NavigationHost) -> Bool {
    guard let host = host as? HeadlessNavigationController else { return false }
    host.tapBackButton()
    return true
  }

  func swipeBack(on host: any NavigationHost, fromContent: Bool, completes: Bool) -> Bool {
    guard let host = host as? HeadlessNavigationController else { return false }
    // A swipe that does not begin (a guard refused, nothing to pop) is what the person sees too.
    let swipe = fromContent ? host.beginInteractiveContentPop() : host.beginInteractivePop()
    if completes { swipe?.finish() } else { swipe?.cancel() }
    return true
  }

  func pullDown(presentedBy host: any NavigationHost, completes: Bool) -> Bool {
    guard let host = host as? HeadlessNavigationController else { return false }
    let pull = host.beginInteractiveDismiss()
    if completes { pull?.finish() } else { pull?.cancel() }
    return true
  }

  func setModalInPresentation(_ screen: any Screen) -> Bool {
    guard let screen = screen as? HeadlessScreen else { return false }
    screen.isModalInPresentation = true
    return true
  }

  func present(_ presented: any Screen, by screen: any Screen) -> Bool { false }

  func leaveGuardWasSet(on host: any NavigationHost) {}

  func settle() async {}
}
