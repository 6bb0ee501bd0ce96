#if UIKitShim
  import NavigatorKit
  import NavigatorKitTestSupport
  import UIKitShim

  /// The scenario table's UIKit host: the adapter over UIKitShim's `UINavigationController`s, with a
  /// `UITabBarController` (and a `NavigationTabBarControllerDelegate`, as the README wires it) for tabs. The window
  /// shows its root after the set-up, as a scene delegate does once the navigators exist.
  @MainActor
  final class UIKitScenarioHost: ScenarioHost {
    let kind = ScenarioHostKind.uiKit
    private let tabBarDelegate = NavigationTabBarControllerDelegate()
    private var windowRoot: UIViewController?
    private var isWindowShown = false

    func makeScreen(_ name: String) -> any Screen { NamedViewController(name) }

    func makeWindowStack() -> any NavigationHost {
      let navigationController = UINavigationController()
      windowRoot = navigationController
      return NavigationControllerHost(navigationController)
    }

    func makeTabStack() -> any NavigationHost { NavigationControllerHost(UINavigationController()) }

    func makeWindowTabBar(_ tabs: [any NavigationHost]) -> any ContainerScreen {
      let tabBarController = UITabBarController()
      tabBarController.viewControllers = tabs.compactMap(navigationController(of:))
      tabBarController.delegate = tabBarDelegate
      windowRoot = tabBarController
      return tabBarController
    }

    private func navigationController(of host: any NavigationHost) -> UINavigationController? {
      (host as? NavigationControllerHost)?.navigationController
    }

    func aliases(of screen: any Screen) -> [AnyObject] {
      (screen as? NavigationControllerHost).map { [$0.navigationController] } ?? []
    }

    func selectedTab(of tabBar: any ContainerScreen) -> Int? { (tabBar as? UITabBarController)?.selectedIndex }

    func selectTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
      guard let tabBar = tabBar as? UITabBarController else { return false }
      tabBar.selectedIndex = index
      return true
    }

    func tapTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
      guard let tabBar = tabBar as? UITabBarController else { return false }
      tabBar.shimTapTab(at: index)
      return true
    }

    func setTabs(_ tabs: [any NavigationHost], of tabBar: any ContainerScreen) -> Bool {
      guard let tabBar = tabBar as? UITabBarController else { return false }
      tabBar.viewControllers = tabs.compactMap(navigationController(of:))
      return true
    }

    func willDrawTabStack(_ stack: any NavigationHost) {}

    func foreignSetScreens(_ screens: [any Screen], on host: any NavigationHost) -> Bool {
      guard let navigationController = navigationController(of: host) else { return false }
      navigationController.setViewControllers(screens.compactMap { $0 as? UIViewController }, animated: false)
      return true
    }

    func tapBackButton(on host: any NavigationHost) -> Bool {
      guard let navigationController = navigationController(of: host) else { return false }
      navigationController.shimTapBackButton()
      return true
    }

    func swipeBack(on host: any NavigationHost, fromContent: Bool, completes: Bool) -> Bool {
      guard let navigationController = navigationController(of: host) else { return false }
      // A swipe that does not begin (a guard refused, nothing to pop) is what the person sees too.
      if navigationController.shimBeginInteractivePop(fromContent: fromContent) {
        navigationController.shimEndInteractivePop(cancelled: !completes)
      }
      return true
    }

    func pullDown(presentedBy host: any NavigationHost, completes: Bool) -> Bool {
      guard let navigationController = navigationController(of: host) else { return false }
      if let presentation = navigationController.presentedViewController?.presentationController,
        presentation.shimPullDown()
      {
        presentation.shimReleasePullDown(cancelled: !completes)
      }
      return true
    }

    func setModalInPresentation(_ screen: any Screen) -> Bool {
      guard let viewController = screen as? UIViewController else { return false }
      viewController.isModalInPresentation = true
      return true
    }

    func present(_ presented: any Screen, by screen: any Screen) -> Bool {
      guard let viewController = screen as? UIViewController, let presented = presented as? UIViewController else {
        return false
      }
      viewController.present(presented, animated: false, completion: nil)
      return true
    }

    func leaveGuardWasSet(on host: any NavigationHost) {}

    func settle() async {
      if !isWindowShown, let windowRoot {
        isWindowShown = true
        windowRoot.shimShowInWindow()
      }
      // As on a device, the main run loop turns after the events of each act: what the adapter looks at once per
      // turn (a delegate assigned directly, a tab taken off, a change below the top) is seen before the next act.
      await settleEverything()
      UIKitShimRuntime.runLoopTurn()
      await settleEverything()
    }
  }

  /// `settle()`, where a method of the same name hides it.
  @MainActor
  private func settleEverything() async {
    await settle()
  }
#endif
