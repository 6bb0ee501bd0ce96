import NavigatorKit

/// A navigation stack that behaves like `UINavigationController`, without UIKit, for tests on any platform.
///
/// It follows the rules in NavigatorKit's UIKit reference (`UIKIT-SEMANTICS.md`, rules R1–R14 and R19–R25; each
/// modelled rule has a test named after it):
/// - Stack operations change ``screens`` before they return (R2, R3), then call willShow and, once the transition
///   finished, didShow for the new top — one pair for a multi-screen pop or a set (R4, R5, R7).
/// - An interactive pop removes the top screen and calls willShow at once (R11); finishing calls didShow (R12);
///   cancelling restores the stack and calls neither (R13).
/// - Off the window (``isInWindow`` is `false`: an unselected tab, a stack not yet presented) the stack still
///   changes but no show callbacks are delivered (R9).
/// - Misuse that crashes UIKit is refused and recorded in ``exceptions`` (R4, R7, R19); operations that UIKit
///   defers or drops during a transition are deferred or dropped the same way, with the console message recorded
///   in ``consoleMessages`` (R20, R21, R22).
/// - A programmatic dismissal calls no presentation-controller callbacks; a sheet pulled down does (R23).
///
/// Call the ``NavigatorKit/NavigationHost`` methods on it directly to act as app code calling UIKit directly would, and
/// ``tapBackButton()``, ``beginInteractivePop()`` and ``beginInteractiveDismiss()`` to act as the person would.
///
/// ```swift
/// let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
/// let navigator = Navigator(host: host)
/// navigator.push(HeadlessScreen("Detail")) { print("Detail left") }
/// let swipe = host.beginInteractivePop()
/// swipe?.cancel()   // prints nothing
/// host.tapBackButton()  // prints "Detail left"
/// ```
@MainActor
public final class HeadlessNavigationController: HeadlessScreen, NavigationHost {
  /// The screens on the stack, root first.
  private var stack: [any Screen]

  /// The screens on the stack, root first.
  ///
  /// With ``Quirks-swift.struct/staleStackAfterMultiPop``, this briefly reads the old top screen in front of the new
  /// stack after a pop that skips screens, until ``layoutIfNeeded()`` (R6).
  public var screens: [any Screen] {
    guard let staleTop else { return stack }
    return [staleTop] + stack
  }

  /// UIKit behaviours that third parties report but that are not part of UIKit's documented contract; off by
  /// default, on one by one to test code against them.
  public struct Quirks: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set of quirks from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// R6: after a pop that skips over screens with three or more on the stack (pop to a screen, pop to root, or a
    /// set that pops), `viewControllers` briefly reads `[oldTop] + newStack` — for example `[C, A]` — until the
    /// navigation controller's next layout pass. Reported by third parties, not documented by Apple.
    public static let staleStackAfterMultiPop = Quirks(rawValue: 1 << 0)

    /// R8: on iOS 12, with the navigation controller as the window's root, the first appearance delivered didShow
    /// twice (rdar 44966342). Affects ``appear()``.
    public static let duplicateInitialDidShow = Quirks(rawValue: 1 << 1)
  }

  /// The quirks this host reproduces. None by default.
  public var quirks: Quirks = []

  /// The old top screen that ``screens`` still reads in front of the stack until the next layout pass (R6).
  private var staleTop: (any Screen)?
  /// The screen this stack presents modally, if any.
  public private(set) var presentedScreen: (any Screen)?
  /// Whether a transition is in flight: an animated one in ``TransitionMode/manual`` mode, or an interactive one.
  public private(set) var isTransitioning = false
  /// Told about finished transitions and sheet pull-downs; held weakly, like `UINavigationController.delegate`.
  public weak var navigationObserver: (any NavigationHostObserver)?
  /// How animated transitions run. ``TransitionMode/immediate`` by default.
  public var transitionMode: TransitionMode = .immediate
  /// Whether the stack is in the window. Off the window, stack changes deliver no show callbacks (R9).
  ///
  /// `true` by default. A ``HeadlessTabBarController`` sets it for its tabs; a presenting host sets it for a
  /// headless stack it presents, and clears it on dismissal.
  public var isInWindow = true

  /// What ``transitionCoordinator`` tells during a stack transition: the old and new top screens (R10).
  @MainActor
  public final class TransitionContext {
    /// The top screen before the transition: UIKit's `viewController(forKey: .from)`.
    public let from: (any Screen)?
    /// The top screen after it: UIKit's `viewController(forKey: .to)`.
    public let to: any Screen
    /// Whether the person drives it (a swipe-back).
    public let isInteractive: Bool
    /// Whether the person abandoned it. A cancelled swipe's context is still there, with this `true`, while the
    /// observer hears `navigationHostDidEndTransition(_:)` — where UIKit runs the alongside completion with
    /// `isCancelled` (R10, R13).
    public internal(set) var isCancelled = false

    init(from: (any Screen)?, to: any Screen, isInteractive: Bool) {
      self.from = from
      self.to = to
      self.isInteractive = isInteractive
    }
  }

  /// The current stack transition, like `UIViewController.transitionCoordinator` (R10): set from willShow through
  /// didShow of an animated push, pop or set — including during the synchronous callbacks of
  /// ``TransitionMode/immediate`` mode — and `nil` for a non-animated one and between transitions.
  ///
  /// It lets a test drive hand-rolled pop detection written against UIKit's transition coordinator, and see what
  /// that detection misses. The same transition gives the same object each time it is read.
  public var transitionCoordinator: TransitionContext? {
    switch transition {
    case .none:
      return nil
    case .made(let context, _):
      return context
    case .described(let from, let to, let number):
      let context = TransitionContext(from: from, to: to, isInteractive: false)
      transition = .made(context, number: number)
      return context
    }
  }

  /// The stack transition in progress. Most tests never read ``transitionCoordinator``, so for a programmatic
  /// transition its context object is made only when it is first read. Each transition has a number, so that the
  /// end of one clears only itself.
  private enum Transition {
    case none
    case described(from: (any Screen)?, to: any Screen, number: Int)
    case made(TransitionContext, number: Int)

    var number: Int? {
      switch self {
      case .none: nil
      case .described(_, _, let number), .made(_, let number): number
      }
    }
  }

  private var transition = Transition.none
  private var transitionCount = 0

  /// Starts numbering a new transition, and returns its number.
  private func nextTransitionNumber() -> Int {
    transitionCount &+= 1
    return transitionCount
  }

  /// Ends transition `number`, unless another one started since.
  private func endTransitionContext(_ number: Int) {
    if transition.number == number { transition = .none }
  }

  /// Whether ``appear()`` has delivered the first appearance's callbacks.
  public private(set) var hasAppeared = false

  /// Puts the stack in the window for the first time, as UIKit does when it first shows a navigation controller:
  /// willShow and didShow for the top screen, not animated (R8). With
  /// ``Quirks-swift.struct/duplicateInitialDidShow``, didShow comes twice (iOS 12 with the navigation controller as
  /// the window's root). Later calls only set ``isInWindow``.
  public func appear() {
    isInWindow = true
    guard !hasAppeared, let top = stack.last else { return }
    hasAppeared = true
    record("willShow", top)
    navigationObserver?.navigationHost(self, willShow: top, animated: false)
    deliverDidShow(top, animated: false)
    if quirks.contains(.duplicateInitialDidShow) {
      deliverDidShow(top, animated: false)
    }
  }
  /// The delegate callbacks this host delivered, in order, such as `"willShow(Detail)"` or `"didShow(Home)"`: the
  /// most recent ``callbackLogCapacity`` of them.
  public var callbackLog: [String] {
    (callbackRecords[oldestCallback...] + callbackRecords[..<oldestCallback]).map { "\($0.callback)(\($0.screen))" }
  }

  /// How many callbacks ``callbackLog`` keeps. A host that runs for a long time — a soak test, a benchmark — would
  /// otherwise hold every callback it ever delivered; past this many, the oldest are forgotten.
  public static let callbackLogCapacity = 1_000

  /// The log as recorded: built into strings only when read, since hosts deliver callbacks all the time. Once full,
  /// a ring: the oldest record is at `oldestCallback`, and each new one takes its place.
  private var callbackRecords: [(callback: StaticString, screen: String)] = []
  private var oldestCallback = 0

  private func record(_ callback: StaticString, _ screen: any Screen) {
    let record = (callback: callback, screen: label(screen))
    if callbackRecords.count < Self.callbackLogCapacity {
      callbackRecords.append(record)
    } else {
      callbackRecords[oldestCallback] = record
      oldestCallback = (oldestCallback + 1) % Self.callbackLogCapacity
    }
  }
  /// The exceptions UIKit would have raised for calls made directly on this host, which were refused instead.
  public private(set) var exceptions: [String] = []
  /// What UIKit would have logged to the console for calls it drops or defers.
  public private(set) var consoleMessages: [String] = []

  private var inFlight: (() -> Void)?
  /// Which screen types are navigation stacks, which cannot be pushed.
  private var hostTypes = HostTypeCache()
  private var deferredPushes: [(screen: any Screen, animated: Bool)] = []

  /// Creates a stack with `root` as its only screen, or an empty stack.
  public init(root: (any Screen)? = nil) {
    self.stack = root.map { [$0] } ?? []
    super.init("NavigationController")
  }

  /// Creates a named stack with `root` as its only screen, or an empty stack; the name appears in logs and issues.
  public init(_ name: String, root: (any Screen)? = nil) {
    self.stack = root.map { [$0] } ?? []
    super.init(name)
  }

  // MARK: Stack operations

  /// Pushes `screen` (R2). During a transition the push is deferred until it ends (R20); pushing a screen that is
  /// on the stack, or a navigation stack, is refused and recorded in ``exceptions`` (R19).
  public func push(_ screen: any Screen, animated: Bool) {
    layoutIfNeeded()
    guard isTransitioning == false else {
      consoleMessages.append("nested push animation can result in a corrupted navigation bar")
      deferredPushes.append((screen, animated))
      return
    }
    if containsIdentical(stack, screen) {
      exceptions.append(
        "NSInvalidArgumentException: \(name) is pushing the same view controller instance (\(label(screen))) "
          + "more than once which is not supported")
      return
    }
    if hostTypes.isHost(screen) {
      exceptions.append("NSInvalidArgumentException: Pushing a navigation controller is not supported")
      return
    }
    let oldTop = stack.last
    stack.append(screen)
    show(from: oldTop, animated: animated)
  }

  /// Pops the top screen (R3). With only the root on the stack, or during a transition (R20), does nothing.
  ///
  /// - Returns: The popped screen, or `nil`.
  @discardableResult
  public func pop(animated: Bool) -> (any Screen)? {
    layoutIfNeeded()
    guard dropsDuringTransition("popViewControllerAnimated:") == false, stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    show(from: popped, animated: animated)
    return popped
  }

  /// Pops until `screen` is on top, with one willShow/didShow pair for it (R4).
  ///
  /// A screen that is not on the stack is refused and recorded in ``exceptions``. When `screen` is already on top,
  /// nothing happens.
  ///
  /// - Returns: The popped screens in stack order; `[]` when `screen` is on top; `nil` when refused or dropped.
  @discardableResult
  public func pop(to screen: any Screen, animated: Bool) -> [any Screen]? {
    layoutIfNeeded()
    guard dropsDuringTransition("popToViewController:animated:") == false else { return nil }
    guard let index = lastIndexIdentical(stack, screen) else {
      exceptions.append(
        "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    return popAbove(index, animated: animated)
  }

  /// Pops every screen but the root, with one willShow/didShow pair for the root (R5).
  ///
  /// - Returns: The popped screens in stack order; `[]` at the root; `nil` when dropped during a transition.
  @discardableResult
  public func popToRoot(animated: Bool) -> [any Screen]? {
    layoutIfNeeded()
    guard dropsDuringTransition("popToRootViewControllerAnimated:") == false else { return nil }
    guard !stack.isEmpty else { return [] }
    return popAbove(0, animated: animated)
  }

  /// Replaces the stack with one transition, chosen by the new top screen (R7).
  ///
  /// Duplicates are refused and recorded in ``exceptions``. When the top screen does not change, no show
  /// callbacks are delivered (R7 leaves this unconfirmed; this model picks the reading with no transition).
  public func setScreens(_ newScreens: [any Screen], animated: Bool) {
    layoutIfNeeded()
    guard dropsDuringTransition("setViewControllers:animated:") == false else { return }
    var seen = Set<ObjectIdentifier>()
    guard newScreens.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else {
      exceptions.append(
        "NSInternalInconsistencyException: All view controllers in a navigation controller must be distinct")
      return
    }
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

  // MARK: What a person does

  /// Taps the back button: an animated pop of the top screen (R3). Does nothing at the root, off the window, or
  /// during a transition.
  public func tapBackButton() {
    guard isInWindow, !isTransitioning, presentedScreen == nil, stack.count > 1 else { return }
    pop(animated: true)
  }

  /// Starts a swipe-back from the left edge (R11): the top screen leaves ``screens`` and willShow is delivered for
  /// the screen below, at once. Finish or cancel the returned transition as the person would.
  ///
  /// - Returns: The transition, or `nil` when only the root is on the stack, the stack is off the window, something
  ///   is presented over it, or a transition is in flight.
  public func beginInteractivePop() -> InteractiveTransition? {
    layoutIfNeeded()
    guard isInWindow, !isTransitioning, presentedScreen == nil, stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    let newTop = stack[stack.count - 1]
    isTransitioning = true
    let context = TransitionContext(from: popped, to: newTop, isInteractive: true)
    let number = nextTransitionNumber()
    transition = .made(context, number: number)
    record("willShow", newTop)
    navigationObserver?.navigationHost(self, willShow: newTop, animated: true)
    return InteractiveTransition(
      kind: .pop,
      onFinish: { [self] in
        // R12: the swipe completes; didShow for the new top.
        isTransitioning = false
        deliverDidShow(newTop, animated: true)
        endTransitionContext(number)
        endTransition()
      },
      onCancel: { [self] in
        // R13: the stack is restored and neither willShow nor didShow is delivered.
        stack.append(popped)
        isTransitioning = false
        context.isCancelled = true
        navigationObserver?.navigationHostDidEndTransition(self)
        endTransitionContext(number)
        endTransition(notifying: false)
      })
  }

  // MARK: Presentation

  /// Presents `screen` (R21). When something is already presented, or a transition is in flight, nothing is
  /// presented, a console message is recorded and `completion` never runs.
  public func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
    if let presented = presentedScreen {
      consoleMessages.append(
        "Attempt to present \(label(screen)) on \(name) which is already presenting \(label(presented))")
      return
    }
    guard dropsDuringTransition("presentViewController:animated:completion:") == false else { return }
    presentedScreen = screen
    (screen as? HeadlessNavigationController)?.isInWindow = isInWindow
    run(animated: animated) {
      completion?()
    }
  }

  /// Dismisses the presented screen (R22). A programmatic dismissal delivers no presentation-controller callbacks
  /// (R23); `completion` runs once it finished. With nothing presented, nothing happens.
  public func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
    guard let presented = presentedScreen else { return }
    guard dropsDuringTransition("dismissViewControllerAnimated:completion:") == false else { return }
    run(animated: animated) { [weak self] in
      guard let self else { return }
      presentedScreen = nil
      (presented as? HeadlessNavigationController)?.isInWindow = false
      completion?()
    }
  }

  /// Starts pulling the presented sheet down (R23).
  ///
  /// If the presented screen ``HeadlessScreen/isModalInPresentation``, nothing is dismissed,
  /// `presentationControllerDidAttemptToDismiss` is logged and `nil` is returned. Otherwise
  /// `presentationControllerWillDismiss` is logged and the returned transition is in flight; finishing it dismisses
  /// the screen and tells the observer (`presentationControllerDidDismiss`); cancelling leaves it presented and
  /// tells nothing.
  ///
  /// - Returns: The transition, or `nil` when nothing is presented, the screen is modal, or a transition is in
  ///   flight.
  public func beginInteractiveDismiss() -> InteractiveTransition? {
    guard let presented = presentedScreen, !isTransitioning else { return nil }
    if (presented as? HeadlessScreen)?.isModalInPresentation == true {
      record("presentationControllerDidAttemptToDismiss", presented)
      return nil
    }
    record("presentationControllerWillDismiss", presented)
    isTransitioning = true
    return InteractiveTransition(
      kind: .dismiss,
      onFinish: { [self] in
        presentedScreen = nil
        (presented as? HeadlessNavigationController)?.isInWindow = false
        isTransitioning = false
        record("presentationControllerDidDismiss", presented)
        navigationObserver?.navigationHost(self, didDismiss: presented)
        endTransition()
      },
      onCancel: { [self] in
        isTransitioning = false
        endTransition()
      })
  }

  // MARK: Manual transitions

  /// Finishes the animated transition in flight in ``TransitionMode/manual`` mode, then applies pushes that were
  /// deferred during it (R20). Does nothing when no animated transition is in flight; an interactive transition is
  /// ended through its ``InteractiveTransition`` instead.
  public func completeTransition() {
    layoutIfNeeded()
    guard let finish = inFlight else { return }
    inFlight = nil
    isTransitioning = false
    finish()
    endTransition()
  }

  // MARK: Machinery

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
    guard quirks.contains(.staleStackAfterMultiPop), skipped, !isTransitioning, let oldTop,
      !containsIdentical(stack, oldTop)
    else { return }
    staleTop = oldTop
  }

  /// Runs the layout pass that ends the stale read of ``Quirks-swift.struct/staleStackAfterMultiPop`` (R6). Any
  /// other stack operation, and the end of a transition, lays out first too.
  public func layoutIfNeeded() {
    staleTop = nil
  }

  /// Runs the show callbacks for the new top: none off the window (R9); willShow now and didShow when the
  /// transition finished otherwise (R1).
  private func show(from oldTop: (any Screen)?, animated: Bool) {
    guard isInWindow, let top = stack.last else { return }
    // R10: an animated transition has a coordinator from willShow through didShow; a non-animated one has none.
    let number = nextTransitionNumber()
    transition = animated ? .described(from: oldTop, to: top, number: number) : .none
    record("willShow", top)
    navigationObserver?.navigationHost(self, willShow: top, animated: animated)
    // Like `run(animated:finish:)`, without allocating a closure for a transition that finishes at once.
    if runsInFlight(animated: animated) {
      isTransitioning = true
      // Weakly: the host keeps this until the transition completes, and a test may drop a host mid-transition.
      inFlight = { [weak self] in self?.finishShow(top, animated: animated, transition: number) }
    } else {
      finishShow(top, animated: animated, transition: number)
    }
  }

  private func finishShow(_ top: any Screen, animated: Bool, transition number: Int) {
    deliverDidShow(top, animated: animated)
    endTransitionContext(number)
  }

  /// Whether an animated transition stays in flight until ``completeTransition()``.
  private func runsInFlight(animated: Bool) -> Bool {
    animated && transitionMode == .manual && isInWindow
  }

  private func run(animated: Bool, finish: @escaping () -> Void) {
    if runsInFlight(animated: animated) {
      isTransitioning = true
      inFlight = finish
    } else {
      finish()
    }
  }

  private func deliverDidShow(_ screen: any Screen, animated: Bool) {
    record("didShow", screen)
    navigationObserver?.navigationHost(self, didShow: screen, animated: animated)
  }

  private func endTransition(notifying: Bool = true) {
    if notifying { navigationObserver?.navigationHostDidEndTransition(self) }
    while !isTransitioning, !deferredPushes.isEmpty {
      let (screen, animated) = deferredPushes.removeFirst()
      push(screen, animated: animated)
    }
  }

  private func dropsDuringTransition(_ selector: String) -> Bool {
    guard isTransitioning else { return false }
    consoleMessages.append("\(selector) dropped: a transition is in progress")
    return true
  }

  private func label(_ screen: any Screen) -> String {
    (screen as? HeadlessScreen)?.name ?? String(describing: type(of: screen))
  }
}
