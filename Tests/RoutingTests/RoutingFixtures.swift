import NavigatorKit
import NavigatorKitTesting

// The app of the "Routes, deep links and restoration" article: coordinators written once against a Router, with no
// UIKit and no headless type in them. The tests give their routers the headless factory; the app gives them one that
// makes view controllers. The regions marked `// snippet:` are quoted by the article, and DocumentationSnippetTests
// holds the article to them.

// snippet: routes-app-route
enum AppRoute: Route {
  enum Tab: Int, Codable, Sendable { case home, shop, profile }

  case tab(Tab)
  case home
  case shopHome
  case profileHome
  case product(Int)
  case specs
  case settings
  case reviews(product: Int)
  case review(Int)
  case share
  case colorPicker
}
// snippet-end

/// The tab bar: no stack of its own, one coordinator per tab.
@MainActor
// snippet: routes-tabs-coordinator
final class TabsCoordinator: RouteHandler {
  var childCoordinators: [any Coordinator] = []
  let home: HomeCoordinator
  let shop: ShopCoordinator
  let profile: HomeCoordinator
  private let selectTab: @MainActor (AppRoute.Tab) -> Void
  private var isStarted = false

  init(routers: [Router<AppRoute>], selectTab: @escaping @MainActor (AppRoute.Tab) -> Void) {
    home = HomeCoordinator(router: routers[0], root: .home)
    shop = ShopCoordinator(router: routers[1])
    profile = HomeCoordinator(router: routers[2], root: .profileHome)
    self.selectTab = selectTab
  }

  func start() {
    for tab in [home, shop, profile] as [any RoutingCoordinator] {
      addChild(tab)
      tab.start()  // each tab puts its own root on its own stack
    }
    isStarted = true
    openPendingPath()  // a link that came before the tabs existed opens now
  }

  var isReadyForRoutes: Bool { isStarted }

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .tab(.home): .selectTab(home) { self.selectTab(.home) }
    case .tab(.shop): .selectTab(shop) { self.selectTab(.shop) }
    case .tab(.profile): .selectTab(profile) { self.selectTab(.profile) }
    default: nil
    }
  }
}
// snippet-end

/// A tab with settings and products.
@MainActor
final class HomeCoordinator: RoutingCoordinator {
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
    case .share: .present
    case .product(let id): .pushChild { ProductCoordinator(product: id, router: self.router) }
    default: nil
    }
  }
}

/// The shop tab: products are child coordinators. (Main-actor isolated through its `RoutingCoordinator` conformance.)
// snippet: routes-shop-coordinator
final class ShopCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen

  init(router: Router<AppRoute>) {
    self.router = router
    rootScreen = router.screen(for: .shopHome)
  }

  func start() {
    navigator.setScreens([rootScreen], animated: false)
  }

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .product(let id): .pushChild { ProductCoordinator(product: id, router: self.router) }
    case .settings: .push
    case .share: .present
    default: nil
    }
  }

  /// What a tap on a product does: the same child a deep link attaches.
  func showProduct(_ id: Int) {
    pushCoordinator(ProductCoordinator(product: id, router: router))
  }
}
// snippet-end

/// A product, pushed on its parent's stack; its reviews are a presented flow.
@MainActor
final class ProductCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen
  let product: Int
  /// Tracks every product coordinator made while set, for tests that check what a refused path leaves behind.
  static var madeTracker: LeakTracker?

  init(product: Int, router: Router<AppRoute>) {
    self.product = product
    self.router = router
    rootScreen = router.screen(for: .product(product))
    Self.madeTracker?.track(self, named: "ProductCoordinator(\(product))")
  }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .specs: .push
    case .share: .present
    case .product(let id): .pushChild { ProductCoordinator(product: id, router: self.router) }
    case .reviews(let id):
      .presentChild { ReviewsCoordinator(product: id, router: self.router.makePresentedRouter()) }
    default: nil
    }
  }

  /// What the Reviews button does.
  func showReviews() {
    presentCoordinator(ReviewsCoordinator(product: product, router: router.makePresentedRouter()))
  }
}

/// The reviews of a product, presented with a stack of their own.
@MainActor
final class ReviewsCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<AppRoute>
  let rootScreen: any Screen

  init(product: Int, router: Router<AppRoute>) {
    self.router = router
    rootScreen = router.screen(for: .reviews(product: product))
  }

  func start() {}

  func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
    switch route {
    case .review: .push
    case .share: .present
    default: nil
    }
  }
}

/// The app over headless stacks: three tabs, a tab bar, and every issue collected.
@MainActor
final class RoutedApp {
  let routers: [Router<AppRoute>]
  let tabBar: HeadlessTabBarController
  let tabs: TabsCoordinator
  var issues: [NavigationIssue] = []

  init(manual: Bool = false, start: Bool = true) {
    let routers = (0..<3).map { _ in Router<AppRoute>(factory: .headless) }
    let tabBar = HeadlessTabBarController(tabs: routers.map { $0.headlessHost! })
    let tabs = TabsCoordinator(routers: routers) { tabBar.selectedIndex = $0.rawValue }
    self.routers = routers
    self.tabBar = tabBar
    self.tabs = tabs
    for router in routers {
      router.headlessHost?.transitionMode = manual ? .manual : .immediate
      router.navigator.onIssue = { [unowned self] in issues.append($0) }
    }
    if start { tabs.start() }
  }

  var shop: ShopCoordinator { tabs.shop }
  var shopHost: HeadlessNavigationController { tabs.shop.router.headlessHost! }

  /// The coordinator tree below the tabs, as readable lines: each coordinator with its root route and, for a stack
  /// coordinator, the routes of its router when it owns the router's root.
  func tree() -> [String] {
    var lines: [String] = []
    func walk(_ coordinator: any Coordinator, depth: Int) {
      for child in coordinator.childCoordinators {
        var line = String(repeating: "  ", count: depth) + "\(type(of: child))"
        if let routing = child as? any RoutingCoordinator {
          line += " \(describe(routing))"
        }
        lines.append(line)
        walk(child, depth: depth + 1)
      }
    }
    walk(tabs, depth: 0)
    return lines
  }

  private func describe<C: RoutingCoordinator>(_ coordinator: C) -> String {
    let root = coordinator.router.route(of: coordinator.rootScreen).map { "\($0)" } ?? "?"
    return "root \(root)"
  }
}
