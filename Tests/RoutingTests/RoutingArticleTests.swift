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

/// A link, then the same routes restored on a new launch, through the article's shop.
@MainActor
@Suite struct RoutingReadmeTests {
  @Test func theReadmeRoutingExampleRunsAsShown() throws {
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

  @Test func aLinkThatWouldDiscardTheCheckoutWaitsForThePerson() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7), .share])
    let navigator = app.shop.navigator
    let checkout = try #require(navigator.presentedScreen)
    let form = CheckoutForm()
    // snippet: routes-guarded-link
    navigator.setLeaveGuard(for: checkout) { _ in
      !form.hasUnsavedChanges  // asked by the person's exits, and by links that would take the checkout down
    }
    app.tabs.open([.tab(.shop), .product(42)])  // held: nothing changes
    #expect(app.tabs.isPendingPathHeldByLeaveGuard)

    // The person confirms "Discard changes?":
    form.hasUnsavedChanges = false
    app.tabs.openPendingPath()  // asks the guards again, and opens the path
    #expect(app.shop.router.routes == [.shopHome, .product(42)])
    // snippet-end
    #expect(app.issues.map(\.kind) == [.pathHeldByLeaveGuard])
    #expect(navigator.presentedScreen == nil)
  }

  @Test func aHeldLinkCanBeDiscarded() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7)])
    let navigator = app.shop.navigator
    navigator.setLeaveGuard(for: navigator.screens[1]) { _ in false }
    app.tabs.open([.tab(.shop), .settings])
    #expect(app.tabs.pendingPath == [.tab(.shop), .settings])
    app.tabs.discardPendingPath()
    #expect(app.tabs.pendingPath == nil)
    #expect(!app.tabs.isPendingPathHeldByLeaveGuard)
    app.tabs.openPendingPath()
    #expect(app.shop.router.routes == [.shopHome, .product(7)])
  }

  /// The table of the article's "What leaves, and why".
  @Test func routedCallsAndLinksLeaveWithTheReasonsTheArticleLists() throws {
    let app = RoutedApp()
    let router = app.shop.router
    var reasons: [String] = []
    let observation = router.navigator.observe { event in
      if let reason = event.leaveReason { reasons.append("\(event): \(reason)") }
    }
    router.setRoutes([.shopHome, .settings, .specs, .settings], animated: false)
    router.pop(animated: false)
    router.pop(to: .settings, animated: false)
    router.push(.specs, animated: false)
    router.popToRoot(animated: false)
    router.setRoutes([.shopHome, .settings, .specs], animated: false)
    router.setRoutes([.shopHome, .specs], animated: false)
    router.present(.share, animated: false)
    router.dismiss(animated: false)
    app.tabs.open([.tab(.shop), .product(7), .share])
    app.tabs.open([.tab(.shop), .settings])
    #expect(
      reasons == [
        "didPop([settings]): pop", "didPop([specs]): popTo", "didPop([specs, settings]): popToRoot",
        "didPop([settings]): setScreens", "didDismiss(share): dismiss", "didPop([specs]): popTo",
        "didDismiss(share): dismiss", "didPop([product(7)]): popTo",
      ])
    _ = observation
  }

  @Test func issuesNameRoutesAsEventsDo() {
    var issues: [NavigationIssue] = []
    let router = Router<AppRoute>(factory: .headless) { issues.append($0) }
    router.setRoutes([.home, .product(1)], animated: false)
    router.pop(to: .specs)
    #expect(router.setRoutes([.home], replacing: [.home, .specs]) == false)
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { !$0.message.contains("AppRoute") })
    #expect(issues.first?.message.contains("specs is not on the stack (its routes are [home, product(1)])") == true)
    #expect(issues.last?.message.contains("[home, product(1)], not [home, specs]") == true)
  }
}

// LeaveReasonsGuardsAndResults.md: a result produced by a child coordinator whose screens are routed.

// snippet: result-coordinator
final class ColorPickerCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen
  let completion = FlowCompletion<Int>()  // the coordinator keeps it: its routed screens cannot

  init(router: Router<AppRoute>) {
    self.router = router
    rootScreen = router.screen(for: .colorPicker)
  }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? { nil }

  /// What the picker's screen reports, through its view model or delegate, when the person picks.
  func didPick(_ color: Int) {
    completion.complete(color)  // resolves the await, then pops the picker's screens
  }
}

extension ShopCoordinator {
  func pickAccentColor() async -> Int? {
    let picker = ColorPickerCoordinator(router: router)
    return await pushCoordinator(picker, completing: picker.completion).value
  }
}
// snippet-end

@MainActor
@Suite struct CoordinatorOwnedCompletionTests {
  @Test func aChildCoordinatorOwnsTheCompletionOfItsRoutedFlow() async throws {
    let router = Router<AppRoute>(factory: .headless)
    let shop = ShopCoordinator(router: router)
    shop.start()
    let picking = Task { @MainActor in await shop.pickAccentColor() }
    for _ in 0..<100 where router.routes != [.shopHome, .colorPicker] {
      await Task.yield()
    }
    let picker = try #require(shop.childCoordinators.first as? ColorPickerCoordinator)
    picker.didPick(7)
    #expect(await picking.value == 7)
    #expect(router.routes == [.shopHome])
    #expect(shop.childCoordinators.isEmpty)
  }
}
