import NavigatorKit
import NavigatorKitTesting
import Testing

@testable import MyApp

// snippet: test
@MainActor
@Test func theDetailFlowIsReleasedOnBackButNotOnACancelledSwipe() {
  let host = HeadlessNavigationController()  // in the app: a UINavigationController
  let products = ProductsCoordinator(navigator: Navigator(host: host))
  products.start()
  products.showDetail(of: Product(name: "Lamp"))

  host.beginInteractivePop()?.cancel()  // a swipe-back the person abandons: prints nothing
  #expect(products.childCoordinators.count == 1)
  host.tapBackButton()  // prints "detail closed"
  #expect(products.childCoordinators.isEmpty)
}
// snippet-end
