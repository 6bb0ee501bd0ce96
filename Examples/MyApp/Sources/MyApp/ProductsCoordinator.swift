import NavigatorKit

// snippet: usage
final class ProductsCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = ProductListViewController()

  init(navigator: Navigator) { self.navigator = navigator }
  func start() { navigator.setScreens([rootScreen], animated: false) }

  func showDetail(of product: Product) {
    let detail = ProductDetailCoordinator(product: product, navigator: navigator)
    pushCoordinator(detail) { print("detail closed") }  // released on back, swipe, popToRoot, tab re-tap…
  }
}
// snippet-end
