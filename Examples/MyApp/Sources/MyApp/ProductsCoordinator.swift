// snippet: usage
import NavigatorKit

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

/// Shows the settings screen over `navigationController`; the README's usage example, in a function.
@MainActor
func showSettings(on navigationController: some NavigationHost) -> Navigator {
  // snippet: usage
  let navigator = Navigator(host: navigationController)  // any UINavigationController
  navigator.push(SettingsViewController()) { print("settings left the stack") }
  navigator.onIssue = { issue in assertionFailure("\(issue)") }  // misuse is reported, never a crash
  // snippet-end
  return navigator
}
