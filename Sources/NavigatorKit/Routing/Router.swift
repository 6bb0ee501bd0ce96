/// Drives a ``Navigator`` with routes instead of screens, and tells you which routes are on the stack.
///
/// A router makes each screen through the ``ScreenFactory`` you give it, so a coordinator written against a router
/// runs on UIKit and on NavigatorKitTesting's headless stack alike. Pop detection is the navigator's: every `onLeave`
/// runs exactly once, whatever removed the screen.
///
/// ```swift
/// let router = Router<AppRoute>(factory: .headless)  // in the app: a factory that makes view controllers
/// router.setRoutes([.home], animated: false)
/// router.push(.product(42)) { print("product 42 left the stack") }
/// #expect(router.routes == [.home, .product(42)])
/// ```
///
/// The router shows routes with the shapes ``Navigator`` shows screens with: an `onLeave:` closure, with or without
/// the ``LeaveReason``, and an awaited result — ``push(_:animated:completing:)`` names, with a key path, where the
/// screen the factory makes keeps its ``FlowCompletion``.
///
/// ## Routes are read from the stack
/// ``routes`` is not a copy the router keeps up to date: it is read from the navigator's settled stack each time,
/// through a table from each screen the router made to its route. So it equals the stack after a swipe-back, a tab
/// re-tap, a call made on the navigation controller directly or a change made off screen once the navigator has seen
/// it, and a route leaves it exactly when its screen's `onLeave` runs — not while a swipe-back is still in progress.
/// A screen that the router did not make (pushed through the navigator or the host by other code) has no route and is
/// left out of ``routes``; ``unroutedScreenCount`` says how many there are. Reading ``routes`` runs no app code.
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

  /// Makes this router's screens.
  let factory: ScreenFactory<R>

  /// The route of each screen this router made or was told about, by screen identity.
  private var table = WeakTable<Entry>()
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

  /// Creates a router over `navigator`, or over a new, empty navigation stack made by the factory's `makeStack`.
  ///
  /// The screens already on the navigator's stack have no route until you replace them (``setRoutes(_:animated:)``)
  /// or tell the router what they stand for (``register(_:as:)``). Give a navigator one router: the last one created
  /// for a navigator is the one a presenting router's ``state`` describes.
  ///
  /// Without a navigator, the router makes one of its own, over a stack from the factory's `makeStack`:
  /// NavigatorKitTesting's `ScreenFactory.headless` makes headless stacks, so `Router(factory: .headless)` is a
  /// router for a test. In an app, pass the navigator of the navigation controller the router drives.
  ///
  /// Misuse: with neither a navigator nor a factory that has a `makeStack`, there is no stack to drive. The router
  /// then drives a stack that is on no screen, and its navigator reports ``NavigationIssue/Kind/stackNotMade``, naming this
  /// initializer and the fix.
  ///
  /// - Parameters:
  ///   - navigator: The navigator to drive; `nil` for a new one over a stack from the factory.
  ///   - factory: Makes the screens of routes (and, when it has a `makeStack`, stacks).
  ///   - onIssue: Receives the issues of the navigator the router makes; see ``Navigator/onIssue``. With a navigator
  ///     of yours, set its own handler instead: this one then replaces it, if you give one.
  public init(
    navigator: Navigator? = nil, factory: ScreenFactory<R>, onIssue: (@MainActor (NavigationIssue) -> Void)? = nil
  ) {
    let madeStack = navigator == nil ? factory.makeStack?() : nil
    if let navigator {
      self.navigator = navigator
      if let onIssue { navigator.onIssue = onIssue }
    } else {
      let host: any NavigationHost = madeStack ?? DetachedStack()
      self.navigator = Navigator(host: host, onIssue: onIssue)
    }
    self.factory = factory
    RouterRegistry.register(self, for: self.navigator.host)
    eventObservation = self.navigator.observe { [weak self] _ in
      self?.stackDidChange()
    }
    if navigator == nil, madeStack == nil {
      self.navigator.report(
        .stackNotMade,
        EntryPoint.router("init(navigator:factory:onIssue:)").description,
        "There is no navigator and the factory has no makeStack, so this router's stack is on no screen. Pass the "
          + "navigator of the navigation controller the router drives, or give the factory a makeStack.")
    }
  }

  /// Creates a router for a flow to present from this one: a new stack, a navigator over it that reports issues to
  /// the same handler and audits lifetimes with the same audit, and the same factory.
  ///
  /// The stack is like this router's navigator's host (``NavigationHost/makeStack()``): a `UINavigationController`
  /// in the app, a headless stack in a test. A factory made with a `makeStack` makes it instead.
  ///
  /// Give it to the coordinator you present with
  /// ``NavigationCoordinator/presentCoordinator(_:animated:onLeave:)-jf7x``.
  public func makePresentedRouter() -> Router<R> {
    let stack = factory.makeStack?() ?? navigator.host.makeStack()
    let presented = Router(navigator: Navigator(host: stack, onIssue: navigator.onIssue), factory: factory)
    presented.navigator.lifetimeAudit = navigator.lifetimeAudit
    presented.presenter = self
    return presented
  }

  // MARK: Routes

  /// The routes on the stack, root first: one for each screen on the navigator's settled stack that this router made.
  ///
  /// The settled stack is the stack as the navigator last looked at it: after every finished transition, at every
  /// navigator or router call, and when you call ``synchronize()`` (do, after changing a stack that is off screen on
  /// its navigation controller directly). During a swipe-back the top route is still here; it leaves when
  /// the swipe finishes, as its screen's `onLeave` runs. Screens the router did not make are left out (see
  /// ``unroutedScreenCount``). Reading it runs no app code: no closure, no route observer.
  ///
  /// Observable (iOS 17, macOS 14, tvOS 17, visionOS 1), on every host: a SwiftUI view that reads it is drawn again
  /// when it changes, as are ``presentedRoute`` and ``state``. See <doc:SwiftUINavigation#Observing-the-stack>.
  ///
  /// - Complexity: O(*n*), where *n* is the depth of the stack.
  public var routes: [R] {
    navigator.settledScreens.compactMap(ownRoute(of:))
  }

  /// How many screens on the navigator's settled stack have no route: screens pushed by code other than this router.
  ///
  /// Like ``routes``, read from the settled stack without running app code.
  public var unroutedScreenCount: Int {
    navigator.settledScreens.lazy.filter { self.ownRoute(of: $0) == nil }.count
  }

  /// The route of the presented screen, or of the root of the presented flow; `nil` when nothing is presented or the
  /// presented screen has no route.
  ///
  /// Under a tab bar a presentation belongs to the tab that made it: another tab's navigator, and so its router, does
  /// not report it. A router names the presentation only when it is its own: a screen it made, or a flow whose router
  /// its ``makePresentedRouter()`` made (or a flow router made on its own). Reading it runs no app code.
  public var presentedRoute: R? {
    guard let presented = navigator.presentedScreen else { return nil }
    if let flow = presentedFlow(presented) {
      return flow.routes.first
    }
    return ownRoute(of: presented)
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

  /// The route `screen` stands for, if this router made it or was told about it, or if the router of a flow it
  /// presents did; `nil` otherwise.
  ///
  /// A flow's router made by ``makePresentedRouter()`` — or by the router of a flow presented from this one — draws
  /// its screens in a stack of their own, which SwiftUI's `NavigatorStack` draws with the presenting stack's closure:
  /// so one closure over this router draws the screens of the sheets it presents too.
  ///
  /// ```swift
  /// NavigatorStack(host: router.navigator.host as! NavigationPathHost) { element in
  ///   switch router.route(of: element.screen) {  // the sheet's screens too
  ///   case .product(let id): ProductView(id: id)
  ///   case .reviews(let id), .review(let id): ReviewsView(id: id)
  ///   default: HomeView()
  ///   }
  /// }
  /// ```
  ///
  /// ``routes`` and ``presentedRoute`` name only this router's own routes. Reading it runs no app code.
  ///
  /// - Parameter screen: A screen.
  /// - Returns: Its route, or `nil` for a screen that neither this router nor the router of a flow it presents made.
  public func route(of screen: any Screen) -> R? {
    if let route = ownRoute(of: screen) { return route }
    guard let maker = RouterRegistry.maker(of: screen) as? Router<R>, maker.isPresented(from: self) else { return nil }
    return maker.ownRoute(of: screen)
  }

  /// The route `screen` stands for, if this router made it or was told about it; `nil` otherwise.
  func ownRoute(of screen: any Screen) -> R? {
    guard let entry = table[screen], entry.screen === screen else { return nil }
    return entry.route
  }

  /// Whether this router's flow was presented from `router`'s: made by its ``makePresentedRouter()``, or by the router
  /// of a flow presented from it.
  private func isPresented(from router: Router<R>) -> Bool {
    var presenter = self.presenter
    while let current = presenter {
      if current === router { return true }
      presenter = current.presenter
    }
    return false
  }

  /// Makes a new screen for `route` with the router's ``ScreenFactory`` and remembers its route, without showing it.
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
    table.insert(Entry(screen: screen, route: route), for: screen) { $1.screen != nil }
    RouterRegistry.recordMaker(self, of: screen)
  }

  // MARK: Commands

  /// Pushes a new screen for `route`, and runs `onLeave` once when it leaves the stack.
  ///
  /// The route is in ``routes`` from the moment the push is on the stack until the moment `onLeave` runs. As with
  /// ``Navigator/push(_:animated:onLeave:)-7og9f``, the push is queued during a transition, and `onLeave`
  /// runs whatever removes the screen. To be told why, pass a closure that takes a ``LeaveReason``; to await a result
  /// the screen produces, use ``push(_:animated:completing:)``.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - animated: Whether the push is animated.
  ///   - onLeave: What to run when the screen leaves the stack.
  public func push(_ route: R, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil) {
    navigator.push(
      screen(for: route), animated: animated, onPop: LeaveAction(onLeave), onRefused: nil, call: .router(#function))
    commandDidRun()
  }

  /// Pushes a new screen for `route`, and runs `onLeave` with the reason once when it leaves the stack.
  ///
  /// Like ``push(_:animated:onLeave:)-4lbu5``, but `onLeave` is told why the screen left; see
  /// ``Navigator/push(_:animated:onLeave:)-9imam`` for the reasons.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - animated: Whether the push is animated.
  ///   - onLeave: What to run when the screen leaves the stack, told why.
  public func push(_ route: R, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void) {
    navigator.push(
      screen(for: route), animated: animated, onPop: .told(onLeave), onRefused: nil, call: .router(#function))
    commandDidRun()
  }

  /// Pushes a new screen for `route` and waits for the result it gives the ``FlowCompletion`` at `completion`.
  ///
  /// The router makes the screen with its ``ScreenFactory``, so you cannot hand the screen a completion yourself, as
  /// you do with ``Navigator/push(_:animated:completing:)``. Instead, the screen keeps its own completion (as a view
  /// controller keeps a delegate), and you name it with a key path: the router makes the screen, reads the completion
  /// from it, pushes it, and returns the outcome. Here the picker's view controller declares
  /// `let completion = FlowCompletion<Int>()` and calls `completion.complete(color)` when the person picks:
  ///
  /// ```swift
  /// switch await router.push(.colorPicker, completing: \ColorPickerViewController.completion) {
  /// case .completed(let color): apply(color)
  /// case .left(let reason): print("no color (\(reason))")
  /// }
  /// ```
  ///
  /// Returns ``FlowOutcome/completed(_:)`` when the screen calls ``FlowCompletion/complete(_:animated:)`` — which pops
  /// it — and ``FlowOutcome/left(_:)`` with the ``LeaveReason`` when it leaves any other way, exactly once. Cancelling
  /// the awaiting task pops the screen and returns ``LeaveReason/cancelled``. The route is in ``routes`` while the
  /// screen is on the stack, as with any push.
  ///
  /// Misuse: when the factory makes a screen of another type than the key path's root for `route`, nothing is pushed,
  /// ``NavigationIssue/Kind/unexpectedScreenType`` is reported and the outcome is ``LeaveReason/refused``; so it is
  /// for a push the navigator refuses.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - animated: Whether the push is animated.
  ///   - completion: Where the screen made for `route` keeps the completion it calls with its value.
  /// - Returns: The screen's outcome.
  public consuming func push<S: Screen, Value: Sendable>(
    _ route: R, animated: Bool = true, completing completion: KeyPath<S, FlowCompletion<Value>>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.router(#function)
    guard let screen = screen(for: route, as: S.self, call: call) else { return .left(.refused) }
    let relay = screen[keyPath: completion].startWaiting(for: screen, on: navigator) {
      onLeave, onRefused in
      navigator.push(screen, animated: animated, onPop: onLeave, onRefused: onRefused, call: call)
    }
    commandDidRun()
    // Nothing is held across the wait: the router, its navigator and the screen can go meanwhile.
    _ = (consume self, consume screen)
    return await relay.outcome()
  }

  /// Pushes a new screen for `route`, and runs `onPop` once when it leaves the stack.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - animated: Whether the push is animated.
  ///   - onPop: What to run when the screen leaves the stack.
  @available(*, unavailable, renamed: "push(_:animated:onLeave:)")
  @_disfavoredOverload
  public func push(_ route: R, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil) {
    navigator.push(
      screen(for: route), animated: animated, onPop: LeaveAction(onPop), onRefused: nil, call: .router(#function))
    commandDidRun()
  }

  /// Makes a screen for `route` and returns it as an `S`, or reports that the factory made another type.
  private func screen<S: Screen>(for route: R, as type: S.Type, call: EntryPoint) -> S? {
    let made = screen(for: route)
    guard let screen = made as? S else {
      navigator.report(
        .unexpectedScreenType, call.description,
        "The factory made \(screenName(made)) for \(route), not a \(S.self), so its completion cannot be read with "
          + "this key path. Nothing was shown; name a property of the type the factory makes for this route.")
      return nil
    }
    return screen
  }

  /// Pops the top screen.
  ///
  /// - Parameter animated: Whether the pop is animated.
  /// - Returns: The popped screen's route; `nil` when nothing was popped, the pop was queued, or the screen had no
  ///   route. Misuse (only the root on the stack) reports ``NavigationIssue/Kind/nothingToPop``.
  @discardableResult
  public func pop(animated: Bool = true) -> R? {
    let popped = navigator.pop(animated: animated, call: .router(#function))
    commandDidRun()
    return popped.flatMap(ownRoute(of:))
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
    guard let target = navigator.settledScreens.last(where: { self.ownRoute(of: $0) == route }) else {
      navigator.report(
        .screenNotInStack, EntryPoint.router(#function).description,
        "\(route) is not on the stack (its routes are \(routes.issueDescription)). Pop to a route from "
          + "`router.routes`, or use popToRoot(animated:).")
      return []
    }
    let popped = navigator.pop(to: target, animated: animated, call: .router(#function))
    commandDidRun()
    return popped.compactMap(self.ownRoute(of:))
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
    return popped.compactMap(ownRoute(of:))
  }

  /// Replaces the stack with screens for `routes`, in one transition.
  ///
  /// The screens of routes that stay are reused, in order, so they keep their `onLeave`: walking `routes` root first,
  /// each route takes the lowest screen of the current stack with this route that is above the last screen taken; a
  /// route with no such screen gets a new one. So a route moved below another gets a new screen. Screens that are not
  /// reused — including screens without a route — leave the stack and run their `onLeave`.
  ///
  /// During a transition the change is queued, like every navigator call, and applied when the transition ends. The
  /// screens it reuses are chosen now, among those the transition keeps: a screen being popped, or swiped away, gets
  /// no second life. A screen removed by another command queued before this one would come back, without its
  /// `onLeave`, so don't queue a `setRoutes` behind pops.
  ///
  /// Misuse: an empty array reports ``NavigationIssue/Kind/emptyStack`` and changes nothing.
  ///
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - animated: Whether the change is animated.
  public func setRoutes(_ routes: [R], animated: Bool = true) {
    setRoutes(routes, animated: animated, call: .router(#function))
  }

  /// `setRoutes`, with a refusal naming `call`, the public method the app called.
  private func setRoutes(_ routes: [R], animated: Bool, call: EntryPoint) {
    navigator.synchronize()
    var current = navigator.settledScreens
    if !navigator.isSettled {
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
      if let index = current[next...].firstIndex(where: { self.ownRoute(of: $0) == route }) {
        screens.append(current[index])
        next = index + 1
      } else {
        screens.append(screen(for: route))
      }
    }
    navigator.setScreens(screens, animated: animated, call: call)
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
    navigator.synchronize()
    let actual = self.routes
    guard actual == expected else {
      navigator.report(
        .routesDrifted, EntryPoint.router(#function).description,
        "The stack's routes are \(actual.issueDescription), not \(expected.issueDescription) as expected: the "
          + "stack changed since the app last read them. Nothing was changed; update the app's routes from "
          + "router.routes or observeRoutes(_:) first.")
      return false
    }
    setRoutes(routes, animated: animated, call: .router(#function))
    return true
  }

  /// Presents a new screen for `route` and runs `onLeave` once when the presentation ends, by any path.
  ///
  /// To present a flow with a stack and coordinator of its own, give the coordinator a ``makePresentedRouter()`` and
  /// present it with ``NavigationCoordinator/presentCoordinator(_:animated:onLeave:)-jf7x``. See
  /// ``Navigator/present(_:animated:onLeave:)-6bcgg`` for misuse. To be told why the presentation ended,
  /// pass a closure that takes a ``LeaveReason``; to await a result, use ``present(_:animated:completing:)``.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - animated: Whether the presentation is animated.
  ///   - onLeave: What to run when the presentation ends.
  public func present(_ route: R, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil) {
    navigator.present(
      screen(for: route), animated: animated, onDismiss: LeaveAction(onLeave), onRefused: nil,
      call: .router(#function))
    commandDidRun()
  }

  /// Presents a new screen for `route` and runs `onLeave` with the reason once when the presentation ends.
  ///
  /// Like ``present(_:animated:onLeave:)-2kkgr``, but `onLeave` is told why; see
  /// ``Navigator/present(_:animated:onLeave:)-4yrkm`` for the reasons.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - animated: Whether the presentation is animated.
  ///   - onLeave: What to run when the presentation ends, told why.
  public func present(_ route: R, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void) {
    navigator.present(
      screen(for: route), animated: animated, onDismiss: .told(onLeave), onRefused: nil, call: .router(#function))
    commandDidRun()
  }

  /// Presents a new screen for `route` and waits for the result it gives the ``FlowCompletion`` at `completion`: the
  /// presentation's counterpart of ``push(_:animated:completing:)``.
  ///
  /// Completing dismisses the presentation; a sheet pulled down gives ``FlowOutcome/left(_:)`` with
  /// ``LeaveReason/sheetPulledDown``. Misuse is refused as for ``push(_:animated:completing:)``.
  ///
  /// ```swift
  /// if let color = await router.present(.colorPicker, completing: \ColorPickerViewController.completion).value {
  ///   apply(color)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: Where the screen made for `route` keeps the completion it calls with its value.
  /// - Returns: The screen's outcome.
  public consuming func present<S: Screen, Value: Sendable>(
    _ route: R, animated: Bool = true, completing completion: KeyPath<S, FlowCompletion<Value>>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.router(#function)
    guard let screen = screen(for: route, as: S.self, call: call) else { return .left(.refused) }
    let relay = screen[keyPath: completion].startWaiting(for: screen, on: navigator) {
      onLeave, onRefused in
      navigator.present(screen, animated: animated, onDismiss: onLeave, onRefused: onRefused, call: call)
    }
    commandDidRun()
    // Nothing is held across the wait: the router, its navigator and the screen can go meanwhile.
    _ = (consume self, consume screen)
    return await relay.outcome()
  }

  /// Presents a new screen for `route` and runs `onDismiss` once when the presentation ends, by any path.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - animated: Whether the presentation is animated.
  ///   - onDismiss: What to run when the presentation ends.
  @available(*, unavailable, renamed: "present(_:animated:onLeave:)")
  @_disfavoredOverload
  public func present(_ route: R, animated: Bool = true, onDismiss: (@MainActor () -> Void)? = nil) {
    navigator.present(
      screen(for: route), animated: animated, onDismiss: LeaveAction(onDismiss), onRefused: nil,
      call: .router(#function))
    commandDidRun()
  }

  /// Dismisses what is presented. See ``Navigator/dismiss(animated:)``.
  ///
  /// - Parameter animated: Whether the dismissal is animated.
  public func dismiss(animated: Bool = true) {
    navigator.dismiss(animated: animated, call: .router(#function))
    commandDidRun()
  }

  // MARK: Observation

  /// Calls `handler` with the new ``routes`` each time they change, from now on.
  ///
  /// The routes are compared after every settled change the navigator reports (pops, pushes, presentations, a
  /// swipe-back that finished, a change off screen once ``Navigator/synchronize()`` has seen it) and after every
  /// command of this router, including ``synchronize()`` (so a change that the navigator reports no event for, such as a
  /// screen inserted below the top on the host directly, is heard then); `handler` runs only when they differ from what
  /// it last heard. Keep your own array of routes current from it, so it never goes stale.
  ///
  /// - Returns: A token that keeps the handler registered; observation stops when it is cancelled or released.
  public func observeRoutes(_ handler: @escaping @MainActor ([R]) -> Void) -> NavigationObservation {
    let token = NavigationObservation(handler: { _ in })
    navigator.synchronize()
    let current = navigator.settledScreens.compactMap(ownRoute(of:))
    observers.append(RouteObserver(token: token, handler: handler, last: current))
    return token
  }

  /// Brings ``routes`` up to date with the host's stack and tells route observers if they changed.
  ///
  /// Runs pop detection (``Navigator/synchronize()``) — the `onLeave` closures of screens that left run now — then
  /// calls the handlers registered with ``observeRoutes(_:)`` whose routes differ from what they last heard. Call it
  /// after changing a stack that is off screen (an unselected tab) on its navigation controller directly, or after a
  /// direct change that removes no screen (a screen inserted below the top), which the navigator sends no event for.
  public func synchronize() {
    navigator.synchronize()
    commandDidRun()
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
  private func notifyRouteObservers() {
    observers.removeAll { $0.token?.isCancelled ?? true }
    guard !observers.isEmpty else { return }
    let current = routes
    for observer in observers where observer.last != current {
      observer.last = current
      observer.handler(current)
    }
  }
}

extension EntryPoint {
  /// A method of ``Router``; pass `#function`.
  static func router(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: "Router", method: method)
  }
}
