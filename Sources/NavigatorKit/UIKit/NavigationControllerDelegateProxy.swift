#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// The delegate NavigatorKit installs on every navigation controller a ``NavigationControllerHost`` drives.
  ///
  /// It translates and forwards; it decides nothing (reconciling, ordering, queuing and issue reporting are the
  /// ``Navigator``'s):
  /// - UIKit's callbacks become ``NavigationHostObserver`` calls — didShow, the end of every animated transition
  ///   (finished or cancelled), a sheet pulled down — each made once UIKit's callout has returned.
  /// - It keeps the host's in-flight flag, ``isTransitioning``, from what UIKit vends: transition coordinators, held
  ///   weakly, and the state of the pop gesture recognisers, which it reads rather than remembers.
  /// - It stays the navigation controller's delegate: it observes `delegate`, and when something else is assigned it
  ///   adopts that object as the app's delegate and puts itself back in front at once.
  /// - Every `UINavigationControllerDelegate` call goes on to the app's own delegate, held weakly as UIKit holds its
  ///   delegate. On Apple platforms the proxy also tells UIKit it implements exactly the optional methods that
  ///   delegate implements (see `responds(to:)`), so UIKit behaves as if the proxy were not there.
  @MainActor
  final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?

    /// The navigator told about transitions. Held weakly, like `NavigationHost.navigationObserver`.
    weak var observer: (any NavigationHostObserver)?

    /// The app's own delegate, which every delegate call is forwarded to.
    private(set) weak var forwardTarget: (any UINavigationControllerDelegate)?

    /// Whether an app delegate was adopted, so that its deallocation can be noticed.
    private var hasAdoptedAppDelegate = false
    private var callsBeingForwarded: Set<ForwardedCall> = []
    private var delegateObservation: NSKeyValueObservation?
    /// Set while the proxy assigns `delegate` itself, so that the observation ignores its own assignments — and any
    /// made re-entrantly from them by another library that also insists on being the delegate.
    private var isAssigningDelegate = false
    private var popGestures: [WeakGestureRecognizer] = []
    #if !os(tvOS)
      /// The delegates installed on the pop gestures, which ask the leave guards; the recognisers hold them weakly.
      private var popGestureDelegates: [PopGestureDelegateProxy] = []
    #endif

    // What is in flight. Everything is held weakly: when UIKit releases a coordinator, its flag clears even if its
    // completion never ran, and the navigator resumes at its next call.
    private weak var stackTransition: AnyObject?
    /// The screen the stack transition in flight shows, to tell its didShow from a late one of an earlier transition.
    private weak var stackTransitionTop: UIViewController?
    private weak var sheetTransition: AnyObject?
    private weak var presentationTransition: AnyObject?

    /// The proxy on the presentation controller of the screen last presented through the host.
    private var sheet: PresentationControllerDelegateProxy? {
      didSet {
        if oldValue !== sheet { oldValue?.uninstall() }
      }
    }

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      super.init()
      delegateObservation = navigationController.observe(\.delegate, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.delegateWasAssigned() }
      }
      watchPopGestures(of: navigationController)
    }

    // MARK: Installation

    /// Puts the proxy in front of the app's delegate, if it is not there already.
    ///
    /// The observation of `delegate` normally does this the moment the app assigns it; every host call checks again,
    /// for a delegate assigned in a way the observation cannot see. If the adopted delegate was deallocated, the
    /// proxy is reinstalled so that UIKit stops calling optional methods only that delegate implemented.
    func installIfNeeded() {
      guard let navigationController else { return }
      if navigationController.delegate !== self {
        adopt(navigationController.delegate)
      } else if hasAdoptedAppDelegate && forwardTarget == nil {
        adopt(nil)
      }
      sheet?.reinstallIfReplaced()
      #if !os(tvOS)
        for delegate in popGestureDelegates { delegate.installIfNeeded() }
      #endif
    }

    /// Something assigned the navigation controller's `delegate`: adopt it, unless the proxy assigned it.
    private func delegateWasAssigned() {
      guard !isAssigningDelegate, let navigationController, navigationController.delegate !== self else { return }
      adopt(navigationController.delegate)
    }

    /// Makes `delegate` the forwarding target and (re)installs the proxy as the navigation controller's delegate.
    func adopt(_ delegate: (any UINavigationControllerDelegate)?) {
      if let proxy = delegate as? NavigationControllerDelegateProxy {
        // Never forward to a proxy of NavigatorKit's own (this one, or another controller's): forward to its target.
        forwardTarget = proxy.forwardTarget
      } else {
        forwardTarget = delegate
      }
      hasAdoptedAppDelegate = forwardTarget != nil
      // UIKit reads which optional methods a delegate implements when the delegate is set: set it afresh.
      isAssigningDelegate = true
      defer { isAssigningDelegate = false }
      navigationController?.delegate = nil
      navigationController?.delegate = self
    }

    // MARK: Interactive pop

    /// Listens to the edge swipe and, from iOS 26, the content swipe. UIKit's own target was added first, so by the
    /// time the proxy hears `.began` the pop has started and its transition coordinator exists — whoever owns the
    /// delegate.
    private func watchPopGestures(of navigationController: UINavigationController) {
      #if !os(tvOS)
        var recognizers = [navigationController.interactivePopGestureRecognizer]
        #if compiler(>=6.2)  // the iOS 26 SDK, which declares the content swipe, comes with Swift 6.2
          if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
            recognizers.append(navigationController.interactiveContentPopGestureRecognizer)
          }
        #endif
        for recognizer in recognizers.compactMap({ $0 }) {
          #if canImport(ObjectiveC)
            recognizer.addTarget(self, action: #selector(popGestureChanged(_:)))
          #else
            recognizer.shimAddAction { [weak self] in self?.popGestureDidChange($0) }
          #endif
          popGestures.append(WeakGestureRecognizer(recognizer: recognizer))
          popGestureDelegates.append(PopGestureDelegateProxy(recognizer: recognizer, owner: self))
        }
      #endif
    }

    #if canImport(ObjectiveC)
      @objc private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
        popGestureDidChange(recognizer)
      }
    #endif

    /// At every change of a pop gesture, holds the flag for the transition UIKit runs, if it has started; while the
    /// finger is down, the gesture's own state holds it (UIKit does not document the order of a recogniser's targets).
    private func popGestureDidChange(_ recognizer: UIGestureRecognizer) {
      if recognizer.state == .began {
        installIfNeeded()
        reportSwipeBegan(recognizer)
      }
      if let navigationController, let coordinator = navigationController.transitionCoordinator {
        trackStackTransition(coordinator, showing: navigationController.topViewController)
      }
      if recognizer.state != .began && recognizer.state != .changed {
        // The finger lifted or the gesture failed: if nothing else is in flight, the navigator may resume.
        notifyTransitionDidEnd()
      }
    }

    /// Tells the observer that a swipe-back began, and from where: the screen it pops, if it finishes, leaves for
    /// that reason; a cancelled swipe removes nothing.
    private func reportSwipeBegan(_ recognizer: UIGestureRecognizer) {
      guard let host, let navigationController else { return }
      #if os(tvOS)
        let reason = LeaveReason.unknown
      #else
        let reason: LeaveReason =
          recognizer === navigationController.interactivePopGestureRecognizer ? .interactivePop : .interactiveContentPop
      #endif
      observer?.navigationHost(host, willChangeStackBecause: reason)
    }

    /// The person tapped this navigation controller's tab while it is selected, which pops it to its root: tells
    /// the observer why the screens above the root leave.
    ///
    /// - Returns: Whether the tap may go ahead.
    func tabWillBeReselected() -> Bool {
      guard let host, let navigationController, navigationController.viewControllers.count > 1 else { return true }
      let popped = Array(navigationController.viewControllers.dropFirst())
      guard observer?.navigationHost(host, shouldPop: popped, because: .tabReselected) ?? true else { return false }
      observer?.navigationHost(host, willChangeStackBecause: .tabReselected)
      return true
    }

    #if !os(tvOS)
      /// Whether a swipe-back may begin: the leave guard of the top screen answers.
      func swipeShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let host, let navigationController, let top = navigationController.topViewController else { return true }
        let reason: LeaveReason =
          recognizer === navigationController.interactivePopGestureRecognizer ? .interactivePop : .interactiveContentPop
        return observer?.navigationHost(host, shouldPop: [top], because: reason) ?? true
      }
    #endif

    /// Whether the person may pull `presented` down: the leave guards answer.
    func sheetShouldDismiss(_ presented: UIViewController) -> Bool {
      guard let host else { return true }
      return observer?.navigationHost(host, shouldDismiss: screen(for: presented), because: .sheetPulledDown) ?? true
    }

    /// Whether a pop gesture is under the person's finger: read from the recognisers, never remembered.
    private var isPopGestureActive: Bool {
      popGestures.contains { $0.recognizer?.state == .began || $0.recognizer?.state == .changed }
    }

    // MARK: In-flight flag

    /// Whether an animated push, pop, set, present or dismiss, or a swipe-back or sheet pull-down, is in flight.
    ///
    /// Made of what UIKit vends rather than of flags only a callback clears: the transition coordinators the proxy
    /// saw start (held weakly, cleared by their completion), and the pop gestures' state. Not
    /// `transitionCoordinator != nil`: the coordinator also exists during an ancestor's transition and not at all for
    /// a transition UIKit deferred (R9, R27), and it is still there while its completion and didShow run.
    var isTransitioning: Bool {
      stackTransition != nil || sheetTransition != nil || presentationTransition != nil || isPopGestureActive
    }

    /// Notes the transition a push, pop or set just started, if it is animated and UIKit already has a coordinator
    /// for it; otherwise willShow notes it.
    func noteStackOperation(animated: Bool) {
      guard animated, let navigationController, let coordinator = navigationController.transitionCoordinator else {
        return
      }
      trackStackTransition(coordinator, showing: navigationController.viewControllers.last)
    }

    private func trackStackTransition(
      _ coordinator: any UIViewControllerTransitionCoordinator, showing top: UIViewController?
    ) {
      guard stackTransition !== coordinator else { return }
      stackTransitionTop = top
      track(coordinator, as: \.stackTransition)
    }

    /// Holds the flag in `slot` until `coordinator`'s completion runs — for a finished transition and for a cancelled
    /// interactive one alike (R10, R13) — or until UIKit releases the coordinator; then tells the observer.
    private func track(
      _ coordinator: any UIViewControllerTransitionCoordinator,
      as slot: ReferenceWritableKeyPath<NavigationControllerDelegateProxy, AnyObject?>
    ) {
      guard self[keyPath: slot] !== coordinator else { return }
      self[keyPath: slot] = coordinator
      let transition = ObjectIdentifier(coordinator)
      let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.clear(transition)
        self?.notifyTransitionDidEnd()
      }
      if !queued {
        // UIKit will not run the completion: the transition is already over.
        clear(transition)
      }
    }

    /// Clears the flag `transition` holds, unless a newer transition took its place.
    private func clear(_ transition: ObjectIdentifier) {
      if let current = stackTransition, ObjectIdentifier(current) == transition { stackTransition = nil }
      if let current = sheetTransition, ObjectIdentifier(current) == transition { sheetTransition = nil }
      if let current = presentationTransition, ObjectIdentifier(current) == transition {
        presentationTransition = nil
      }
    }

    /// Tells the observer, once UIKit's callout has returned, that a transition ended — if nothing is in flight then.
    private func notifyTransitionDidEnd() {
      afterUIKitCallout { [weak self] in
        guard let self, !self.isTransitioning, let host = self.host else { return }
        self.observer?.navigationHostDidEndTransition(host)
      }
    }

    /// The host the observer knows, for the observer's calls.
    private var host: NavigationControllerHost? {
      navigationController.flatMap { NavigationControllerProxies.host(of: $0) }
    }

    // MARK: Presentation

    /// The screen last presented through the host — a view controller, or a child flow's host — and the view
    /// controller UIKit shows for it.
    private weak var presentedScreenObject: AnyObject?
    private weak var presentedScreenViewController: UIViewController?

    /// The screen the navigator knows `viewController` as: the screen it asked the host to present for it, or the
    /// view controller itself.
    func screen(for viewController: UIViewController) -> any Screen {
      if viewController === presentedScreenViewController, let screen = presentedScreenObject as? any Screen {
        return screen
      }
      return viewController
    }

    /// Presents `screen`, shown as `viewController`, from the navigation controller, watching its presentation
    /// controller for a pull-down.
    func present(
      _ screen: any Screen, as viewController: UIViewController, animated: Bool,
      completion: (@MainActor () -> Void)?
    ) {
      guard let navigationController else { return }
      presentedScreenObject = screen
      presentedScreenViewController = viewController
      let watcher = PresentationControllerDelegateProxy.install(on: viewController, presentedBy: self)
      navigationController.present(viewController, animated: animated) { [weak self] in
        self?.sheet?.reinstallIfReplaced()
        afterUIKitCallout {
          completion?()
          self?.notifyTransitionDidEnd()
        }
      }
      if navigationController.presentedViewController === viewController {
        sheet = watcher
        if animated { trackPresentation() }
      } else {
        // UIKit refused (already presenting, or not in a window): it never runs the completion (R21).
        watcher?.uninstall()
      }
    }

    /// Dismisses what the navigation controller presents. With nothing presented, does nothing: UIKit's `dismiss`
    /// would dismiss the navigation controller itself if it is presented.
    func dismissPresented(animated: Bool, completion: (@MainActor () -> Void)?) {
      guard let navigationController, navigationController.presentedViewController != nil else { return }
      navigationController.dismiss(animated: animated) { [weak self] in
        self?.sheet = nil
        afterUIKitCallout {
          completion?()
          self?.notifyTransitionDidEnd()
        }
      }
      // If UIKit dropped the call (a presentation or dismissal is in progress, R22), the coordinator found here is
      // that other transition's, and the flag clears when it ends; if UIKit runs no transition, there is none.
      if animated { trackPresentation() }
    }

    /// Holds the flag for the presentation or dismissal the navigation controller's context runs now, if any.
    private func trackPresentation() {
      guard let coordinator = navigationController?.transitionCoordinator else { return }
      track(coordinator, as: \.presentationTransition)
    }

    // MARK: Sheet pull-down (called by the presentation-controller proxy)

    /// Whether the navigation controller presents `viewController`.
    func isPresenting(_ viewController: UIViewController) -> Bool {
      navigationController?.presentedViewController === viewController
    }

    /// A pull-down started; it may still be cancelled. Holds the flag until its transition ends, through the
    /// presenting view controller's transition coordinator, which is the one a pull-down runs (R23a).
    func sheetWillDismiss(_ presentationController: UIPresentationController) {
      if let coordinator = presentationController.presentingViewController.transitionCoordinator {
        track(coordinator, as: \.sheetTransition)
      }
      // Said now, not with didDismiss: the end of the transition, which the navigator may hear first, finds the
      // presentation gone. A cancelled pull-down finds it still there, and the reason is dropped.
      if let host { observer?.navigationHost(host, willDismissBecause: .sheetPulledDown) }
    }

    /// A pull-down finished: the flag clears (the transition is over).
    func sheetTransitionDidEnd() {
      sheetTransition = nil
    }

    /// Tells the observer, once UIKit's callout has returned, that the person dismissed `presented`; then lets the
    /// sheet's proxy go, which gives the presentation controller back its previous delegate.
    func sheetDidDismiss(_ presented: UIViewController) {
      afterUIKitCallout { [weak self] in
        guard let self else { return }
        self.sheet = nil
        guard let host = self.host else { return }
        self.observer?.navigationHost(host, didDismiss: self.screen(for: presented))
      }
    }

    // MARK: UINavigationControllerDelegate

    private func forward<Result>(
      _ method: String = #function, about subject: AnyObject,
      _ call: ((any UINavigationControllerDelegate)?) -> Result?
    ) -> Result? {
      let key = ForwardedCall(method, about: subject)
      guard forwardTarget != nil, callsBeingForwarded.insert(key).inserted else { return nil }
      defer { callsBeingForwarded.remove(key) }
      return call(forwardTarget)
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      if animated, let coordinator = navigationController.transitionCoordinator {
        trackStackTransition(coordinator, showing: viewController)
      }
      if let host { observer?.navigationHost(host, willShow: viewController, animated: animated) }
      forward(about: viewController) {
        ($0?.navigationController(_:willShow:animated:))?(navigationController, viewController, animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      // The transition that shows `viewController` is over. A didShow that arrives after the navigator already started
      // the next transition (from the previous one's coordinator completion) belongs to the earlier one.
      if viewController === stackTransitionTop || stackTransitionTop == nil {
        stackTransition = nil
      }
      forward(about: viewController) {
        ($0?.navigationController(_:didShow:animated:))?(navigationController, viewController, animated)
      }
      afterUIKitCallout { [weak self] in
        guard let self, let host = self.host else { return }
        self.observer?.navigationHost(host, didShow: viewController, animated: animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      forward(about: animationController) {
        ($0?.navigationController(_:interactionControllerFor:))?(navigationController, animationController)
      } ?? nil
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      forward(about: toVC) {
        ($0?.navigationController(_:animationControllerFor:from:to:))?(navigationController, operation, fromVC, toVC)
      } ?? nil
    }

    #if !os(tvOS)
      // UIKit calls the two orientation methods only when the app's delegate implements them (see `responds(to:)`),
      // so normally they just forward. The fallback answers only if that delegate was deallocated after UIKit
      // checked, or if the call came back round: it answers as the top view controller does, which is what these
      // methods usually return.

      func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
      ) -> UIInterfaceOrientationMask {
        forward(about: navigationController) {
          ($0?.navigationControllerSupportedInterfaceOrientations(_:))?(navigationController)
        } ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
      }

      func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
      ) -> UIInterfaceOrientation {
        forward(about: navigationController) {
          ($0?.navigationControllerPreferredInterfaceOrientationForPresentation(_:))?(navigationController)
        } ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
      }
    #endif

    // MARK: Objective-C runtime

    #if canImport(ObjectiveC)
      // UIKit asks `responds(to:)` before calling an optional delegate method, and implementing some of them changes
      // what it does: the orientation methods replace its own answer, the animator methods opt into custom
      // transitions. So the proxy claims willShow and didShow, which it needs, and answers for every other delegate
      // method as the app's delegate would. Calls for methods the proxy does not implement (added in later SDKs) go
      // straight to that delegate through `forwardingTarget(for:)`.

      nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if Self.isObserved(selector) { return true }
        if runtimeForwardTarget?.responds(to: selector) == true { return true }
        return !Self.isOnlyForwarded(selector) && super.responds(to: selector)
      }

      nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        if let selector, let target = runtimeForwardTarget, target.responds(to: selector) { return target }
        return super.forwardingTarget(for: selector)
      }

      /// The app's delegate, for the runtime's questions. Asked off the main thread, the proxy answers as if there
      /// were none.
      private nonisolated var runtimeForwardTarget: (any NSObjectProtocol)? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { RuntimeReference(object: forwardTarget) }.object
      }

      private nonisolated static func isObserved(_ selector: Selector) -> Bool {
        selector == #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))
          || selector == #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:))
      }

      private nonisolated static func isOnlyForwarded(_ selector: Selector) -> Bool {
        var forwarded = [
          #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)),
          #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)),
        ]
        #if !os(tvOS)
          forwarded += [
            #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
            #selector(
              UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
          ]
        #endif
        return forwarded.contains(selector)
      }
    #endif
  }

  /// A gesture recogniser, held weakly: the navigation controller owns its recognisers.
  private struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
  }

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension NavigationControllerDelegateProxy: ShimMessageForwarding {
      func shimResponds(to method: String) -> Bool {
        if ["navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)"].contains(method) {
          return true
        }
        return UIKitShimRuntime.responds(forwardTarget, to: method)
      }

      func shimForwardingTarget(for method: String) -> AnyObject? {
        UIKitShimRuntime.responds(forwardTarget, to: method) ? forwardTarget : nil
      }
    }
  #endif
#endif
