import NavigatorKit
import NavigatorKitTesting
import Testing

#if canImport(XCTest)
  import XCTest
#endif

// HuntingLeaks.md: the article's tests, run as they are printed.

// snippet: leaks-suite
@MainActor
@Suite struct CheckoutMemoryLeakTests {
  let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
  let shop: ShopCoordinator

  init() {
    shop = ShopCoordinator(navigator: Navigator(host: host))
  }

  @Test func checkoutIsReleasedOnBack() {
    withLeakTracking { tracker in
      let checkout = CheckoutCoordinator(
        cart: .sample, navigator: shop.navigator)
      tracker.track(checkout, named: "CheckoutCoordinator")
      tracker.track(checkout.rootScreen, named: "CartScreen")
      shop.pushCoordinator(checkout)
      host.tapBackButton()
    }
  }
}
// snippet-end

extension CheckoutMemoryLeakTests {
  // snippet: leaks-pop-to-root
  @Test func popToRootReleasesTheWholeCheckout() {
    let tracker = LeakTracker()
    do {
      let checkout = CheckoutCoordinator(
        cart: .sample, navigator: shop.navigator)
      tracker.track(checkout, named: "CheckoutCoordinator")
      shop.pushCoordinator(checkout)
      checkout.showPayment()
    }
    shop.navigator.popToRoot()
    tracker.expectNoLeaks("after popToRoot")
  }
  // snippet-end

  // snippet: leaks-audit
  @Test func checkoutIsReleasedWhenRemoved() {
    let audit = CoordinatorLifetimeAudit(checksAutomatically: false)
    shop.navigator.lifetimeAudit = audit
    var issues: [NavigationIssue] = []
    shop.navigator.onIssue = { issues.append($0) }

    shop.showCheckout()
    host.tapBackButton()

    audit.checkNow()  // every removal so far, whatever time has passed
    #expect(issues.isEmpty)
  }
  // snippet-end
}

#if canImport(XCTest)
  // snippet: leaks-xctest
  final class CheckoutMemoryLeakXCTests: XCTestCase {
    func testCheckoutIsReleasedOnBack() {
      withLeakTracking { tracker in
        let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
        let shop = ShopCoordinator(navigator: Navigator(host: host))
        let checkout = CheckoutCoordinator(
          cart: .sample, navigator: shop.navigator)
        tracker.track(checkout, named: "CheckoutCoordinator")
        shop.pushCoordinator(checkout)
        host.tapBackButton()
        XCTAssertTrue(shop.childCoordinators.isEmpty)
      }
    }
  }
// snippet-end
#endif
