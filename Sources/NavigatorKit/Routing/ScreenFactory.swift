/// How a ``Router`` makes the screens of its routes, and the stacks of the flows it presents.
///
/// The factory is the only place where routes meet view controllers, so coordinators written against a ``Router``
/// run unchanged in the app and in a headless test: the app gives its routers a factory that makes view controllers
/// and `UINavigationController`s, a test gives them NavigatorKitTesting's `ScreenFactory.headless`.
///
/// ```swift
/// let shopRouter = Router(
///   factory: ScreenFactory<AppRoute>(
///     makeStack: { UINavigationController() },
///     makeScreen: { route in
///       switch route {
///       case .shopHome: ShopViewController()
///       case .product(let id): ProductViewController(id: id)
///       case .reviews(let id): ReviewsViewController(product: id)
///       default: PlaceholderViewController(title: "\(route)")
///       }
///     }))
/// let shop = ShopCoordinator(router: shopRouter)
/// ```
///
/// Return a new screen from every call to ``makeScreen``: a screen is on a stack once, and the router remembers which
/// route each screen it made stands for.
@MainActor
public struct ScreenFactory<R: Route> {
  /// Makes a new, empty navigation stack for a flow that a router presents (``Router/makePresentedRouter()``).
  public var makeStack: @MainActor () -> any NavigationHost

  /// Makes a new screen for a route.
  public var makeScreen: @MainActor (R) -> any Screen

  /// Creates a factory.
  ///
  /// - Parameters:
  ///   - makeStack: Makes a new, empty navigation stack: `UINavigationController()` in an app.
  ///   - makeScreen: Makes a new screen for a route: a view controller in an app.
  public init(
    makeStack: @escaping @MainActor () -> any NavigationHost,
    makeScreen: @escaping @MainActor (R) -> any Screen
  ) {
    self.makeStack = makeStack
    self.makeScreen = makeScreen
  }
}
