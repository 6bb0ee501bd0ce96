import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// The code of the "Routes, deep links and restoration" article, as it appears there. `AppRoute`, `ShopCoordinator`
/// and the tab handling are in RoutingFixtures.swift, verbatim.
@MainActor
@Suite struct RoutingArticleTests {
  // snippet: routes-headless-test
  @Test func aProductLinkAttachesTheProductCoordinator() {
    let router = Router<AppRoute>(factory: .headless)
    let shop = ShopCoordinator(router: router)
    shop.start()

    shop.open([.product(42), .specs])

    #expect(router.routes == [.shopHome, .product(42), .specs])
    #expect(shop.childCoordinators.count == 1)
    router.headlessHost?.tapBackButton()  // specs
    router.headlessHost?.tapBackButton()  // the product: its coordinator is released
    #expect(shop.childCoordinators.isEmpty)
  }
  // snippet-end

  @Test func theTestAppIsBuiltAsTheArticleShows() {
    // snippet: routes-test-app
    let routers = (0..<3).map { _ in Router<AppRoute>(factory: .headless) }
    let tabBar = HeadlessTabBarController(tabs: routers.map { $0.headlessHost! })
    let tabs = TabsCoordinator(routers: routers) { tabBar.selectedIndex = $0.rawValue }
    tabs.start()
    // snippet-end

    // snippet: routes-open-path
    tabs.open([.tab(.shop), .product(42), .reviews(product: 42), .review(1)])
    // snippet-end

    #expect(tabBar.selectedIndex == 1)
    #expect(routers[1].routes == [.shopHome, .product(42)])
    #expect(routers[1].presentedRoute == .reviews(product: 42))
    #expect((routers[1].navigator.topScreen as? HeadlessScreen)?.name == "product(42)")
  }

  // snippet: routes-cold-launch
  @Test func aLinkAtColdLaunchOpensOnceTheTabsStart() {
    let app = RoutedApp(start: false)
    app.tabs.open([.tab(.shop), .product(42)])
    #expect(app.tabs.pendingPath == [.tab(.shop), .product(42)])

    app.tabs.start()

    #expect(app.tabs.pendingPath == nil)
    #expect(app.shop.router.routes == [.shopHome, .product(42)])
  }
  // snippet-end

  // snippet: routes-restore
  @Test func theShopComesBackAfterARelaunch() throws {
    var saved = Data()
    do {
      let app = RoutedApp()
      app.tabs.open([.tab(.shop), .product(7), .specs, .product(8), .reviews(product: 8)])
      saved = try JSONEncoder().encode(app.shop.router.state)
    }
    let app = RoutedApp()  // the next launch
    let state = try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved)

    app.shop.restore(state)

    #expect(app.shop.router.routes == [.shopHome, .product(7), .specs, .product(8)])
    #expect(app.shop.router.state.presentation == .flow(RouterState(routes: [.reviews(product: 8)])))
  }
  // snippet-end

  @Test func keepYourOwnArrayHonest() {
    let router = Router<AppRoute>(factory: .headless)
    var issues: [NavigationIssue.Kind] = []
    router.navigator.onIssue = { issues.append($0.kind) }

    // snippet: routes-own-array
    var appRoutes: [AppRoute] = [.home, .product(1)]
    router.setRoutes(appRoutes)
    let observation = router.observeRoutes { appRoutes = $0 }

    router.headlessHost?.tapBackButton()  // the person goes back
    #expect(appRoutes == [.home])

    #expect(router.setRoutes(appRoutes + [.settings], replacing: appRoutes))
    #expect(!router.setRoutes([.home, .product(1)], replacing: [.home, .product(1), .specs]))  // stale: refused
    observation.cancel()
    // snippet-end

    #expect(issues == [.routesDrifted])
    #expect(router.routes == [.home, .settings])
  }
}

/// The README's routing section, as it appears there.
@MainActor
@Suite struct RoutingReadmeTests {
  @Test func theReadmeRoutingExampleRunsAsShown() throws {
    // snippet: routes-readme
    let router = Router<AppRoute>(factory: .headless)  // in the app: a factory that makes view controllers
    let shop = ShopCoordinator(router: router)  // a RoutingCoordinator: says how it handles each route
    shop.start()

    shop.open([.product(42), .specs])  // keeps what matches, pops/dismisses the rest, attaches children
    #expect(router.routes == [.shopHome, .product(42), .specs])  // read from the settled stack: exact after swipes

    let saved = try JSONEncoder().encode(router.state)  // routes + presented flows, recursively
    let newShop = ShopCoordinator(router: Router(factory: .headless))  // the next launch
    newShop.start()
    newShop.restore(try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved))
    #expect(newShop.router.routes == [.shopHome, .product(42), .specs])
    // snippet-end
    #expect(newShop.childCoordinators.count == 1)
  }
}

/// The shape of the `ScreenFactory` and `Router` doc-comment examples, with headless screens standing in for view
/// controllers.
extension ScreenFactory<AppRoute> {
  static var named: ScreenFactory<AppRoute> {
    ScreenFactory(
      makeStack: { HeadlessNavigationController("AppStack") },
      makeScreen: { route in
        switch route {
        case .home: HeadlessScreen("HomeViewController")
        case .product(let id): HeadlessScreen("ProductViewController(\(id))")
        case .reviews(let id): HeadlessScreen("ReviewsViewController(\(id))")
        default: HeadlessScreen("PlaceholderViewController(\(route))")
        }
      })
  }
}

@MainActor
@Suite struct ScreenFactoryExampleTests {
  @Test func anAppFactoryMakesItsOwnScreens() {
    let router = Router(factory: .named)
    router.setRoutes([.home], animated: false)
    router.push(.product(42))
    #expect(router.routes == [.home, .product(42)])
    #expect((router.navigator.topScreen as? HeadlessScreen)?.name == "ProductViewController(42)")
  }
}
