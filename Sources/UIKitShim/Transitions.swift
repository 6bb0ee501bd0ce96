// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  // MARK: - Transition coordinators (R10, R10a, R13)

  /// The context of a transition in flight, passed to transition-coordinator blocks.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
  /// (`@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`).
  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated. Apple: …/isanimated.
    var isAnimated: Bool { get }
    /// Whether the person's finger still drives the transition. Apple: …/isinteractive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled. Apple: …/iscancelled.
    var isCancelled: Bool { get }
    /// Whether the transition started interactively. Apple: …/initiallyinteractive.
    var initiallyInteractive: Bool { get }
  }

  /// The object that runs a view-controller transition and calls back around it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  /// (`@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`).
  @MainActor
  public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` once it ends, finished or cancelled; returns whether
    /// the blocks were queued. UIKit's `completion` defaults to `nil`; a protocol requirement cannot have a default
    /// argument, so callers pass it.
    ///
    /// Apple: …/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Runs `handler` when an interactive transition stops being driven by the finger (iOS 10).
    ///
    /// Apple: …/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  }

  /// An object that animates a custom transition.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
  /// (`@MainActor protocol … : NSObjectProtocol`). No members: the adapter only passes one along.
  @MainActor
  public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

  /// An object that drives a custom transition interactively.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
  /// (`@MainActor protocol … : NSObjectProtocol`). No members: the adapter only passes one along.
  @MainActor
  public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

  /// The double's transition coordinator: it exists while its transition runs and is released when it ends (R27).
  @MainActor
  final class ShimTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated = true
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let initiallyInteractive: Bool
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false

    init(interactive: Bool) {
      isInteractive = interactive
      initiallyInteractive = interactive
    }

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      guard !hasEnded else { return false }
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
      interactionHandlers.append(handler)
    }

    /// R13.1: the interaction handlers run when the finger lifts, with `isCancelled` already known.
    func interactionEnded(cancelled: Bool) {
      isInteractive = false
      isCancelled = cancelled
      for handler in interactionHandlers { handler(self) }
    }

    /// R10: the completion blocks run for a finished and for a cancelled transition.
    func runCompletions() {
      hasEnded = true
      let blocks = completions
      completions = []
      for block in blocks { block(self) }
    }
  }

  // MARK: - Gesture recognisers (R11, R11a)

  /// A gesture recogniser; here, the navigation controller's pop gestures.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer (`@MainActor class`).
  @MainActor
  open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recogniser (declared in UIKitShimEnums, `@nonexhaustive`).
    /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state.
    public typealias State = UIGestureRecognizerState

    /// The recogniser's state. Apple: …/uigesturerecognizer/state.
    open internal(set) var state: State = .possible

    /// Whether the recogniser is enabled. Apple: …/uigesturerecognizer/isenabled.
    open var isEnabled = true

    /// The recogniser's delegate, held weakly (R27). Apple: …/uigesturerecognizer/delegate.
    ///
    /// Assigning it reads which optional methods the delegate responds to, once: the recogniser sends those, and only
    /// those, until the next assignment (see ``ShimMessageForwarding``).
    open weak var delegate: (any UIGestureRecognizerDelegate)? {
      didSet {
        delegateMethods = UIKitShimRuntime.respondedMethods(
          of: delegate, among: UIGestureRecognizer.delegateMethodNames)
      }
    }

    private var delegateMethods: Set<String> = []

    static let delegateMethodNames = [
      "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
      "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
    ]

    private var actions: [(UIGestureRecognizer) -> Void] = []

    /// Creates a recogniser with no target.
    public override init() {
      super.init()
    }

    /// Stands in for `addTarget(_:action:)`, which needs the Objective-C runtime: `action` runs at every state change,
    /// after the actions added before it (UIKit's own first), as target/action does.
    public func shimAddAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      actions.append(action)
    }

    func setState(_ newState: State) {
      state = newState
      guard let uikits = actions.first else { return }
      let others = actions.dropFirst()
      if UIKitShimRuntime.gestureTargetsRunBeforeUIKits {
        for action in others { action(self) }
        uikits(self)
      } else {
        uikits(self)
        for action in others { action(self) }
      }
    }

    /// A touch lands where this recogniser and `others` could recognise: the delegate is asked how they relate, then
    /// whether this one may begin — each only if it responded to the method when it was assigned.
    ///
    /// - Returns: Whether the recogniser may begin.
    func touchBegan(alongside others: [UIGestureRecognizer]) -> Bool {
      for other in others {
        _ = UIKitShimRuntime.send(Self.delegateMethodNames[1], to: delegate, cached: delegateMethods) {
          $0.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
        }
        _ = UIKitShimRuntime.send(Self.delegateMethodNames[2], to: delegate, cached: delegateMethods) {
          $0.gestureRecognizer(self, shouldRequireFailureOf: other)
        }
        _ = UIKitShimRuntime.send(Self.delegateMethodNames[3], to: delegate, cached: delegateMethods) {
          $0.gestureRecognizer(self, shouldBeRequiredToFailBy: other)
        }
      }
      return UIKitShimRuntime.send(Self.delegateMethodNames[0], to: delegate, cached: delegateMethods) {
        $0.gestureRecognizerShouldBegin(self)
      } ?? true
    }
  }

  /// A finger on the screen. Apple: https://developer.apple.com/documentation/uikit/uitouch (`@MainActor class`).
  @MainActor
  open class UITouch: NSObject {}

  /// A press of a physical button. Apple: https://developer.apple.com/documentation/uikit/uipress (`@MainActor class`).
  @MainActor
  open class UIPress: NSObject {}

  /// An event: touches, presses, motion.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uievent (`@MainActor class`).
  @MainActor
  open class UIEvent: NSObject {}

  /// The methods a gesture recogniser's delegate may implement; in UIKit every one is optional. The double sends the
  /// first four; the three `shouldReceive` methods are declared so that a proxy can implement them.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
  /// (`@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`).
  @MainActor
  public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recogniser may leave the possible state and begin; `false` makes it fail.
    /// Apple: …/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether the two recognisers may recognise at once.
    /// Apple: …/gesturerecognizer(_:shouldrecognizesimultaneouslywith:).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` must fail first. Apple: …/gesturerecognizer(_:shouldrequirefailureof:).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether this recogniser must fail before `otherGestureRecognizer` may begin.
    /// Apple: …/gesturerecognizer(_:shouldberequiredtofailby:).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether the recogniser may see `touch`. Apple: …/gesturerecognizer(_:shouldreceive:)-(_,uitouch).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Whether the recogniser may see `press`. Apple: …/gesturerecognizer(_:shouldreceive:)-(_,uipress).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool

    /// Whether the recogniser may see `event` (iOS 13.4). Apple: …/gesturerecognizer(_:shouldreceive:)-(_,uievent).
    @available(iOS 13.4, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
  }

  // "Not implemented": UIKit's behaviour for a delegate without the method — or, for an object that claimed it, the
  // runtime's forwarding and its "unrecognized selector" crash (see `ShimMessageForwarding`).
  extension UIGestureRecognizerDelegate {
    /// Not implemented: the recogniser sees the touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldReceiveTouch:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
      } ?? true
    }

    /// Not implemented: the recogniser sees the press.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldReceivePress:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(gestureRecognizer, shouldReceive: press)
      } ?? true
    }

    /// Not implemented: the recogniser sees the event.
    @available(iOS 13.4, *)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldReceiveEvent:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(gestureRecognizer, shouldReceive: event)
      } ?? true
    }

    /// Not implemented: the recogniser may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizerShouldBegin(_:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizerShouldBegin(gestureRecognizer)
      } ?? true
    }

    /// Not implemented: not simultaneously.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
      } ?? false
    }

    /// Not implemented: no failure requirement.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldRequireFailureOf:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
      } ?? false
    }

    /// Not implemented: no failure requirement.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      UIKitShimRuntime.unimplemented("gestureRecognizer(_:shouldBeRequiredToFailBy:)", on: self) {
        ($0 as? any UIGestureRecognizerDelegate)?.gestureRecognizer(
          gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
      } ?? false
    }
  }
#endif
