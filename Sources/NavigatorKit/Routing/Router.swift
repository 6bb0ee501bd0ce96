/// Drives a ``Navigator`` with routes instead of screens, and tells you which routes are on the stack.
///
/// A router makes each screen through the ``ScreenFactory`` you give it, so a coordinator written against a router
/// runs on UIKit and on NavigatorKitTesting's headless stack alike. Pop detection is the navigator's: every `onPop`
/// runs exactly once, whatever removed the screen.
///
/// ```swift
/// let router = Router(factory: .app)  // a new navigation stack, made by the factory
/// router.setRoutes([.home], animated: false)
/// router.push(.product(42)) { print("product 42 left the stack") }
/// router.routes  // [.home, .product(42)]
/// ```
///
/// ## Routes are read from the stack
/// ``routes`` is not a copy the router keeps up to date: it is read from the navigator's settled stack each time,
/// through a table from each screen the router made to its route. So it equals the stack after a swipe-back, a tab
/// re-tap, a call made on the navigation controller directly or a change made off screen, and a route leaves it
/// exactly when its screen's `onPop` runs — not while a swipe-back is still in progress. A screen that the router did
/// not make (pushed through the navigator or the host by other code) has no route and is left out of ``routes``;
/// ``unroutedScreenCount`` says how many there are.
///
/// Use one router per navigator and share it with the coordinators that push on that navigator; a flow presented
/// with a stack of its own gets a router of its own from ``makePresentedRouter()``.
///
/// ## Misuse
/// Misuse is refused and reported to the navigator's ``Navigator/onIssue``, as for every navigator call, and the
/// stack stays as it was.
@MainActor
public final class Router<R: Route> {
  /// The navigator this router drives.
  public let navigator: Navigator

  /// Makes this router's screens, and the stacks of the flows it presents.
  public let factory: ScreenFactory<R>

  /// The route of each screen this router made or was told about, by screen identity.
  private var table: [ObjectIdentifier: Entry] = [:]
  /// When the table is next swept of entries whose screens are gone.
  private var sweepThreshold = 64
  private var observers: [RouteObserver] = []
  /// The router whose ``makePresentedRouter()`` made this one, if any.
  private weak var presenter: Router<R>?
  private var eventObservation: NavigationObservation?

  private struct Entry {
    weak var screen: (any Screen)?
    let route: R
  }

  /// Someone who wants to hear when ``routes`` changes.
  private final class RouteObserver {
    weak var token: NavigationObservation?
    let handler: @MainActor ([R]) -> Void
    var last: [R]

    init(token: NavigationObservation, handler: @escaping @MainActor ([R]) -> Void, last: [R]) {
      self.token = token
      self.handler = handler
      self.last = last
    }
  }

  /// Creates a router over `navigator`.
  ///
  /// The screens already on its stack have no route until you replace them (``setRoutes(_:animated:)``) or tell the
  /// router what they stand for (``register(_:as:)``). Give a navigator one router: the last one created for a
  /// navigator is the one a presenting router's ``state`` describes.
  ///
  /// - Parameters:
  ///   - navigator: The navigator to drive.
  ///   - factory: Makes the screens of routes, and the stacks of presented flows.
  public init(navigator: Navigator, factory: ScreenFactory<R>) {
    self.navigator = navigator
    self.factory = factory
    RouterRegistry.register(self, for: navigator.host)
    eventObservation = navigator.observe { [weak self] _ in
      self?.stackDidChange()
    }
  }

  /// Creates a router over a new, empty navigation stack made by `factory`, with a navigator of its own.
  ///
  /// - Parameters:
  ///   - factory: Makes the stack, the screens of routes, and the stacks of presented flows.
  ///   - onIssue: Receives the navigator's issues; see ``Navigator/onIssue``.
  public convenience init(factory: ScreenFactory<R>, onIssue: (@MainActor (NavigationIssue) -> Void)? = nil) {
    self.init(navigator: Navigator(host: factory.makeStack(), onIssue: onIssue), factory: factory)
  }

  /// Creates a router for a flow to present from this one: a new stack from ``factory``, a navigator over it that
  /// reports issues to the same handler and audits lifetimes with the same audit, and the same factory.
  ///
  /// Give it to the coordinator you present with ``NavigationCoordinator/presentCoordinator(_:animated:onFinish:)``.
  public func makePresentedRouter() -> Router<R> {
    let presented = Router(
      navigator: Navigator(host: factory.makeStack(), onIssue: navigator.onIssue), factory: factory)
    presented.navigator.lifetimeAudit = navigator.lifetimeAudit
    presented.presenter = self
    return presented
  }

  // MARK: Routes

  /// The routes on the stack, root first: one for each screen on the navigator's settled stack that this router made.
  ///
  /// Reading it runs pop detection first (``Navigator/synchronize()``), so changes made on the host directly are
  /// seen. During a swipe-back the top route is still here; it leaves when the swipe finishes, as its screen's
  /// `onPop` runs. Screens the router did not make are left out (see ``unroutedScreenCount``).
  ///
  /// - Complexity: O(*n*), where *n* is the depth of the stack.
  public var routes: [R] {
    navigator.synchronize()
    let routes = navigator.settledScreens.compactMap(route(of:))
    notifyRouteObservers(of: routes)
    return routes
  }

  /// How many screens on the navigator's settled stack have no route: screens pushed by code other than this router.
  public var unroutedScreenCount: Int {
    navigator.synchronize()
    return navigator.settledScreens.lazy.filter { self.route(of: $0) == nil }.count
  }

  /// The route of the presented screen, or of the root of the presented flow; `nil` when nothing is presented or the
  /// presented screen has no route.
  ///
  /// Under a tab bar controller every tab's navigator reports the one presentation of the tab bar, as in UIKit. A
  /// router names it only when it is its own: a screen it made, or a flow whose router its ``makePresentedRouter()``
  /// made (or a flow router made on its own); for the other tabs' routers it is `nil`.
  public var presentedRoute: R? {
    navigator.synchronize()
    guard let presented = navigator.presentedScreen else { return nil }
    if let flow = presentedFlow(presented) {
      return flow.routes.first
    }
    return route(of: presented)
  }

  /// The router of `presented` when it is a flow this router presents: not one another router made for itself.
  func presentedFlow(_ presented: any Screen) -> Router<R>? {
    guard let flow = RouterRegistry.router(for: presented) as? Router<R>, owns(presented) else { return nil }
    return flow
  }

  /// Whether `presented` is this router's presentation, to describe and to take down: not a screen another router
  /// made, nor a flow another router's ``makePresentedRouter()`` made. A presentation no router made counts as
  /// every router's, as the navigator's own.
  func owns(_ presented: any Screen) -> Bool {
    if let flow = RouterRegistry.router(for: presented) as? Router<R> {
      return flow.presenter == nil || flow.presenter === self
    }
    guard let maker = RouterRegistry.maker(of: presented) else { return true }
    return maker === self
  }

  /// The route `screen` stands for, if this router made it or was told about it; `nil` otherwise.
  public func route(of screen: any Screen) -> R? {
    guard let entry = table[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
    return entry.route
  }

  /// Makes a new screen for `route` with the ``factory`` and remembers its route, without showing it.
  ///
  /// Use it for the root screen of a child coordinator that you push or present yourself, so that its route shows in
  /// ``routes``:
  ///
  /// ```swift
  /// init(product: Int, router: Router<AppRoute>) {
  ///   self.router = router
  ///   self.rootScreen = router.screen(for: .product(product))
  /// }
  /// ```
  public func screen(for route: R) -> any Screen {
    let screen = factory.makeScreen(route)
    register(screen, as: route)
    return screen
  }

  /// Remembers that `screen` stands for `route`, for a screen made elsewhere.
  ///
  /// The router holds `screen` weakly. A screen registered again takes the new route.
  public func register(_ screen: any Screen, as route: R) {
    table[ObjectIdentifier(screen)] = Entry(screen: screen, route: route)
    RouterRegistry.recordMaker(self, of: screen)
    if table.count >= sweepThreshold {
      table = table.filter { $0.value.screen != nil }
      sweepThreshold = max(64, table.count * 2)
    }
  }

  // MARK: Commands

  /// Pushes a new screen for `route`, and runs `onPop` once when it leaves the stack.
  ///
  /// The route is in ``routes`` from the moment the push is on the stack until the moment `onPop` runs. See
  /// ``Navigator/push(_:animated:onPop:)``: the push is queued during a transition, and `onPop` runs whatever removes
  /// the screen.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - animated: Whether the push is animated.
  ///   - onPop: What to run when the screen leaves the stack.
  public func push(_ route: R, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil) {
    navigator.push(screen(for: route), animated: animated, onPop: onPop)
    commandDidRun()
  }

  /// Pops the top screen.
  ///
  /// - Parameter animated: Whether the pop is animated.
  /// - Returns: The popped screen's route; `nil` when nothing was popped, the pop was queued, or the screen had no
  ///   route. Misuse (only the root on the stack) reports ``NavigationIssue/Kind/nothingToPop``.
  @discardableResult
  public func pop(animated: Bool = true) -> R? {
    let popped = navigator.pop(animated: animated)
    commandDidRun()
    return popped.flatMap(route(of:))
  }

  /// Pops screens until the top-most screen of `route` is on top.
  ///
  /// Misuse: when `route` is not in ``routes``, nothing happens and ``NavigationIssue/Kind/screenNotInStack`` is
  /// reported. When it is on top already, nothing happens.
  ///
  /// - Parameters:
  ///   - route: A route in ``routes``.
  ///   - animated: Whether the change is animated.
  /// - Returns: The routes of the popped screens in stack order (root-most first), as UIKit returns the popped view
  ///   controllers; empty when nothing was popped or the call was queued.
  @discardableResult
  public func pop(to route: R, animated: Bool = true) -> [R] {
    navigator.synchronize()
    guard let target = navigator.settledScreens.last(where: { self.route(of: $0) == route }) else {
      navigator.report(
        .screenNotInStack, "Router.pop(to:animated:)",
        "\(route) is not on the stack (its routes are \(routes.issueDescription)). Pop to a route from "
          + "`router.routes`, or use popToRoot(animated:).")
      return []
    }
    let popped = navigator.pop(to: target, animated: animated)
    commandDidRun()
    return popped.compactMap(self.route(of:))
  }

  /// Pops every screen but the root.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: The routes of the popped screens in stack order (root-most first), as UIKit returns the popped view
  ///   controllers; empty when nothing was popped or the call was queued.
  @discardableResult
  public func popToRoot(animated: Bool = true) -> [R] {
    let popped = navigator.popToRoot(animated: animated)
    commandDidRun()
    return popped.compactMap(route(of:))
  }

  /// Replaces the stack with screens for `routes`, in one transition.
  ///
  /// The screens of routes that stay are reused, in order, so they keep their `onPop`: walking `routes` root first,
  /// each route takes the lowest screen of the current stack with this route that is above the last screen taken; a
  /// route with no such screen gets a new one. So a route moved below another gets a new screen. Screens that are not
  /// reused — including screens without a route — leave the stack and run their `onPop`.
  ///
  /// During a transition the change is queued, like every navigator call, and applied when the transition ends. The
  /// screens it reuses are chosen now, among those the transition keeps: a screen being popped, or swiped away, gets
  /// no second life. A screen removed by another command queued before this one would come back, without its
  /// `onPop`, so don't queue a `setRoutes` behind pops.
  ///
  /// Misuse: an empty array reports ``NavigationIssue/Kind/emptyStack`` and changes nothing.
  ///
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - animated: Whether the change is animated.
  public func setRoutes(_ routes: [R], animated: Bool = true) {
    navigator.synchronize()
    var current = navigator.settledScreens
    if !navigator.isIdle {
      // Queued behind a transition, the change applies once it ends. A screen the transition is taking off (an
      // animated pop, a swipe-back) is on the settled stack but no longer on the host's; reusing it would bring it
      // back after its onPop ran. Only screens on both are reused.
      let onHost = Set(navigator.screens.lazy.map(ObjectIdentifier.init))
      current.removeAll { !onHost.contains(ObjectIdentifier($0)) }
    }
    var next = current.startIndex
    var screens: [any Screen] = []
    screens.reserveCapacity(routes.count)
    for route in routes {
      if let index = current[next...].firstIndex(where: { self.route(of: $0) == route }) {
        screens.append(current[index])
        next = index + 1
      } else {
        screens.append(screen(for: route))
      }
    }
    navigator.setScreens(screens, animated: animated)
    commandDidRun()
  }

  /// Replaces the stack with screens for `routes`, if the routes on the stack are still `expected`.
  ///
  /// Use it when your app keeps its own array of routes (bound to its state, say) and derives each change from it:
  /// if the stack has changed behind that array's back — a swipe-back, a tab re-tap, a pop on the navigation
  /// controller — applying the new array as it is would push the screens the person just left back on. Instead,
  /// nothing changes and ``NavigationIssue/Kind/routesDrifted`` is reported with both arrays; bring your array up to
  /// date with ``observeRoutes(_:)`` or from ``routes``.
  ///
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - expected: The routes your app believes are on the stack now.
  ///   - animated: Whether the change is animated.
  /// - Returns: Whether the stack was replaced.
  @discardableResult
  public func setRoutes(_ routes: [R], replacing expected: [R], animated: Bool = true) -> Bool {
    let actual = self.routes
    guard actual == expected else {
      navigator.report(
        .routesDrifted, "Router.setRoutes(_:replacing:animated:)",
        "The stack's routes are \(actual.issueDescription), not \(expected.issueDescription) as expected: the "
          + "stack changed since the app last read them. Nothing was changed; update the app's routes from "
          + "router.routes or observeRoutes(_:) first.")
      return false
    }
    setRoutes(routes, animated: animated)
    return true
  }

  /// Presents a new screen for `route` and runs `onDismiss` once when the presentation ends, by any path.
  ///
  /// To present a flow with a stack and coordinator of its own, give the coordinator a ``makePresentedRouter()`` and
  /// present it with ``NavigationCoordinator/presentCoordinator(_:animated:onFinish:)``. See
  /// ``Navigator/present(_:animated:onDismiss:)`` for misuse.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - animated: Whether the presentation is animated.
  ///   - onDismiss: What to run when the presentation ends.
  public func present(_ route: R, animated: Bool = true, onDismiss: (@MainActor () -> Void)? = nil) {
    navigator.present(screen(for: route), animated: animated, onDismiss: onDismiss)
    commandDidRun()
  }

  /// Dismisses what is presented. See ``Navigator/dismiss(animated:)``.
  ///
  /// - Parameter animated: Whether the dismissal is animated.
  public func dismiss(animated: Bool = true) {
    navigator.dismiss(animated: animated)
    commandDidRun()
  }

  // MARK: Observation

  /// Calls `handler` with the new ``routes`` each time they change, from now on.
  ///
  /// The routes are compared after every settled change the navigator reports (pops, pushes, presentations, a
  /// swipe-back that finished, a change off screen once ``Navigator/synchronize()`` has seen it) and after every
  /// command of this router, and whenever ``routes`` is read (a change that the navigator reports no event for, such
  /// as a screen inserted below the top on the host directly, is heard then); `handler` runs only when they differ
  /// from what it last heard. Keep your own array of routes current from it, so it never goes stale.
  ///
  /// - Returns: A token that keeps the handler registered; observation stops when it is cancelled or released.
  public func observeRoutes(_ handler: @escaping @MainActor ([R]) -> Void) -> NavigationObservation {
    let token = NavigationObservation(handler: { _ in })
    navigator.synchronize()
    let current = navigator.settledScreens.compactMap(route(of:))
    observers.append(RouteObserver(token: token, handler: handler, last: current))
    return token
  }

  /// After a navigator event: tells route observers, and applies deep links that waited for this stack.
  private func stackDidChange() {
    notifyRouteObservers()
    PendingRoutes.retry()
  }

  /// After a command of this router.
  private func commandDidRun() {
    notifyRouteObservers()
    PendingRoutes.retry()
  }

  /// Tells each route observer the routes, if they differ from what it last heard.
  private func notifyRouteObservers(of known: [R]? = nil) {
    observers.removeAll { $0.token?.isCancelled ?? true }
    guard !observers.isEmpty else { return }
    let current = known ?? navigator.settledScreens.compactMap(route(of:))
    for observer in observers where observer.last != current {
      observer.last = current
      observer.handler(current)
    }
  }
}

/// The router of each navigation stack, so that a router can find the router of the flow it presents. Holds both
/// weakly.
@MainActor
enum RouterRegistry {
  private struct Entry {
    weak var host: (any NavigationHost)?
    weak var router: AnyObject?
  }

  private struct Made {
    weak var screen: (any Screen)?
    weak var router: AnyObject?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var sweepThreshold = 64
  private static var makers: [ObjectIdentifier: Made] = [:]
  private static var makersSweepThreshold = 256

  /// Remembers that `router` made (or registered) `screen`, so that another router can tell it is not its own.
  static func recordMaker(_ router: AnyObject, of screen: any Screen) {
    makers[ObjectIdentifier(screen)] = Made(screen: screen, router: router)
    if makers.count >= makersSweepThreshold {
      makers = makers.filter { $0.value.screen != nil && $0.value.router != nil }
      makersSweepThreshold = max(256, makers.count * 2)
    }
  }

  /// The router that made `screen`, if it is still alive.
  static func maker(of screen: any Screen) -> AnyObject? {
    guard let made = makers[ObjectIdentifier(screen)], made.screen === screen else { return nil }
    return made.router
  }

  static func register(_ router: AnyObject, for host: any NavigationHost) {
    entries[ObjectIdentifier(host)] = Entry(host: host, router: router)
    if entries.count >= sweepThreshold {
      entries = entries.filter { $0.value.host != nil && $0.value.router != nil }
      sweepThreshold = max(64, entries.count * 2)
    }
  }

  /// The router over `screen`, when `screen` is a navigation stack that has one.
  static func router(for screen: any Screen) -> AnyObject? {
    guard let entry = entries[ObjectIdentifier(screen)], entry.host === screen else { return nil }
    return entry.router
  }
}
