/// How a ``Router`` makes the screens of its routes.
///
/// The factory is the only place where routes meet view controllers, so coordinators written against a ``Router``
/// run unchanged in the app and in a headless test: the app gives its routers a factory that makes view controllers,
/// a test gives them NavigatorKitTesting's `ScreenFactory.headless`.
///
/// ```swift
/// let shopRouter = Router(
///   navigator: Navigator(host: UINavigationController()),
///   factory: ScreenFactory<AppRoute> { route in
///     switch route {
///     case .shopHome: ShopViewController()
///     case .product(let id): ProductViewController(id: id)
///     case .reviews(let id): ReviewsViewController(product: id)
///     default: PlaceholderViewController(title: "\(route)")
///     }
///   })
/// let shop = ShopCoordinator(router: shopRouter)
/// ```
///
/// The stacks of the flows a router presents (``Router/makePresentedRouter()``) are of its navigator's host's kind,
/// made by ``NavigationHost/makeStack()`` — a `UINavigationController` in the app, a headless stack in a test — as a
/// plain coordinator makes its own; the factory need not make them. Give `makeStack` only for stacks of another
/// kind, or for a router made without a navigator (``Router/init(navigator:factory:onIssue:)``), which has no host to
/// take the kind from.
///
/// Return a new screen from every call to `makeScreen`: a screen is on a stack once, and the router remembers which
/// route each screen it made stands for.
@MainActor
public struct ScreenFactory<R: Route> {
  /// Makes the stack of a router made without a navigator, and of presented flows; `nil` for stacks of the host's kind.
  let makeStack: (@MainActor () -> any NavigationHost)?

  /// Makes a new screen for a route.
  let makeScreen: @MainActor (R) -> any Screen

  /// Creates a factory.
  ///
  /// - Parameters:
  ///   - makeStack: Makes a new, empty navigation stack, for a router made without a navigator
  ///     (``Router/init(navigator:factory:onIssue:)``) and for the flows a router presents. Leave it out, and
  ///     presented flows get a stack like the presenting navigator's host (``NavigationHost/makeStack()``).
  ///   - makeScreen: Makes a new screen for a route: a view controller in an app.
  public init(
    makeStack: (@MainActor () -> any NavigationHost)? = nil,
    makeScreen: @escaping @MainActor (R) -> any Screen
  ) {
    self.makeStack = makeStack
    self.makeScreen = makeScreen
  }
}
