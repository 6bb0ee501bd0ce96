// The deep-link engine: plans a whole path against what is on screen, then carries the plan out.

/// A route handler with its type erased to its route type, so that the planner can walk coordinators of different
/// types along one path. Made for the length of one plan; it holds its coordinator strongly.
@MainActor
struct RouteNode<R: Route> {
  let coordinator: any Coordinator
  let handling: @MainActor (R) -> RouteHandling<R>?
  let isReady: @MainActor () -> Bool
  /// The router and the coordinator that owns a stack, for a ``RoutingCoordinator``.
  let router: Router<R>?
  let stackOwner: (any NavigationCoordinator)?

  init<Handler: RouteHandler>(_ handler: Handler) where Handler.RouteType == R {
    coordinator = handler
    handling = { handler.handling(for: $0) }
    isReady = {
      // The getter reads the settled stack; changes made on the host directly are seen first.
      (handler as? any NavigationCoordinator)?.navigator.synchronize()
      return handler.isReadyForRoutes
    }
    if let routing = handler as? any RoutingCoordinator, let router = routerOf(routing) as? Router<R> {
      self.router = router
      stackOwner = routing
    } else {
      router = nil
      stackOwner = nil
    }
  }

  /// The node of `coordinator`, when it handles routes of type `R`.
  static func of(_ coordinator: any Coordinator) -> RouteNode<R>? {
    guard let handler = coordinator as? any RouteHandler else { return nil }
    return nodeOf(handler) as? RouteNode<R>
  }

  /// The route of this coordinator's root screen, for a coordinator with a stack.
  var rootRoute: R? {
    guard let router, let stackOwner else { return nil }
    return router.ownRoute(of: stackOwner.rootScreen)
  }
}

@MainActor
private func routerOf<Coordinator: RoutingCoordinator>(_ coordinator: Coordinator) -> AnyObject {
  coordinator.router
}

@MainActor
private func nodeOf<Handler: RouteHandler>(_ handler: Handler) -> Any {
  RouteNode<Handler.RouteType>(handler)
}

/// One change of a plan; `animated` is `true` only for the last change of an animated deep link.
typealias RouteStep = @MainActor (_ animated: Bool) -> Void

/// What came of an attempt to open a path.
enum RouteOpening {
  /// The path was opened, or reported as not handled: nothing waits.
  case opened
  /// A coordinator on the path is not ready; the path waits and is tried again after navigation events.
  case notReady
  /// A leave guard refused to let a screen the path would take down go; the path waits for the app
  /// (``RouteHandler/openPendingPath()``), and is not tried again by itself.
  case heldByLeaveGuard
}

enum RoutePlanFailure: Error {
  /// A coordinator on the path is not ready; the path waits.
  case notReady
  /// A route cannot be handled; reported through `navigator` (or the fallback when there is none).
  case unhandled(message: String, navigator: Navigator?)
}

@MainActor
struct RoutePlanner<R: Route> {
  /// What runs once every step of a plan is carried out; not a change of its own, so it never takes the animation.
  final class Afterwards {
    var actions: [@MainActor () -> Void] = []
  }

  /// What a plan takes down, in the order it does: the screens it pops and the presentations it dismisses, each with
  /// the navigator that does it and the reason they will leave with.
  final class Removals {
    enum Removal {
      case pop([any Screen], from: Navigator)
      case dismiss(any Screen, from: Navigator)
    }
    var entries: [Removal] = []
  }

  let path: [R]
  let afterwards = Afterwards()
  let removals = Removals()

  /// Plans `path` below `root` and carries it out, or reports why not.
  ///
  /// Before anything changes, the leave guards of every screen the plan takes down are asked, with the reason the
  /// screen would leave with (``LeaveReason/popTo``, ``LeaveReason/dismiss``): the first that refuses holds the path.
  ///
  /// - Parameter keepsHandledPrefix: Whether a path with a route that cannot be handled opens the longest prefix that
  ///   can (a restore), rather than nothing (a deep link). The routes left out are reported.
  static func open(
    _ path: ArraySlice<R>, at root: RouteNode<R>, animated: Bool, call: String, keepsHandledPrefix: Bool = false
  ) -> RouteOpening {
    let full = Array(path)
    var (planner, planned) = plan(full, at: root)
    var leftOut: (routes: [R], message: String, navigator: Navigator?)?
    if keepsHandledPrefix, case .failure(.unhandled(let message, let navigator)) = planned {
      for length in stride(from: full.count - 1, through: 0, by: -1) {
        let (shorter, shorterPlanned) = plan(Array(full.prefix(length)), at: root)
        if case .failure(.unhandled) = shorterPlanned { continue }
        (planner, planned) = (shorter, shorterPlanned)
        leftOut = (Array(full[length...]), message, navigator)
        break
      }
    }
    let steps: [RouteStep]
    switch planned {
    case .failure(.notReady):
      return .notReady
    case .failure(.unhandled(let message, let navigator)):
      planner.report(
        NavigationIssue(kind: .routeNotHandled, call: call, message: message + " Nothing was changed."),
        through: navigator, below: root)
      return .opened
    case .success(let planSteps):
      steps = planSteps
    }
    if let refusal = planner.firstRefusal() {
      planner.report(
        NavigationIssue(
          kind: .pathHeldByLeaveGuard, call: call,
          message: "Opening \(full.issueDescription) would take down \(refusal.screen) (\(refusal.reason)), whose "
            + "leave guard refused. Nothing was changed; the path waits in pendingPath. Once the person confirms, "
            + "call openPendingPath(), which asks the guards again; open another path to drop this one."),
        through: refusal.navigator, below: root)
      return .heldByLeaveGuard
    }
    for (index, step) in steps.enumerated() {
      step(animated && index == steps.count - 1)
    }
    for action in planner.afterwards.actions { action() }
    if let leftOut {
      planner.report(
        NavigationIssue(
          kind: .routeNotHandled, call: call,
          message: "Opened the first \(full.count - leftOut.routes.count) of \(full.count) routes; "
            + "\(leftOut.routes.issueDescription) could not be: \(leftOut.message)"),
        through: leftOut.navigator, below: root)
    }
    return .opened
  }

  /// Plans `path` below `root`.
  private static func plan(_ path: [R], at root: RouteNode<R>) -> (RoutePlanner, Result<[RouteStep], RoutePlanFailure>)
  {
    let planner = RoutePlanner(path: path)
    do throws(RoutePlanFailure) {
      return (planner, .success(try planner.existing(root, from: 0)))
    } catch {
      return (planner, .failure(error))
    }
  }

  private func report(_ issue: NavigationIssue, through navigator: Navigator?, below root: RouteNode<R>) {
    if let navigator = navigator ?? anyNavigator(below: root) {
      navigator.report(issue)
    } else {
      CoordinatorTree.report(issue)
    }
  }

  /// The first screen this plan takes down whose leave guard refuses, asked top-most first within each removal.
  private func firstRefusal() -> (screen: String, reason: LeaveReason, navigator: Navigator)? {
    for removal in removals.entries {
      switch removal {
      case .pop(let screens, let navigator):
        for screen in screens.reversed() where !navigator.allowsLeaving([screen], because: .popTo) {
          return (screenName(screen), .popTo, navigator)
        }
      case .dismiss(let presented, let navigator):
        if let refused = Self.refusal(dismissing: presented, from: navigator) {
          return (screenName(refused), .dismiss, navigator)
        }
      }
    }
    return nil
  }

  /// The screen that refuses when `navigator` dismisses `presented`: the presented screen itself, a screen of its
  /// stack, or one of what that stack presents in turn (a dismissal takes everything above it along).
  private static func refusal(dismissing presented: any Screen, from navigator: Navigator) -> (any Screen)? {
    guard !navigator.allowsDismissing(presented, because: .dismiss) else {
      guard let stack = presented as? any NavigationHost, let inner = stack.navigator, inner !== navigator,
        let above = inner.presentedScreen
      else { return nil }
      return refusal(dismissing: above, from: inner)
    }
    return presented
  }

  // MARK: Planning

  /// Plans the path from `start` for a coordinator that is on screen: keeps what already matches, takes down and
  /// rebuilds from the first route that differs.
  func existing(_ node: RouteNode<R>, from start: Int) throws(RoutePlanFailure) -> [RouteStep] {
    guard node.isReady() else { throw .notReady }
    guard let router = node.router, let owner = node.stackOwner else {
      return try withoutStack(node, from: start)
    }
    let navigator = router.navigator
    let stack = navigator.settledScreens
    guard var position = stack.lastIndex(where: { $0 === owner.rootScreen }) else { throw .notReady }
    var index = start
    while index < path.count {
      let route = path[index]
      let handling = try resolve(index, at: node)
      let next = position + 1 < stack.count ? stack[position + 1] : nil
      let nextMatches = next.map { router.ownRoute(of: $0) == route } ?? false
      switch handling.kind {
      case .push:
        if nextMatches {
          position += 1
          index += 1
          continue
        }
      case .pushChild:
        if nextMatches, let next, let child = child(of: node.coordinator, rootedAt: next) {
          return try existing(child, from: index + 1)
        }
      case .present:
        if index == path.count - 1, let presented = navigator.presentedScreen,
          RouterRegistry.router(for: presented) == nil, router.ownRoute(of: presented) == route
        {
          return popSteps(navigator, stack, above: position)
        }
      case .presentChild:
        if let presented = navigator.presentedScreen, let child = presentedChild(of: node.coordinator, host: presented),
          child.rootRoute == route
        {
          let rest = try existing(child, from: index + 1)
          return popSteps(navigator, stack, above: position) + rest
        }
      case .select(let tab, let select):
        return try selected(in: node, tab: tab, select: select, from: index + 1)
      case .forward(let child):
        return try existing(child, from: index)
      }
      // The stack diverges from the path here: take down what is above and build the rest.
      let built = try build(node, from: index)
      return dismissSteps(router) + popSteps(navigator, stack, above: position) + built
    }
    return dismissSteps(router) + popSteps(navigator, stack, above: position)
  }

  /// Plans the path from `start` for a coordinator with nothing of its flow above the point reached: everything from
  /// here is new.
  func build(_ node: RouteNode<R>, from start: Int) throws(RoutePlanFailure) -> [RouteStep] {
    var steps: [RouteStep] = []
    for index in start..<path.count {
      let route = path[index]
      let handling = try resolve(index, at: node)
      switch handling.kind {
      case .push:
        let router = try stackRouter(of: node, for: index)
        steps.append { router.push(route, animated: $0) }
      case .present:
        let router = try stackRouter(of: node, for: index)
        guard index == path.count - 1 else {
          throw unhandled(
            "\(typeName(node.coordinator)) presents \(route) as a plain screen, which cannot handle the rest of the "
              + "path (\(path[(index + 1)...].issueDescription)). Present a child coordinator with .presentChild "
              + "instead.",
            at: node)
        }
        steps.append { router.present(route, animated: $0) }
      case .pushChild(let make):
        return steps + (try attach(make, for: index, to: node, presented: false))
      case .presentChild(let make):
        return steps + (try attach(make, for: index, to: node, presented: true))
      case .select(let tab, let select):
        return steps + (try selected(in: node, tab: tab, select: select, from: index + 1))
      case .forward(let child):
        return steps + (try existing(child, from: index))
      }
    }
    return steps
  }

  /// Plans the path for a coordinator without a stack, such as a tab bar coordinator: it can only lead into a child.
  private func withoutStack(_ node: RouteNode<R>, from start: Int) throws(RoutePlanFailure) -> [RouteStep] {
    guard start < path.count else { return [] }
    let handling = try resolve(start, at: node)
    switch handling.kind {
    case .select(let tab, let select):
      return try selected(in: node, tab: tab, select: select, from: start + 1)
    case .forward(let child):
      return try existing(child, from: start)
    case .push, .present, .pushChild, .presentChild:
      _ = try stackRouter(of: node, for: start)
      return []
    }
  }

  // MARK: Steps

  private func popSteps(_ navigator: Navigator, _ stack: [any Screen], above position: Int) -> [RouteStep] {
    guard position < stack.count - 1 else { return [] }
    let target = stack[position]
    removals.entries.append(.pop(Array(stack[(position + 1)...]), from: navigator))
    return [{ navigator.pop(to: target, animated: $0) }]
  }

  private func dismissSteps(_ navigator: Navigator) -> [RouteStep] {
    guard let presented = navigator.presentedScreen else { return [] }
    removals.entries.append(.dismiss(presented, from: navigator))
    return [{ navigator.dismiss(animated: $0) }]
  }

  /// Dismisses what `router`'s navigator presents, when it is the router's own: not a flow another router presented
  /// through it.
  private func dismissSteps(_ router: Router<R>) -> [RouteStep] {
    guard let presented = router.navigator.presentedScreen, router.owns(presented) else { return [] }
    return dismissSteps(router.navigator)
  }

  /// Plans selecting `tab` and the rest of the path below it, from `start`; once it is carried out, the other
  /// children's navigators catch up, so that what the plan changed on their hosts is reported at once, not when each
  /// navigator is next used.
  private func selected(
    in node: RouteNode<R>, tab: RouteNode<R>, select: @escaping @MainActor () -> Void, from start: Int
  ) throws(RoutePlanFailure) -> [RouteStep] {
    let rest = try existing(tab, from: start)
    let others = node.coordinator.childCoordinators.compactMap { child in
      child === tab.coordinator ? nil : (child as? any NavigationCoordinator)?.navigator
    }
    afterwards.actions.append {
      for navigator in others { navigator.synchronize() }
    }
    return selectSteps(in: node, tab: tab, select: select) + rest
  }

  /// Dismisses what the handler's other children present, each through its own navigator, then selects the tab.
  ///
  /// A presentation belongs to the tab that made it (its navigator, its router, a coordinator it presented, or under
  /// UIKit one of its own screens), and only that tab's navigator reports it, on every host: so each is dismissed
  /// once, by its owner, and its leave guards are asked with the rest of the plan's. The tab's own presentation is the
  /// rest of the path's to keep or take down. A host that reports one presentation on several navigators (one of an
  /// app's own) still has it dismissed once, by the first child that reports it.
  private func selectSteps(in node: RouteNode<R>, tab: RouteNode<R>, select: @escaping @MainActor () -> Void)
    -> [RouteStep]
  {
    var steps: [RouteStep] = []
    var handled: Set<ObjectIdentifier> = []
    if let shown = anyNavigator(below: tab)?.presentedScreen {
      handled.insert(ObjectIdentifier(shown))
    }
    for child in node.coordinator.childCoordinators where child !== tab.coordinator {
      guard let navigator = (child as? any NavigationCoordinator)?.navigator,
        let presented = navigator.presentedScreen, handled.insert(ObjectIdentifier(presented)).inserted
      else { continue }
      steps += dismissSteps(navigator)
    }
    steps.append { _ in select() }
    return steps
  }

  // MARK: Lookup

  private func resolve(_ index: Int, at node: RouteNode<R>) throws(RoutePlanFailure) -> RouteHandling<R> {
    guard let handling = node.handling(path[index]) else {
      throw unhandled(
        "\(typeName(node.coordinator)) does not handle \(path[index]), route \(index + 1) of "
          + "\(path.issueDescription): its handling(for:) returned nil. Handle the route there, or open a path "
          + "without it.",
        at: node)
    }
    return handling
  }

  /// Plans a child coordinator made for route `index` of the path: pushed on `node`'s stack (sharing its router) or
  /// presented (with a router of its own), then the rest of the path from the child.
  private func attach(
    _ make: @MainActor () -> RouteNode<R>, for index: Int, to node: RouteNode<R>, presented: Bool
  ) throws(RoutePlanFailure) -> [RouteStep] {
    let route = path[index]
    let router = try stackRouter(of: node, for: index)
    let child = make()
    guard let parent = node.stackOwner, let childRouter = child.router, let childOwner = child.stackOwner,
      (childRouter.navigator === router.navigator) != presented
    else {
      throw unhandled(
        presented
          ? "\(typeName(child.coordinator)), presented for \(route), has no router of its own. Give it "
            + "router.makePresentedRouter(), or use .pushChild for a flow on the same stack."
          : "\(typeName(child.coordinator)), pushed for \(route), does not share \(typeName(node.coordinator))'s "
            + "router. Give it the parent's router, or use .presentChild for a flow with a stack of its own.",
        at: node)
    }
    let step: RouteStep = { animated in
      if childRouter.ownRoute(of: childOwner.rootScreen) == nil {
        childRouter.register(childOwner.rootScreen, as: route)
      }
      if presented {
        parent.presentCoordinator(childOwner, animated: animated)
      } else {
        parent.pushCoordinator(childOwner, animated: animated)
      }
    }
    return [step] + (try build(child, from: index + 1))
  }

  private func stackRouter(of node: RouteNode<R>, for index: Int) throws(RoutePlanFailure) -> Router<R> {
    guard let router = node.router else {
      throw unhandled(
        "\(typeName(node.coordinator)) has no router, so it cannot push or present \(path[index]). A "
          + "coordinator without a stack can only select a tab or forward a route to a child.",
        at: node)
    }
    return router
  }

  private func unhandled(_ message: String, at node: RouteNode<R>) -> RoutePlanFailure {
    .unhandled(message: message, navigator: node.router?.navigator ?? anyNavigator(below: node))
  }

  /// The child of `coordinator` whose root screen is `screen`.
  private func child(of coordinator: any Coordinator, rootedAt screen: any Screen) -> RouteNode<R>? {
    for child in coordinator.childCoordinators {
      if let navigating = child as? any NavigationCoordinator, navigating.rootScreen === screen {
        return RouteNode.of(child)
      }
    }
    return nil
  }

  /// The child of `coordinator` whose stack is `host`.
  private func presentedChild(of coordinator: any Coordinator, host: any Screen) -> RouteNode<R>? {
    for child in coordinator.childCoordinators {
      if let navigating = child as? any NavigationCoordinator, navigating.navigator.host === host {
        return RouteNode.of(child)
      }
    }
    return nil
  }

  /// A navigator to report through for a coordinator without one: its first child's that has one.
  func anyNavigator(below node: RouteNode<R>) -> Navigator? {
    if let router = node.router { return router.navigator }
    for child in node.coordinator.childCoordinators {
      if let navigating = child as? any NavigationCoordinator { return navigating.navigator }
    }
    return nil
  }
}
