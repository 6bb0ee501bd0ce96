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
  /// - It stays the navigation controller's delegate: when something else is assigned it adopts that object as the
  ///   app's delegate and puts itself back in front at the next turn of the run loop or host call (unless told not to
  ///   insist, see ``NavigationControllerHost/insistsOnBeingDelegate``). A call the adopted delegate forwards back to
  ///   the proxy goes on to the delegate adopted before it (see ``DelegateForwarding``).
  /// - Each time the main run loop is about to sleep, it reports a change of the stack that called no delegate method
  ///   and moves the back action to follow the root.
  /// - Every `UINavigationControllerDelegate` call goes on to the app's own delegate, held weakly as UIKit holds its
  ///   delegate. The proxy claims willShow and didShow, and each other method only while that delegate implements
  ///   it, so UIKit behaves as if the proxy were not there; it implements every method it may claim, with UIKit's
  ///   default once the delegate is gone (see ``DelegateForwarding``).
  /// - It takes on the swipe-back recognisers when UIKit creates them (with the view) and keeps its delegate on them
  ///   when UIKit rewires them; it gives pushed screens a back action (iOS 16); and while a screen presented through
  ///   the host is up, it watches for a dismissal made by code.
  @MainActor
  final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?

    /// The navigator told about transitions. Held weakly, like `NavigationHost.navigationObserver`.
    weak var observer: (any NavigationHostObserver)?

    /// The app's own delegate, held weakly, which every delegate call is forwarded to, with the delegates adopted
    /// before it: a library that saves `delegate` (the proxy), installs itself for a while and puts back what it saved
    /// (Hero does) gives the app's delegate back, and a call the library forwards back to the proxy goes on to them.
    private let forwarding = DelegateForwarding()

    /// The app's own delegate, which every delegate call is forwarded to.
    var forwardTarget: (any UINavigationControllerDelegate)? {
      forwarding.target as? any UINavigationControllerDelegate
    }

    /// Whether the proxy puts itself back in front when something else is assigned to `delegate`; see
    /// ``NavigationControllerHost/insistsOnBeingDelegate``.
    var insistsOnBeingDelegate = true

    /// Whether an app delegate was adopted, so that its deallocation can be noticed.
    private var hasAdoptedAppDelegate = false
    private var delegateObservation: NSKeyValueObservation?
    /// Set while the proxy assigns `delegate` itself, so that the observation ignores its own assignments — and any
    /// made re-entrantly from them by another library that also insists on being the delegate.
    private var isAssigningDelegate = false
    /// Set when something else was assigned to `delegate` and the proxy has not adopted it yet (it does at the next
    /// turn of the run loop or host call, whichever comes first).
    private var isDisplaced = false
    /// Whether the proxy was the navigation controller's delegate when it last looked: a `nil` delegate after that was
    /// assigned (the proxy is held for as long as the controller lives), not a delegate that went away.
    private var wasInFront = false
    /// Whether the last assignment of `delegate` that the observation reported was `nil`.
    private var delegateWasCleared = false
    /// A delegate that put itself back in front of the proxy from inside the proxy's own assignment: the proxy stops
    /// trying at every turn of the run loop, and tries again only at host calls.
    private weak var delegateThatInsists: AnyObject?
    /// What the proxy does each time the main run loop is about to sleep.
    private var runLoopWatch: MainRunLoopIdleObserver?
    /// The stack as the proxy last saw it at a turn of the run loop, to notice a change that called no delegate method.
    private var stackAtLastTurn: [ObjectIdentifier] = []
    private var popGestures: [WeakGestureRecognizer] = []
    #if !os(tvOS)
      /// The delegates installed on the pop gestures, which ask the leave guards; the recognisers hold them weakly.
      private var popGestureDelegates: [PopGestureDelegateProxy] = []
    #endif
    /// Whether a swipe's reason was given at `.began` and its pop has not been seen to start yet.
    private var swipeReasonAwaitsPop = false
    /// The coordinator of the swipe in flight, once the proxy asked to hear whether it is cancelled.
    private weak var swipeCoordinator: AnyObject?
    /// What watches, while a screen presented through the host is up, for its dismissal by code.
    private var dismissalWatch: MainRunLoopIdleObserver?
    /// What the proxy knows of the tab bar controller its navigation controller is a tab of (``TabMembership``).
    let tab = TabMembership()

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
      runLoopWatch = MainRunLoopIdleObserver { [weak self] in self?.runLoopWillSleep() }
      watchPopGestures()
    }

    // MARK: Installation

    /// Puts the proxy in front of the app's delegate, if it is not there already.
    ///
    /// Every host call and every turn of the run loop checks, so an assignment the observation of `delegate` does not
    /// report is adopted too. If the adopted delegate was deallocated, the proxy is reinstalled so that UIKit stops
    /// calling optional methods only that delegate implemented. When the proxy does not insist on being the
    /// delegate, it installs itself only where there is no delegate, and otherwise stays behind whatever is there.
    func installIfNeeded() {
      guard let navigationController else { return }
      if navigationController.delegate !== self {
        if let inFront = navigationController.delegate {
          if insistsOnBeingDelegate { adopt(inFront) }
        } else {
          delegateSlotIsEmpty()
        }
      } else if hasAdoptedAppDelegate && forwardTarget == nil {
        // The adopted delegate was freed: the one before it, if it lives, is the app's again.
        setTarget(forwarding.restoreEarlierTarget())
      }
      wasInFront = navigationController.delegate === self
      sheet?.reinstallIfReplaced()
      watchPopGestures()
      reinstallPopGestureDelegates()
      installBackAction(on: navigationController.topViewController)
    }

    /// The navigation controller has no delegate. If someone assigned `nil` — where the proxy was in front, or as the
    /// observation reported — the app cleared its delegate: UIKit would call none, so the proxy forwards to none (a
    /// screen that set itself as the delegate for a custom transition and clears it when it disappears is asked for no
    /// animator afterwards). Otherwise the delegate in front of the proxy went away: the proxy goes back in front and
    /// keeps forwarding to the app's delegate.
    private func delegateSlotIsEmpty() {
      if wasInFront || delegateWasCleared {
        adopt(nil)
      } else {
        setTarget(forwarding.target ?? forwarding.restoreEarlierTarget())
      }
    }

    /// Something assigned the navigation controller's `delegate`. Another object is adopted at the next turn of the run
    /// loop or host call, not now: a library that checks that the delegate it set reads back as itself (RxCocoa's
    /// `DelegateProxyType` asserts it) sees itself. The proxy itself, assigned by someone else, puts back what was
    /// saved: the delegate before the last one adopted is the app's again.
    private func delegateWasAssigned() {
      guard !isAssigningDelegate, let navigationController else { return }
      delegateWasCleared = navigationController.delegate == nil
      wasInFront = navigationController.delegate === self
      // UIKit rewired the pop gestures: their proxies go back in front now, so a leave guard still stops the swipe.
      reinstallPopGestureDelegates()
      guard navigationController.delegate === self else {
        isDisplaced = true
        return
      }
      if isDisplaced {
        // Put back before the proxy adopted what displaced it: the target is still the app's delegate.
        isDisplaced = false
      } else if insistsOnBeingDelegate {
        restoreEarlierTarget()
      }
    }

    /// Makes `delegate` the forwarding target and (re)installs the proxy as the navigation controller's delegate.
    /// When the proxy does not insist on being the delegate and something else is in front, only the target changes.
    ///
    /// Adopting `nil` — the app cleared its delegate, or set ``NavigationControllerHost/forwardedDelegate`` to `nil` —
    /// forgets the delegates adopted before as well: no call is forwarded until a delegate is assigned again.
    func adopt(_ delegate: (any UINavigationControllerDelegate)?) {
      // Never forward to a proxy of NavigatorKit's own (this one, or another controller's): forward to its target.
      let adopted = (delegate as? NavigationControllerDelegateProxy).map(\.forwardTarget) ?? delegate
      if adopted == nil {
        forwarding.clear()
      } else {
        forwarding.adopt(adopted)
      }
      setTarget(adopted)
    }

    /// Forwards to the delegate adopted before the current one, if it still lives.
    private func restoreEarlierTarget() {
      guard let earlier = forwarding.restoreEarlierTarget() else {
        reinstallPopGestureDelegates()
        return
      }
      setTarget(earlier)
    }

    private func setTarget(_ target: AnyObject?) {
      forwarding.target = target
      hasAdoptedAppDelegate = target != nil
      guard let navigationController else { return }
      let inFront = navigationController.delegate
      guard insistsOnBeingDelegate || inFront == nil || inFront === self else { return }
      // UIKit reads which optional methods a delegate implements when the delegate is set: set it afresh.
      isAssigningDelegate = true
      defer { isAssigningDelegate = false }
      navigationController.delegate = nil
      navigationController.delegate = self
      isDisplaced = false
      delegateWasCleared = false
      wasInFront = navigationController.delegate === self
      // Another library that insists as well may have put itself back from inside that assignment.
      delegateThatInsists = navigationController.delegate === self ? nil : navigationController.delegate
      // UIKit rewires the pop gestures when its delegate is assigned: put their proxies back in front.
      reinstallPopGestureDelegates()
    }

    /// The main run loop is about to sleep: the events of this pass, and the UIKit work they caused, are over.
    ///
    /// - A delegate assigned during the pass is adopted (unless it insists on being the delegate itself).
    /// - The top screen's back action follows the stack: a screen that became the root by a change below it — which
    ///   calls no delegate method — loses the proxy's.
    /// - A change of the stack that called no delegate method (a screen below the top removed by code) reaches the
    ///   navigator now, not at its next call.
    private func runLoopWillSleep() {
      guard let navigationController else { return }
      if let removal = tab.removalSinceLastTurn(navigationController, own: presentedScreenViewController), let host {
        // A tab taken off its tab bar controller: UIKit tells no one (R29), and nothing will dismiss or pop its screens.
        Navigator.endContents(of: [host], because: .changedOnHost)
        // What the tab presented stays up over the tab bar, whose presentation it is (R21a), with the flow behind it
        // ended: it goes too, as on the headless tab bar, and the tab's navigator reports the dismissal with the reason.
        if let presented = removal.presentedOverTabs {
          observer?.navigationHost(host, willDismissBecause: .changedOnHost)
          presented.presentingViewController?.dismiss(animated: false, completion: nil)
        }
      }
      let inFront = navigationController.delegate
      if inFront == nil {
        if insistsOnBeingDelegate { delegateSlotIsEmpty() }
      } else if insistsOnBeingDelegate, inFront !== self, inFront !== delegateThatInsists {
        adopt(inFront)
      }
      wasInFront = navigationController.delegate === self
      // One read of the stack a pass; the rest only when it changed since the last pass that found it settled.
      let viewControllers = navigationController.viewControllers
      let stack = viewControllers.map(ObjectIdentifier.init)
      guard stack != stackAtLastTurn else { return }
      installBackAction(on: viewControllers.last, root: viewControllers.first)
      guard !isTransitioning else { return }
      stackAtLastTurn = stack
      notifyTransitionDidEnd()
    }

    /// Takes back the reason given for a pop that did not start (a subclass's `popViewController(animated:)` refused):
    /// the navigator's next change would otherwise be reported with it. Nothing is waiting to explain, so the reason
    /// becomes ``LeaveReason/unknown``, which the navigator gives a change nobody explained.
    private func withdrawPendingReason() {
      if let host { observer?.navigationHost(host, willChangeStackBecause: .unknown) }
    }

    private func reinstallPopGestureDelegates() {
      #if !os(tvOS)
        for delegate in popGestureDelegates { delegate.installIfNeeded() }
      #endif
    }

    // MARK: Interactive pop

    /// Listens to the edge swipe and, from iOS 26, the content swipe, as soon as UIKit has created them. UIKit's own
    /// target was added first, so by the time the proxy hears `.began` the pop has started and its transition
    /// coordinator exists — whoever owns the delegate.
    ///
    /// UIKit creates the recognisers when the view loads (the content swipe later still), which in the documented
    /// set-up is after the navigator exists; so the proxy looks again at every host call, willShow and didShow —
    /// the first appearance calls both — and takes on any recogniser it does not watch yet. Reading the properties
    /// does not load the view.
    private func watchPopGestures() {
      #if !os(tvOS)
        guard let navigationController, navigationController.isViewLoaded else { return }
        var recognizers = [navigationController.interactivePopGestureRecognizer]
        #if compiler(>=6.2)  // the iOS 26 SDK, which declares the content swipe, comes with Swift 6.2
          if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
            recognizers.append(navigationController.interactiveContentPopGestureRecognizer)
          }
        #endif
        for recognizer in recognizers.compactMap({ $0 })
        where !popGestureDelegates.contains(where: { $0.watches(recognizer) }) {
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
        swipeReasonAwaitsPop = true
      }
      if let navigationController, let coordinator = navigationController.transitionCoordinator {
        trackStackTransition(coordinator, showing: navigationController.topViewController)
        if recognizer.state == .began || recognizer.state == .changed {
          watchForCancellation(of: coordinator)
          swipeReasonAwaitsPop = false
        }
      } else if recognizer.state != .began, swipeReasonAwaitsPop {
        // UIKit's own target has handled `.began` (whichever target ran first) and no pop started: a subclass's
        // `popViewController(animated:)`, which a swipe calls (R11), refused. Nothing leaves; the reason is withdrawn
        // before a later change takes it.
        swipeReasonAwaitsPop = false
        withdrawPendingReason()
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

    /// Asks the swipe's coordinator to say when the finger lifts: a swipe that settles back takes its reason with it,
    /// so that a change made meanwhile by code — which UIKit runs once the swipe has ended — is not reported as the
    /// swipe.
    private func watchForCancellation(of coordinator: any UIViewControllerTransitionCoordinator) {
      guard swipeCoordinator !== coordinator else { return }
      swipeCoordinator = coordinator
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        guard context.isCancelled, let self, let host = self.host else { return }
        self.observer?.navigationHost(host, willChangeStackBecause: .unknown)
      }
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

    /// Whether a swipe-back would have something to pop: what UIKit's own delegate of the pop gestures answers — more
    /// than the root on the stack, and no transition running. A swipe that begins otherwise freezes the screen.
    var swipeCanPop: Bool {
      guard let navigationController else { return false }
      return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
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

    /// Whether the person may pull `presented` down: the leave guards answer — the presented screen's, and those of
    /// every stack a navigator drives inside it, however deep in containers (a navigation controller in a tab bar
    /// controller in the sheet).
    func sheetShouldDismiss(_ presented: UIViewController) -> Bool {
      guard let host else { return true }
      let screen = screen(for: presented)
      guard observer?.navigationHost(host, shouldDismiss: screen, because: .sheetPulledDown) ?? true else {
        return false
      }
      // A presented host's own stack was asked through it; ask the stacks the navigator cannot see.
      let inner = Self.navigationControllers(in: presented, includingItself: !(screen is any NavigationHost))
      for navigationController in inner {
        guard let proxy = NavigationControllerProxies.existingProxy(of: navigationController), proxy !== self,
          let innerHost = proxy.host, let innerObserver = proxy.observer
        else { continue }
        let screens = navigationController.viewControllers
        guard innerObserver.navigationHost(innerHost, shouldPop: screens, because: .sheetPulledDown) else {
          return false
        }
      }
      return true
    }

    /// The navigation controllers inside `viewController`, depth first.
    private static func navigationControllers(
      in viewController: UIViewController, includingItself: Bool
    ) -> [UINavigationController] {
      var found: [UINavigationController] = []
      if includingItself, let navigationController = viewController as? UINavigationController {
        found.append(navigationController)
      }
      for child in viewController.children {
        found += navigationControllers(in: child, includingItself: true)
      }
      return found
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
    var host: NavigationControllerHost? {
      navigationController.flatMap { NavigationControllerProxies.host(of: $0) }
    }

    // MARK: Presentation

    /// The screen last presented through the host — a view controller, or a child flow's host — and the view
    /// controller UIKit shows for it.
    private weak var presentedScreenObject: AnyObject?
    private weak var presentedScreenViewController: UIViewController?

    /// What the navigation controller's presentation context presents, if it belongs to this host: what the host
    /// presented, or what its navigation controller — or a view controller inside it — presented. Under a tab bar
    /// controller, which presents for all its tabs (R21a), that is what this tab's host presented, or what one of its
    /// own screens presented (see ``TabMembership``). `nil` for a presentation an ancestor made for another of its
    /// children: a sheet that tab A presented is also tab B's `presentedViewController`, and tab B must neither report
    /// nor dismiss it.
    var ownPresentedViewController: UIViewController? {
      guard let navigationController, let presented = navigationController.presentedViewController else { return nil }
      if presented === presentedScreenViewController { return presented }
      var presenter = presented.presentingViewController
      while let viewController = presenter {
        if viewController === navigationController { return presented }
        presenter = viewController.parent
      }
      return TabMembership.owner(of: presented, over: navigationController) === self ? presented : nil
    }

    /// Whether `presented`, which is up now, is this host's: presented through it, or claimed for its tab — and up in
    /// its navigation controller's context, not an earlier presentation of the same view controller.
    func owns(_ presented: UIViewController) -> Bool {
      (presented === presentedScreenViewController || tab.hasClaimed(presented))
        && navigationController?.presentedViewController === presented
    }

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
        watchForDismissal(of: viewController)
        if animated { trackPresentation() }
      } else {
        // UIKit refused (already presenting, or not in a window): it never runs the completion (R21).
        watcher?.uninstall()
      }
    }

    /// Dismisses what the navigation controller presents. With nothing presented, does nothing: UIKit's `dismiss`
    /// would dismiss the navigation controller itself if it is presented.
    func dismissPresented(animated: Bool, completion: (@MainActor () -> Void)?) {
      guard let navigationController, ownPresentedViewController != nil else { return }
      let dismissing = sheet
      navigationController.dismiss(animated: animated) { [weak self] in
        // Only the sheet this dismissal ended: a presentation made meanwhile keeps its proxy.
        if let self, self.sheet === dismissing { self.sheet = nil }
        afterUIKitCallout {
          completion?()
          self?.notifyTransitionDidEnd()
        }
      }
      // If UIKit dropped the call (a presentation or dismissal is in progress, R22), the coordinator found here is
      // that other transition's, and the flag clears when it ends; if UIKit runs no transition, there is none.
      if animated { trackPresentation() }
    }

    /// Watches, each time the main run loop is about to sleep, whether `presented` is still presented, and tells the
    /// navigator once it is not: a dismissal made by code — a Close button calling `dismiss`, an alert's action,
    /// `SFSafariViewController`'s Done, SwiftUI's `dismiss()`, any full-screen cover — calls no delegate method.
    ///
    /// The check is one comparison per pass of the run loop, for as long as a screen presented through the host is up.
    private func watchForDismissal(of presented: UIViewController) {
      dismissalWatch?.invalidate()
      dismissalWatch = MainRunLoopIdleObserver { [weak self, weak presented] in
        guard let self else { return }
        guard let presented, self.navigationController?.presentedViewController === presented else {
          self.presentationEnded()
          return
        }
      }
    }

    /// The presentation made through the host is over, however it ended: stop watching, give the presentation
    /// controller its delegate back, and let the navigator look.
    private func presentationEnded() {
      dismissalWatch?.invalidate()
      dismissalWatch = nil
      sheet = nil
      notifyTransitionDidEnd()
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
    func sheetDidDismiss(_ presented: UIViewController, by proxy: PresentationControllerDelegateProxy) {
      afterUIKitCallout { [weak self] in
        guard let self else { return }
        // Only this sheet's proxy: the navigator may already have presented the next sheet, from the previous one's
        // `onLeave`, when it heard the transition end.
        if self.sheet === proxy { self.sheet = nil }
        guard let host = self.host else { return }
        self.observer?.navigationHost(host, didDismiss: self.screen(for: presented))
      }
    }

    // MARK: UINavigationControllerDelegate

    private func forward<Result>(
      _ method: String = #function, about subject: AnyObject,
      _ call: (any UINavigationControllerDelegate) -> Result?
    ) -> Result? {
      forwarding.forward(to: (any UINavigationControllerDelegate).self, method, about: subject, call)
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      if animated, let coordinator = navigationController.transitionCoordinator {
        trackStackTransition(coordinator, showing: viewController)
      }
      if let host { observer?.navigationHost(host, willShow: viewController, animated: animated) }
      watchPopGestures()
      installBackAction(on: viewController)
      forward(about: viewController) {
        implementation($0.navigationController(_:willShow:animated:))?(navigationController, viewController, animated)
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
      watchPopGestures()
      forward(about: viewController) {
        implementation($0.navigationController(_:didShow:animated:))?(navigationController, viewController, animated)
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
        implementation($0.navigationController(_:interactionControllerFor:))?(navigationController, animationController)
      } ?? nil
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      forward(about: toVC) {
        implementation($0.navigationController(_:animationControllerFor:from:to:))?(
          navigationController, operation, fromVC, toVC)
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
          implementation($0.navigationControllerSupportedInterfaceOrientations(_:))?(navigationController)
        } ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
      }

      func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
      ) -> UIInterfaceOrientation {
        forward(about: navigationController) {
          implementation($0.navigationControllerPreferredInterfaceOrientationForPresentation(_:))?(navigationController)
        } ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
      }
    #endif

    // MARK: Back button (iOS 16)

    /// Gives `viewController` a back action, unless it has one of its own or is the root: a tap on the back button
    /// then asks the leave guards and reaches the navigator as ``LeaveReason/backButton``. Before iOS 16 the tap
    /// cannot be seen: the screen leaves with ``LeaveReason/unknown`` and no guard is asked.
    ///
    /// Only a screen whose back button shows gets one, and a screen that has become the root, or hides its back button,
    /// loses the proxy's: on an item without a back button, a back action makes one (Apple's page for `backAction`).
    /// A navigation controller whose class implements `navigationBar(_:shouldPop:)` gets none (see `confirmsPops`).
    /// The back button's long-press history menu (iOS 14) runs neither: it pops to the chosen screen with
    /// `popToViewController(_:animated:)`, no guard is asked, and the screens leave with ``LeaveReason/unknown``.
    ///
    /// `root` is the stack's root, if the caller has just read the stack; otherwise it is read here.
    private func installBackAction(on viewController: UIViewController?, root: UIViewController? = nil) {
      #if !os(tvOS)
        guard let viewController, let navigationController else { return }
        if #available(iOS 16.0, macCatalyst 16.0, *) {
          let item = viewController.navigationItem
          let root = root ?? navigationController.viewControllers.first
          // Only where the back button shows: a back action on an item without one could make one.
          let showsBackButton =
            root !== viewController && !item.hidesBackButton
            && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
            && !Self.confirmsPops(navigationController)
          guard showsBackButton else {
            if item.backAction?.identifier == Self.backActionIdentifier { item.backAction = nil }
            return
          }
          guard item.backAction == nil else { return }
          // The item stores a copy (`@NSCopying`): the identifier tells the proxy's action from the app's.
          item.backAction = UIAction(identifier: Self.backActionIdentifier) { [weak self, weak viewController] _ in
            guard let viewController else { return }
            self?.backButtonTapped(on: viewController)
          }
        }
      #endif
    }

    /// Whether the app, or a library, gives this navigation controller's class `navigationBar(_:shouldPop:)` — the
    /// usual way to confirm leaving a screen before iOS 16, in a subclass or in a category on `UINavigationController`
    /// (R28). UIKit asks it when the back button is tapped, but not when a back action runs instead, and such overrides
    /// let programmatic pops through; so the proxy installs no back action there, and the override keeps deciding the
    /// taps.
    ///
    /// Decided by where the implementation the class runs lives: outside UIKit's image, it is the app's or a
    /// library's. Comparing the subclass's lookup with `UINavigationController`'s cannot tell: a category replaces the
    /// method for both. Decided once per class.
    private static func confirmsPops(_ navigationController: UINavigationController) -> Bool {
      let type: AnyClass = Swift.type(of: navigationController)
      #if UIKitShim
        // The double's runtime can gain a category between tests; the real one flushes its caches when it does.
        let key = ClassKey(type: ObjectIdentifier(type), images: UIKitShimRuntime.loadedImages)
      #else
        let key = ClassKey(type: ObjectIdentifier(type), images: 0)
      #endif
      if let known = confirmsPopsByClass[key] { return known }
      let answer = implementsShouldPopOutsideUIKit(type)
      confirmsPopsByClass[key] = answer
      return answer
    }

    /// What ``confirmsPops(_:)`` found, per class.
    private static var confirmsPopsByClass: [ClassKey: Bool] = [:]

    private struct ClassKey: Hashable {
      let type: ObjectIdentifier
      let images: Int
    }

    private static func implementsShouldPopOutsideUIKit(_ type: AnyClass) -> Bool {
      #if UIKitShim
        guard let image = UIKitShimRuntime.imageOfInstanceMethod(type, named: "navigationBar(_:shouldPop:)") else {
          return false
        }
        return image != UIKitShimRuntime.imageOfClass(UINavigationController.self)
      #else
        let selector = NSSelectorFromString("navigationBar:shouldPopItem:")
        guard let method = class_getInstanceMethod(type, selector) else { return false }
        var implementation = Dl_info()
        var uikit = Dl_info()
        guard dladdr(UnsafeRawPointer(method_getImplementation(method)), &implementation) != 0,
          dladdr(unsafeBitCast(UINavigationController.self as AnyClass, to: UnsafeRawPointer.self), &uikit) != 0
        else { return false }
        // The image that defines UINavigationController is UIKit's (UIKitCore); any other holds an app's or library's
        // method, from a subclass or a category.
        return implementation.dli_fbase != uikit.dli_fbase
      #endif
    }

    /// The identifier of the back actions the proxy installs.
    private static var backActionIdentifier: UIAction.Identifier {
      UIAction.Identifier("NavigatorKit.backButton")
    }

    /// The person tapped the back button of `viewController`: the leave guard answers, then it pops, as UIKit's own
    /// back button does.
    private func backButtonTapped(on viewController: UIViewController) {
      guard let navigationController, navigationController.topViewController === viewController,
        navigationController.viewControllers.count > 1
      else { return }
      if let host {
        guard observer?.navigationHost(host, shouldPop: [viewController], because: .backButton) ?? true else { return }
        observer?.navigationHost(host, willChangeStackBecause: .backButton)
      }
      guard navigationController.popViewController(animated: true) != nil else {
        // A subclass's `popViewController(animated:)` refused: nothing leaves, so the reason is withdrawn before a
        // later change takes it.
        withdrawPendingReason()
        return
      }
      noteStackOperation(animated: true)
    }

    // MARK: Objective-C runtime

    /// What the proxy claims. UIKit asks `responds(to:)` when the delegate is assigned, and implementing some methods
    /// changes what it does: the orientation methods replace its own answer, the animator methods opt into custom
    /// transitions. So the proxy claims willShow and didShow, which it observes, and the four others only while the
    /// app's delegate implements them; it implements all six (see `DelegateForwarding`).
    nonisolated static let methods: DelegateMethods = {
      var forwarded = [
        DelegateMethod(
          "navigationController(_:interactionControllerFor:)",
          selector: "navigationController:interactionControllerForAnimationController:"),
        DelegateMethod(
          "navigationController(_:animationControllerFor:from:to:)",
          selector: "navigationController:animationControllerForOperation:fromViewController:toViewController:"),
      ]
      #if !os(tvOS)
        forwarded += [
          DelegateMethod(
            "navigationControllerSupportedInterfaceOrientations(_:)",
            selector: "navigationControllerSupportedInterfaceOrientations:"),
          DelegateMethod(
            "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
            selector: "navigationControllerPreferredInterfaceOrientationForPresentation:"),
        ]
      #endif
      return DelegateMethods(
        observed: [
          DelegateMethod(
            "navigationController(_:willShow:animated:)",
            selector: "navigationController:willShowViewController:animated:"),
          DelegateMethod(
            "navigationController(_:didShow:animated:)",
            selector: "navigationController:didShowViewController:animated:"),
        ],
        forwarded: forwarded)
    }()

    #if canImport(ObjectiveC)
      nonisolated override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        return forwarding.responds(to: selector, claiming: Self.methods, otherwise: super.responds(to: selector))
      }

      nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        return forwarding.forwardingTarget(for: selector, claiming: Self.methods)
      }
    #endif
  }

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension NavigationControllerDelegateProxy: ShimMessageForwarding {
      func shimResponds(to method: String) -> Bool {
        forwarding.shimResponds(to: method, claiming: Self.methods)
      }

      func shimForwardingTarget(for method: String) -> AnyObject? {
        forwarding.shimForwardingTarget(for: method, claiming: Self.methods)
      }
    }
  #endif

  /// A gesture recogniser, held weakly: the navigation controller owns its recognisers.
  private struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
  }

#endif
