import NavigatorKit

// The app's own types that the README's example uses. In an iOS app the screens are `UIViewController` subclasses,
// which NavigatorKit makes `Screen`s; here, so that the package also builds on Linux, they are plain screens.

struct Product {
  var name: String
}

final class ProductListViewController: Screen {}
final class ProductDetailViewController: Screen {
  let product: Product
  init(product: Product) { self.product = product }
}

final class ProductDetailCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen

  init(product: Product, navigator: Navigator) {
    self.navigator = navigator
    self.rootScreen = ProductDetailViewController(product: product)
  }

  func start() {}
}
