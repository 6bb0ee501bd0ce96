import NavigatorKit

/// A navigation stack that behaves like `UINavigationController`, without UIKit, for tests on any platform.
///
/// It follows the rules in <doc:UIKitRules>; each rule it models has a test named after it:
/// - Stack operations change ``screens`` before they return (R2, R3), then call willShow and, once the transition
///   finished, didShow for the new top — one pair for a multi-screen pop or a set (R4, R5, R7).
/// - A swipe-back — from the left edge, or from the content area as on iOS 26 — removes the top screen and calls
///   willShow at once (R11, R11a). When the finger lifts, the transition settles non-interactively before it ends
///   (R10a); a finished swipe then calls didShow (R12), a cancelled one restores the stack and calls neither (R13).
///   Pushes and stack changes driven by an app's interaction controller can be cancelled the same way (R13a).
/// - Off the window (``isInWindow`` is `false`: an unselected tab, a dismissed stack) the stack still changes, and
///   willShow and didShow for the new top arrive when it is shown again (R9, R9c).
/// - Misuse that crashes UIKit is refused and recorded in ``exceptions`` (R4, R7, R19). A push during a transition
///   is deferred (R20); what else happens to calls made during a transition follows ``readings`` (R20a, R22).
/// - Presentations live in the presenting context, shared by every tab of a ``HeadlessTabBarController`` (R21a): a
///   present from another tab is refused while one is up. A presentation belongs to the stack that made it, which
///   alone reports it as ``presentedScreen`` and dismisses it; dismissing one dismisses everything presented above it
///   (R22a). A programmatic dismissal calls no
///   presentation-controller callbacks; a sheet pulled down asks `presentationControllerShouldDismiss` first and
///   runs with a transition coordinator (R23, R23a, R23b).
/// - What the person does tells the navigator why screens leave (``NavigatorKit/LeaveReason``) and asks its leave
///   guards first; a refusing guard stops the exit the way UIKit's delegates do. Any other change was made by a
///   direct call (``reportsPersonExits``).
///
/// Call the ``NavigatorKit/NavigationHost`` methods on it directly to act as app code calling UIKit directly would, and
/// ``tapBackButton()``, ``beginInteractivePop()`` and ``beginInteractiveDismiss()`` to act as the person would.
///
/// ```swift
/// let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
/// let navigator = Navigator(host: host)
/// var left: [String] = []
/// navigator.push(HeadlessScreen("Detail")) { left.append("Detail") }
///
/// let swipe = host.beginInteractivePop()
/// swipe?.cancel()  // the person changed their mind: nothing runs
/// #expect(left.isEmpty)
/// host.tapBackButton()
/// #expect(left == ["Detail"])
/// ```
@MainActor
public final class HeadlessNavigationController: HeadlessScreen, NavigationHost {
  /// The screens on the stack, root first.
  var stack: [any Screen]

  /// The screens on the stack, root first.
  ///
  /// With ``Quirks-swift.struct/staleStackAfterMultiPop``, this briefly reads the old top screen in front of the new
  /// stack after a pop that skips screens, until ``layoutIfNeeded()`` (R6).
  public var screens: [any Screen] {
    guard let staleTop else { return stack }
    return [staleTop] + stack
  }

  /// The quirks this host reproduces. None by default.
  public var quirks: Quirks = []

  /// How this host reads the points of UIKit's behaviour that no source settles. The readings the evidence favours
  /// by default.
  public var readings = Readings()

  /// The old top screen that ``screens`` still reads in front of the stack until the next layout pass (R6).
  private var staleTop: (any Screen)?

  /// What this stack presents when it is not in a tab bar controller.
  let ownPresentation: PresentationSlot
  /// The tab bar controller this stack is a tab of; its presentations are shared by all its tabs (R21a).
  weak var tabBarController: HeadlessTabBarController? {
    didSet { presentation = tabBarController?.presentation ?? ownPresentation }
  }
  /// The headless stack that presented this one, if any: a dismissal with nothing presented goes to it (R22).
  weak var presentingHost: HeadlessNavigationController?

  /// Where this stack's presentation lives: with its tab bar controller, or with itself. Kept rather than found
  /// through the tab bar controller, since the navigator asks for ``presentedScreen`` at every call.
  private(set) var presentation: PresentationSlot

  /// The screen this stack presented, if any: what ``presentScreen(_:animated:completion:)`` presented on it and is
  /// still up.
  ///
  /// A presentation belongs to the stack that made it. In a tab of a ``HeadlessTabBarController`` the tabs share one
  /// presenting context (R21a): UIKit's `presentedViewController` of every tab reports the sheet one tab presented,
  /// and a present from another tab is refused while it is up. This property, like the UIKit adapter's host, reports
  /// it only on the tab that presented it; the others read `nil`, and their ``dismissPresentedScreen(animated:completion:)``
  /// leaves it up. The tab bar's ``HeadlessTabBarController/presentedScreen`` reports it whichever tab made it.
  public var presentedScreen: (any Screen)? {
    presentation.presenter === self ? presentation.presented : nil
  }

  /// Whether something is presented in this stack's presenting context — by this stack, or by another tab of its tab
  /// bar controller — and covers it.
  var isCoveredByPresentation: Bool { presentation.presented != nil }

  /// Whether a transition is in flight: an animated one in ``TransitionMode/manual`` mode, or an interactive one,
  /// from the moment the finger touches until its settle animation ended.
  public var isTransitioning: Bool { isTransitioningNow }

  /// Whether a push, pop or set is in flight, interactive or not.
  var isStackTransitioning: Bool { fingerDown == .stack || stackFlights > 0 }

  /// Told about finished transitions and sheet pull-downs; held weakly, like `UINavigationController.delegate`.
  public weak var navigationObserver: (any NavigationHostObserver)?
  /// How animated transitions run. ``TransitionMode/immediate`` by default.
  public var transitionMode: TransitionMode = .immediate

  /// Whether the stack is in the window. Off the window, stack changes deliver no show callbacks at once; when the
  /// stack is back in the window with another top screen than it left with, willShow and didShow for that screen
  /// arrive then, not animated (R9, R9c).
  ///
  /// `true` by default. A ``HeadlessTabBarController`` sets it for its tabs; a presenting host sets it for a
  /// headless stack it presents, and clears it on dismissal.
  public var isInWindow = true {
    didSet {
      guard isInWindow != oldValue else { return }
      if isInWindow {
        announceDeferredShow()
      } else {
        topWhenHidden = stack.last
      }
    }
  }

  /// Whether the person can swipe back from the left edge: `interactivePopGestureRecognizer.isEnabled`.
  public var isInteractivePopEnabled = true

  /// Whether the person can swipe back from anywhere in the content area, as iOS 26's
  /// `interactiveContentPopGestureRecognizer` allows (R11a). `true` by default; set it to `false` to stand for
  /// an earlier iOS, or for an app that disables that gesture.
  public var isInteractiveContentPopEnabled = true

  /// The top screen when the stack left the window; held weakly, so a screen released since counts as another one.
  private weak var topWhenHidden: (any Screen)?

  // MARK: Transitions

  /// The kinds of transition a host runs; calls made during one are judged against transitions of their kind.
  enum TransitionKind {
    case stack
    case presentation
  }

  /// An animated transition waiting for ``completeTransition()``, or a settle animation.
  private struct Flight {
    let kind: TransitionKind
    let id: Int
    let end: () -> Void
  }

  /// Animated transitions in flight, oldest first.
  private var flights: [Flight] = [] {
    didSet { updateIsTransitioning() }
  }
  /// How many of ``flights`` are stack transitions.
  private var stackFlights = 0
  /// The kind of interactive transition whose finger is down, if any.
  private var fingerDown: TransitionKind? {
    didSet { updateIsTransitioning() }
  }
  /// ``isTransitioning``, kept up to date as transitions start and end: the navigator asks at every reconcile.
  private var isTransitioningNow = false

  private func updateIsTransitioning() {
    isTransitioningNow = fingerDown != nil || !flights.isEmpty
  }

  /// A live transition's coordinator. For a programmatic transition the context object is made only when it is
  /// first read: most tests never read it.
  enum Coordinator {
    case described(from: (any Screen)?, to: any Screen)
    /// A presentation or dismissal of `presented` by this stack, which the context holds weakly: the stack holds
    /// its live transitions.
    case presentation(presented: any Screen, isDismissal: Bool)
    case made(TransitionContext)
  }

  /// The number of the most recent transition that has a coordinator (every animated one), 0 for none, and its
  /// coordinator; older ones still in flight wait in `earlierTransitions`, oldest first. Transitions rarely overlap,
  /// so the usual one costs no array.
  private var latestNumber = 0
  var latestCoordinator: Coordinator?
  private var earlierTransitions: [(number: Int, coordinator: Coordinator)] = []
  private var transitionCount = 0

  /// The current transition, like `UIViewController.transitionCoordinator` (R10): set from willShow through
  /// didShow of an animated push, pop or set, through an animated presentation or dismissal, and through an
  /// interactive transition — its settle animation included (R10a, R23a) — and `nil` for a non-animated one and
  /// between transitions.
  ///
  /// In ``TransitionMode/immediate`` mode an animated transition ends before the call that started it returns, so
  /// the coordinator is there only during that call's callbacks. Use ``TransitionMode/manual`` mode to read it
  /// after the call, as UIKit code does.
  ///
  /// The same transition gives the same object each time it is read. When transitions overlap (a presentation
  /// made during a push), the most recent one is returned.
  public var transitionCoordinator: TransitionContext? {
    guard let coordinator = latestCoordinator else { return nil }
    let context: TransitionContext
    switch coordinator {
    case .made(let made):
      return made
    case .described(let from, let to):
      context = TransitionContext(from: from, to: to, isInteractive: false)
    case .presentation(let presented, let isDismissal):
      context = TransitionContext(
        presenting: self, presented: presented, isDismissal: isDismissal, isInteractive: false)
    }
    latestCoordinator = .made(context)
    return context
  }

  /// Starts numbering a new transition, and returns its number.
  private func nextTransitionNumber() -> Int {
    transitionCount &+= 1
    return transitionCount
  }

  func startCoordinator(_ coordinator: Coordinator) -> Int {
    let number = nextTransitionNumber()
    if let latest = latestCoordinator.take() { earlierTransitions.append((latestNumber, latest)) }
    latestNumber = number
    latestCoordinator = coordinator
    return number
  }

  /// Runs the completion blocks of transition `number`, if its context was made and given any.
  private func completeCoordinator(_ number: Int) {
    if latestNumber == number {
      if case .made(let context)? = latestCoordinator { context.complete() }
      return
    }
    for earlier in earlierTransitions where earlier.number == number {
      if case .made(let context) = earlier.coordinator { context.complete() }
    }
  }

  private func removeCoordinator(_ number: Int) {
    if latestNumber == number {
      if earlierTransitions.isEmpty {
        latestNumber = 0
        latestCoordinator = nil
      } else {
        (latestNumber, latestCoordinator) = earlierTransitions.removeLast()
      }
      return
    }
    for index in earlierTransitions.indices where earlierTransitions[index].number == number {
      earlierTransitions.remove(at: index)
      return
    }
  }

  // MARK: First appearance

  /// Whether `appear()` has delivered the first appearance's callbacks.
  private(set) var hasAppeared = false

  /// Puts the stack in the window for the first time, as UIKit does when it first shows a navigation controller:
  /// willShow and didShow for the top screen, not animated (R8). With
  /// ``Quirks-swift.struct/duplicateInitialDidShow``, didShow comes twice (iOS 12 with the navigation controller as
  /// the window's root). Later calls only set ``isInWindow``.
  public func appear() {
    guard !hasAppeared, let top = stack.last else {
      isInWindow = true
      return
    }
    hasAppeared = true
    // The first appearance announces the top itself; nothing is left over from a time off the window.
    topWhenHidden = top
    isInWindow = true
    record("willShow", top)
    navigationObserver?.navigationHost(self, willShow: top, animated: false)
    deliverDidShow(top, animated: false)
    if quirks.contains(.duplicateInitialDidShow) {
      deliverDidShow(top, animated: false)
    }
  }

  // MARK: What the host went through

  /// The delegate callbacks this host delivered, in order, such as `"willShow(Detail)"` or `"didShow(Home)"`: the
  /// most recent ``callbackLogCapacity`` of them.
  public var callbackLog: [String] { callbacks.entries }

  /// How many callbacks ``callbackLog`` keeps. A host that runs for a long time — a soak test, a benchmark — would
  /// otherwise hold every callback it ever delivered; past this many, the oldest are forgotten.
  public static let callbackLogCapacity = CallbackLog.capacity

  private var callbacks = CallbackLog()

  func record(_ callback: StaticString, _ screen: any Screen) {
    callbacks.record(callback, label(screen))
  }

  /// The exceptions UIKit would have raised for calls made directly on this host, which were refused instead.
  public internal(set) var exceptions: [String] = []
  /// What UIKit logs to the console for calls it defers or refuses: a push during a push animation, a
  /// presentation while one is up, a dismissal while another presentation or dismissal animates.
  public internal(set) var consoleMessages: [String] = []

  /// Which screen types are navigation stacks, which cannot be pushed.

  /// A call held back until the transition of its kind ends.
  enum DeferredCall {
    case push(any Screen, animated: Bool)
    /// A pop, with the person's reason when the person made it (the back button): replayed as theirs.
    case pop(animated: Bool, because: LeaveReason?)
    case popTo(any Screen, animated: Bool)
    /// A pop to the root, with the person's reason when the person made it (a tab re-tap).
    case popToRoot(animated: Bool, because: LeaveReason?)
    case setScreens([any Screen], animated: Bool)
    case present(any Screen, animated: Bool, completion: (@MainActor () -> Void)?)
    case dismiss(animated: Bool, completion: (@MainActor () -> Void)?)
  }

  var deferredCalls: [DeferredCall] = []
  /// What the person is doing, while a stack operation runs on their behalf; `nil` for a call made by code.
  var personCause: LeaveReason?
  private var isReplaying = false

  /// Creates a stack with `root` as its only screen, or an empty stack.
  public init(root: (any Screen)? = nil) {
    self.stack = root.map { [$0] } ?? []
    (ownPresentation, presentation) = Self.makePresentationSlot()
    super.init("NavigationController")
  }

  /// Creates a named stack with `root` as its only screen, or an empty stack; the name appears in logs and issues.
  public init(_ name: String, root: (any Screen)? = nil) {
    self.stack = root.map { [$0] } ?? []
    (ownPresentation, presentation) = Self.makePresentationSlot()
    super.init(name)
  }

  /// A stack's own presentation slot, which is also where its presentation lives until it becomes a tab.
  private static func makePresentationSlot() -> (PresentationSlot, PresentationSlot) {
    let slot = PresentationSlot()
    return (slot, slot)
  }

  // MARK: Containers of its kind

  /// Makes a new, empty headless stack that runs its transitions as this one does (the same ``transitionMode``):
  /// what a coordinator gets in a test where the app makes a `UINavigationController`.
  ///
  /// See ``NavigatorKit/NavigationHost/makeStack()``.
  public func makeStack() -> any NavigationHost {
    let stack = HeadlessNavigationController("Stack")
    stack.transitionMode = transitionMode
    return stack
  }

  /// Makes a ``HeadlessTabBarController`` holding `tabs`, the first one selected: what a coordinator gets in a test
  /// where the app makes a `UITabBarController`.
  ///
  /// See ``NavigatorKit/NavigationHost/makeTabBar(_:)``.
  public func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen {
    HeadlessTabBarController(tabs: tabs)
  }

  // MARK: Stack operations

  /// Whether `screen` is a navigation stack, which cannot be pushed or be a screen of this one: a headless navigation
  /// controller, as UIKit refuses a `UINavigationController` by its class (R19).
  public func isNavigationStack(_ screen: any Screen) -> Bool {
    screen is HeadlessNavigationController
  }

  /// Pushes `screen` (R2). During a push, pop or set animation — the settle animation of a swipe included — the
  /// push is deferred until it ends (R20), and a console message is recorded. Pushing a screen that is on the
  /// stack, or a navigation stack, is refused and recorded in ``exceptions`` (R19); a deferred push is checked when
  /// it runs.
  public func push(_ screen: any Screen, animated: Bool) {
    layoutIfNeeded()
    if isStackTransitioning {
      consoleMessages.append("nested push animation can result in a corrupted navigation bar")
      deferredCalls.append(.push(screen, animated: animated))
      return
    }
    if containsIdentical(stack, screen) {
      exceptions.append(
        "NSInvalidArgumentException: \(name) is pushing the same view controller instance (\(label(screen))) "
          + "more than once which is not supported")
      return
    }
    if isNavigationStack(screen) {
      exceptions.append("NSInvalidArgumentException: Pushing a navigation controller is not supported")
      return
    }
    let oldTop = stack.last
    stack.append(screen)
    show(from: oldTop, animated: animated)
  }

  /// Pops the top screen (R3). With only the root on the stack, does nothing. During a stack transition, follows
  /// ``Readings-swift.struct/popDuringTransition``: by default nothing happens (R20).
  ///
  /// - Returns: The popped screen, or `nil`.
  @discardableResult
  public func pop(animated: Bool) -> (any Screen)? {
    layoutIfNeeded()
    guard !holdsBack(.pop(animated: animated, because: personCause), reading: readings.popDuringTransition) else {
      return nil
    }
    guard stack.count > 1 else { return nil }
    reportStackChange()
    let popped = stack.removeLast()
    show(from: popped, animated: animated)
    return popped
  }

  /// Pops until `screen` is on top, with one willShow/didShow pair for it (R4).
  ///
  /// A screen that is not on the stack is refused and recorded in ``exceptions``. When `screen` is already on top,
  /// nothing happens. During a stack transition, follows ``Readings-swift.struct/popDuringTransition``.
  ///
  /// - Returns: The popped screens in stack order; `[]` when `screen` is on top; `nil` when refused, held back by a
  ///   transition, or — with ``Readings-swift.struct/offWindowMultiPopReturnsNil`` — made off the window (R9).
  @discardableResult
  public func pop(to screen: any Screen, animated: Bool) -> [any Screen]? {
    layoutIfNeeded()
    guard !holdsBack(.popTo(screen, animated: animated), reading: readings.popDuringTransition) else { return nil }
    guard let index = lastIndexIdentical(stack, screen) else {
      exceptions.append(
        "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    if index < stack.count - 1 { reportStackChange() }
    let popped = popAbove(index, animated: animated)
    return returnsNilOffWindow ? nil : popped
  }

  /// Pops every screen but the root, with one willShow/didShow pair for the root (R5).
  ///
  /// - Returns: The popped screens in stack order; `[]` at the root; `nil` when held back by a transition, or —
  ///   with ``Readings-swift.struct/offWindowMultiPopReturnsNil`` — made off the window (R9).
  @discardableResult
  public func popToRoot(animated: Bool) -> [any Screen]? {
    layoutIfNeeded()
    guard !holdsBack(.popToRoot(animated: animated, because: personCause), reading: readings.popDuringTransition)
    else { return nil }
    if stack.count > 1 { reportStackChange() }
    let popped = stack.isEmpty ? [] : popAbove(0, animated: animated)
    return returnsNilOffWindow ? nil : popped
  }

  /// Replaces the stack with one transition, chosen by the new top screen (R7).
  ///
  /// Duplicates are refused and recorded in ``exceptions``. When the top screen does not change, no show
  /// callbacks are delivered (R7 leaves this unconfirmed; this model picks the reading with no transition). During
  /// a stack transition, follows ``Readings-swift.struct/setScreensDuringTransition``.
  public func setScreens(_ newScreens: [any Screen], animated: Bool) {
    layoutIfNeeded()
    guard !holdsBack(.setScreens(newScreens, animated: animated), reading: readings.setScreensDuringTransition)
    else { return }
    guard newScreensAreDistinct(newScreens) else { return }
    reportStackChange()
    let oldStack = stack
    stack = newScreens
    if let top = newScreens.last, top !== oldStack.last {
      show(from: oldStack.last, animated: animated)
      // R6 applies to a set that pops: the new top was below the old top, with screens skipped in between.
      if let newIndex = lastIndexIdentical(oldStack, top) {
        leaveStaleTop(oldStack.last, skipped: oldStack.count - newIndex > 2)
      }
    }
  }

  // MARK: Manual transitions

  /// Ends the oldest transition in flight: an animated transition in ``TransitionMode/manual`` mode, or the settle
  /// animation of an interactive one whose finger lifted. Then calls that were deferred during it run (R20). Does
  /// nothing when no such transition is in flight; a transition whose finger is down is ended through its
  /// ``InteractiveTransition`` first.
  public func completeTransition() {
    layoutIfNeeded()
    guard !flights.isEmpty else { return }
    let flight = flights.removeFirst()
    if flight.kind == .stack { stackFlights -= 1 }
    flight.end()
  }

  /// Ends every transition in flight, and those that the calls deferred during them start, until none is left
  /// but one whose finger is down.
  public func completeAllTransitions() {
    while !flights.isEmpty {
      completeTransition()
    }
  }

  // MARK: Machinery

  /// Whether a pop to a screen or to the root returns `nil` because the stack is off the window (R9).
  private var returnsNilOffWindow: Bool {
    !isInWindow && readings.offWindowMultiPopReturnsNil
  }

  var canBeginInteraction: Bool {
    isInWindow && !isTransitioning && !isCoveredByPresentation
  }

  func newScreensAreDistinct(_ newScreens: [any Screen]) -> Bool {
    var seen = Set<ObjectIdentifier>()
    for screen in newScreens where !seen.insert(ObjectIdentifier(screen)).inserted {
      exceptions.append(
        "NSInternalInconsistencyException: All view controllers in a navigation controller must be distinct")
      return false
    }
    return true
  }

  /// Whether `call`, made during a transition of its kind, must not run now; if the reading defers it, it is kept
  /// for the transition's end.
  func holdsBack(_ call: DeferredCall, reading: CallDuringTransition) -> Bool {
    guard isStackTransitioning else { return false }
    switch reading {
    case .proceeds:
      return false
    case .deferred:
      deferredCalls.append(call)
      return true
    case .ignored:
      return true
    }
  }

  func isModal(_ presented: any Screen) -> Bool {
    if (presented as? HeadlessScreen)?.isModalInPresentation == true { return true }
    guard readings.topScreenModalInPresentationCounts, let presentedStack = presented as? HeadlessNavigationController
    else { return false }
    return (presentedStack.stack.last as? HeadlessScreen)?.isModalInPresentation == true
  }

  func beginSwipeBack(_ reason: LeaveReason) -> InteractiveTransition? {
    layoutIfNeeded()
    // A leave guard that refuses is the gesture recogniser's delegate answering `gestureRecognizerShouldBegin`
    // with `false`: the swipe never begins.
    guard canBeginInteraction, stack.count > 1, mayPop(from: stack.count - 1, because: reason) else { return nil }
    navigationObserver?.navigationHost(self, willChangeStackBecause: reason)
    let before = stack
    let popped = stack.removeLast()
    return beginInteractiveStackTransition(.pop, from: popped, to: stack[stack.count - 1], restoring: before)
  }

  func beginInteractiveStackTransition(
    _ kind: InteractiveTransition.Kind, from: (any Screen)?, to newTop: any Screen, restoring before: [any Screen]
  ) -> InteractiveTransition {
    let context = TransitionContext(from: from, to: newTop, isInteractive: true)
    let number = startCoordinator(.made(context))
    fingerDown = .stack
    record("willShow", newTop)
    navigationObserver?.navigationHost(self, willShow: newTop, animated: true)
    return makeInteraction(kind, kind: .stack, context: context) { [weak self] cancelled in
      guard let self else { return }
      if cancelled {
        // R13: the stack is as it was, and neither willShow nor didShow comes for it.
        stack = before
        finishTransition(number)
      } else {
        // R12: didShow for the new top.
        finishTransition(number, showing: newTop)
      }
    }
  }

  /// Makes the transition object for an interaction whose finger is now down. When the finger lifts, the
  /// coordinator stops being interactive and the settle animation runs (R10a): at once in
  /// ``TransitionMode/immediate`` mode, until ``completeTransition()`` otherwise; then `settle` ends the
  /// transition, told whether it was cancelled.
  func makeInteraction(
    _ interactionKind: InteractiveTransition.Kind, kind: TransitionKind, context: TransitionContext,
    settle: @escaping (_ cancelled: Bool) -> Void
  ) -> InteractiveTransition {
    fingerDown = kind
    let flightID = nextTransitionNumber()
    return InteractiveTransition(
      kind: interactionKind,
      lift: { [weak self] interaction, finishing in
        guard let self else { return }
        fingerDown = nil
        let end = { [weak interaction] in
          interaction?.settled()
          settle(!finishing)
        }
        if transitionMode == .manual {
          flights.append(Flight(kind: kind, id: flightID, end: end))
          if kind == .stack { stackFlights += 1 }
        }
        context.interactionChanged(isInteractive: false, isCancelled: !finishing)
        if transitionMode != .manual { end() }
      },
      regrab: { [weak self] _ in
        guard let self, let index = flights.firstIndex(where: { $0.id == flightID }) else { return false }
        flights.remove(at: index)
        if kind == .stack { stackFlights -= 1 }
        fingerDown = kind
        context.interactionChanged(isInteractive: true, isCancelled: false)
        return true
      })
  }

  /// Runs the transition that presents or dismisses `presented`, then `finish`, the transition's completion blocks
  /// and the observer's end of transition. Non-animated, it runs `finish` at once, with no coordinator.
  func runPresentationTransition(
    animated: Bool, of presented: any Screen, isDismissal: Bool, finish: @escaping () -> Void
  ) {
    guard animated else {
      finish()
      return
    }
    let number = startCoordinator(.presentation(presented: presented, isDismissal: isDismissal))
    let slot = presentation
    slot.transitionsInFlight += 1
    let end = { [weak self] in
      slot.transitionsInFlight -= 1
      finish()
      self?.finishTransition(number)
    }
    if runsInFlight {
      flights.append(Flight(kind: .presentation, id: number, end: end))
    } else {
      end()
    }
  }

  /// Removes `presented` from `slot`, and everything it presents from the window (R22a): what a presented stack
  /// presents, and what the tabs of a presented tab bar present, at any depth.
  static func endPresentation(of presented: any Screen, in slot: PresentationSlot) {
    if slot.presented === presented {
      slot.presented = nil
      slot.presenter = nil
    }
    var current: (any Screen)? = presented
    while let screen = current {
      let above: PresentationSlot
      if let presentedStack = screen as? HeadlessNavigationController {
        presentedStack.presentingHost = nil
        presentedStack.isInWindow = false
        above = presentedStack.ownPresentation
      } else if let tabBar = screen as? HeadlessTabBarController {
        tabBar.isInWindow = false
        above = tabBar.presentation
      } else {
        return
      }
      current = above.presented
      above.presented = nil
      above.presenter = nil
    }
  }

  private func popAbove(_ index: Int, animated: Bool) -> [any Screen] {
    guard index < stack.count - 1 else { return [] }
    let oldTop = stack.last
    // Moved off the stack one by one rather than copied and then removed, which retained and released each twice.
    var popped: [any Screen] = []
    popped.reserveCapacity(stack.count - index - 1)
    while stack.count > index + 1 {
      popped.append(stack.removeLast())
    }
    popped.reverse()
    show(from: oldTop, animated: animated)
    leaveStaleTop(oldTop, skipped: popped.count > 1)
    return popped
  }

  /// R6: after a pop that skipped screens, the old top lingers in ``screens`` until the next layout pass.
  private func leaveStaleTop(_ oldTop: (any Screen)?, skipped: Bool) {
    guard quirks.contains(.staleStackAfterMultiPop), skipped, !isStackTransitioning, let oldTop,
      !containsIdentical(stack, oldTop)
    else { return }
    staleTop = oldTop
  }

  /// Runs the layout pass that ends the stale read of ``Quirks-swift.struct/staleStackAfterMultiPop`` (R6). Any
  /// other stack operation, and the end of a transition, lays out first too.
  public func layoutIfNeeded() {
    if staleTop != nil { staleTop = nil }
  }

  /// Runs the show callbacks for the new top: none off the window, where they wait until the stack is shown
  /// again (R9c); willShow now and didShow when the transition finished otherwise (R1).
  private func show(from oldTop: (any Screen)?, animated: Bool) {
    guard isInWindow, let top = stack.last else { return }
    guard animated else {
      // R10: a non-animated transition has no coordinator.
      record("willShow", top)
      navigationObserver?.navigationHost(self, willShow: top, animated: false)
      deliverDidShow(top, animated: false)
      return
    }
    let number = startCoordinator(.described(from: oldTop, to: top))
    let inFlight = runsInFlight
    if inFlight {
      // Weakly: the host keeps this until the transition completes, and a test may drop a host mid-transition.
      flights.append(
        Flight(kind: .stack, id: number, end: { [weak self] in self?.finishTransition(number, showing: top) }))
      stackFlights += 1
    }
    record("willShow", top)
    navigationObserver?.navigationHost(self, willShow: top, animated: true)
    if !inFlight { finishTransition(number, showing: top) }
  }

  /// Ends animated transition `number`: didShow for `top` if it showed one, the coordinator's completion blocks and
  /// the observer's end of transition, in the order ``Readings-swift.struct/didShowPrecedesCompletion`` says
  /// (R8a); then the calls deferred during it.
  func finishTransition(_ number: Int, showing top: (any Screen)? = nil) {
    if readings.didShowPrecedesCompletion {
      if let top { deliverDidShow(top, animated: true) }
      completeCoordinator(number)
      removeCoordinator(number)
      navigationObserver?.navigationHostDidEndTransition(self)
    } else {
      completeCoordinator(number)
      navigationObserver?.navigationHostDidEndTransition(self)
      if let top { deliverDidShow(top, animated: true) }
      removeCoordinator(number)
    }
    if !deferredCalls.isEmpty { replayDeferredCalls() }
  }

  /// Whether an animated transition stays in flight until ``completeTransition()``.
  private var runsInFlight: Bool {
    transitionMode == .manual && isInWindow
  }

  private func deliverDidShow(_ screen: any Screen, animated: Bool) {
    record("didShow", screen)
    navigationObserver?.navigationHost(self, didShow: screen, animated: animated)
  }

  /// R9c: the stack is back in the window; the transition UIKit deferred while it was off it runs now.
  private func announceDeferredShow() {
    guard let top = stack.last, top !== topWhenHidden else { return }
    topWhenHidden = nil
    record("willShow", top)
    navigationObserver?.navigationHost(self, willShow: top, animated: false)
    deliverDidShow(top, animated: false)
  }

  /// Runs the calls deferred during transitions, in order, while the first one may run.
  private func replayDeferredCalls() {
    guard !isReplaying else { return }
    isReplaying = true
    defer { isReplaying = false }
    while let call = deferredCalls.first, !isStillHeldBack(call) {
      deferredCalls.removeFirst()
      switch call {
      case .push(let screen, let animated): push(screen, animated: animated)
      case .pop(let animated, let reason?):
        // The person's tap, replayed: asked about what it pops now.
        if stack.count > 1, mayPop(from: stack.count - 1, because: reason) { pop(animated: animated, because: reason) }
      case .pop(let animated, nil): pop(animated: animated)
      case .popTo(let screen, let animated): pop(to: screen, animated: animated)
      case .popToRoot(let animated, let reason?):
        if stack.count > 1, mayPop(from: 1, because: reason) { popToRoot(animated: animated, because: reason) }
      case .popToRoot(let animated, nil): popToRoot(animated: animated)
      case .setScreens(let screens, let animated): setScreens(screens, animated: animated)
      case .present(let screen, let animated, let completion):
        presentScreen(screen, animated: animated, completion: completion)
      case .dismiss(let animated, let completion): dismissPresentedScreen(animated: animated, completion: completion)
      }
    }
  }

  private func isStillHeldBack(_ call: DeferredCall) -> Bool {
    if case .dismiss = call { return presentation.transitionsInFlight > 0 }
    return isStackTransitioning
  }

  func label(_ screen: any Screen) -> String {
    (screen as? HeadlessScreen)?.name ?? String(describing: type(of: screen))
  }
}
