/// How a coordinator handles one route of a deep link: what it shows for the route, and who takes the rest of the path.
///
/// A ``RouteHandler`` returns one from ``RouteHandler/handling(for:)``:
///
/// ```swift
/// func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
///   switch route {
///   case .reviews(let id):
///     .presentChild { ProductPageCoordinator(product: id, router: self.router.makePresentedRouter()) }
///   case .specs, .settings: .push
///   case .share: .present
///   default: nil  // reported as routeNotHandled
///   }
/// }
/// ```
@MainActor
public struct RouteHandling<R: Route> {
  enum Kind {
    case push
    case present
    case pushChild(@MainActor () -> RouteNode<R>)
    case presentChild(@MainActor () -> RouteNode<R>)
    case select(RouteNode<R>, select: @MainActor () -> Void)
    case forward(RouteNode<R>)
  }

  let kind: Kind

  /// Push a screen for the route with the coordinator's router; the next route is handled by the same coordinator.
  public static var push: RouteHandling { RouteHandling(kind: .push) }

  /// Present a screen for the route with the coordinator's router. It must be the path's last route: a presented
  /// screen with no coordinator handles nothing further.
  public static var present: RouteHandling { RouteHandling(kind: .present) }

  /// Push a child coordinator whose root screen is the route's; the child handles the rest of the path.
  ///
  /// `make` creates the child only when the path needs a new one: when the stack already shows this route as the
  /// root of a child of this coordinator, that child is kept and handles the rest. The child shares this
  /// coordinator's router; it is pushed with ``NavigationCoordinator/pushCoordinator(_:animated:onLeave:)-24rjg`` and
  /// released by the usual rules once its root screen leaves.
  ///
  /// - Parameter make: Creates the child. Make its root screen with ``Router/screen(for:)``, or let the deep link
  ///   register it under the route.
  public static func pushChild<Child: RoutingCoordinator>(_ make: @escaping @MainActor () -> Child) -> RouteHandling
  where Child.RouteType == R {
    RouteHandling(kind: .pushChild { RouteNode(make()) })
  }

  /// Present a child coordinator whose stack starts with the route's screen; the child handles the rest of the path.
  ///
  /// `make` creates the child only when the path needs a new one: when this coordinator already presents a child
  /// whose root route is this route, that child is kept. Give the child a ``Router/makePresentedRouter()``. It is
  /// presented with ``NavigationCoordinator/presentCoordinator(_:animated:onLeave:)-jf7x`` and released by the usual
  /// rules once its presentation ends.
  ///
  /// - Parameter make: Creates the child.
  public static func presentChild<Child: RoutingCoordinator>(_ make: @escaping @MainActor () -> Child)
    -> RouteHandling
  where Child.RouteType == R {
    RouteHandling(kind: .presentChild { RouteNode(make()) })
  }

  /// Select a tab: dismiss what the coordinator's other children presented, run `select`, and let `tab` — an
  /// existing child — handle the rest of the path.
  ///
  /// Under a tab bar a presentation belongs to the tab that made it — through its navigator, its router, a
  /// coordinator, or under UIKit one of its own screens — on every host. Another tab's presentation is dismissed
  /// through that tab's navigator, once, with ``LeaveReason/dismiss``, after its leave guards were asked with the rest
  /// of the plan's: a refusal holds the path (``NavigationIssue/Kind/pathHeldByLeaveGuard``) and nothing changes.
  /// `tab`'s own presentation is the rest of the path's: kept if the path leads into it, dismissed otherwise.
  ///
  /// `select` must do nothing when the tab is selected already (setting a tab bar controller's `selectedIndex`
  /// to the same value does nothing), so that opening the same path twice changes nothing.
  ///
  /// - Parameters:
  ///   - tab: The tab's coordinator.
  ///   - select: Selects the tab.
  public static func selectTab<Tab: RouteHandler>(_ tab: Tab, select: @escaping @MainActor () -> Void)
    -> RouteHandling
  where Tab.RouteType == R {
    RouteHandling(kind: .select(RouteNode(tab), select: select))
  }

  /// Hand this route and the rest of the path to `child`, an existing child coordinator, without showing anything.
  ///
  /// - Parameter child: The coordinator that handles the route.
  public static func forward<Child: RouteHandler>(to child: Child) -> RouteHandling where Child.RouteType == R {
    RouteHandling(kind: .forward(RouteNode(child)))
  }
}
