import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

// The routing symbol pages' examples (Router, RouteHandling, RouterState, ScreenFactory.headless), over the article's
// AppRoute and ShopCoordinator. DocumentationSnippetTests holds each doc comment to its region here.

/// The screen the picker's route is made as, keeping its own completion as a view controller would.
final class ColorPickerViewController: HeadlessScreen {
  let completion = FlowCompletion<Int>()
  init() { super.init("colorPicker") }
}

extension ScreenFactory<AppRoute> {
  /// Headless screens named after their routes, and a `ColorPickerViewController` for `.colorPicker`.
  static var withPicker: ScreenFactory<AppRoute> {
    ScreenFactory(
      makeStack: { HeadlessNavigationController("Stack") },
      makeScreen: { route in route == .colorPicker ? ColorPickerViewController() : HeadlessScreen("\(route)") })
  }
}

/// A product, as Router's `screen(for:)` page shows its initializer.
final class ProductPageCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen

  // snippet: symbol-router-screen-for
  init(product: Int, router: Router<AppRoute>) {
    self.router = router
    self.rootScreen = router.screen(for: .product(product))
  }
  // snippet-end

  func start() {}

  // snippet: symbol-route-handling
  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .reviews(let id):
      .presentChild { ProductPageCoordinator(product: id, router: self.router.makePresentedRouter()) }
    case .specs, .settings: .push
    case .share: .present
    default: nil  // reported as routeNotHandled
    }
  }
  // snippet-end
}

@MainActor
@Suite struct RoutingSymbolPageExamples {
  var applied: [Int] = []

  @Test func router() {
    // snippet: symbol-router
    let router = Router<AppRoute>(factory: .headless)  // in the app: a factory that makes view controllers
    router.setRoutes([.home], animated: false)
    router.push(.product(42)) { print("product 42 left the stack") }
    #expect(router.routes == [.home, .product(42)])
    // snippet-end
  }

  @Test func headlessFactory() {
    // snippet: symbol-headless-factory
    let router = Router<AppRoute>(factory: .headless)
    let shop = ShopCoordinator(router: router)
    shop.start()
    shop.open([.product(42)])
    #expect(router.routes == [.shopHome, .product(42)])
    // snippet-end
  }

  @Test func routeHandling() {
    let router = Router<AppRoute>(factory: .headless)
    let product = ProductPageCoordinator(product: 7, router: router)
    product.navigator.setScreens([product.rootScreen], animated: false)
    product.open([.specs])
    #expect(router.routes == [.product(7), .specs])
  }

  @Test func routerState() throws {
    let shop = ShopCoordinator(router: Router(factory: .headless))
    shop.start()
    shop.open([.product(42), .specs])
    let newShop = ShopCoordinator(router: Router(factory: .headless))
    newShop.start()
    // snippet: symbol-router-state
    let saved = try JSONEncoder().encode(shop.router.state)
    // … the next launch, with a new shop:
    newShop.restore(try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved))
    // snippet-end
    #expect(newShop.router.routes == [.shopHome, .product(42), .specs])
  }

  mutating func apply(_ color: Int) { applied.append(color) }

  @Test mutating func awaitedRoutes() async throws {
    let router = Router<AppRoute>(factory: .withPicker)
    router.setRoutes([.home], animated: false)
    let picking = Task { [router] in
      for _ in 0..<100 where !(router.navigator.topScreen is ColorPickerViewController) { await Task.yield() }
      (router.navigator.topScreen as? ColorPickerViewController)?.completion.complete(3)
    }
    // snippet: symbol-router-push-completing
    switch await router.push(.colorPicker, completing: \ColorPickerViewController.completion) {
    case .completed(let color): apply(color)
    case .left(let reason): print("no color (\(reason))")
    }
    // snippet-end
    await picking.value
    #expect(applied == [3])

    let presenting = Task { [router] in
      for _ in 0..<100 where router.presentedRoute != .colorPicker { await Task.yield() }
      (router.navigator.presentedScreen as? ColorPickerViewController)?.completion.complete(5)
    }
    // snippet: symbol-router-present-completing
    if let color = await router.present(.colorPicker, completing: \ColorPickerViewController.completion).value {
      apply(color)
    }
    // snippet-end
    await presenting.value
    #expect(applied == [3, 5])
  }
}
