#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
  import UIKit

  /// The delegate NavigatorKit installs on every navigation controller it uses as a ``NavigationHost``.
  ///
  /// It translates and forwards; it decides nothing (reconciling, ordering, queuing and issue reporting are the
  /// ``Navigator``'s):
  /// - UIKit's callbacks become ``NavigationHostObserver`` calls: didShow, the end of every animated transition
  ///   (finished or cancelled), and a sheet pulled down.
  /// - It keeps the host's in-flight flag, ``isTransitioning``.
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

    // The transitions in flight. Coordinators are held weakly: should UIKit ever release one without running its
    // completion, the flag clears itself and the navigator resumes at its next call.
    private weak var stackTransition: AnyObject?
    /// The screen the stack transition in flight shows, to tell its didShow from a late one of an earlier transition.
    private weak var stackTransitionTop: UIViewController?
    private weak var sheetTransition: AnyObject?
    private var presentationCall: Int?
    private var presentationCallCount = 0

    /// The proxy on the presentation controller of the screen last presented through the host.
    private var sheet: PresentationControllerDelegateProxy? {
      didSet {
        if oldValue !== sheet { oldValue?.uninstall() }
      }
    }

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      super.init()
    }

    // MARK: Installation

    /// Puts the proxy in front of the app's delegate, if it is not there already.
    ///
    /// Runs at every host call. If `delegate` is something else, the app set it after the navigator was created: it
    /// becomes the forwarding target and the proxy is reinstalled. If the adopted delegate was deallocated, the proxy
    /// is reinstalled so that UIKit stops calling optional methods only that delegate implemented.
    func installIfNeeded() {
      guard let navigationController else { return }
      if navigationController.delegate !== self {
        adopt(navigationController.delegate)
      } else if hasAdoptedAppDelegate && forwardTarget == nil {
        adopt(nil)
      }
      sheet?.reinstallIfReplaced()
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
      navigationController?.delegate = nil
      navigationController?.delegate = self
    }

    // MARK: In-flight flag

    /// Whether an animated push, pop, set, present or dismiss, or a swipe-back or sheet pull-down, is in flight.
    ///
    /// A flag kept from UIKit's callbacks rather than `transitionCoordinator != nil`: the coordinator also exists
    /// during an ancestor's transition and not at all for a transition UIKit deferred (R9, R27), and it is still
    /// there while its completion and didShow run — which is exactly when the navigator must see the host settled.
    var isTransitioning: Bool {
      stackTransition != nil || sheetTransition != nil || presentationCall != nil
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
    /// interactive one alike (R10, R13) — then tells the observer.
    private func track(
      _ coordinator: any UIViewControllerTransitionCoordinator,
      as slot: ReferenceWritableKeyPath<NavigationControllerDelegateProxy, AnyObject?>
    ) {
      guard self[keyPath: slot] !== coordinator else { return }
      self[keyPath: slot] = coordinator
      let transition = ObjectIdentifier(coordinator)
      let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.clear(transition)
        self?.transitionDidEnd()
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
    }

    /// Tells the observer a transition ended, once nothing else is in flight.
    private func transitionDidEnd() {
      guard !isTransitioning, let navigationController else { return }
      observer?.navigationHostDidEndTransition(navigationController)
    }

    // MARK: Presentation

    /// Presents `viewController` from the navigation controller, watching its presentation controller for a pull-down.
    func present(_ viewController: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
      guard let navigationController else { return }
      let watcher = PresentationControllerDelegateProxy.install(on: viewController, presentedBy: self)
      let call = animated ? beginPresentationCall() : nil
      navigationController.present(viewController, animated: animated) { [weak self] in
        self?.endPresentationCall(call)
        self?.sheet?.reinstallIfReplaced()
        completion?()
        self?.transitionDidEnd()
      }
      if navigationController.presentedViewController === viewController {
        sheet = watcher
      } else {
        // UIKit refused (already presenting, or not in a window): it never runs the completion (R21).
        watcher?.uninstall()
        endPresentationCall(call)
      }
    }

    /// Dismisses what the navigation controller presents. With nothing presented, does nothing: UIKit's `dismiss`
    /// would dismiss the navigation controller itself if it is presented.
    func dismissPresented(animated: Bool, completion: (@MainActor () -> Void)?) {
      guard let navigationController, let presented = navigationController.presentedViewController else { return }
      let call = animated ? beginPresentationCall() : nil
      navigationController.dismiss(animated: animated) { [weak self] in
        self?.endPresentationCall(call)
        self?.sheet = nil
        completion?()
        self?.transitionDidEnd()
      }
      if animated, navigationController.presentedViewController === presented, !presented.isBeingDismissed {
        // UIKit dropped the call (a presentation or dismissal is in progress, R22): the completion never runs.
        endPresentationCall(call)
      }
    }

    private func beginPresentationCall() -> Int {
      presentationCallCount += 1
      presentationCall = presentationCallCount
      return presentationCallCount
    }

    private func endPresentationCall(_ call: Int?) {
      if let call, presentationCall == call { presentationCall = nil }
    }

    // MARK: Sheet pull-down (called by the presentation-controller proxy)

    /// Whether the navigation controller presents `viewController`.
    func isPresenting(_ viewController: UIViewController) -> Bool {
      navigationController?.presentedViewController === viewController
    }

    /// A pull-down started; it may still be cancelled. Holds the flag until its transition ends.
    func sheetWillDismiss(_ presented: UIViewController) {
      if let coordinator = presented.transitionCoordinator {
        track(coordinator, as: \.sheetTransition)
      }
    }

    /// A pull-down finished: the flag clears (the transition is over).
    func sheetTransitionDidEnd() {
      sheetTransition = nil
    }

    /// Tells the observer the person dismissed `presented`.
    func sheetDidDismiss(_ presented: UIViewController) {
      sheet = nil
      guard let navigationController else { return }
      observer?.navigationHost(navigationController, didDismiss: presented)
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
      observer?.navigationHost(navigationController, willShow: viewController, animated: animated)
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
      observer?.navigationHost(navigationController, didShow: viewController, animated: animated)
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
#endif
