import NavigatorKit
import NavigatorKitTesting
import Testing

/// A path host makes containers of its kind: path hosts that wait as it does, and — SwiftUI having no tab bar screen —
/// a plain container holding the tabs, which ends its tabs' screens when it leaves.
@MainActor
@Suite struct PathHostContainersTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aPathHostMakesEmptyPathHostsThatWaitAsItDoes() throws {
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(settleDelay: .milliseconds(300), scheduler: runLoop)
    let made = try #require(host.makeStack() as? NavigationPathHost)
    #expect(made !== host)
    #expect(made.settleDelay == .milliseconds(300))
    #expect(made.screens.isEmpty && made.presentedScreen == nil)
    // The made host writes on the same run loop: its push is on the path once that loop's time has passed.
    let stack = HeadlessNavigationStack(host: made, runLoop: runLoop)
    let navigator = Navigator(host: made)
    navigator.setScreens([RouteScreen(.home)], animated: false)
    navigator.push(RouteScreen(.product(1)))
    runLoop.settle()
    #expect(made.path.count == 1)
    _ = stack
    #expect(navigator.screens.count == 2)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aPathHostsTabBarIsAPlainContainerWhoseTabsLeaveWithIt() throws {
    let runLoop = HeadlessRunLoop()
    let parent = NavigationPathHost(scheduler: runLoop)
    let tab = Navigator(host: parent.makeStack())
    let tabBar = parent.makeTabBar([tab.host, RouteScreen(.cart)])
    #expect(tabBar.childScreens.count == 2 && tabBar.childScreens[0] === tab.host)
    #expect(!(tabBar is any NavigationHost))
    var left: [String] = []
    tab.setScreens([RouteScreen(.home)], animated: false)
    tab.push(RouteScreen(.product(1))) { left.append("product: \($0)") }
    runLoop.settle()
    let home = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Home")))
    home.present(tabBar, animated: false) { left.append("tabs: \($0)") }
    home.dismiss(animated: false)
    #expect(left == ["product: dismiss", "tabs: dismiss"])
  }
}
