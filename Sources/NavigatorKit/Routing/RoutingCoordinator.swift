/// A coordinator that can say how it handles a route, so that deep links and restored states reach the flows it
/// owns.
///
/// Conform a coordinator that has no stack of its own — a tab bar coordinator — to this protocol; conform a
/// coordinator with a stack to ``RoutingCoordinator``, which refines it. Then open a path from the top:
///
/// ```swift
/// tabs.open([.tab(.shop), .product(42), .reviews(product: 42), .review(1)])
/// ```
@MainActor
public protocol RouteHandler: Coordinator {
  /// The app's route type.
  associatedtype RouteType: Route

  /// How this coordinator handles `route`, or `nil` when it does not.
  ///
  /// Called while a path is planned, before anything changes; a `nil` for any route of the path leaves everything
  /// as it was and reports ``NavigationIssue/Kind/routeNotHandled``. Decide from the route alone (and from which
  /// children exist): don't navigate here.
  func handling(for route: RouteType) -> RouteHandling<RouteType>?

  /// Whether this coordinator's flow is ready for a path: a path opened before it is, is held and applied once it
  /// is (a cold launch).
  ///
  /// `true` by default; for a ``RoutingCoordinator``, `true` once its root screen is on its navigator's settled stack
  /// and the navigator is settled (``Navigator/isSettled``). A tab bar coordinator returns whether its tabs exist.
  ///
  /// Answer from state you hold, without navigating or running other code: the planner reads it while it plans, after
  /// it has brought the coordinator's navigator up to date with ``Navigator/synchronize()``.
  var isReadyForRoutes: Bool { get }
}

/// A coordinator whose screens are shown with a ``Router``: it pushes and presents routes, and takes part in deep
/// links and state restoration.
///
/// Write it once, against its router; the router's ``ScreenFactory`` decides whether its screens are view controllers
/// or headless screens.
///
/// ```swift
/// final class ShopCoordinator: RoutingCoordinator {
///   var childCoordinators: [any Coordinator] = []
///   let router: Router<AppRoute>
///   let rootScreen: any Screen
///
///   init(router: Router<AppRoute>) {
///     self.router = router
///     rootScreen = router.screen(for: .shopHome)
///   }
///
///   func start() {
///     navigator.setScreens([rootScreen], animated: false)
///   }
///
///   func handling(for route: AppRoute) -> RouteHandling<AppRoute>? {
///     switch route {
///     case .product(let id): .pushChild { ProductCoordinator(product: id, router: self.router) }
///     case .settings: .push
///     case .share: .present
///     default: nil
///     }
///   }
///
///   /// What a tap on a product does: the same child a deep link attaches.
///   func showProduct(_ id: Int) {
///     pushCoordinator(ProductCoordinator(product: id, router: router))
///   }
/// }
/// ```
///
/// Its ``NavigationCoordinator/navigator`` is its router's.
@MainActor
public protocol RoutingCoordinator: NavigationCoordinator, RouteHandler {
  /// The router this coordinator shows its routes with. A pushed child shares its parent's router; a presented child
  /// has one of its own, from ``Router/makePresentedRouter()``.
  var router: Router<RouteType> { get }
}

extension RoutingCoordinator {
  /// The router's navigator.
  public var navigator: Navigator { router.navigator }

  /// `true` once the root screen is on the navigator's settled stack and the navigator is settled.
  ///
  /// Read from the stack as the navigator last looked at it; reading it runs no app code. The planner synchronizes the
  /// navigator before it asks.
  public var isReadyForRoutes: Bool {
    navigator.isSettled && containsIdentical(navigator.settledScreens, rootScreen)
  }
}

extension RouteHandler {
  /// `true`: a coordinator without a stack is ready as soon as it exists.
  public var isReadyForRoutes: Bool { true }

  /// Opens `path` below this coordinator, from whatever is on screen now.
  ///
  /// Each route is handled by the coordinator its predecessor led to (see ``RouteHandling``). Whatever already shows
  /// a prefix of the path is kept, with its coordinators; everything else is taken down — presentations dismissed,
  /// screens above the kept ones popped, so that the child coordinators behind them are released by the usual rules —
  /// and the rest of the path is built, with its child coordinators attached through
  /// ``NavigationCoordinator/pushCoordinator(_:animated:onLeave:)-24rjg`` and
  /// ``NavigationCoordinator/presentCoordinator(_:animated:onLeave:)-jf7x``. Opening the path that is already shown
  /// changes nothing. An empty path goes back to this coordinator's root.
  ///
  /// The whole path is planned before anything changes. If a route of it is not handled, nothing changes and
  /// ``NavigationIssue/Kind/routeNotHandled`` is reported. Then the leave guards of every screen the plan takes down
  /// are asked (see ``Navigator/setLeaveGuard(for:_:)``), top-most first, with the reason the screen would leave
  /// with — ``LeaveReason/popTo`` for a screen it pops, ``LeaveReason/dismiss`` for a presentation it dismisses. If one
  /// refuses, nothing changes, ``NavigationIssue/Kind/pathHeldByLeaveGuard`` is reported and the path is held in
  /// ``pendingPath`` until the app calls ``openPendingPath()`` (once the person confirmed) or
  /// ``discardPendingPath()``; navigation events do not retry it. If a coordinator on the path is not ready
  /// (``isReadyForRoutes``) — the app is still launching, a transition is in flight — the path is held in
  /// ``pendingPath`` and opened when the flow is ready: after a router command or a navigation event, or when you call
  /// ``openPendingPath()``. A newer path replaces a held one.
  ///
  /// - Parameters:
  ///   - path: The routes to show, in order from this coordinator down.
  ///   - animated: Whether the last change is animated. Every other change is not.
  public func open(_ path: [RouteType], animated: Bool = true) {
    let call = EntryPoint(owner: "RouteHandler", method: #function).description
    let attempt: @MainActor (Self) -> RouteOpening = { handler in
      RoutePlanner.open(path[...], at: RouteNode(handler), animated: animated, call: call)
    }
    PendingRoutes.submit(for: self, path: path, attempt: attempt)
  }

  /// The path held until this coordinator's flow is ready, if any.
  public var pendingPath: [RouteType]? {
    PendingRoutes.path(for: self) as? [RouteType]
  }

  /// Whether the held ``pendingPath`` waits because a leave guard refused to let a screen it would take down go
  /// (``NavigationIssue/Kind/pathHeldByLeaveGuard``): then only ``openPendingPath()`` opens it.
  public var isPendingPathHeldByLeaveGuard: Bool {
    PendingRoutes.isHeldByLeaveGuard(for: self)
  }

  /// Opens the held ``pendingPath`` now if the flow is ready and the leave guards let it.
  ///
  /// Call it at the end of ``Coordinator/start()`` when the flow becomes ready without a router command (a tab bar
  /// coordinator that adds its tabs). Call it too once the person confirmed leaving a screen whose guard held a
  /// path: the guards are asked again, so first clear what made yours refuse (`hasUnsavedChanges = false`), or remove
  /// the guard.
  public func openPendingPath() {
    PendingRoutes.retry(confirming: self)
  }

  /// Drops the held ``pendingPath``: the person chose to stay (a guard held the path), or the app no longer wants it.
  public func discardPendingPath() {
    PendingRoutes.discard(for: self)
  }
}

extension RoutingCoordinator {
  /// Rebuilds the stack, the presented flows and the coordinators behind them from `state`, in one step and without
  /// animations.
  ///
  /// `state` is usually one this coordinator's router produced (``Router/state``) in an earlier run. Its first route
  /// must be this coordinator's root route; the rest is opened as a deep link below it (``RouterState/path``), so the
  /// same ``RouteHandler/handling(for:)`` rebuilds each level, and a state restored before the flow is ready is held
  /// until it is. A first route that is not the root's reports ``NavigationIssue/Kind/routeNotHandled`` and changes
  /// nothing. A later route that no coordinator handles (a screen removed in an update, a picker that only an awaiting
  /// task could show) does not discard the rest: the longest prefix of the state that can be handled is restored, and
  /// ``NavigationIssue/Kind/routeNotHandled`` names the routes left out. A state decoded with a route that no longer
  /// decodes (``RouterState/decodingFailure``) holds the routes before it: they are restored, and
  /// ``NavigationIssue/Kind/routeNotDecoded`` names the failing route's index and the decoder's reason. The leave
  /// guards of what the restore takes down are asked as for ``RouteHandler/open(_:animated:)``.
  ///
  /// - Parameter state: The state to restore.
  public func restore(_ state: RouterState<RouteType>) {
    let path = state.path
    let call = EntryPoint(owner: "RoutingCoordinator", method: #function).description
    if let failure = state.decodingFailure {
      navigator.report(
        .routeNotDecoded, call,
        "The saved state's \(failure); the \(failure.index) routes before it are restored, and it and the routes "
          + "after it are dropped. Keep decoding old cases of \(RouteType.self) (a custom init(from:)) to restore "
          + "them.")
    }
    let attempt: @MainActor (Self) -> RouteOpening = { coordinator in
      if let first = path.first, coordinator.router.ownRoute(of: coordinator.rootScreen) != first {
        let root = coordinator.router.ownRoute(of: coordinator.rootScreen).map { "\($0)" } ?? "a screen with no route"
        coordinator.navigator.report(
          .routeNotHandled, call,
          "The state starts at \(first), but \(typeName(coordinator))'s root is \(root). Nothing was changed; "
            + "restore a state on the coordinator whose router produced it.")
        return .opened
      }
      return RoutePlanner.open(
        path.dropFirst(), at: RouteNode(coordinator), animated: false, call: call, keepsHandledPrefix: true)
    }
    PendingRoutes.submit(for: self, path: Array(path.dropFirst()), attempt: attempt)
  }
}
