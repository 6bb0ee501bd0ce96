#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// A presented `UITabBarController` takes the screens of its tabs' stacks along when it is dismissed.
  extension UIKitShimTests {
    @MainActor
    @Suite struct ContainerAdapterTests {
      @Test func dismissingAPresentedTabBarControllerEndsItsTabsScreens() async {
        let f = Fixture()
        let tab = UINavigationController(rootViewController: NamedViewController("Inbox"))
        let tabNavigator = Navigator(host: tab)
        let tabBar = UITabBarController()
        tabBar.viewControllers = [tab, NamedViewController("Settings")]
        var left: [String] = []
        f.navigator.present(tabBar) { left.append("tabs: \($0)") }
        await settle()
        tabNavigator.push(NamedViewController("Thread"), animated: false) { left.append("thread: \($0)") }
        await settle()
        f.navigator.dismiss()
        await settle()
        #expect(left == ["thread: dismiss", "tabs: dismiss"])
      }
    }
  }
#endif
