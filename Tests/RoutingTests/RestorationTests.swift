import Foundation
import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Encode a router's state, throw the whole app away, restore into a new one: same routes, same presented routes,
/// the same coordinators at every level — over randomized stacks.
@MainActor
@Suite struct RestorationTests {
  static let seeds: [UInt64] = (0..<300).map { $0 &* 0x9E37_79B9 &+ 3 }

  @Test func randomStacksRoundTripThroughEncodeAndRestore() throws {
    var failures = 0
    var shapes = Shapes()
    for seed in Self.seeds {
      if let failure = try roundTrip(seed: seed, shapes: &shapes) {
        failures += 1
        Issue.record("Seed \(seed): \(failure)")
        if failures >= 3 { break }
      }
    }
    // The randomized stacks cover what restoration must rebuild.
    #expect(shapes.presentedFlows > 30 && shapes.presentedScreens > 10 && shapes.nestedProducts > 30)
    #expect(shapes.deepest >= 5)
  }

  struct Shapes {
    var presentedFlows = 0
    var presentedScreens = 0
    var nestedProducts = 0
    var deepest = 0

    mutating func count(_ state: RouterState<AppRoute>, tree: [String]) {
      if case .flow = state.presentation { presentedFlows += 1 }
      if state.path.last == .share { presentedScreens += 1 }
      if tree.contains(where: { $0.hasPrefix("    ProductCoordinator") }) { nestedProducts += 1 }
      deepest = max(deepest, state.path.count)
    }
  }

  /// - Returns: What went wrong, or `nil`.
  private func roundTrip(seed: UInt64, shapes: inout Shapes) throws -> String? {
    var rng = SplitMix64(seed: seed)
    var saved = Data()
    var state = RouterState<AppRoute>(routes: [])
    var tree: [String] = []
    weak var oldShop: ShopCoordinator?
    do {
      let app = RoutedApp()
      app.tabs.open([.tab(.shop)])
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        randomStep(app, &rng)
      }
      state = app.shop.router.state
      tree = app.tree()
      shapes.count(state, tree: tree)
      saved = try JSONEncoder().encode(state)
      oldShop = app.shop
      if !app.issues.isEmpty { return "issues while building: \(app.issues)" }
    }
    if oldShop != nil { return "the first app was not released" }

    // The next launch: new coordinators, new stacks, animated transitions kept in flight until completed.
    let app = RoutedApp(manual: true)
    app.tabBar.selectedIndex = 1  // on screen, where an animation would stay in flight
    let decoded = try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved)
    app.shop.restore(decoded)

    if app.shop.router.state != state { return "restored \(app.shop.router.state), saved \(state)" }
    if app.tree() != tree { return "restored tree \(app.tree()), saved \(tree)" }
    if !app.issues.isEmpty { return "issues while restoring: \(app.issues)" }
    if let host = app.shop.router.headlessHost, host.isTransitioning || app.shop.navigator.queuedCommandCount > 0 {
      return "restoring left an animation in flight"
    }
    if let presented = app.shop.router.navigator.presentedScreen as? HeadlessNavigationController,
      presented.isTransitioning
    {
      return "restoring left the presented flow animating"
    }
    return nil
  }

  /// One random change to the shop tab: a deep link, a tap on Back, a push or a presentation by the top coordinator.
  private func randomStep(_ app: RoutedApp, _ rng: inout SplitMix64) {
    let top = topCoordinator(of: app.shop)
    let router = Self.router(of: top)
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<40:
      app.tabs.open([.tab(.shop)] + randomPath(&rng))
    case 40..<55:
      if top.navigator.presentedScreen == nil, let host = router.headlessHost, host.screens.count > 1 {
        host.tapBackButton()
      }
    case 55..<75:
      if top is ReviewsCoordinator {
        router.push(.review(Int.random(in: 1...9, using: &rng)))
      } else if top is ProductCoordinator {
        router.push(.specs)
      } else {
        router.push(.settings)
      }
    case 75..<85:
      if top.navigator.presentedScreen == nil { router.present(.share) }
    default:
      if let product = top as? ProductCoordinator, product.navigator.presentedScreen == nil {
        product.showReviews()
      } else if let shop = top as? ShopCoordinator {
        shop.showProduct(Int.random(in: 1...9, using: &rng))
      }
    }
  }

  /// A path below the shop: products (each a child), specs and settings pushes, maybe reviews with reviews pushed
  /// in them, maybe a shared sheet at the end.
  private func randomPath(_ rng: inout SplitMix64) -> [AppRoute] {
    var path: [AppRoute] = []
    var inProduct = false
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      if inProduct && rng.chance(30) {
        path.append(.specs)
      } else if !inProduct && rng.chance(25) {
        path.append(.settings)
      } else {
        path.append(.product(Int.random(in: 1...9, using: &rng)))
        inProduct = true
      }
    }
    if inProduct, case .product(let id) = path.last, rng.chance(40) {
      path.append(.reviews(product: id))
      for _ in 0..<Int.random(in: 0...2, using: &rng) { path.append(.review(Int.random(in: 1...9, using: &rng))) }
    }
    if rng.chance(20) { path.append(.share) }
    return path
  }

  static func router(of coordinator: any RoutingCoordinator) -> Router<AppRoute> {
    switch coordinator {
    case let shop as ShopCoordinator: shop.router
    case let product as ProductCoordinator: product.router
    case let reviews as ReviewsCoordinator: reviews.router
    case let home as HomeCoordinator: home.router
    default: fatalError("not a coordinator of the test app: \(coordinator)")
    }
  }

  /// The coordinator whose screens are on top: down through the child whose root is on top of the shared stack, or
  /// into the presented flow.
  private func topCoordinator(of shop: ShopCoordinator) -> any RoutingCoordinator {
    var current: any RoutingCoordinator = shop
    while true {
      let screens = current.navigator.screens
      let next = current.childCoordinators.lazy.compactMap { $0 as? any RoutingCoordinator }.first { child in
        if child.navigator === current.navigator {
          return screens.contains { $0 === child.rootScreen }
        }
        return current.navigator.presentedScreen === child.navigator.host
      }
      guard let next else { return current }
      current = next
    }
  }

  @Test func aStateRestoredBeforeLaunchIsHeldUntilTheShopIsOnScreen() throws {
    let state = RouterState<AppRoute>(
      routes: [.shopHome, .product(3), .specs],
      presentation: .flow(RouterState(routes: [.reviews(product: 3), .review(1)])))
    let app = RoutedApp(start: false)
    app.shop.restore(state)
    #expect(app.shop.pendingPath == [.product(3), .specs, .reviews(product: 3), .review(1)])

    app.tabs.start()

    #expect(app.shop.pendingPath == nil)
    #expect(app.shop.router.state == state)
  }

  @Test func everyTabsStateRoundTripsWithTheSharedPresentationOnlyInThePresentingTab() throws {
    var saved: [Data] = []
    do {
      let app = RoutedApp()
      app.tabs.open([.tab(.home), .settings])
      app.tabs.open(DeepLinkTests.path)
      // The tab bar's one presentation belongs to the shop, whose router presented it: only the shop's navigator
      // reports it, and only the shop's router describes it.
      #expect(app.shop.navigator.presentedScreen === app.tabBar.presentedScreen)
      #expect(app.routers[0].navigator.presentedScreen == nil && app.routers[2].navigator.presentedScreen == nil)
      #expect(app.routers[0].state == RouterState(routes: [.home, .settings]))
      #expect(app.routers[0].presentedRoute == nil)
      #expect(app.shop.router.presentedRoute == .reviews(product: 42))
      saved = try [app.tabs.home.router.state, app.shop.router.state, app.tabs.profile.router.state].map {
        try JSONEncoder().encode($0)
      }
    }

    let app = RoutedApp()
    app.tabBar.selectedIndex = 1
    let states = try saved.map { try JSONDecoder().decode(RouterState<AppRoute>.self, from: $0) }
    app.tabs.home.restore(states[0])
    app.shop.restore(states[1])
    app.tabs.profile.restore(states[2])

    #expect(app.issues.isEmpty)
    #expect(app.routers[0].routes == [.home, .settings])
    #expect(app.shop.router.state == states[1])
    #expect(app.shop.router.presentedRoute == .reviews(product: 42))
    #expect(app.routers[2].state == RouterState(routes: [.profileHome]))
  }

  @Test func aStateOfAnotherCoordinatorIsReportedAndChangesNothing() {
    let app = RoutedApp()
    app.shop.restore(RouterState(routes: [.home, .settings]))
    #expect(app.issues.map(\.kind) == [.routeNotHandled])
    #expect(app.shop.router.routes == [.shopHome])
  }
}
