#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// The presentation-controller delegate NavigatorKit installs on a screen presented through a host, to hear when
  /// the person pulls the sheet down (R23).
  ///
  /// A pull-down that starts holds the host's in-flight flag until its transition ends, finished or cancelled; one
  /// that finishes is reported to the host's observer as ``NavigationHostObserver/navigationHost(_:didDismiss:)``.
  /// A programmatic dismissal calls none of these methods; the navigation controller's proxy watches for it.
  ///
  /// Every call is forwarded to the app's delegate of the presentation controller (held weakly, as UIKit holds it);
  /// the proxy implements every method it may claim, with UIKit's default once that delegate is gone (see
  /// ``DelegateForwarding``). A popover's delegate is forwarded its own `prepareForPopoverPresentation(_:)` too, and a
  /// sheet's delegate (iOS 15) its `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
  /// While installed, the proxy observes `delegate`: a delegate the presented flow assigns
  /// (`presentationController?.delegate = self`) is adopted and the proxy put back in front at once.
  @MainActor
  final class PresentationControllerDelegateProxy: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var presentationController: UIPresentationController?
    private weak var host: NavigationControllerDelegateProxy?
    /// The previous delegate, the app's, held weakly.
    private let forwarding = DelegateForwarding()
    private var forwardTarget: (any UIAdaptivePresentationControllerDelegate)? {
      forwarding.target as? any UIAdaptivePresentationControllerDelegate
    }
    private var delegateObservation: NSKeyValueObservation?
    /// Set while the proxy assigns `delegate` itself, or after it gave the delegate back.
    private var ignoresDelegateAssignments = false

    private init(presentationController: UIPresentationController, host: NavigationControllerDelegateProxy) {
      self.presentationController = presentationController
      self.host = host
      super.init()
      delegateObservation = presentationController.observe(\.delegate, options: [.new]) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.delegateWasAssigned() }
      }
    }

    /// Something assigned the presentation controller's `delegate`: adopt it, unless the proxy assigned it or has
    /// been uninstalled.
    private func delegateWasAssigned() {
      guard !ignoresDelegateAssignments, let presentationController, presentationController.delegate !== self else {
        return
      }
      adopt(presentationController.delegate)
    }

    /// Installs a proxy on the presentation controller of `viewController`, which `host` is about to present, in
    /// front of any delegate already there. Reading `presentationController` before presenting creates it from the
    /// current `modalPresentationStyle`, as Apple's own sheet examples do.
    ///
    /// - Returns: The proxy, which the caller must keep (the presentation controller holds its delegate weakly);
    ///   `nil` when the view controller has no presentation controller.
    static func install(
      on viewController: UIViewController, presentedBy host: NavigationControllerDelegateProxy
    ) -> PresentationControllerDelegateProxy? {
      guard let presentationController = viewController.presentationController else { return nil }
      let proxy = PresentationControllerDelegateProxy(presentationController: presentationController, host: host)
      proxy.adopt(presentationController.delegate)
      return proxy
    }

    /// Puts the proxy back in front if the app replaced the delegate while the screen is presented — typically in the
    /// presented view controller's `viewDidLoad`. Runs at every host call and when the presentation finished.
    func reinstallIfReplaced() {
      guard let presentationController, presentationController.delegate !== self,
        host?.isPresenting(presentationController.presentedViewController) == true
      else { return }
      adopt(presentationController.delegate)
    }

    /// Gives the presentation controller back its previous delegate, if the proxy is still installed.
    func uninstall() {
      ignoresDelegateAssignments = true
      delegateObservation?.invalidate()
      guard let presentationController, presentationController.delegate === self else { return }
      presentationController.delegate = forwardTarget
    }

    private func adopt(_ delegate: (any UIAdaptivePresentationControllerDelegate)?) {
      if let proxy = delegate as? PresentationControllerDelegateProxy {
        forwarding.target = proxy.forwardTarget
      } else {
        forwarding.target = delegate
      }
      let wasIgnoring = ignoresDelegateAssignments
      ignoresDelegateAssignments = true
      defer { ignoresDelegateAssignments = wasIgnoring }
      presentationController?.delegate = nil
      presentationController?.delegate = self
    }

    private func forward<Result>(
      _ method: String = #function, about subject: AnyObject,
      _ call: (any UIAdaptivePresentationControllerDelegate) -> Result?
    ) -> Result? {
      forwarding.forward(to: (any UIAdaptivePresentationControllerDelegate).self, method, about: subject, call)
    }

    // MARK: What NavigatorKit observes

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      host?.sheetWillDismiss(presentationController)
      forward(about: presentationController) {
        implementation($0.presentationControllerWillDismiss(_:))?(presentationController)
      }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      host?.sheetTransitionDidEnd()
      forward(about: presentationController) {
        implementation($0.presentationControllerDidDismiss(_:))?(presentationController)
      }
      host?.sheetDidDismiss(presentationController.presentedViewController, by: self)
    }

    /// Asks the app's delegate, then the navigator's leave guards; a refusal bounces the sheet back, and UIKit calls
    /// `presentationControllerDidAttemptToDismiss(_:)`, which goes on to the app's delegate.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      let allowed =
        forward(about: presentationController) {
          implementation($0.presentationControllerShouldDismiss(_:))?(presentationController)
        } ?? true
      guard allowed else { return false }
      return host?.sheetShouldDismiss(presentationController.presentedViewController) ?? true
    }

    // MARK: Forwarded only
    // On Apple platforms UIKit calls these only when the previous delegate implements them (see `responds(to:)`).
    // The fallbacks answer only if that delegate was deallocated after UIKit checked, or if the call came back round,
    // and give "no preference" answers. For the adaptive style that is not `.none`, which means "do not adapt": Apple
    // documents that a delegate returning a style it does not accept gets the presentation controller's default
    // adaptation, and `.automatic` ("the default presentation style chosen by the system") is such a style.

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      forward(about: controller) { implementation($0.adaptivePresentationStyle(for:))?(controller) } ?? .automatic
    }

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      forward(about: controller) {
        implementation($0.adaptivePresentationStyle(for:traitCollection:))?(controller, traitCollection)
      } ?? .automatic
    }

    func presentationController(
      _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      forward(about: controller) {
        implementation($0.presentationController(_:viewControllerForAdaptivePresentationStyle:))?(controller, style)
      } ?? nil
    }

    func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      forward(about: presentationController) {
        implementation($0.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:))?(
          presentationController, style, transitionCoordinator)
      }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      forward(about: presentationController) {
        implementation($0.presentationControllerDidAttemptToDismiss(_:))?(presentationController)
      }
    }

    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) {
      forward(about: presentationController) { (delegate: any UIAdaptivePresentationControllerDelegate) -> Void? in
        // UIKit sends it from iOS 15 only; the package supports iOS 13.
        guard #available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, *) else { return nil }
        return implementation(delegate.presentationController(_:prepare:))?(
          presentationController, adaptivePresentationController)
      }
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
      forward(about: popoverPresentationController) {
        implementation(($0 as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(_:))?(
          popoverPresentationController)
      }
    }

    // MARK: Objective-C runtime

    /// What the proxy claims: the three pull-down methods, which it observes, and the others only while the app's
    /// delegate implements them (see `DelegateForwarding`).
    nonisolated static let methods = DelegateMethods(
      observed: observedMethods, forwarded: forwardedMethods + sheetMethods)

    private nonisolated static let observedMethods = [
      DelegateMethod("presentationControllerWillDismiss(_:)", selector: "presentationControllerWillDismiss:"),
      DelegateMethod("presentationControllerDidDismiss(_:)", selector: "presentationControllerDidDismiss:"),
      DelegateMethod("presentationControllerShouldDismiss(_:)", selector: "presentationControllerShouldDismiss:"),
    ]

    private nonisolated static let forwardedMethods = [
      DelegateMethod(
        "adaptivePresentationStyle(for:)", selector: "adaptivePresentationStyleForPresentationController:"),
      DelegateMethod(
        "adaptivePresentationStyle(for:traitCollection:)",
        selector: "adaptivePresentationStyleForPresentationController:traitCollection:"),
      DelegateMethod(
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        selector: "presentationController:viewControllerForAdaptivePresentationStyle:"),
      DelegateMethod(
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        selector: "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:"),
      DelegateMethod(
        "presentationControllerDidAttemptToDismiss(_:)", selector: "presentationControllerDidAttemptToDismiss:"),
      DelegateMethod(
        "presentationController(_:prepare:)",
        selector: "presentationController:prepareAdaptivePresentationController:"
      ),
      DelegateMethod("prepareForPopoverPresentation(_:)", selector: "prepareForPopoverPresentation:"),
    ]

    /// A sheet delegate's own method (iOS 15, not on tvOS, R32).
    private nonisolated static var sheetMethods: [DelegateMethod] {
      #if os(tvOS)
        return []
      #else
        return [
          DelegateMethod(
            "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
            selector: "sheetPresentationControllerDidChangeSelectedDetentIdentifier:")
        ]
      #endif
    }

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

  #if !os(tvOS)
    // A sheet's own delegate method, forwarded like the others (R32): the person dragged the sheet to another detent.
    @available(iOS 15.0, macCatalyst 15.0, *)
    extension PresentationControllerDelegateProxy: UISheetPresentationControllerDelegate {
      func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
      ) {
        forward(about: sheetPresentationController) {
          implementation(
            ($0 as? any UISheetPresentationControllerDelegate)?
              .sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:))?(sheetPresentationController)
        }
      }
    }
  #endif

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension PresentationControllerDelegateProxy: ShimMessageForwarding {
      func shimResponds(to method: String) -> Bool {
        forwarding.shimResponds(to: method, claiming: Self.methods)
      }

      func shimForwardingTarget(for method: String) -> AnyObject? {
        forwarding.shimForwardingTarget(for: method, claiming: Self.methods)
      }
    }
  #endif
#endif
