import NavigatorKit
import NavigatorKitTesting
import Observation

/// The routes of the SwiftUI app of these tests: a tab of two stacks, products as child coordinators, reviews in a
/// sheet with a stack of their own.
enum AppRoute: Route {
  enum Tab: Int, Codable, Sendable { case home, shop }
  case tab(Tab)
  case home
  case settings
  case shopHome
  case product(Int)
  case reviews(Int)
  case review(Int)
}

/// A screen that SwiftUI draws from its route.
@MainActor
final class AppScreen: Screen, CustomStringConvertible {
  let route: AppRoute
  init(_ route: AppRoute) { self.route = route }
  nonisolated var description: String { "screen" }
}

/// The tab view: no stack of its own, one coordinator per tab; observable, for the tab view's selection to bind.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
final class AppTabs: RouteHandler {
  var childCoordinators: [any Coordinator] = []
  let home: TabStack
  let shop: TabStack
  var selected: AppRoute.Tab = .home
  private var isStarted = false

  init(routers: [Router<AppRoute>]) {
    home = TabStack(router: routers[0], root: .home)
    shop = TabStack(router: routers[1], root: .shopHome)
  }

  func start() {
    for tab in [home, shop] {
      addChild(tab)
      tab.start()
    }
    isStarted = true
    openPendingPath()
  }

  var isReadyForRoutes: Bool { isStarted }

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .tab(.home): .selectTab(home) { self.selected = .home }
    case .tab(.shop): .selectTab(shop) { self.selected = .shop }
    default: nil
    }
  }
}

/// One tab's stack.
@MainActor
final class TabStack: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen

  init(router: Router<AppRoute>, root: AppRoute) {
    self.router = router
    rootScreen = router.screen(for: root)
  }

  func start() {
    navigator.setScreens([rootScreen], animated: false)
  }

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .settings: .push
    case .product(let id): .pushChild { ProductFlow(product: id, router: self.router) }
    default: nil
    }
  }

  func showProduct(_ id: Int) {
    pushCoordinator(ProductFlow(product: id, router: router))
  }
}

/// A product: a child coordinator pushed on its tab's stack; its reviews are a sheet with a stack of its own.
@MainActor
final class ProductFlow: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen
  let product: Int

  init(product: Int, router: Router<AppRoute>) {
    self.product = product
    self.router = router
    rootScreen = router.screen(for: .product(product))
  }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .reviews(let id): .presentChild { ReviewsFlow(product: id, router: self.router.makePresentedRouter()) }
    case .product(let id): .pushChild { ProductFlow(product: id, router: self.router) }
    default: nil
    }
  }

  func showReviews() {
    presentCoordinator(ReviewsFlow(product: product, router: router.makePresentedRouter()))
  }
}

/// The reviews of a product, in a sheet with a stack of its own.
@MainActor
final class ReviewsFlow: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen

  init(product: Int, router: Router<AppRoute>) {
    self.router = router
    rootScreen = router.screen(for: .reviews(product))
  }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    route.isReview ? .push : nil
  }
}

extension AppRoute {
  var isReview: Bool {
    if case .review = self { return true }
    return false
  }
}

/// The app over path hosts and headless NavigationStacks: two tabs, one run loop, every issue collected.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class SwiftUIApp {
  let runLoop: HeadlessRunLoop
  let routers: [Router<AppRoute>]
  let stacks: [HeadlessNavigationStack<NavigationPathElement>]
  let tabs: AppTabs
  var issues: [NavigationIssue] = []

  init(behavior: HeadlessNavigationStack<NavigationPathElement>.Behavior = .iOS16_1Through18, start: Bool = true) {
    // snippet: swiftui-test-wiring
    let runLoop = HeadlessRunLoop()
    let factory = ScreenFactory<AppRoute> { AppScreen($0) }
    let routers = (0..<2).map { _ in
      Router(navigator: Navigator(host: NavigationPathHost(scheduler: runLoop)), factory: factory)
    }
    let stacks = routers.map {
      HeadlessNavigationStack(host: $0.navigator.host as! NavigationPathHost, runLoop: runLoop, behavior: behavior)
    }
    let tabs = AppTabs(routers: routers)
    // snippet-end
    self.runLoop = runLoop
    self.routers = routers
    self.stacks = stacks
    self.tabs = tabs
    for router in routers { router.navigator.onIssue = { [unowned self] in self.issues.append($0) } }
    if start {
      tabs.start()
      runLoop.settle()
    }
  }

  var home: TabStack { tabs.home }
  var shop: TabStack { tabs.shop }
  var shopStack: HeadlessNavigationStack<NavigationPathElement> { stacks[1] }
  var shopRouter: Router<AppRoute> { routers[1] }

  /// The shop's product flow on top, if any.
  var product: ProductFlow? { shop.childCoordinators.last as? ProductFlow }
}
