/// What a ``Router`` shows, as a value you can save and restore: its routes and what it presents, recursively for
/// presented flows.
///
/// Read it from ``Router/state``, encode it with any `Codable` encoder when the app goes to the background, and give
/// it back to the coordinator at the next launch with ``RoutingCoordinator/restore(_:)``, which rebuilds the stack
/// and the coordinators behind it in one step, without animations.
///
/// ```swift
/// let saved = try JSONEncoder().encode(shop.router.state)
/// // … the next launch, with a new shop:
/// newShop.restore(try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved))
/// ```
///
/// Screens without a route (see ``Router/routes``) are not part of the state, and are not restored.
public struct RouterState<R: Route>: Hashable, Codable, Sendable {
  /// What a router presents.
  public indirect enum Presentation: Hashable, Codable, Sendable {
    /// A single screen, presented with ``Router/present(_:animated:onLeave:)-2kkgr``.
    case screen(R)
    /// A flow with a stack and a router of its own, usually a presented child coordinator.
    case flow(RouterState<R>)
  }

  /// The routes on the stack, root first.
  public var routes: [R]

  /// What the router presents, if anything with a route.
  public var presentation: Presentation?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - routes: The routes on the stack, root first.
  ///   - presentation: What the router presents.
  public init(routes: [R], presentation: Presentation? = nil) {
    self.routes = routes
    self.presentation = presentation
  }

  /// The routes of every level, root level first: this state's routes, then those of the presented flow, and so on;
  /// a presented screen's route last. This is the deep link that ``RoutingCoordinator/restore(_:)`` opens below the
  /// root.
  public var path: [R] {
    var path = routes
    var next = presentation
    while let presentation = next {
      switch presentation {
      case .screen(let route):
        path.append(route)
        next = nil
      case .flow(let flow):
        path += flow.routes
        next = flow.presentation
      }
    }
    return path
  }
}

extension Router {
  /// This router's routes and what it presents, recursively: a presented flow whose stack has a router of the same
  /// route type is described by that router's state, a presented screen by its route.
  ///
  /// Under a tab bar controller every tab reports the tab bar's one presentation; only the router that presented it
  /// describes it (see ``presentedRoute``), so that saving every tab's state and restoring each presents it once.
  ///
  /// Reading it runs pop detection first, so it describes the settled stack.
  public var state: RouterState<R> {
    let routes = self.routes
    guard let presented = navigator.presentedScreen else { return RouterState(routes: routes) }
    if let flow = presentedFlow(presented) {
      return RouterState(routes: routes, presentation: .flow(flow.state))
    }
    return RouterState(routes: routes, presentation: route(of: presented).map { .screen($0) })
  }
}
