import NavigatorKit
import NavigatorKitTesting
import Testing

/// Setting a headless tab bar's tabs selects as UIKit does when `viewControllers` is reassigned (R29).
@MainActor
@Suite struct TabBarReassignmentTests {
  @Test func reassigningTheTabsKeepsTheSelectedTabSelected() {
    let (a, b, c) = (HeadlessNavigationController("A"), HeadlessNavigationController("B"), HeadlessScreen("C"))
    let tabBar = HeadlessTabBarController(tabs: [a, b])
    tabBar.selectedIndex = 1
    tabBar.tabs = [c, a, b]
    #expect(tabBar.selectedTab === b)
    #expect(b.isInWindow && !a.isInWindow)
  }

  @Test func aSelectedTabTakenOffLeavesTheSelectionAtItsIndexOrTheFirstTab() {
    let (a, b, c) = (
      HeadlessNavigationController("A"), HeadlessNavigationController("B"), HeadlessNavigationController("C")
    )
    let tabBar = HeadlessTabBarController(tabs: [a, b])
    tabBar.selectedIndex = 1
    tabBar.tabs = [a, c]
    #expect(tabBar.selectedTab === c)
    tabBar.tabs = [b]
    #expect(tabBar.selectedTab === b)
  }
}
