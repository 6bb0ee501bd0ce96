// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
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
    private var deferredSet: ([UIViewController], Bool)?
    private var swipeCancels = false
    private var edgePop: UIGestureRecognizer?
    private var contentPop: UIGestureRecognizer?
    /// UIKit's own delegate of the pop gestures: it refuses a swipe with nothing to pop and during a transition.
    private lazy var popGestureDelegate = InteractivePopDelegate(navigationController: self)
    private var delegateMethods: Set<String> = []

    /// Creates a navigation controller with `rootViewController` on its stack.
    ///
    /// Apple: …/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      adopt(rootViewController)
      stack = [rootViewController]
    }

    /// Creates an empty navigation controller. Apple: …/uinavigationcontroller/init(nibname:bundle:).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive. Apple: …/uinavigationcontroller/init(coder:).
    public required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
    }

    /// The view controllers on the stack, root first; assigning equals a non-animated ``setViewControllers(_:animated:)``.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
      get {
        UIKitShimRuntime.stackReads += 1
        return stack
      }
      set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack. Apple: …/uinavigationcontroller/topviewcontroller.
    open var topViewController: UIViewController? {
      UIKitShimRuntime.stackReads += 1
      return stack.last
    }

    /// The navigation controller's delegate, held weakly (R1, R27).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    ///
    /// Assigning it reads which optional methods the delegate responds to, once (see ``ShimMessageForwarding``). Once the
    /// view is loaded, it also rewires the pop gestures: they get UIKit's own delegate back — or none, when the new
    /// delegate implements `navigationController(_:animationControllerFor:from:to:)` (see
    /// ``UIKitShimRuntime/delegateAssignmentRewiresPopGestures`` and
    /// ``UIKitShimRuntime/customAnimatorUnwiresPopGestures``).
    open weak var delegate: (any UINavigationControllerDelegate)? {
      didSet {
        delegateMethods = UIKitShimRuntime.respondedMethods(of: delegate, among: Self.delegateMethodNames)
        rewirePopGestures()
        delegateObservers.notify()
      }
    }

    static let delegateMethodNames = [
      "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
      "navigationControllerSupportedInterfaceOrientations(_:)",
      "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
      "navigationController(_:interactionControllerFor:)", "navigationController(_:animationControllerFor:from:to:)",
    ]

    private func send<Result>(_ method: String, _ message: (any UINavigationControllerDelegate) -> Result) -> Result? {
      UIKitShimRuntime.send(method, to: delegate, cached: delegateMethods, message)
    }

    private func willShow(_ viewController: UIViewController, animated: Bool) {
      _ = send(Self.delegateMethodNames[0]) {
        $0.navigationController(self, willShow: viewController, animated: animated)
      }
    }

    private func didShow(_ viewController: UIViewController, animated: Bool) {
      _ = send(Self.delegateMethodNames[1]) {
        $0.navigationController(self, didShow: viewController, animated: animated)
      }
    }

    /// The edge swipe that pops the top view controller (R11); `nil` until the view is loaded, when UIKit creates it.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePop }

    /// The swipe from anywhere in the content that pops the top view controller, new in iOS 26 (R11a); `nil` until
    /// the navigation controller first appears, later than the edge swipe.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPop }

    /// The stack, as child view controllers. Apple: …/uiviewcontroller/children.
    open override var children: [UIViewController] { stack }

    /// Creates the edge swipe, with UIKit's own target and delegate (and the content swipe, if
    /// ``UIKitShimRuntime/contentPopGestureCreatedAtFirstAppearance`` is `false`).
    open override func viewDidLoad() {
      super.viewDidLoad()
      edgePop = makePopGesture()
      if !UIKitShimRuntime.contentPopGestureCreatedAtFirstAppearance { contentPop = makePopGesture() }
    }

    /// The first appearance (R8): the content swipe is created, and the delegate hears willShow and didShow for the top.
    override func appearContent() {
      if contentPop == nil { contentPop = makePopGesture() }
      guard let top = stack.last else { return }
      willShow(top, animated: false)
      top.shimShowInWindow()
      didShow(top, animated: false)
    }

    private func makePopGesture() -> UIGestureRecognizer {
      let recognizer = UIGestureRecognizer()
      // UIKit's own target comes first, so the pop has begun when any other target hears `.began`.
      recognizer.shimAddAction { [weak self] in self?.popGestureChanged($0) }
      recognizer.delegate = popGestureDelegate
      return recognizer
    }

    private func rewirePopGestures() {
      let unwires =
        UIKitShimRuntime.customAnimatorUnwiresPopGestures
        && delegateMethods.contains("navigationController(_:animationControllerFor:from:to:)")
      guard unwires || UIKitShimRuntime.delegateAssignmentRewiresPopGestures else { return }
      for recognizer in [edgePop, contentPop].compactMap({ $0 }) {
        recognizer.delegate = unwires ? nil : popGestureDelegate
      }
    }

    /// The navigation bar, whose items are the stack's navigation items. Apple: …/uinavigationcontroller/navigationbar.
    ///
    /// UIKit makes the navigation controller the bar's delegate. The SDK does not declare that conformance, so an app's
    /// subclass declares `UINavigationBarDelegate` itself to implement `navigationBar(_:shouldPop:)`, with no `override`
    /// (and no `super` to call); the double asks such a subclass, and pops for any other.
    open var navigationBar: UINavigationBar {
      navigationBarStorage.items = stack.map(\.navigationItem)
      return navigationBarStorage
    }
    private let navigationBarStorage = UINavigationBar()

    /// Whether the top item shows a back button: not when it hides it or replaces it with leading buttons; at the root
    /// only when its item has a back action (which makes one).
    private var showsBackButton: Bool {
      guard let top = stack.last else { return false }
      let item = top.navigationItem
      guard !item.hidesBackButton, (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton else {
        return false
      }
      return stack.count > 1 || item.backActionStorage != nil
    }

    /// The person taps the back button: the top item's `backAction` (iOS 16) if it has one — and nothing else is asked;
    /// otherwise the bar asks its delegate `navigationBar(_:shouldPop:)` (an app's subclass that implements it, see
    /// ``navigationBar``) and pops, animated, unless the answer is `false`.
    public func shimTapBackButton() {
      guard showsBackButton, let top = stack.last else { return }
      if let action = top.navigationItem.backActionStorage {
        action.handler(action)
        return
      }
      if let barDelegate = self as? any UINavigationBarDelegate {
        // The subclass's own method: the runtime finds it before a category's on `UINavigationController`.
        guard barDelegate.navigationBar(navigationBar, shouldPop: top.navigationItem) else { return }
      } else if let category = UIKitShimRuntime.navigationControllerShouldPopCategory {
        guard category(self, navigationBar, top.navigationItem) else { return }
      }
      popViewController(animated: true)
    }

    /// The person long-presses the back button and picks `viewController` from the history menu (iOS 14): UIKit pops to
    /// it with `popToViewController(_:animated:)` (R4), several levels at once. It asks neither the bar's delegate
    /// `navigationBar(_:shouldPop:)` (wikipedia-ios PR #3640) nor the top item's `backAction` (not documented; the
    /// menu is a list of items, not the button's action), so no app code can refuse it.
    ///
    /// - Returns: Whether the menu showed and the pop ran.
    @discardableResult
    public func shimChooseFromBackButtonMenu(_ viewController: UIViewController) -> Bool {
      guard showsBackButton, stack.count > 1, stack.dropLast().contains(where: { $0 === viewController }) else {
        return false
      }
      return popToViewController(viewController, animated: true) != nil
    }

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
    ///
    /// A swipe-back calls it too, when the swipe begins (R11), so a subclass's override sees swipes: while the pop
    /// gesture begins, the pop is interactive — the top leaves at once, willShow runs, and the transition waits for
    /// the finger.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard stack.count > 1, !isHeldBackDuringTransition({ $0.popViewController(animated: animated) }) else {
        return nil
      }
      let popped = stack[stack.count - 1]
      if isBeginningInteractivePop {
        isBeginningInteractivePop = false
        popInteractively()
      } else {
        change(to: Array(stack.dropLast()), operation: .pop, animated: animated)
      }
      return popped
    }

    /// Set while UIKit's own target of a pop gesture handles `.began`, which calls `popViewController(animated:)`.
    private var isBeginningInteractivePop = false

    /// Pops until `viewController` is on top and returns the popped ones, root-most first (R4). Raises when
    /// `viewController` is not on the stack.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
      guard let index = stack.firstIndex(where: { $0 === viewController }) else {
        preconditionFailure("Tried to pop to a view controller that doesn't exist.")
      }
      guard !isHeldBackDuringTransition({ _ = $0.popToViewController(viewController, animated: animated) }) else {
        return nil
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
      if stackTransition != nil {
        deferredSet = (viewControllers, animated)
        return
      }
      let operation: Operation =
        stack.contains { $0 === viewControllers.last } ? .pop : .push
      for viewController in viewControllers { adopt(viewController) }
      change(to: viewControllers, operation: operation, animated: animated)
    }

    /// A pop during a transition returns `nil`, and is dropped or replayed when the transition ends (R20a; see
    /// ``UIKitShimRuntime/popsDuringTransitionAreDropped``).
    private func isHeldBackDuringTransition(_ pop: @escaping (UINavigationController) -> Void) -> Bool {
      guard stackTransition != nil else { return false }
      if UIKitShimRuntime.popsDuringTransitionAreDropped {
        UIKitShimRuntime.log.append("pop ignored: a transition is in progress")
      } else {
        deferredPops.append(pop)
      }
      return true
    }

    /// Pops held back by a transition, replayed when it ends.
    private var deferredPops: [(UINavigationController) -> Void] = []

    private func adopt(_ viewController: UIViewController) {
      viewController.parentStorage = self
    }

    /// Sets the stack at once, then runs the transition to its new top: willShow, and didShow at once or when the
    /// animation ends (R1, R2, R10).
    private func change(to newStack: [UIViewController], operation: Operation, animated: Bool) {
      let previousStack = stack
      let oldTop = stack.last
      for removed in stack where !newStack.contains(where: { $0 === removed }) && removed.parentStorage === self {
        removed.parentStorage = nil
      }
      stack = newStack
      guard let newTop = stack.last, newTop !== oldTop else { return }
      // The new top's view loads before the delegate hears willShow (its navigation item is read for the bar).
      if isInWindow { newTop.loadViewIfNeeded() }
      guard animated, let oldTop else {
        willShow(newTop, animated: animated)
        beginAppearance(from: oldTop, to: newTop, animated: false)
        endAppearance(from: oldTop, to: newTop, animated: false)
        didShow(newTop, animated: animated)
        return
      }
      let animator = send(Self.delegateMethodNames[5]) {
        $0.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
      }
      var interactionController: (any UIViewControllerInteractiveTransitioning)?
      if let animator = animator ?? nil {
        interactionController =
          send(Self.delegateMethodNames[4]) { $0.navigationController(self, interactionControllerFor: animator) }
          ?? nil
      }
      // With an interaction controller the transition is interactive from its start (`isInteractive`, R13a) — Hero's
      // always is (R34) — until the controller finishes it, at the end of its animation.
      let interactive = interactionController != nil
      let oldStack = interactive ? previousStack : nil
      stackTransition = Transition(owner: self, interactive: interactive, drivenByAnimator: true) {
        [weak self] coordinator in
        self?.endTransition(coordinator, showing: newTop, restoring: oldStack)
      }
      willShow(newTop, animated: true)
      beginAppearance(from: oldTop, to: newTop, animated: true)
      appearing = (oldTop, newTop)
    }

    /// The tops of the transition in flight, whose appearance callbacks end with it.
    private var appearing: (from: UIViewController, to: UIViewController)?

    /// The start of a change of top in a window: the old top's `viewWillDisappear`, the new one's `viewWillAppear`.
    private func beginAppearance(from oldTop: UIViewController?, to newTop: UIViewController, animated: Bool) {
      guard isInWindow else { return }
      if let oldTop, oldTop.isInWindow { oldTop.beginDisappearance(animated: animated) }
      newTop.beginAppearance(animated: animated)
    }

    /// The end of a change of top in a window: `viewDidDisappear` and `viewDidAppear`.
    private func endAppearance(from oldTop: UIViewController?, to newTop: UIViewController, animated: Bool) {
      guard isInWindow else { return }
      if let oldTop, oldTop.isInWindow { oldTop.endDisappearance(animated: animated) }
      newTop.endAppearance(animated: animated)
    }

    /// UIKit's `completeTransition` for a stack transition: a cancelled one restores the stack and calls neither
    /// willShow nor didShow (R13); a finished one calls didShow (R12). Deferred pushes run afterwards (R20).
    private func endTransition(
      _ coordinator: ShimTransitionCoordinator, showing newTop: UIViewController,
      restoring oldStack: [UIViewController]?
    ) {
      stackTransition = nil
      defer { appearing = nil }
      if coordinator.isCancelled, let oldStack {
        for viewController in oldStack { adopt(viewController) }
        stack = oldStack
        if let (from, to) = appearing, isInWindow {
          // The swipe settles back: the screen that was leaving appears again, the one below disappears again.
          from.viewWillAppear(true)
          to.viewWillDisappear(true)
          to.viewDidDisappear(true)
          from.viewDidAppear(true)
        }
        coordinator.runCompletions()
      } else {
        if let (from, to) = appearing { endAppearance(from: from, to: to, animated: true) }
        if UIKitShimRuntime.didShowBeforeCoordinatorCompletion {
          didShow(newTop, animated: true)
          coordinator.runCompletions()
        } else {
          coordinator.runCompletions()
          didShow(newTop, animated: true)
        }
      }
      if let (viewControllers, animated) = deferredSet {
        deferredSet = nil
        setViewControllers(viewControllers, animated: animated)
      }
      let pops = deferredPops
      deferredPops = []
      for pop in pops { pop(self) }
      let pushes = deferredPushes
      deferredPushes = []
      for (viewController, animated) in pushes { pushViewController(viewController, animated: animated) }
    }

    // MARK: Interactive pop (R11–R13, R11a)

    private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
      switch recognizer.state {
      case .began: beginInteractivePop()
      case .ended, .cancelled: stackTransition?.release(cancelled: swipeCancels || recognizer.state == .cancelled)
      default: break
      }
    }

    /// UIKit's own target of the pop gestures at `.began`: `popViewController(animated: true)`, which a subclass may
    /// override (R11; MLeaksFinder and Mullvad's interceptible navigation controller hook swipes there).
    private func beginInteractivePop() {
      isBeginningInteractivePop = true
      defer { isBeginningInteractivePop = false }
      _ = popViewController(animated: true)  // dynamic: a subclass's override sees the swipe
    }

    private func popInteractively() {
      let oldStack = stack
      stack.removeLast()
      let newTop = stack[stack.count - 1]
      stackTransition = Transition(owner: self, interactive: true) { [weak self] coordinator in
        self?.endTransition(coordinator, showing: newTop, restoring: oldStack)
      }
      willShow(newTop, animated: true)
      if let oldTop = oldStack.last {
        beginAppearance(from: oldTop, to: newTop, animated: true)
        appearing = (oldTop, newTop)
      }
    }

    /// The person starts a swipe-back: from the left edge, or (iOS 26) from anywhere in the content.
    ///
    /// The navigation controller must be in a window (``UIViewController/shimShowInWindow()``): a finger cannot touch a
    /// screen that is not shown. The recogniser's delegate is asked how it relates to the other pop gesture, then
    /// `gestureRecognizerShouldBegin(_:)`; UIKit's own delegate refuses with only the root on the stack and while a
    /// transition runs. A swipe that begins with nothing to pop — because the recogniser has no delegate, or one that
    /// says yes — freezes the screen on a device: ``UIKitShimRuntime/crashes`` records it. Otherwise UIKit's own target
    /// pops interactively — the top leaves `viewControllers` and willShow runs once (R11) — then every other target
    /// hears `.began`.
    ///
    /// - Returns: Whether the swipe began.
    @discardableResult
    public func shimBeginInteractivePop(fromContent: Bool = false) -> Bool {
      guard isInWindow, let recognizer = fromContent ? contentPop : edgePop, recognizer.isEnabled else { return false }
      let others = [edgePop, contentPop].compactMap { $0 }.filter { $0 !== recognizer }
      guard recognizer.touchBegan(alongside: others) else {
        recognizer.setState(.failed)
        recognizer.setState(.possible)
        return false
      }
      guard stack.count > 1, stackTransition == nil else {
        // The delegate let it begin where UIKit's own would not: on a device the navigation controller stops taking
        // touches (react-native-screens and WordPress-iOS reports).
        UIKitShimRuntime.crash("interactive pop began with nothing to pop or during a transition: the screen froze")
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
      for recognizer in [edgePop, contentPop].compactMap({ $0 })
      where recognizer.state == .began || recognizer.state == .changed {
        recognizer.setState(.ended)
        recognizer.setState(.possible)
      }
    }

    /// The kind of transition a navigation controller runs (declared in UIKitShimEnums, `@nonexhaustive`).
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation.
    public typealias Operation = UINavigationControllerOperation
  }

  extension UIKitShimRuntime {
    /// Stands in for a category of the app's or a library's that gives every navigation controller
    /// `navigationBar(_:shouldPop:)` — `extension UINavigationController: UINavigationBarDelegate { func
    /// navigationBar(_:shouldPop:) … }`, the common back confirmation before iOS 16 (R28). Swift cannot add that
    /// conformance to the double for one test, so a test sets the method here; `nil` (the default) means the binary
    /// has no such category.
    ///
    /// With it set, a back-button tap that runs no back action asks it (a subclass's own method comes first), and the
    /// runtime finds it for `UINavigationController` and every subclass alike, in the app's image
    /// (``imageOfInstanceMethod(_:named:)``).
    public static var navigationControllerShouldPopCategory:
      (@MainActor (UINavigationController, UINavigationBar, UINavigationItem) -> Bool)?
    {
      didSet { loadedImages += 1 }
    }

    /// How many times the binary's methods changed (a category attached); the Objective-C runtime flushes its method
    /// caches then, so an answer kept per class is kept per value of this too.
    public private(set) static var loadedImages = 0

    /// The image the Objective-C runtime says holds the implementation `type` runs for `method`: `class_getInstanceMethod`,
    /// then `dladdr` of `method_getImplementation`. `"UIKitCore"` for UIKit's own; `"App"` for an app's or library's —
    /// a subclass's override, or a category (``navigationControllerShouldPopCategory``); `nil` when no class in the
    /// hierarchy implements it.
    ///
    /// Modelled for `navigationBar(_:shouldPop:)` of navigation controllers, which UIKit's own class implements
    /// privately; for a category, both `type` and `UINavigationController` give the app's image — which is why two
    /// lookups compared with each other cannot tell a category from UIKit's method.
    public static func imageOfInstanceMethod(_ type: AnyClass, named method: String) -> String? {
      guard method == "navigationBar(_:shouldPop:)", type is UINavigationController.Type else { return nil }
      if type is any UINavigationBarDelegate.Type || navigationControllerShouldPopCategory != nil { return "App" }
      return "UIKitCore"
    }

    /// The image that defines `type` (`dladdr` of the class object): `"UIKitCore"` for UIKit's classes, `"App"` for
    /// the app's.
    public static func imageOfClass(_ type: AnyClass) -> String {
      ObjectIdentifier(type) == ObjectIdentifier(UINavigationController.self)
        || ObjectIdentifier(type) == ObjectIdentifier(UIViewController.self) ? "UIKitCore" : "App"
    }
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

  // "Not implemented": UIKit's behaviour for a delegate without the method — or, for an object that claimed it, the
  // runtime's forwarding and its "unrecognized selector" crash (see `ShimMessageForwarding`).
  extension UINavigationControllerDelegate {
    /// Not implemented: nothing happens.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      _ = UIKitShimRuntime.unimplemented("navigationController(_:willShow:animated:)", on: self) {
        ($0 as? any UINavigationControllerDelegate)?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      }
    }

    /// Not implemented: nothing happens.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      _ = UIKitShimRuntime.unimplemented("navigationController(_:didShow:animated:)", on: self) {
        ($0 as? any UINavigationControllerDelegate)?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      }
    }

    /// Not implemented: the top view controller decides.
    @available(tvOS, unavailable)
    public func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      UIKitShimRuntime.unimplemented("navigationControllerSupportedInterfaceOrientations(_:)", on: self) {
        ($0 as? any UINavigationControllerDelegate)?.navigationControllerSupportedInterfaceOrientations(
          navigationController)
      } ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Not implemented: the top view controller decides.
    @available(tvOS, unavailable)
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
      UIKitShimRuntime.unimplemented("navigationControllerPreferredInterfaceOrientationForPresentation(_:)", on: self) {
        ($0 as? any UINavigationControllerDelegate)?.navigationControllerPreferredInterfaceOrientationForPresentation(
          navigationController)
      } ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Not implemented: no interaction controller.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      UIKitShimRuntime.unimplemented("navigationController(_:interactionControllerFor:)", on: self) {
        ($0 as? any UINavigationControllerDelegate).map {
          $0.navigationController(navigationController, interactionControllerFor: animationController)
        }
      } ?? nil
    }

    /// Not implemented: the standard animation.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      UIKitShimRuntime.unimplemented("navigationController(_:animationControllerFor:from:to:)", on: self) {
        ($0 as? any UINavigationControllerDelegate).map {
          $0.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
      } ?? nil
    }
  }

  /// The bar at the top of a navigation controller; here, the items it shows.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationbar (`@MainActor class UINavigationBar : UIView`).
  @MainActor
  open class UINavigationBar: UIView {
    /// The items, root first: those of the navigation controller's stack. Apple: …/uinavigationbar/items.
    open var items: [UINavigationItem]?

    /// The item on top. Apple: …/uinavigationbar/topitem.
    open var topItem: UINavigationItem? { items?.last }
  }

  /// A delegate that positions bars; no member is declared here.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
  /// (`@MainActor protocol UIBarPositioningDelegate : NSObjectProtocol`).
  @MainActor
  public protocol UIBarPositioningDelegate: NSObjectProtocol {}

  /// The methods a navigation bar's delegate may implement; here, the one apps implement on their navigation
  /// controller subclass to confirm leaving a screen. Optional in UIKit; see ``UINavigationControllerDelegate``.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationbardelegate
  /// (`@MainActor protocol UINavigationBarDelegate : UIBarPositioningDelegate`).
  @MainActor
  public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether the bar should pop `item`. Apple: …/uinavigationbardelegate/navigationbar(_:shouldpop:).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  }

  extension UINavigationBarDelegate {
    /// Not implemented: the bar pops.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      true
    }
  }

  /// UIKit's own delegate of a navigation controller's pop gestures (a private class in UIKit): a swipe may begin only
  /// with something to pop and no transition running.
  @MainActor
  final class InteractivePopDelegate: NSObject, UIGestureRecognizerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }
  }
#endif
