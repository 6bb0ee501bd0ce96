import NavigatorKit

extension ScreenFactory {
  /// A factory for tests: each route gets a ``HeadlessScreen`` named after it, and each presented flow a
  /// ``HeadlessNavigationController``.
  ///
  /// Give it to the routers of your app's own coordinators to run them with `swift test`, on any platform, with no
  /// screen factory of your own. A screen's name is the route's `description` — `detail(3)` for `.detail(3)` — so
  /// events, issues and leak reports name routes.
  ///
  /// ```swift
  /// let router = Router<AppRoute>(factory: .headless)
  /// let shop = ShopCoordinator(router: router)
  /// shop.start()
  /// shop.open([.product(42)])
  /// #expect(router.routes == [.shopHome, .product(42)])
  /// ```
  public static var headless: ScreenFactory {
    ScreenFactory(
      makeStack: { HeadlessNavigationController("Stack") },
      makeScreen: { HeadlessScreen(String(describing: $0)) })
  }
}

extension Router {
  /// The router's stack as a ``HeadlessNavigationController``, to act on it as the person would
  /// (``HeadlessNavigationController/tapBackButton()``, ``HeadlessNavigationController/beginInteractivePop()``…);
  /// `nil` when the stack is not headless.
  public var headlessHost: HeadlessNavigationController? {
    navigator.host as? HeadlessNavigationController
  }
}
