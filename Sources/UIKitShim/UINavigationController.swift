// MARK: - Navigation controller (R1–R13, R19, R20)

/// A container view controller that manages a stack of view controllers.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller (`@MainActor class`; designated
/// `init(rootViewController:)`, `init(nibName:bundle:)`, required `init?(coder:)`).
///
/// The double is always on screen: every transition reports willShow and didShow (R9's off-window silence is not
/// modelled). Animated transitions run until ``UIKitShimRuntime/finishAnimations()``; the pop gestures are driven
/// with ``shimBeginInteractivePop(fromContent:)`` and ``shimEndInteractivePop(cancelled:)``.
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private var stackTransition: Transition?
  private var deferredPushes: [(UIViewController, Bool)] = []
  private let delegateObservers = DelegateObservers()
  private var swipeCancels = false
  private var edgePop = UIGestureRecognizer()
  private var contentPop = UIGestureRecognizer()

  /// Creates a navigation controller with `rootViewController` on its stack.
  ///
  /// Apple: …/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setUpGestures()
    adopt(rootViewController)
    stack = [rootViewController]
  }

  /// Creates an empty navigation controller. Apple: …/uinavigationcontroller/init(nibname:bundle:).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpGestures()
  }

  /// Creates a navigation controller from an archive. Apple: …/uinavigationcontroller/init(coder:).
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUpGestures()
  }

  /// The view controllers on the stack, root first; assigning equals a non-animated ``setViewControllers(_:animated:)``.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack. Apple: …/uinavigationcontroller/topviewcontroller.
  open var topViewController: UIViewController? { stack.last }

  /// The navigation controller's delegate, held weakly (R1, R27).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  open weak var delegate: (any UINavigationControllerDelegate)? {
    didSet { delegateObservers.notify() }
  }

  /// The edge swipe that pops the top view controller (R11). Apple: …/interactivepopgesturerecognizer.
  @available(tvOS, unavailable)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePop }

  /// The swipe from anywhere in the content that pops the top view controller, new in iOS 26 (R11a).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  @available(iOS 26.0, *)
  @available(tvOS, unavailable)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPop }

  /// Stands in for key-value observing of `delegate`; see ``NSKeyValueObservation``.
  public func observe(
    _ keyPath: KeyPath<UINavigationController, (any UINavigationControllerDelegate)?>,
    options: NSKeyValueObservingOptions = [],
    changeHandler:
      @escaping (UINavigationController, NSKeyValueObservedChange<(any UINavigationControllerDelegate)?>) -> Void
  ) -> NSKeyValueObservation {
    precondition(keyPath == \UINavigationController.delegate, "The double observes only `delegate`.")
    return delegateObservers.add { [unowned self] in
      changeHandler(self, NSKeyValueObservedChange(newValue: delegate, oldValue: nil))
    }
  }

  // MARK: Stack operations

  /// Pushes a view controller (R2). Pushing one already on the stack raises (R19); a push made while a transition of
  /// this stack runs is deferred until it ends (R20); one made inside the end of a transition logs UIKit's "nested
  /// push animation" warning.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported")
    if UIKitShimRuntime.isCompletingTransition && animated {
      UIKitShimRuntime.log.append("nested push animation can result in corrupted navigation bar")
    }
    if stackTransition != nil {
      deferredPushes.append((viewController, animated))
      return
    }
    adopt(viewController)
    change(to: stack + [viewController], operation: .push, animated: animated)
  }

  /// Pops the top view controller and returns it; `nil` with only the root (R3).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack[stack.count - 1]
    change(to: Array(stack.dropLast()), operation: .pop, animated: animated)
    return popped
  }

  /// Pops until `viewController` is on top and returns the popped ones, root-most first (R4). Raises when
  /// `viewController` is not on the stack.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist.")
    }
    let popped = Array(stack[(index + 1)...])
    change(to: Array(stack[...index]), operation: .pop, animated: animated)
    return popped
  }

  /// Pops every view controller but the root and returns them, root-most first (R5).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack (R7): the new top decides the transition — a pop if it was on the old stack, a push if not,
  /// none (and no delegate call) if it is the old top. Duplicates raise.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    precondition(
      Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
      "All view controllers in a navigation controller must be distinct")
    let operation: Operation =
      stack.contains { $0 === viewControllers.last } ? .pop : .push
    for viewController in viewControllers { adopt(viewController) }
    change(to: viewControllers, operation: operation, animated: animated)
  }

  private func adopt(_ viewController: UIViewController) {
    viewController.parentStorage = self
  }

  /// Sets the stack at once, then runs the transition to its new top: willShow, and didShow at once or when the
  /// animation ends (R1, R2, R10).
  private func change(to newStack: [UIViewController], operation: Operation, animated: Bool) {
    let oldTop = stack.last
    for removed in stack where !newStack.contains(where: { $0 === removed }) && removed.parentStorage === self {
      removed.parentStorage = nil
    }
    stack = newStack
    guard let newTop = stack.last, newTop !== oldTop else { return }
    guard animated, let oldTop else {
      delegate?.navigationController(self, willShow: newTop, animated: animated)
      delegate?.navigationController(self, didShow: newTop, animated: animated)
      return
    }
    if let animator = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
    {
      _ = delegate?.navigationController(self, interactionControllerFor: animator)
    }
    stackTransition = Transition(owner: self, interactive: false) { [weak self] coordinator in
      self?.endTransition(coordinator, showing: newTop, restoring: nil)
    }
    delegate?.navigationController(self, willShow: newTop, animated: true)
  }

  /// UIKit's `completeTransition` for a stack transition: a cancelled one restores the stack and calls neither
  /// willShow nor didShow (R13); a finished one calls didShow (R12). Deferred pushes run afterwards (R20).
  private func endTransition(
    _ coordinator: ShimTransitionCoordinator, showing newTop: UIViewController, restoring oldStack: [UIViewController]?
  ) {
    stackTransition = nil
    if coordinator.isCancelled, let oldStack {
      for viewController in oldStack { adopt(viewController) }
      stack = oldStack
      coordinator.runCompletions()
    } else if UIKitShimRuntime.didShowBeforeCoordinatorCompletion {
      delegate?.navigationController(self, didShow: newTop, animated: true)
      coordinator.runCompletions()
    } else {
      coordinator.runCompletions()
      delegate?.navigationController(self, didShow: newTop, animated: true)
    }
    let pushes = deferredPushes
    deferredPushes = []
    for (viewController, animated) in pushes { pushViewController(viewController, animated: animated) }
  }

  // MARK: Interactive pop (R11–R13, R11a)

  private func setUpGestures() {
    // UIKit's own target comes first, so the pop has begun when any other target hears `.began`.
    for recognizer in [edgePop, contentPop] {
      recognizer.shimAddAction { [weak self] in self?.popGestureChanged($0) }
    }
  }

  private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
    switch recognizer.state {
    case .began: beginInteractivePop()
    case .ended, .cancelled: stackTransition?.release(cancelled: swipeCancels || recognizer.state == .cancelled)
    default: break
    }
  }

  private func beginInteractivePop() {
    let oldStack = stack
    stack.removeLast()
    let newTop = stack[stack.count - 1]
    stackTransition = Transition(owner: self, interactive: true) { [weak self] coordinator in
      self?.endTransition(coordinator, showing: newTop, restoring: oldStack)
    }
    delegate?.navigationController(self, willShow: newTop, animated: true)
  }

  /// The person starts a swipe-back: from the left edge, or (iOS 26) from anywhere in the content.
  ///
  /// The gesture fails with only the root on the stack, while a transition runs, or when the recogniser's delegate
  /// answers `gestureRecognizerShouldBegin(_:)` with `false`. Otherwise UIKit's own target pops
  /// interactively — the top leaves `viewControllers` and willShow runs once (R11) — then every other target hears
  /// `.began`.
  ///
  /// - Returns: Whether the swipe began.
  @discardableResult
  public func shimBeginInteractivePop(fromContent: Bool = false) -> Bool {
    let recognizer = fromContent ? contentPop : edgePop
    guard stack.count > 1, stackTransition == nil, recognizer.isEnabled,
      recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    else {
      recognizer.setState(.failed)
      recognizer.setState(.possible)
      return false
    }
    recognizer.setState(.began)
    recognizer.setState(.changed)
    return true
  }

  /// The person lifts the finger: the swipe settles back (`cancelled`, R13) or completes (R12) when the animation
  /// ends, at ``UIKitShimRuntime/finishAnimations()``.
  public func shimEndInteractivePop(cancelled: Bool) {
    swipeCancels = cancelled
    for recognizer in [edgePop, contentPop] where recognizer.state == .began || recognizer.state == .changed {
      recognizer.setState(.ended)
      recognizer.setState(.possible)
    }
  }

  /// The kind of transition a navigation controller runs (declared in UIKitShimEnums, which is built with library
  /// evolution). Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation.
  public typealias Operation = UINavigationControllerOperation
}

/// The methods a navigation controller's delegate may implement; in UIKit every one is optional.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
/// (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`). As for
/// ``UIAdaptivePresentationControllerDelegate``, each requirement has a default implementation standing for "not
/// implemented", and a misspelling in the conforming extension is a "nearly matches" warning.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called just before the navigation controller shows a new top view controller. Apple: …/navigationcontroller(_:willshow:animated:).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

  /// Called after the navigation controller showed a new top view controller. Apple: …/navigationcontroller(_:didshow:animated:).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

  /// The orientations the navigation controller supports. Apple: …/navigationcontrollersupportedinterfaceorientations(_:).
  @available(tvOS, unavailable)
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask

  /// The orientation preferred when presented full screen.
  /// Apple: …/navigationcontrollerpreferredinterfaceorientationforpresentation(_:).
  @available(tvOS, unavailable)
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation

  /// An interactive animator for a custom transition, or `nil`. Apple: …/navigationcontroller(_:interactioncontrollerfor:).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// A custom animator for a push or pop, or `nil`. Apple: …/navigationcontroller(_:animationcontrollerfor:from:to:).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

// "Not implemented": UIKit's behaviour for a delegate without the method.
extension UINavigationControllerDelegate {
  /// Not implemented: nothing happens.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}

  /// Not implemented: nothing happens.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}

  /// Not implemented: the top view controller decides.
  @available(tvOS, unavailable)
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    navigationController.topViewController?.supportedInterfaceOrientations ?? .all
  }

  /// Not implemented: the top view controller decides.
  @available(tvOS, unavailable)
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
  }

  /// Not implemented: no interaction controller.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Not implemented: the standard animation.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }
}
