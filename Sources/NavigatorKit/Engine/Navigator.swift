/// A proxy over a navigation stack that tells you, exactly once, when each screen leaves — whatever removed it.
///
/// Create one navigator per navigation controller and give it to the coordinator that owns the flow:
///
/// ```swift
/// // In the app, `navigationController` is a UINavigationController.
/// let navigator = Navigator(host: navigationController)
/// navigator.push(ProductListViewController())
/// navigator.push(detail) {
///   // Runs once, when `detail` leaves the stack:
///   // Back, a finished swipe-back, pop, popToRoot,
///   // setScreens, or a pop made on the navigation
///   // controller directly. Never for a cancelled swipe.
///   print("detail left")
/// }
/// ```
///
/// ## How pops are detected
/// The navigator remembers the stack as it last knew it, with each screen's `onLeave` closure. Whenever the host
/// is settled — after every finished transition (the host's didShow), at the start of every navigator call, and right
/// after each command it carries out — it compares that stack with the host's real ``NavigationHost/screens``. Every
/// screen that is gone left the stack: its `onLeave` runs, top-most first, then ``NavigationEvent/didPop(_:reason:)`` and
/// ``NavigationEvent/didShow(_:)`` are sent. While a transition is in flight nothing is decided, so a cancelled
/// interactive pop runs nothing. See <doc:PopDetection>.
///
/// ## Queuing
/// A command given while the host is transitioning is queued and applied, in order, once the transition ends.
/// Closures and observers may navigate again; what they ask for is queued behind the work in progress, so
/// nothing is lost or reordered.
///
/// ## Misuse
/// A call that UIKit would crash on or silently corrupt is refused: the stack and every closure stay as they
/// were, and a ``NavigationIssue`` goes to ``onIssue``.
@MainActor
public final class Navigator {
  /// The navigation stack this navigator drives.
  public let host: any NavigationHost

  /// Receives every refused call.
  ///
  /// With no handler, an issue fails the running test when NavigatorKitTesting is in use (Swift Testing or XCTest),
  /// and is printed once per kind of issue otherwise. Pass a handler to ``init(host:onIssue:)-(NavigationHost,_)`` to
  /// hear issues found while the navigator is created.
  public var onIssue: (@MainActor (NavigationIssue) -> Void)?

  /// What the navigator knows of the host's stack: each screen with its `onPop`, the push it handed over and has not
  /// yet seen, and why the next change happens.
  var known: KnownStack
  /// The presentation the navigator knows of, with its record.
  var presentation: ScreenRecord?
  /// Commands waiting for the host to settle, in the order they were given.
  var queue: [Command] = []
  /// Whether the engine's loop is running further up the call stack; calls made now are queued.
  var isRunning = false
  var observations: [WeakObservation] = []
  /// Why the presentation ends, as the last command or the host said, until the reconcile that finds the end.
  var presentationLeaveReason: LeaveReason?
  /// What to run once the navigator is next settled (`whenSettled(_:)`): the engine's one outward hook.
  var settleActions: [@MainActor () -> Void] = []
  /// What the layers above keep for this navigator, by the type that keeps it (`attachment(_:)`). The engine never
  /// reads it; it ends with the navigator.
  var attachments: [ObjectIdentifier: AnyObject] = [:]
  var unhandledIssues = UnhandledIssueReporter()
  /// What the observable reads returned when read, until announced changed (Navigator+Observation.swift).
  var observed = ObservedState()
  /// What the host calls back: an object of its own, so that the host callbacks are not part of the navigator's API.
  private let hostCallbacks = HostCallbacks()

  /// Creates a navigator over `host` and starts observing it.
  ///
  /// The screens already on the stack and any presented screen are adopted as they are, without closures.
  /// A host has one navigator at a time: creating a second one for the same host reports
  /// ``NavigationIssue/Kind/hostAlreadyObserved`` to `onIssue` and the new navigator takes over.
  ///
  /// - Parameters:
  ///   - host: The navigation stack to drive.
  ///   - onIssue: Receives every refused call, from this initializer on; see ``onIssue``.
  public init(host: some NavigationHost, onIssue: (@MainActor (NavigationIssue) -> Void)? = nil) {
    self.host = host
    self.onIssue = onIssue
    self.known = KnownStack(adopting: host.screens)
    self.presentation = host.presentedScreen.map { ScreenRecord($0) }
    if let previous = host.navigationObserver, previous !== hostCallbacks {
      report(
        .hostAlreadyObserved, EntryPoint.navigator(#function).description,
        "\(screenName(host)) already has a navigator; the new one takes over and the old one stops hearing "
          + "about finished transitions. Create one Navigator per navigation controller and share it.")
    }
    hostCallbacks.navigator = self
    host.navigationObserver = hostCallbacks
  }

  /// The screens on the host's stack, root first.
  ///
  /// This reads the host's stack as it is now, which can run ahead of what the navigator has settled: while a
  /// swipe-back is in progress the top screen is already missing, though the person may still cancel and bring it
  /// back. Its `onLeave` runs only once the swipe has finished.
  ///
  /// Observable (iOS 17, macOS 14, tvOS 17, visionOS 1), as ``topScreen`` and ``presentedScreen`` are: see
  /// ``isSettled`` for when a change the host makes on its own is announced.
  public var screens: [any Screen] {
    access(.screens)
    return host.screens
  }

  /// The screen on top of the host's stack.
  public var topScreen: (any Screen)? {
    access(.topScreen)
    return host.screens.last
  }

  /// The screen the host presents modally, if any.
  public var presentedScreen: (any Screen)? {
    access(.presentedScreen)
    return host.presentedScreen
  }

  /// How many commands wait for the host's current transition to end.
  public var queuedCommandCount: Int { queue.count }

  /// Pushes `screen` and runs `onLeave` once, when it leaves the stack.
  ///
  /// `onLeave` runs exactly once, after the transition that removed the screen finished, whatever removed it:
  /// the back button, a finished swipe-back, ``pop(animated:)``, ``pop(to:animated:)``, ``popToRoot(animated:)``,
  /// ``setScreens(_:animated:)``, or a call on the host made directly. It never runs for a cancelled swipe-back. To be
  /// told why the screen left, pass a closure that takes a ``LeaveReason``
  /// (``push(_:animated:onLeave:)-9imam``); to await a result the screen produces, use
  /// ``push(_:animated:completing:)``.
  ///
  /// ```swift
  /// navigator.push(detail) {
  ///   self.removeChild(detailCoordinator)  // once, whatever took `detail` off the stack
  /// }
  /// ```
  ///
  /// If the host is transitioning, the push is queued and applied when the transition ends.
  ///
  /// Misuse: pushing a screen already on the stack reports ``NavigationIssue/Kind/screenAlreadyInStack``;
  /// pushing a navigation host reports ``NavigationIssue/Kind/hostPushedAsScreen``. The stack stays as it was and
  /// `onLeave` is released without running, since the screen never entered the stack.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - animated: Whether the host animates the push.
  ///   - onLeave: What to run when `screen` leaves the stack.
  public func push(_ screen: any Screen, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil) {
    push(
      ScreenRecord(screen, onLeave: LeaveAction(onLeave)), animated: animated, onRefused: nil,
      call: .navigator(#function))
  }

  /// Pushes `screen` and runs `onLeave` with the reason it left, once, when it leaves the stack.
  ///
  /// Like ``push(_:animated:onLeave:)-7og9f``, but `onLeave` is told why the screen left:
  /// ``LeaveReason/backButton``, a finished swipe (``LeaveReason/interactivePop``,
  /// ``LeaveReason/interactiveContentPop``), the navigator call that removed it (``LeaveReason/pop``,
  /// ``LeaveReason/popTo``, ``LeaveReason/popToRoot``, ``LeaveReason/setScreens``, ``LeaveReason/finish``),
  /// ``LeaveReason/tabReselected``, ``LeaveReason/changedOnHost``, or ``LeaveReason/unknown`` when the host does not
  /// say.
  ///
  /// ```swift
  /// navigator.push(editor) { reason in
  ///   print("editor left: \(reason)")  // "editor left: backButton"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - animated: Whether the host animates the push.
  ///   - onLeave: What to run when `screen` leaves the stack, told why.
  public func push(
    _ screen: any Screen, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void
  ) {
    push(ScreenRecord(screen, onLeave: .told(onLeave)), animated: animated, onRefused: nil, call: .navigator(#function))
  }

  /// Pushes `screen` and runs `onPop` once, when it leaves the stack.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - animated: Whether the host animates the push.
  ///   - onPop: What to run when `screen` leaves the stack.
  @available(*, unavailable, renamed: "push(_:animated:onLeave:)")
  @_disfavoredOverload
  public func push(_ screen: any Screen, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil) {
    push(
      ScreenRecord(screen, onLeave: LeaveAction(onPop)), animated: animated, onRefused: nil, call: .navigator(#function)
    )
  }

  /// `push`, with `onRefused` run instead of `onPop` if the push is refused as misuse, for callers that set
  /// something up before pushing (a child coordinator) and must undo it. A refusal names `call`, the public method
  /// the app called.
  func push(
    _ record: consuming ScreenRecord, animated: Bool, onRefused: (@MainActor () -> Void)?, call: EntryPoint
  ) {
    run(.push(record, animated: animated, onRefused: onRefused, call: call))
  }

  /// `push` of a new record for `screen`, with `onPop` run when it leaves.
  func push(
    _ screen: any Screen, animated: Bool, onPop: LeaveAction?, onRefused: (@MainActor () -> Void)?, call: EntryPoint
  ) {
    run(.push(ScreenRecord(screen, onLeave: onPop), animated: animated, onRefused: onRefused, call: call))
  }

  /// Pops the top screen.
  ///
  /// The popped screen's `onLeave` runs when the transition finishes: before this method returns when the host
  /// finishes transitions at once, later otherwise.
  ///
  /// Misuse: with only the root on the stack, nothing happens and ``NavigationIssue/Kind/nothingToPop`` is
  /// reported.
  ///
  /// - Parameter animated: Whether the host animates the pop.
  /// - Returns: The popped screen; `nil` when nothing was popped, or when the pop was queued behind a transition.
  @discardableResult
  public func pop(animated: Bool = true) -> (any Screen)? {
    pop(animated: animated, call: .navigator(#function))
  }

  /// `pop`, with a refusal naming `call`, the public method the app called.
  @discardableResult
  @inline(__always)
  func pop(animated: Bool, call: EntryPoint) -> (any Screen)? {
    run(.pop(animated: animated, call: call))?.first
  }

  /// Pops screens until `screen` is on top.
  ///
  /// Each popped screen's `onLeave` runs once, top-most first, when the transition finishes.
  ///
  /// Misuse: when `screen` is not on the stack, nothing happens and ``NavigationIssue/Kind/screenNotInStack`` is
  /// reported. When `screen` is already on top, nothing happens and nothing is reported.
  ///
  /// - Parameters:
  ///   - screen: A screen on the stack.
  ///   - animated: Whether the host animates the change.
  /// - Returns: The popped screens in stack order (root-most first), as UIKit's method returns them; empty when
  ///   nothing was popped or the call was queued. (Their `onLeave` closures run in the opposite order, top-most first.)
  /// - Complexity: O(*n*), where *n* is the depth of the stack.
  @discardableResult
  public func pop(to screen: any Screen, animated: Bool = true) -> [any Screen] {
    pop(to: screen, animated: animated, call: .navigator(#function))
  }

  /// `pop(to:)`, with a refusal naming `call`, the public method the app called.
  @discardableResult
  func pop(to screen: any Screen, animated: Bool, call: EntryPoint) -> [any Screen] {
    run(.popTo(screen, animated: animated, call: call)) ?? []
  }

  /// Pops every screen but the root.
  ///
  /// Each popped screen's `onLeave` runs once, top-most first, when the transition finishes. At the root this does
  /// nothing.
  ///
  /// - Parameter animated: Whether the host animates the change.
  /// - Returns: The popped screens in stack order (root-most first), as UIKit's method returns them; empty when
  ///   nothing was popped or the call was queued. (Their `onLeave` closures run in the opposite order, top-most first.)
  @discardableResult
  public func popToRoot(animated: Bool = true) -> [any Screen] {
    run(.popToRoot(animated: animated)) ?? []
  }

  /// Replaces the whole stack.
  ///
  /// Screens that stay keep their `onLeave`; screens that leave run theirs, top-most first, when the transition
  /// finishes; new screens have none (push them to attach one).
  ///
  /// Misuse: an empty array reports ``NavigationIssue/Kind/emptyStack``, a screen listed twice reports
  /// ``NavigationIssue/Kind/duplicateScreens``, a navigation host in the array reports
  /// ``NavigationIssue/Kind/hostPushedAsScreen``. In each case the stack stays as it was.
  ///
  /// - Parameters:
  ///   - screens: The new stack, root first.
  ///   - animated: Whether the host animates the change.
  public func setScreens(_ screens: [any Screen], animated: Bool = true) {
    setScreens(screens, animated: animated, call: .navigator(#function))
  }

  /// `setScreens`, with a refusal naming `call`, the public method the app called.
  func setScreens(_ screens: [any Screen], animated: Bool, call: EntryPoint) {
    run(.setScreens(screens, animated: animated, call: call))
  }

  /// Runs pop detection now.
  ///
  /// Every navigator call already starts with it, and the host triggers it after every finished transition. Call
  /// it after changing a stack that is off screen (an unselected tab, a stack under a full-screen modal) directly on
  /// the host, when you need the `onLeave` closures to run before your next navigator call. Does nothing while a
  /// transition is in flight.
  public func synchronize() {
    runLoop()
  }

  /// Registers `handler` for every ``NavigationEvent`` from now on.
  ///
  /// Events are delivered after the closures they concern have run. The handler may navigate; its commands are
  /// queued behind the work in progress.
  ///
  /// - Returns: A token that keeps the handler registered; observation stops when it is cancelled or released.
  public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
    let observation = NavigationObservation(handler: handler)
    observations.append(WeakObservation(value: observation))
    return observation
  }
}

// MARK: - Host callbacks

/// What a navigator installs as its host's ``NavigationHost/navigationObserver``.
///
/// A separate object rather than a conformance of `Navigator`, so that the callbacks only a host makes are not part of
/// the navigator's public API. The host holds it weakly and the navigator strongly; it holds the navigator weakly.
/// A callback that ends a transition runs the navigator's loop — reconcile, then apply queued commands — unless the
/// loop is running already.
@MainActor
final class HostCallbacks: NavigationHostObserver {
  weak var navigator: Navigator?

  func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {
    guard let navigator, host === navigator.host else { return }
    navigator.known.noteShown(screen)
    navigator.announceObservedChanges()
  }

  func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {
    hostDidSettle(host)
  }

  func navigationHostDidEndTransition(_ host: any NavigationHost) {
    hostDidSettle(host)
  }

  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {
    guard let navigator, host === navigator.host else { return }
    navigator.presentationLeaveReason = .sheetPulledDown
    navigator.runLoop()
  }

  func navigationHost(_ host: any NavigationHost, willChangeStackBecause reason: LeaveReason) {
    guard let navigator, host === navigator.host else { return }
    navigator.known.hostReason = reason
  }

  func navigationHost(_ host: any NavigationHost, willDismissBecause reason: LeaveReason) {
    guard let navigator, host === navigator.host else { return }
    navigator.presentationLeaveReason = reason
    navigator.announceObservedChanges()
  }

  func navigationHost(_ host: any NavigationHost, shouldPop screens: [any Screen], because reason: LeaveReason) -> Bool
  {
    guard let navigator, host === navigator.host else { return true }
    return navigator.allowsLeaving(screens, because: reason)
  }

  func navigationHost(_ host: any NavigationHost, shouldDismiss screen: any Screen, because reason: LeaveReason) -> Bool
  {
    guard let navigator, host === navigator.host else { return true }
    return navigator.allowsDismissing(screen, because: reason)
  }

  private func hostDidSettle(_ host: any NavigationHost) {
    guard let navigator, host === navigator.host else { return }
    navigator.runLoop()
  }
}

extension NavigationHost {
  /// The navigator that drives this host, if any.
  var navigator: Navigator? {
    (navigationObserver as? HostCallbacks)?.navigator
  }
}

// MARK: - Issues

extension Navigator {
  func report(_ kind: NavigationIssue.Kind, _ call: String, _ message: String) {
    report(NavigationIssue(kind: kind, call: call, message: message))
  }

  func report(_ issue: NavigationIssue) {
    if let onIssue {
      onIssue(issue)
    } else {
      unhandledIssues.report(issue)
    }
  }
}
