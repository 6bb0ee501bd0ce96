import NavigatorKit
import NavigatorKitTesting
import Testing

// TestingWithoutUIKit.md: the article's tests, run as they are printed.

// snippet: testing-suite
@MainActor
@Suite struct CheckoutFlowTests {
  let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
  let navigator: Navigator

  init() {
    navigator = Navigator(host: host)
  }

  @Test func backEndsTheCheckout() {
    let shop = ShopCoordinator(navigator: navigator)
    shop.showCheckout()
    host.tapBackButton()
    #expect(shop.childCoordinators.isEmpty)
  }
}
// snippet-end

extension CheckoutFlowTests {
  // snippet: testing-double-tap
  @Test func aDoubleTapPushesOnce() {
    host.transitionMode = .manual
    var issues: [NavigationIssue.Kind] = []
    navigator.onIssue = { issues.append($0.kind) }

    for _ in 0..<2 {  // two taps on a row; each would make a new screen
      navigator.respondToTap { navigator.push(HeadlessScreen("Detail")) }
    }
    #expect(issues == [.tapIgnored])  // the second tap came mid-animation: ignored

    host.completeTransition()
    #expect(host.screens.count == 2)
  }
  // snippet-end

  // snippet: testing-swipe
  @Test func aCancelledSwipeKeepsTheFlow() throws {
    var popped = 0
    navigator.push(HeadlessScreen("Detail")) { popped += 1 }

    let swipe = try #require(host.beginInteractivePop())
    swipe.update(progress: 0.4)  // no callbacks while the finger moves
    swipe.cancel()  // lifted short of the threshold
    #expect(popped == 0)
    #expect(host.screens.count == 2)

    try #require(host.beginInteractivePop()).finish()
    #expect(popped == 1)
  }
  // snippet-end

  // snippet: testing-tabs
  @Test func aPopInABackgroundTabIsCaughtAtSynchronize() {
    let search = HeadlessNavigationController(root: HeadlessScreen("Search"))
    let tabs = HeadlessTabBarController(tabs: [host, search])
    var left = false
    navigator.push(HeadlessScreen("Article")) { left = true }

    tabs.tapTab(at: 1)  // Home is off the window now
    host.popToRoot(animated: true)  // code in a deep-link handler
    #expect(!left)  // no didShow off the window
    navigator.synchronize()
    #expect(left)
  }
  // snippet-end

  @Test func theNavigatorKeepsUIKitFromRaisingOrComplaining() {
    let shop = ShopCoordinator(navigator: navigator)
    shop.showCheckout()
    shop.navigator.popToRoot()
    // snippet: testing-host-checks
    #expect(host.exceptions.isEmpty)
    #expect(host.consoleMessages.isEmpty)
    // snippet-end
  }

  @Test func theNavigatorCatchesTheExitsAHandRolledFromCheckMisses() {
    var left: [String] = []
    for name in ["A", "B", "C"] {
      navigator.push(HeadlessScreen(name)) { left.append(name) }
    }
    // snippet: testing-transition-coordinator
    // No transition coordinator: a `from` check sees nothing.
    host.pop(animated: false)
    // `from` is only the old top; the screens below it are never seen.
    host.popToRoot(animated: true)
    // snippet-end
    #expect(left == ["C", "B", "A"])
  }
}
