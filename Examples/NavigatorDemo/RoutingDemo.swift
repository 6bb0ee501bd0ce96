import Foundation
import NavigatorKit
import NavigatorKitTesting

// Sections 5 and 6: the same kind of coordinators written against a Router — a tab bar, a shop with products as child
// coordinators, reviews presented as a flow of their own — opened from deep links and restored after a relaunch.

enum DemoRoute: Route, CustomStringConvertible {
  case home
  case shop
  case shopTab
  case homeTab
  case product(Int)
  case reviews(product: Int)
  case review(Int)
  case share
  case settings

  var description: String {
    switch self {
    case .home: "home"
    case .shop: "shop"
    case .shopTab: "tab(shop)"
    case .homeTab: "tab(home)"
    case .product(let id): "product(\(id))"
    case .reviews(let id): "reviews(\(id))"
    case .review(let id): "review(\(id))"
    case .share: "share"
    case .settings: "settings"
    }
  }
}

extension ScreenFactory<DemoRoute> {
  /// Headless screens named after their routes, as `.headless` makes them; a presented flow's stack is named
  /// "ReviewsNav", after the one flow here that brings a stack of its own, as the legend names presented stacks.
  static var demo: ScreenFactory<DemoRoute> {
    ScreenFactory(makeStack: { HeadlessNavigationController("ReviewsNav") }, makeScreen: { HeadlessScreen("\($0)") })
  }
}

/// Two tabs, each a stack with a router of its own.
@MainActor
final class DemoTabsCoordinator: RouteHandler {
  var childCoordinators: [any Coordinator] = []
  let tabBar: HeadlessTabBarController
  let home: DemoStackCoordinator
  let shop: DemoStackCoordinator

  init(routers: [Router<DemoRoute>]) {
    home = DemoStackCoordinator(router: routers[0], root: .home)
    shop = DemoStackCoordinator(router: routers[1], root: .shop)
    tabBar = HeadlessTabBarController(tabs: routers.map { $0.headlessHost! })
  }

  func start() {
    for tab in [home, shop] {
      addChild(tab)
      tab.navigator.setScreens([tab.rootScreen], animated: false)
    }
  }

  func handling(for route: DemoRoute) -> RouteHandling<DemoRoute>? {
    switch route {
    case .homeTab: .selectTab(home) { self.tabBar.selectedIndex = 0 }
    case .shopTab: .selectTab(shop) { self.tabBar.selectedIndex = 1 }
    default: nil
    }
  }
}

/// A tab's stack, a product, or a presented reviews flow: one coordinator type, written once against its router.
@MainActor
final class DemoStackCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<DemoRoute>
  let rootScreen: any Screen

  init(router: Router<DemoRoute>, root: DemoRoute) {
    self.router = router
    rootScreen = router.screen(for: root)
    if case .product = root { Demo.tracker.track(self, named: "DemoStackCoordinator(\(root))") }
    if case .reviews = root { Demo.tracker.track(self, named: "DemoStackCoordinator(\(root))") }
  }

  func start() {}

  func handling(for route: DemoRoute) -> RouteHandling<DemoRoute>? {
    switch route {
    case .product:
      .pushChild { DemoStackCoordinator(router: self.router, root: route) }
    case .reviews:
      .presentChild { DemoStackCoordinator(router: self.router.makePresentedRouter(), root: route) }
    case .review, .settings: .push
    case .share: .present
    default: nil
    }
  }
}

@MainActor
enum RoutingDemo {
  static func makeTabs() -> DemoTabsCoordinator {
    let routers = ["Home", "Shop"].map { name in
      Router<DemoRoute>(navigator: Demo.navigator(named: name), factory: .demo)
    }
    let tabs = DemoTabsCoordinator(routers: routers)
    tabs.start()
    return tabs
  }

  static func describe(_ router: Router<DemoRoute>) -> String {
    let state = router.state
    guard let presentation = state.presentation else { return "\(state.routes)" }
    switch presentation {
    case .screen(let route): return "\(state.routes), presenting \(route)"
    case .flow(let flow): return "\(state.routes), presenting \(flow.routes)"
    }
  }

  /// 5. A notification's deep link, from a state with a sheet up on another tab; again; and one nobody handles.
  static func deepLinks() -> DemoTabsCoordinator {
    Demo.section("5. Deep links: one path, from whatever is on screen")
    let tabs = makeTabs()
    tabs.open([.shopTab, .product(7), .settings])
    tabs.open([.homeTab, .share], animated: false)
    Demo.say("(before: Home presents share; Shop shows \(describe(tabs.shop.router)))")
    let path: [DemoRoute] = [.shopTab, .product(42), .reviews(product: 42), .review(1)]
    Demo.act("a notification opens \(path)", call: "tabs.open(path, animated: false)")
    tabs.open(path, animated: false)
    Demo.say("Shop: \(describe(tabs.shop.router)); selected tab \(tabs.tabBar.selectedIndex)")
    Demo.act("the same notification again", call: "tabs.open(path, animated: false)")
    tabs.open(path, animated: false)
    Demo.say("(nothing: the path is already shown)")
    Demo.act(
      "a link to a route a product does not handle: [tab(shop), product(42), home]",
      call: "tabs.open([.shopTab, .product(42), .home])")
    tabs.open([.shopTab, .product(42), .home])
    Demo.say("Shop, unchanged: \(describe(tabs.shop.router))")
    return tabs
  }

  /// 6. Save the shop's state, throw the app away, restore it in a new one, then go back to the root.
  static func restore(from old: DemoTabsCoordinator) {
    Demo.section("6. Restore after a relaunch")
    let saved = try! JSONEncoder().encode(old.shop.router.state)
    Demo.act(
      "save the Shop tab's state: \(saved.count) bytes of JSON; relaunch",
      call: "JSONEncoder().encode(shop.router.state); then newShop.restore(state)")
    let tabs = makeTabs()
    tabs.tabBar.selectedIndex = 1
    let state = try! JSONDecoder().decode(RouterState<DemoRoute>.self, from: saved)
    tabs.shop.restore(state)
    Demo.say("Shop: \(describe(tabs.shop.router))")
    var chain: [String] = []
    var level: (any Coordinator)? = tabs.shop
    while let current = level {
      chain.append(
        (current as? DemoStackCoordinator).flatMap { $0.router.route(of: $0.rootScreen) }.map { "\($0)" } ?? "?")
      level = current.childCoordinators.first
    }
    Demo.say("coordinators: \(chain.joined(separator: " › "))")
    Demo.act("the person taps Shop's root: everything above it is released", call: "shop.open([])")
    tabs.shop.open([])
  }
}
