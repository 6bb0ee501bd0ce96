#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  // README.md's app wiring, type-checked against UIKitShim (and run through it below). `ProductsCoordinator` is the
  // README's coordinator (Examples/MyApp), with view controllers for screens and the reason its child left recorded.

  final class ProductListViewController: UIViewController {}
  final class ProductDetailViewController: UIViewController {}
  final class SettingsViewController: UIViewController {}

  final class ProductDetailCoordinator: NavigationCoordinator {
    var childCoordinators: [any Coordinator] = []
    let navigator: Navigator
    let rootScreen: any Screen = ProductDetailViewController()

    init(navigator: Navigator) { self.navigator = navigator }
    func start() {}
  }

  final class ProductsCoordinator: NavigationCoordinator {
    var childCoordinators: [any Coordinator] = []
    let navigator: Navigator
    let rootScreen: any Screen = ProductListViewController()
    var detailLeft: [LeaveReason] = []

    init(navigator: Navigator) { self.navigator = navigator }
    func start() { navigator.setScreens([rootScreen], animated: false) }

    func showDetail() {
      pushCoordinator(ProductDetailCoordinator(navigator: navigator)) { [weak self] in self?.detailLeft.append($0) }
    }
  }

  /// Made by the scene delegate: `window.rootViewController = app.tabBarController`, then `app.start()`.
  // snippet: readme-app-wiring
  @MainActor final class AppTabs {
    let tabBarController = UITabBarController()
    let tabBarDelegate = NavigationTabBarControllerDelegate()  // kept here: UIKit holds its delegate weakly
    let products: ProductsCoordinator

    init() {
      let productsStack = UINavigationController()
      products = ProductsCoordinator(navigator: Navigator(host: productsStack))
      tabBarController.viewControllers = [productsStack, SettingsViewController()]
      tabBarController.delegate = tabBarDelegate  // a tab tapped again pops with the reason .tabReselected
    }

    func start() { products.start() }
  }
  // snippet-end

  extension UIKitShimTests {
    @MainActor
    @Suite struct ReadmeAppWiringTests {
      @Test func aTabTappedAgainReleasesTheChildFlowAndSaysWhy() async {
        let app = AppTabs()
        app.tabBarController.shimShowInWindow()
        app.start()
        app.products.showDetail()
        await settle()
        #expect(app.products.childCoordinators.count == 1)

        app.tabBarController.shimTapTab(at: 0)
        await settle()

        #expect(app.products.childCoordinators.isEmpty)
        #expect(app.products.detailLeft == [.tabReselected])
      }
    }
  }
#endif
