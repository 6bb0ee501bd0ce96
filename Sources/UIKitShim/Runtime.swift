// UIKitShim: a small behavioural double of UIKit, for running NavigatorKit's UIKit adapter on Linux
// (`swift test --traits UIKitShim`). See README.md next to this file.
//
// Rules for this module:
// - Every declaration that stands for a UIKit one has the Swift signature of Apple's iOS SDK (names, labels,
//   optionality, `@MainActor`, `open`, `weak`, unavailable initialisers), checked against the page named in its doc
//   comment. Its enumerations (in UIKitShimEnums) are `@nonexhaustive`, as UIKit's are not frozen.
// - Behaviour follows the UIKit rules the headless stack in NavigatorKitTesting follows (R1–R27), one rule at a time;
//   each behaviour names its rule. What a test drives (a finger, the end of an animation) is a `shim`-prefixed member
//   that does not exist in UIKit, so adapter code can never call it by mistake without `#if UIKitShim`.
// - Where UIKit relies on the Objective-C runtime (key-value observing, target/action), the double offers the same
//   Swift spelling where Foundation on Apple platforms has one (`observe(_:options:changeHandler:)`), and a
//   `shim`-prefixed stand-in otherwise (`shimAddAction(_:)` for `addTarget(_:action:)`).

// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  @_exported import Foundation
  @_exported import UIKitShimEnums

  /// The double's clock and log: animations in flight, and what UIKit would print to the console.
  ///
  /// Tests end animations with ``finishAnimations()``; nothing advances by itself.
  @MainActor
  public enum UIKitShimRuntime {
    /// Messages UIKit would log: refused presentations, nested transitions, a delegate replaced during its dismissal.
    public static var log: [String] = []

    /// Whether `didShow` comes before the transition coordinator's completion blocks at the end of a stack transition
    /// (R8a, undocumented: either order must work).
    public static var didShowBeforeCoordinatorCompletion = false

    /// Whether a gesture recogniser's other targets hear a state change before UIKit's own target does. UIKit does not
    /// document the order; with `true`, an app's target hears a swipe-back's `.began` before the pop has started.
    public static var gestureTargetsRunBeforeUIKits = false

    /// What would have stopped the app on a device: "unrecognized selector sent to instance", a navigation controller
    /// frozen by a swipe-back with nothing to pop. The adapter tests fail when anything is recorded here.
    public static var crashes: [String] = []

    /// Whether key-value observing of a `delegate` property reports an assignment. UIKit does not promise that its
    /// properties are observable; with `false`, nothing is reported.
    public static var delegateObservationFires = true

    /// Whether a pull-down's `presentationControllerDidDismiss(_:)` comes before the transition coordinator's
    /// completion blocks (UIKit does not document the order).
    public static var didDismissBeforeCoordinatorCompletion = false

    /// Whether assigning a navigation controller's `delegate` (once its view is loaded) gives the pop gestures UIKit's
    /// own delegate again, replacing one set on them.
    public static var delegateAssignmentRewiresPopGestures = true

    /// Whether assigning a navigation-controller delegate that implements
    /// `navigationController(_:animationControllerFor:from:to:)` leaves the pop gestures without a delegate, as
    /// reported on iOS 26.
    public static var customAnimatorUnwiresPopGestures = true

    /// Whether a pop, pop-to or pop-to-root made while a transition of the stack runs is dropped (`true`) or replayed
    /// once the transition ends (`false`); it returns `nil` either way. R20a: QMUI issues 1226 and 1529 report the `nil`;
    /// QMUI's log text says UIKit replays the pop afterwards; Apple documents neither.
    public static var popsDuringTransitionAreDropped = true

    /// Whether iOS 26's content swipe is created at the navigation controller's first appearance (`true`) or, with the
    /// edge swipe, when its view loads (`false`). Apple's page for `interactiveContentPopGestureRecognizer` gives no
    /// time; the edge swipe is created with the view (issue 24's review).
    public static var contentPopGestureCreatedAtFirstAppearance = true

    /// How many times code read a navigation controller's `viewControllers` or `topViewController`: what an idle pass
    /// of the run loop costs, measured (Benchmarks/README.md). UIKit copies the array at each read of `viewControllers`.
    public static var stackReads = 0

    /// Objects that answer the run loop's "about to sleep", which comes at the end of ``finishAnimations()``, in the
    /// order CFRunLoop calls them: by `order`, then by when they were added (R35).
    static var runLoopObservers: [RunLoopObserverEntry] = []

    /// How many run-loop observers were ever added: the insertion rank of the next one.
    static var runLoopObserversAdded = 0

    /// Transitions whose animation is running, oldest first.
    static var running: [Transition] = []

    /// How deep the double is inside a transition's completion (UIKit's `completeTransition`).
    static var completingTransitions = 0

    /// Whether code is running inside the end of a transition, where UIKit defers pushes (R20).
    public static var isCompletingTransition: Bool { completingTransitions > 0 }

    /// Lets every animation that is not waiting for a finger run to its end, oldest first, including those started by
    /// completions; then the main run loop is about to sleep (``runLoopTurn()``).
    public static func finishAnimations() {
      while let next = running.first(where: { !$0.isWaitingForFinger }) {
        next.finish()
      }
      runLoopTurn()
    }

    /// The main run loop is about to sleep (`CFRunLoopActivity.beforeWaiting`): every ``ShimRunLoopObserver`` runs.
    ///
    /// On a device this comes after every pass of events — while animations run, while a finger is down, while a sheet
    /// is being dismissed — so a test may call it at any point, not only once animations ended.
    ///
    /// The observers run by their `order`, lowest first, and in the order they were added where the orders are equal,
    /// as CFRunLoop calls them (R35; `CFRunLoopObserverCreate`'s `order` parameter). One that is invalidated during the
    /// turn, by an observer that ran before it, does not run.
    public static func runLoopTurn() {
      for entry in runLoopObservers where entry.observer != nil {
        // An observer that ran earlier in this turn may have invalidated this one.
        guard runLoopObservers.contains(where: { $0.observer === entry.observer }) else { continue }
        entry.handler()
      }
    }

    /// Forgets the log and every transition in flight; for the start of a test.
    public static func reset() {
      log = []
      crashes = []
      sending = []
      runLoopObservers = []
      delegateObservationFires = true
      didDismissBeforeCoordinatorCompletion = false
      delegateAssignmentRewiresPopGestures = true
      customAnimatorUnwiresPopGestures = true
      popsDuringTransitionAreDropped = true
      contentPopGestureCreatedAtFirstAppearance = true
      running = []
      stackReads = 0
      completingTransitions = 0
      didShowBeforeCoordinatorCompletion = false
      gestureTargetsRunBeforeUIKits = false
      if navigationControllerShouldPopCategory != nil { navigationControllerShouldPopCategory = nil }
    }
  }

  /// One animated transition in flight: its coordinator, and what to do when it ends.
  @MainActor
  final class Transition {
    let coordinator: ShimTransitionCoordinator
    /// The view controller whose `transitionCoordinator` reports it (with its descendants).
    weak var owner: UIViewController?
    /// The view controller presented or dismissed, which reports it too (with its descendants): Apple's page for
    /// `transitionCoordinator` — "When a presentation or dismissal is in progress, this method returns the transition
    /// coordinator object associated with that transition" — names no side, and the presented view controller takes
    /// part in it.
    weak var presented: UIViewController?
    private let onEnd: (ShimTransitionCoordinator) -> Void
    private(set) var isWaitingForFinger: Bool

    /// Starts a transition. An interactive one waits for a finger (a swipe-back, a pull-down) unless
    /// `drivenByAnimator`: an interaction controller the delegate supplied drives it by itself and ends its
    /// interaction when its animation ends (Hero's `HeroTransition`, whose `wantsInteractiveStart` is `true`, R34).
    init(
      owner: UIViewController, presenting presented: UIViewController? = nil, interactive: Bool,
      drivenByAnimator: Bool = false, onEnd: @escaping (ShimTransitionCoordinator) -> Void
    ) {
      coordinator = ShimTransitionCoordinator(interactive: interactive)
      self.owner = owner
      self.presented = presented
      self.onEnd = onEnd
      isWaitingForFinger = interactive && !drivenByAnimator
      UIKitShimRuntime.running.append(self)
    }

    /// The finger lifted: the transition becomes non-interactive and settles (R10a).
    func release(cancelled: Bool) {
      guard isWaitingForFinger else { return }
      isWaitingForFinger = false
      coordinator.interactionEnded(cancelled: cancelled)
    }

    /// The animation reached its end: UIKit's `completeTransition`. A transition still interactive — one an
    /// interaction controller drives — first finishes its interaction (`finishInteractiveTransition`), which the
    /// coordinator's interaction handlers hear (R10a).
    func finish() {
      if coordinator.isInteractive { coordinator.interactionEnded(cancelled: false) }
      UIKitShimRuntime.running.removeAll { $0 === self }
      UIKitShimRuntime.completingTransitions += 1
      defer { UIKitShimRuntime.completingTransitions -= 1 }
      onEnd(coordinator)
    }

    static func running(for viewController: UIViewController) -> Transition? {
      UIKitShimRuntime.running.last { $0.owner === viewController || $0.presented === viewController }
    }
  }

  // MARK: - The Objective-C runtime, as a delegate sees it

  /// Stands in for the Objective-C runtime's `responds(to:)` and `forwardingTarget(for:)`, which Linux has not, for an
  /// object that answers them itself — a delegate proxy.
  ///
  /// A selector is named by the Swift method it stands for (`"gestureRecognizerShouldBegin(_:)"`). UIKit asks
  /// `responds(to:)` for each optional delegate method when a delegate is assigned and caches the answers; it then sends
  /// the methods that were answered `true`, whatever the delegate would answer later. A message an object claimed but
  /// does not implement goes to its forwarding target; with none, the app stops with "unrecognized selector sent to
  /// instance" — recorded in ``UIKitShimRuntime/crashes``. An object that does not adopt this protocol answers
  /// `responds(to:)` for the methods it implements, which Swift cannot list: the double takes it to implement every one
  /// and gives UIKit's answer for those it does not — the same as not calling them.
  @MainActor
  public protocol ShimMessageForwarding: AnyObject {
    /// `responds(to:)`: whether a message for `method` may be sent to this object.
    func shimResponds(to method: String) -> Bool
    /// `forwardingTarget(for:)`: where a message for `method` that this object does not implement goes, if anywhere.
    func shimForwardingTarget(for method: String) -> AnyObject?
  }

  extension UIKitShimRuntime {
    /// The messages UIKit is sending right now, innermost last: the receiver and the method.
    static var sending: [(receiver: ObjectIdentifier, method: String)] = []

    /// What UIKit reads from a delegate when it is assigned: the optional methods among `methods` it responds to.
    static func respondedMethods(of delegate: AnyObject?, among methods: [String]) -> Set<String> {
      guard let delegate else { return [] }
      guard let runtime = delegate as? any ShimMessageForwarding else { return Set(methods) }
      return Set(methods.filter { runtime.shimResponds(to: $0) })
    }

    /// `responds(to:)` of `object` for `method`; `false` for `nil`.
    public static func responds(_ object: AnyObject?, to method: String) -> Bool {
      respondedMethods(of: object, among: [method]).contains(method)
    }

    /// UIKit sends `method` to `delegate` if the answers it cached at assignment say the delegate responds to it.
    ///
    /// - Returns: The delegate's answer; `nil` when UIKit does not send the message.
    static func send<Delegate, Result>(
      _ method: String, to delegate: Delegate?, cached: Set<String>, _ message: (Delegate) -> Result
    ) -> Result? {
      guard let delegate, cached.contains(method) else { return nil }
      sending.append((ObjectIdentifier(delegate as AnyObject), method))
      defer { sending.removeLast() }
      return message(delegate)
    }

    /// Called by a delegate protocol's default implementation, which stands for "not implemented": forwards the
    /// message as the runtime does, or — when UIKit sent it to an object that claimed it — records the crash.
    ///
    /// - Returns: The forwarding target's answer; `nil` when the message was not forwarded.
    public static func unimplemented<Result>(
      _ method: String, on object: AnyObject, forward: (AnyObject) -> Result?
    ) -> Result? {
      guard let runtime = object as? any ShimMessageForwarding else { return nil }
      if let target = runtime.shimForwardingTarget(for: method), target !== object {
        if let result = forward(target) { return result }
      }
      if let last = sending.last, last.receiver == ObjectIdentifier(object), last.method == method {
        crash("-[\(type(of: object)) \(method)]: unrecognized selector sent to instance")
      }
      return nil
    }

    /// Records what stops the app on a device; adapter tests fail when anything is recorded.
    public static func crash(_ message: String) {
      crashes.append(message)
    }
  }

  /// Stands in for a `CFRunLoopObserver` on the main run loop that watches `.beforeWaiting`, repeating: `handler` runs
  /// each time the run loop is about to sleep — in the double, at the end of ``UIKitShimRuntime/finishAnimations()``.
  ///
  /// Observers run by `order`, then in the order they were added, as CFRunLoop calls them (R35): an observer added at
  /// order 0 runs before one added earlier at a higher order, and after one added earlier at the same order.
  @MainActor
  public final class ShimRunLoopObserver {
    /// Starts observing, at `order` (`CFRunLoopObserverCreate`'s `order`; UIKit's own commit observers sit near
    /// 2,000,000).
    public init(order: Int = 0, _ handler: @escaping @MainActor () -> Void) {
      let rank = UIKitShimRuntime.runLoopObserversAdded
      UIKitShimRuntime.runLoopObserversAdded += 1
      let entry = RunLoopObserverEntry(observer: self, order: order, rank: rank, handler: handler)
      let observers = UIKitShimRuntime.runLoopObservers
      let index = observers.firstIndex { ($0.order, $0.rank) > (order, rank) } ?? observers.count
      UIKitShimRuntime.runLoopObservers.insert(entry, at: index)
    }

    /// Stops observing, as `CFRunLoopObserverInvalidate` does.
    public func invalidate() {
      UIKitShimRuntime.runLoopObservers.removeAll { $0.observer === self || $0.observer == nil }
    }

    deinit {
      MainActor.assumeIsolated { UIKitShimRuntime.runLoopObservers.removeAll { $0.observer == nil } }
    }
  }

  /// One observer on the main run loop, with what orders it among the others.
  @MainActor
  struct RunLoopObserverEntry {
    weak var observer: ShimRunLoopObserver?
    let order: Int
    /// When it was added, among all observers ever added.
    let rank: Int
    let handler: () -> Void
  }
#endif

#if UIKitShim
  extension UIKitShimRuntime {
    /// The Objective-C selector of each optional method of the double's delegate protocols, by the name the double
    /// gives the method (the Swift name; for the overloaded `gestureRecognizer(_:shouldReceive:)`, the parameter's
    /// type in the label: `gestureRecognizer(_:shouldReceiveTouch:)`).
    ///
    /// Written from the Objective-C declarations on Apple's page for each method (the SDK headers), independently of
    /// NavigatorKit's adapter, so that a test can hold the selectors the adapter ships for `responds(to:)` — which only
    /// an Apple platform compiles — to these.
    public static let objectiveCSelectors: [String: String] = [
      // UINavigationControllerDelegate
      "navigationController(_:willShow:animated:)": "navigationController:willShowViewController:animated:",
      "navigationController(_:didShow:animated:)": "navigationController:didShowViewController:animated:",
      "navigationControllerSupportedInterfaceOrientations(_:)": "navigationControllerSupportedInterfaceOrientations:",
      "navigationControllerPreferredInterfaceOrientationForPresentation(_:)":
        "navigationControllerPreferredInterfaceOrientationForPresentation:",
      "navigationController(_:interactionControllerFor:)":
        "navigationController:interactionControllerForAnimationController:",
      "navigationController(_:animationControllerFor:from:to:)":
        "navigationController:animationControllerForOperation:fromViewController:toViewController:",
      // UIAdaptivePresentationControllerDelegate and UIPopoverPresentationControllerDelegate
      "adaptivePresentationStyle(for:)": "adaptivePresentationStyleForPresentationController:",
      "adaptivePresentationStyle(for:traitCollection:)":
        "adaptivePresentationStyleForPresentationController:traitCollection:",
      "presentationController(_:viewControllerForAdaptivePresentationStyle:)":
        "presentationController:viewControllerForAdaptivePresentationStyle:",
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)":
        "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:",
      "presentationController(_:prepare:)": "presentationController:prepareAdaptivePresentationController:",
      "presentationControllerShouldDismiss(_:)": "presentationControllerShouldDismiss:",
      "presentationControllerWillDismiss(_:)": "presentationControllerWillDismiss:",
      "presentationControllerDidDismiss(_:)": "presentationControllerDidDismiss:",
      "presentationControllerDidAttemptToDismiss(_:)": "presentationControllerDidAttemptToDismiss:",
      "prepareForPopoverPresentation(_:)": "prepareForPopoverPresentation:",
      // UISheetPresentationControllerDelegate
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)":
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier:",
      // UIGestureRecognizerDelegate
      "gestureRecognizerShouldBegin(_:)": "gestureRecognizerShouldBegin:",
      "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)":
        "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
      "gestureRecognizer(_:shouldRequireFailureOf:)": "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:",
      "gestureRecognizer(_:shouldBeRequiredToFailBy:)": "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:",
      "gestureRecognizer(_:shouldReceiveTouch:)": "gestureRecognizer:shouldReceiveTouch:",
      "gestureRecognizer(_:shouldReceivePress:)": "gestureRecognizer:shouldReceivePress:",
      "gestureRecognizer(_:shouldReceiveEvent:)": "gestureRecognizer:shouldReceiveEvent:",
      // UITabBarControllerDelegate
      "tabBarController(_:shouldSelect:)": "tabBarController:shouldSelectViewController:",
      "tabBarController(_:didSelect:)": "tabBarController:didSelectViewController:",
      "tabBarController(_:animationControllerForTransitionFrom:to:)":
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
      "tabBarController(_:interactionControllerFor:)": "tabBarController:interactionControllerForAnimationController:",
      "tabBarControllerSupportedInterfaceOrientations(_:)": "tabBarControllerSupportedInterfaceOrientations:",
      "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)":
        "tabBarControllerPreferredInterfaceOrientationForPresentation:",
      "tabBarController(_:willBeginCustomizing:)": "tabBarController:willBeginCustomizingViewControllers:",
      "tabBarController(_:willEndCustomizing:changed:)": "tabBarController:willEndCustomizingViewControllers:changed:",
      "tabBarController(_:didEndCustomizing:changed:)": "tabBarController:didEndCustomizingViewControllers:changed:",
      "tabBarController(_:shouldSelectTab:)": "tabBarController:shouldSelectTab:",
      "tabBarController(_:didSelectTab:previousTab:)": "tabBarController:didSelectTab:previousTab:",
      // UINavigationBarDelegate
      "navigationBar(_:shouldPop:)": "navigationBar:shouldPopItem:",
    ]
  }
#endif
