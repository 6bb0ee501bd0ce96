import NavigatorKit
import NavigatorKitTesting
import Testing

// NavigatorKit.md (the shop is in ShopExamples.swift) and NavigatorKitTesting.md.

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
    navigator.push(HeadlessScreen("Detail")) { print("Detail left") }

    let swipe = host.beginInteractivePop()
    swipe?.cancel()  // prints nothing: the screen stayed
    host.tapBackButton()  // prints "Detail left"
    // snippet-end
    #expect(host.screens.count == 1)
  }
}
