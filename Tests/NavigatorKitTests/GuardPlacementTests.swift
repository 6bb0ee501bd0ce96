import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// A leave guard guards the screen it was set for, wherever the navigator keeps that screen, and is asked by the
/// person's exits that take that screen away — and by no other.
@MainActor
@Suite struct GuardPlacementTests {
  @Test func aGuardSetOnAStackScreenWhileASheetIsUpGuardsThatScreenNotTheSheet() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    let form = HeadlessScreen("Form")
    navigator.push(form, animated: false)
    navigator.present(HeadlessScreen("Sheet"), animated: false)
    var asked: [LeaveReason] = []
    navigator.setLeaveGuard(for: form) {
      asked.append($0)
      return false
    }
    try #require(host.beginInteractiveDismiss()).finish()  // the sheet is not guarded: it goes
    #expect(host.presentedScreen == nil)
    #expect(asked.isEmpty)
    host.tapBackButton()  // the form is
    #expect(asked == [.backButton])
    #expect(host.screens.last === form)
  }

  @Test func aPullDownOfAPresentedContainerAsksTheGuardOfWhatAStackInsidePresents() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    let tab = HeadlessNavigationController("Tab", root: HeadlessScreen("Tab.root"))
    let tabNavigator = Navigator(host: tab)
    let tabBar = HeadlessTabBarController(tabs: [tab])
    var left: [String] = []
    rootNavigator.present(tabBar, animated: false) { left.append("tabBar:\($0)") }
    let popup = HeadlessScreen("Popup")
    tabNavigator.present(popup, animated: false) { left.append("popup:\($0)") }
    var asked: [LeaveReason] = []
    tabNavigator.setLeaveGuard(for: popup) {
      asked.append($0)
      return false
    }
    #expect(rootHost.beginInteractiveDismiss() == nil)
    #expect(asked == [.sheetPulledDown])
    #expect(left.isEmpty)
    #expect(rootHost.presentedScreen === tabBar)
  }

  @Test func tappingAnotherTabAsksNoneOfItsGuardsAndOnlyAReTapAsks() {
    let tabs = (0..<2).map { HeadlessNavigationController("T\($0)", root: HeadlessScreen("T\($0).root")) }
    let navigators = tabs.map { Navigator(host: $0) }
    let tabBar = HeadlessTabBarController(tabs: tabs)
    let form = HeadlessScreen("Form")
    navigators[1].push(form, animated: false)
    var asked: [LeaveReason] = []
    navigators[1].setLeaveGuard(for: form) {
      asked.append($0)
      return false
    }
    tabBar.tapTab(at: 1)
    #expect(tabBar.selectedIndex == 1)
    #expect(asked.isEmpty)
    tabBar.tapTab(at: 1)  // a re-tap: the form would go, so it is asked
    #expect(asked == [.tabReselected])
    #expect(tabs[1].screens.last === form)
  }
}
