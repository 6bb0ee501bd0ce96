import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// Opening `[.tab(.shop), .product(42), .reviews(product: 42), .review(1)]` — across a tab, a pushed child and a
/// presented child — from many starting states.
@MainActor
@Suite struct DeepLinkTests {
  static let path: [AppRoute] = [.tab(.shop), .product(42), .reviews(product: 42), .review(1)]

  enum StartingState: String, CaseIterable, CustomStringConvertible {
    case freshLaunch
    case homeTabDeep
    case otherProductPushed
    case sameProductWithSpecsAbove
    case alreadyThere
    case otherReviewsPresented
    case sheetUpOnHomeTab
    case shopChangedOffScreen
    case settingsBelowTheProduct
    case pushInFlight

    var description: String { rawValue }
  }

  /// Puts `app` in `state`, and returns the coordinators the deep link must replace.
  private func prepare(_ app: RoutedApp, _ state: StartingState) throws -> [AnyObject] {
    let shop = app.shop
    switch state {
    case .freshLaunch:
      return []
    case .homeTabDeep:
      app.tabs.open([.tab(.home), .product(5), .specs])
      return []
    case .otherProductPushed:
      app.tabs.open([.tab(.shop), .product(7)])
      return shop.childCoordinators
    case .sameProductWithSpecsAbove:
      shop.showProduct(42)
      let product = try #require(shop.childCoordinators.first as? ProductCoordinator)
      product.router.push(.specs)
      return []
    case .alreadyThere:
      app.tabs.open(Self.path)
      return []
    case .otherReviewsPresented:
      app.tabs.open([.tab(.shop), .product(42), .reviews(product: 99)])
      let product = try #require(shop.childCoordinators.first)
      return product.childCoordinators
    case .sheetUpOnHomeTab:
      app.tabs.open([.tab(.home), .share])
      return []
    case .shopChangedOffScreen:
      app.tabs.open([.tab(.shop), .product(7), .product(8)])
      let pushed = shop.childCoordinators + shop.childCoordinators[0].childCoordinators
      app.tabBar.selectedIndex = 0
      // App code resets the shop tab while it is off screen: no callback reaches the navigator.
      app.shopHost.popToRoot(animated: true)
      return pushed
    case .settingsBelowTheProduct:
      app.tabs.open([.tab(.shop), .settings, .product(42)])
      return shop.childCoordinators
    case .pushInFlight:
      app.tabBar.selectedIndex = 1
      app.shopHost.transitionMode = .manual
      shop.router.push(.settings, animated: true)  // the animation is still running when the link arrives
      return []
    }
  }

  /// The end state of the path, as the user sees it and as the coordinator tree holds it.
  private func expectEndState(_ app: RoutedApp, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(app.tabBar.selectedIndex == 1, sourceLocation: sourceLocation)
    let shop = app.shop
    #expect(shop.router.routes == [.shopHome, .product(42)], sourceLocation: sourceLocation)
    #expect(
      shop.router.state.presentation == .flow(RouterState(routes: [.reviews(product: 42), .review(1)])),
      sourceLocation: sourceLocation)
    // The other tabs keep their stacks, as tabs do; the shop's flow is the path's.
    #expect(
      app.tree().drop { !$0.hasPrefix("ShopCoordinator") }.prefix { !$0.hasPrefix("HomeCoordinator") } == [
        "ShopCoordinator root shopHome",
        "  ProductCoordinator root product(42)",
        "    ReviewsCoordinator root reviews(product: 42)",
      ], sourceLocation: sourceLocation)
    // The reviews flow is the tab bar's one presentation, the one the shop's product presented: it belongs to the
    // shop, and the other tabs do not report it.
    let reviews = try #require(
      (shop.childCoordinators.first as? ProductCoordinator)?.childCoordinators.first as? ReviewsCoordinator,
      sourceLocation: sourceLocation)
    #expect(app.tabBar.presentedScreen === reviews.router.navigator.host, sourceLocation: sourceLocation)
    #expect(app.tabBar.presentingNavigator === shop.navigator, sourceLocation: sourceLocation)
    for (index, router) in app.routers.enumerated() {
      #expect(
        router.navigator.presentedScreen === (index == 1 ? reviews.router.navigator.host : nil),
        sourceLocation: sourceLocation)
    }
    #expect(app.issues.isEmpty, sourceLocation: sourceLocation)
    for router in app.routers {
      #expect(router.headlessHost?.exceptions == [], sourceLocation: sourceLocation)
      #expect(router.unroutedScreenCount == 0, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: StartingState.allCases)
  func aPathOpensToTheSameEndStateFromAnyStart(_ state: StartingState) throws {
    let app = RoutedApp()
    // Weak references to every coordinator the link must take down.
    let replaced = WeakList(try prepare(app, state))

    app.tabs.open(Self.path)
    if state == .pushInFlight {
      #expect(app.tabs.pendingPath == Self.path)
      // The animating push is on the stack, so its route is in the routes (issue 26).
      #expect(app.shop.router.routes == [.shopHome, .settings])
      app.shopHost.completeTransition()
      #expect(app.tabs.pendingPath == nil)
    }

    try expectEndState(app)
    #expect(replaced.alive == [], "replaced child coordinators must be released")
  }

  @Test(arguments: StartingState.allCases)
  func openingThePathTwiceChangesNothingTheSecondTime(_ state: StartingState) throws {
    let app = RoutedApp()
    _ = try prepare(app, state)
    app.tabs.open(Self.path)
    app.shopHost.completeTransition()
    let product = try #require(app.shop.childCoordinators.first as? ProductCoordinator)
    let reviews = try #require(product.childCoordinators.first as? ReviewsCoordinator)
    // Every tab's navigator catches up with the first open, so that what follows hears only what the second open
    // does.
    for router in app.routers { router.navigator.synchronize() }
    let screens = app.shop.router.navigator.screens
    var events: [String] = []
    let observations =
      app.routers.map { router in router.navigator.observe { events.append("\($0)") } }
      + [reviews.router.navigator.observe { events.append("\($0)") }]

    app.tabs.open(Self.path)

    #expect(events == [])
    #expect(app.shop.childCoordinators.first === product)
    #expect(product.childCoordinators.first === reviews)
    #expect(zip(app.shop.router.navigator.screens, screens).allSatisfy { $0 === $1 })
    try expectEndState(app)
    _ = observations
  }

  @Test func aPathOpenedBeforeLaunchIsHeldUntilTheTabsStart() throws {
    let app = RoutedApp(start: false)
    app.tabs.open(Self.path)
    #expect(app.tabs.pendingPath == Self.path)
    #expect(app.shop.router.routes == [])

    app.tabs.start()

    #expect(app.tabs.pendingPath == nil)
    try expectEndState(app)
  }

  @Test func anUnhandledRouteChangesNothingAndIsReported() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7)])
    let before = app.tree()
    let screensBefore = app.shop.router.navigator.screens
    let made = LeakTracker()
    ProductCoordinator.madeTracker = made
    defer { ProductCoordinator.madeTracker = nil }

    // A product does not handle `.settings`: the whole path is refused, though the product(42) child before it was
    // already planned.
    app.tabs.open([.tab(.home), .product(42), .settings])

    #expect(app.issues.map(\.kind) == [.routeNotHandled])
    #expect(app.issues.first?.message.contains("ProductCoordinator does not handle settings") == true)
    #expect(app.tabBar.selectedIndex == 1)
    #expect(app.routers[0].routes == [.home])
    #expect(zip(app.shop.router.navigator.screens, screensBefore).allSatisfy { $0 === $1 })
    #expect(app.tree() == before)
    #expect(made.trackedNames == ["ProductCoordinator(42)"])
    #expect(made.leaks == [])
  }

  @Test func aRefusedPathLeavesThePresentedFlowAndEveryTabAsTheyWere() throws {
    let app = RoutedApp()
    app.tabs.open(Self.path)
    for router in app.routers { router.navigator.synchronize() }
    let state = app.shop.router.state
    let tree = app.tree()
    var events: [String] = []
    let observations = app.routers.map { router in router.navigator.observe { events.append("\($0)") } }

    // The product does not handle `.home`: the path is refused before anything changes, the shared sheet included.
    app.tabs.open([.tab(.shop), .product(42), .home])
    // Here the shop's stack diverges from the path before the refused route: what diverges is not taken down either.
    app.tabs.open([.tab(.shop), .settings, .product(1), .home])

    #expect(app.issues.map(\.kind) == [.routeNotHandled, .routeNotHandled])
    #expect(events == [])
    #expect(app.shop.router.state == state)
    #expect(app.tree() == tree)
    #expect(app.tabBar.presentedScreen != nil)
    _ = observations
  }

  @Test func onlyTheTabThatPresentedReportsTheEndOfItsPresentation() throws {
    let app = RoutedApp()
    app.tabs.open(Self.path)
    for router in app.routers { router.navigator.synchronize() }
    var events: [String] = []
    let observations = app.routers.enumerated().map { index, router in
      router.navigator.observe { event in
        if case .didDismiss = event { events.append("\(index): \(event)") }
      }
    }

    app.tabs.open([.tab(.shop)])

    #expect(app.tabBar.presentedScreen == nil)
    #expect(events == ["1: didDismiss(Stack)"])
    #expect(app.issues.isEmpty)
    _ = observations
  }

  @Test func aPresentedSheetOnAnotherTabIsDismissedWhenTheLinkSwitchesTabs() throws {
    let app = RoutedApp()
    var dismissed = 0
    app.routers[0].present(.share) { dismissed += 1 }
    app.tabs.open([.tab(.shop)])
    #expect(dismissed == 1)
    #expect(app.tabBar.selectedIndex == 1)
  }

  /// Under a tab bar a presentation belongs to the tab that made it; a link opened on the shop leaves the sheet the
  /// home tab's router made to the home tab.
  @Test func aLinkOpenedOnOneTabLeavesTheSheetAnotherTabsRouterMade() {
    let app = RoutedApp()
    var dismissed = 0
    app.routers[0].present(.share) { dismissed += 1 }
    app.shop.router.navigator.synchronize()
    #expect(app.shop.router.navigator.presentedScreen == nil)
    app.shop.open([.product(3)])
    #expect(dismissed == 0)
    #expect(app.tabBar.presentedScreen != nil)
  }

  @Test func aForwardedRouteIsHandledByTheChildItNames() {
    let app = RoutedApp()
    let links = ForwardingHandler(to: app.shop)
    links.open([.product(3), .specs])
    #expect(app.shop.router.routes == [.shopHome, .product(3), .specs])
    #expect(app.shop.childCoordinators.count == 1)
  }

  @Test func aPlainPresentedScreenEndsAPath() {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(3), .share, .specs])
    #expect(app.issues.map(\.kind) == [.routeNotHandled])
    #expect(app.issues.first?.message.contains("cannot handle the rest of the path") == true)
    #expect(app.shop.router.routes == [.shopHome])
    #expect(app.tabBar.selectedIndex == 0)
  }

  @Test func aFlowTakenDownByALinkIsReleasedWithItsRouterStackAndScreens() throws {
    let app = RoutedApp()
    let tracker = LeakTracker()
    do {
      app.tabs.open(Self.path)
      let product = try #require(app.shop.childCoordinators.first as? ProductCoordinator)
      let reviews = try #require(product.childCoordinators.first as? ReviewsCoordinator)
      tracker.track(product, named: "ProductCoordinator")
      tracker.track(product.rootScreen, named: "product(42)")
      tracker.track(reviews, named: "ReviewsCoordinator")
      tracker.track(reviews.router, named: "reviews' Router")
      tracker.track(reviews.router.navigator, named: "reviews' Navigator")
      tracker.track(reviews.router.navigator.host, named: "reviews' stack")
      for screen in reviews.router.navigator.screens { tracker.track(screen, named: "\(screen)") }
    }

    app.tabs.open([.tab(.shop)])

    #expect(tracker.trackedNames.count == 8)
    #expect(tracker.leaks == [])
  }

  @Test func anEmptyPathBelowAStackCoordinatorGoesBackToItsRoot() throws {
    let app = RoutedApp()
    app.tabs.open(Self.path)
    app.shop.open([])
    #expect(app.shop.router.routes == [.shopHome])
    #expect(app.shop.router.state.presentation == nil)
    #expect(app.shop.childCoordinators.isEmpty)
  }
}

/// Weak references to a list of objects.
@MainActor
struct WeakList {
  private struct Box { weak var object: AnyObject? }
  private var boxes: [Box]

  init(_ objects: [AnyObject]) { boxes = objects.map { Box(object: $0) } }

  var alive: [String] { boxes.compactMap { $0.object.map { "\(type(of: $0))" } } }
}

/// A link handler in front of the shop: product routes go to the shop as they are.
@MainActor
final class ForwardingHandler: RouteHandler {
  var childCoordinators: [any Coordinator] = []
  let target: ShopCoordinator

  init(to target: ShopCoordinator) { self.target = target }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    guard case .product = route else { return nil }
    return .forward(to: target)
  }
}
