import NavigatorKit
import NavigatorKitTesting
import Testing

// NavigatorKit.md (the shop is in ShopExamples.swift), NavigatorKitTesting.md and HeadlessNavigationController's symbol page.

@MainActor
@Suite struct LandingPageExamples {
  @Test func theShopReleasesTheCheckoutWhenTheCartLeaves() {
    let host = HeadlessNavigationController()
    let shop = ShopCoordinator(navigator: Navigator(host: host))
    shop.start()
    shop.showCheckout()
    #expect(shop.childCoordinators.count == 1)
    host.tapBackButton()
    #expect(shop.childCoordinators.isEmpty)
  }

  @Test func theTestingLibrarysFirstExampleRuns() {
    // snippet: testing-landing
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: host)
    var left: [String] = []
    navigator.push(HeadlessScreen("Detail")) { left.append("Detail") }

    let swipe = host.beginInteractivePop()
    swipe?.cancel()  // the person changed their mind: nothing runs
    #expect(left.isEmpty)
    host.tapBackButton()
    #expect(left == ["Detail"])
    // snippet-end
  }
}
