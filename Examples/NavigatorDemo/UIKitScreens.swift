#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  import NavigatorKit
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  // The demo's routed coordinators in an app: the same `DemoStackCoordinator` as sections 5 and 6, given a factory
  // that makes view controllers instead of headless screens. Guarded like the UIKit adapter, so CI type-checks it
  // against the UIKit shim (`--traits UIKitShim`), while the demo itself runs on headless stacks.

  extension ScreenFactory<DemoRoute> {
    /// View controllers for the demo's routes. Each presented flow's stack is a `UINavigationController` like the
    /// router's, made by its host.
    static var uikit: ScreenFactory<DemoRoute> {
      ScreenFactory { _ in UIViewController() }
    }
  }

  /// The shop tab as the app builds it, opened on a product's reviews.
  @MainActor
  func makeShopForTheApp() -> DemoStackCoordinator {
    let router = Router(navigator: Navigator(host: UINavigationController()), factory: .uikit)
    let shop = DemoStackCoordinator(router: router, root: .shop)
    shop.navigator.setScreens([shop.rootScreen], animated: false)
    shop.open([.product(42), .reviews(product: 42)])
    return shop
  }
#endif
