#if UIKitShim
  import Testing
  import UIKitShim

  /// The double's `UITabBarController` as UIKit's: reassigning `viewControllers` keeps the selection where Apple's page
  /// says, and removes the children taken off from their parent (R29).
  extension UIKitShimTests {
    @MainActor
    @Suite struct TabBarShimModelTests {
      @Test func reassigningTheTabsKeepsTheSelectedViewControllerSelected() {
        let (a, b, c) = (NamedViewController("A"), NamedViewController("B"), NamedViewController("C"))
        let tabBar = UITabBarController()
        tabBar.viewControllers = [a, b]
        tabBar.selectedIndex = 1
        tabBar.viewControllers = [c, a, b]
        #expect(tabBar.selectedViewController === b)
        #expect(tabBar.selectedIndex == 2)
      }

      @Test func aSelectedTabTakenOffLeavesTheSelectionAtItsIndexOrTheFirstTab() {
        let (a, b, c) = (NamedViewController("A"), NamedViewController("B"), NamedViewController("C"))
        let tabBar = UITabBarController()
        tabBar.viewControllers = [a, b]
        tabBar.selectedIndex = 1
        tabBar.viewControllers = [a, c]
        #expect(tabBar.selectedViewController === c)
        tabBar.viewControllers = [b]
        #expect(tabBar.selectedViewController === b)
      }

      @Test func aTabTakenOffIsRemovedFromItsParentAndTheWindow() {
        let (a, b) = (NamedViewController("A"), NamedViewController("B"))
        let tabBar = UITabBarController()
        tabBar.viewControllers = [a, b]
        tabBar.shimShowInWindow()
        tabBar.viewControllers = [b]
        #expect(a.parent == nil)
        #expect(a.tabBarController == nil)
        #expect(b.parent === tabBar)
        #expect(tabBar.selectedViewController === b)
      }
    }
  }
#endif
