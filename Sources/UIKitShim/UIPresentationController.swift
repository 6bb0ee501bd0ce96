// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  // MARK: - Presentation controller (R23, R23a)

  /// The object that manages a modal presentation, such as a sheet.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller (`@MainActor class`; the SDK
  /// header marks `init` unavailable; the designated initialiser is `init(presentedViewController:presenting:)`).
  @MainActor
  open class UIPresentationController: NSObject {
    private unowned let presented: UIViewController
    weak var presentingStorage: UIViewController?
    private let delegateObservers = DelegateObservers()
    private var pullDown: Transition?
    private var delegateCallbacksRunning = 0

    /// Unavailable, as in UIKit.
    @available(*, unavailable)
    public override init() {
      fatalError("init() is unavailable")
    }

    /// Creates a presentation controller.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
      presented = presentedViewController
      presentingStorage = presentingViewController
      presentationStyle = presentedViewController.modalPresentationStyle
      super.init()
    }

    /// The delegate that adapts the presentation and hears about pull-downs, held weakly.
    ///
    /// Assigning it while the double is calling one of the delegate's dismissal methods is logged: a delegate replaced
    /// during its dismissal kept the presented screen alive in a public report.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)? {
      didSet {
        if delegateCallbacksRunning > 0 {
          UIKitShimRuntime.log.append("Presentation controller delegate replaced during its dismissal callback")
        }
        delegateMethods = UIKitShimRuntime.respondedMethods(of: delegate, among: Self.delegateMethodNames)
        delegateObservers.notify()
      }
    }

    /// The optional methods the delegate responded to when it was assigned: the only ones sent to it.
    private var delegateMethods: Set<String> = []

    /// The delegate methods UIKit reads at assignment; the popover's subclass adds its own.
    class var delegateMethodNames: [String] {
      [
        "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "presentationController(_:prepare:)", "presentationControllerShouldDismiss(_:)",
        "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)",
        "presentationControllerDidAttemptToDismiss(_:)",
      ]
    }

    /// Sends `method` to the delegate if it responded to it at assignment.
    func sendToDelegate<Result>(
      _ method: String, _ message: (any UIAdaptivePresentationControllerDelegate) -> Result
    ) -> Result? {
      delegateCallbacksRunning += 1
      defer { delegateCallbacksRunning -= 1 }
      return UIKitShimRuntime.send(method, to: delegate, cached: delegateMethods, message)
    }

    /// Whether the person can pull the presentation down: sheets and popovers, not a full-screen cover.
    var canBeDismissedByThePerson: Bool {
      presentationStyle != .fullScreen && presentationStyle != .overFullScreen
    }

    /// The view controller being presented. Apple: …/uipresentationcontroller/presentedviewcontroller.
    open var presentedViewController: UIViewController { presented }

    /// The view controller that presents. Apple: …/uipresentationcontroller/presentingviewcontroller (non-optional in
    /// Swift).
    ///
    /// Set when the presentation starts. Before it — a presentation controller read to configure a sheet — UIKit's
    /// is `nil`, which Swift holds in a non-optional: using it is undefined behaviour, recorded in
    /// ``UIKitShimRuntime/crashes``.
    open var presentingViewController: UIViewController {
      guard let presentingStorage else {
        UIKitShimRuntime.crash("UIPresentationController.presentingViewController read before the presentation: nil")
        return presented
      }
      return presentingStorage
    }

    /// The style the presentation uses; after ``shimAdapt(to:)``, the adapted one.
    open private(set) var presentationStyle: UIModalPresentationStyle

    /// Stands in for key-value observing of `delegate`; see ``NSKeyValueObservation``.
    public func observe(
      _ keyPath: KeyPath<UIPresentationController, (any UIAdaptivePresentationControllerDelegate)?>,
      options: NSKeyValueObservingOptions = [],
      changeHandler:
        @escaping (UIPresentationController, NSKeyValueObservedChange<(any UIAdaptivePresentationControllerDelegate)?>)
        ->
        Void
    ) -> NSKeyValueObservation {
      precondition(keyPath == \UIPresentationController.delegate, "The double observes only `delegate`.")
      return delegateObservers.add { [unowned self] in
        changeHandler(self, NSKeyValueObservedChange(newValue: delegate, oldValue: nil))
      }
    }

    private var isPresented: Bool {
      presentingStorage?.presentedStorage === presented
    }

    /// The person starts pulling the presented sheet down (R23, R23a, R23b).
    ///
    /// A full-screen cover cannot be pulled down: nothing happens and no delegate method is called.
    ///
    /// Refused — `presentationControllerDidAttemptToDismiss(_:)` and nothing else — when the presented view controller,
    /// or the top of a presented navigation controller, sets `isModalInPresentation`, or when the delegate's
    /// `presentationControllerShouldDismiss(_:)` says no. Otherwise `presentationControllerWillDismiss(_:)` runs with
    /// the presenting view controller's transition coordinator in place. End the drag with ``shimReleasePullDown(cancelled:)``.
    ///
    /// - Returns: Whether the pull-down started.
    @discardableResult
    public func shimPullDown() -> Bool {
      guard let presenter = presentingStorage, isPresented, canBeDismissedByThePerson,
        Transition.running(for: presenter) == nil
      else {
        return false
      }
      let modal =
        presented.isModalInPresentation
        || (presented as? UINavigationController)?.topViewController?.isModalInPresentation == true
      if modal
        || sendToDelegate("presentationControllerShouldDismiss(_:)", { $0.presentationControllerShouldDismiss(self) })
          == false
      {
        _ = sendToDelegate("presentationControllerDidAttemptToDismiss(_:)") {
          $0.presentationControllerDidAttemptToDismiss(self)
        }
        return false
      }
      presented.isBeingDismissedStorage = true
      pullDown = Transition(owner: presenter, presenting: presented, interactive: true) { [weak self] coordinator in
        self?.endPullDown(coordinator, presenter: presenter)
      }
      _ = sendToDelegate("presentationControllerWillDismiss(_:)") { $0.presentationControllerWillDismiss(self) }
      return true
    }

    /// The person lifts the finger: the sheet settles back (`cancelled`) or goes away. The transition ends at
    /// ``UIKitShimRuntime/finishAnimations()``.
    public func shimReleasePullDown(cancelled: Bool) {
      pullDown?.release(cancelled: cancelled)
    }

    private func endPullDown(_ coordinator: ShimTransitionCoordinator, presenter: UIViewController) {
      pullDown = nil
      if coordinator.isCancelled {
        presented.isBeingDismissedStorage = false
        coordinator.runCompletions()
        return
      }
      UIViewController.endPresentation(of: presented, by: presenter)
      let didDismiss = {
        _ = self.sendToDelegate("presentationControllerDidDismiss(_:)") { $0.presentationControllerDidDismiss(self) }
      }
      if UIKitShimRuntime.didDismissBeforeCoordinatorCompletion {
        didDismiss()
        coordinator.runCompletions()
      } else {
        coordinator.runCompletions()
        didDismiss()
      }
    }

    /// The size class changes to `traitCollection`: the presentation adapts as the delegate asks.
    ///
    /// The delegate is asked for the style, then told with `presentationController(_:prepare:)` (iOS 15). `.none` keeps
    /// the current style; `.fullScreen`, `.overFullScreen`, `.formSheet` and `.pageSheet` replace it; any
    /// other answer (or none) gets UIKit's default adaptation, in which a popover becomes full screen.
    ///
    /// - Returns: The style after adapting.
    @discardableResult
    public func shimAdapt(to traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      let answer = sendToDelegate("adaptivePresentationStyle(for:traitCollection:)") {
        $0.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
      }
      _ = sendToDelegate("presentationController(_:prepare:)") { $0.presentationController(self, prepare: self) }
      switch answer {
      case .none?: break
      case .fullScreen?, .overFullScreen?, .formSheet?, .pageSheet?: presentationStyle = answer ?? presentationStyle
      default: if presentationStyle == .popover { presentationStyle = .fullScreen }
      }
      return presentationStyle
    }
  }

  /// The methods a presentation controller's delegate may implement; in UIKit every one is optional.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
  /// (`@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`).
  ///
  /// Swift on Linux has no `optional` requirements: here each has a default implementation, which stands for "not
  /// implemented" and gives UIKit's answer for a delegate that lacks the method. A misspelled method in an extension
  /// that declares the conformance draws Swift's "nearly matches defaulted requirement" warning, an error under
  /// `-warnings-as-errors`, as a misspelled optional method does against the SDK.
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt the presentation to. Apple: …/adaptivepresentationstyle(for:).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// The style to adapt the presentation to for `traitCollection`. Apple: …/adaptivepresentationstyle(for:traitcollection:).
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle

    /// The view controller to show after adapting, or `nil`.
    /// Apple: …/presentationcontroller(_:viewcontrollerforadaptivepresentationstyle:).
    func presentationController(
      _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?

    /// Called before an adaptivity-related transition.
    /// Apple: …/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:).
    func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    )

    /// Prepares the presentation controller UIKit adapts to, before it is used (iOS 15).
    /// Apple: …/presentationcontroller(_:prepare:).
    @available(iOS 15.0, *)
    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController)

    /// Whether the person may pull the sheet down. Apple: …/presentationcontrollershoulddismiss(_:).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// A pull-down started; it may still be cancelled. Apple: …/presentationcontrollerwilldismiss(_:).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// A pull-down finished; never for a programmatic dismissal. Apple: …/presentationcontrollerdiddismiss(_:).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// A pull-down was refused. Apple: …/presentationcontrollerdidattempttodismiss(_:).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  }

  // "Not implemented": UIKit's behaviour for a delegate without the method — or, for an object that claimed it, the
  // runtime's forwarding and its "unrecognized selector" crash (see `ShimMessageForwarding`).
  extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: no preference (an answer UIKit treats as invalid, so it adapts as by default).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
      UIKitShimRuntime.unimplemented("adaptivePresentationStyle(for:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.adaptivePresentationStyle(for: controller)
      } ?? .automatic
    }

    /// Not implemented: UIKit falls back to ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      UIKitShimRuntime.unimplemented("adaptivePresentationStyle(for:traitCollection:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.adaptivePresentationStyle(
          for: controller, traitCollection: traitCollection)
      } ?? adaptivePresentationStyle(for: controller)
    }

    /// Not implemented: no replacement view controller.
    public func presentationController(
      _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      UIKitShimRuntime.unimplemented("presentationController(_:viewControllerForAdaptivePresentationStyle:)", on: self)
      {
        ($0 as? any UIAdaptivePresentationControllerDelegate).map {
          $0.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
        }
      } ?? nil
    }

    /// Not implemented: nothing happens.
    public func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      _ = UIKitShimRuntime.unimplemented(
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)", on: self
      ) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationController(
          presentationController, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
      }
    }

    /// Not implemented: nothing happens.
    @available(iOS 15.0, *)
    public func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) {
      _ = UIKitShimRuntime.unimplemented("presentationController(_:prepare:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationController(
          presentationController, prepare: adaptivePresentationController)
      }
    }

    /// Not implemented: the pull-down may go ahead.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      UIKitShimRuntime.unimplemented("presentationControllerShouldDismiss(_:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerShouldDismiss(
          presentationController)
      } ?? true
    }

    /// Not implemented: nothing happens.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      _ = UIKitShimRuntime.unimplemented("presentationControllerWillDismiss(_:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerWillDismiss(presentationController)
      }
    }

    /// Not implemented: nothing happens.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      _ = UIKitShimRuntime.unimplemented("presentationControllerDidDismiss(_:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerDidDismiss(presentationController)
      }
    }

    /// Not implemented: nothing happens.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      _ = UIKitShimRuntime.unimplemented("presentationControllerDidAttemptToDismiss(_:)", on: self) {
        ($0 as? any UIAdaptivePresentationControllerDelegate)?.presentationControllerDidAttemptToDismiss(
          presentationController)
      }
    }
  }

  // MARK: - Sheet and popover presentation controllers

  /// The presentation controller of a sheet (iOS 15): what `presentationController` is for `.automatic`, `.pageSheet`
  /// and `.formSheet`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller (`@MainActor class
  /// UISheetPresentationController : UIPresentationController`, iOS 15, not on tvOS).
  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UISheetPresentationController: UIPresentationController {
    override class var delegateMethodNames: [String] {
      super.delegateMethodNames + ["sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"]
    }

    /// The person drags the sheet to another of its detents: UIKit tells the delegate — if it responded to
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when it was assigned (R32). Apple's page for
    /// the method: it is not called when code changes `selectedDetentIdentifier`.
    public func shimDragToAnotherDetent() {
      let method = "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
      _ = sendToDelegate(method) { delegate in
        if let sheetDelegate = delegate as? any UISheetPresentationControllerDelegate {
          sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        } else {
          // An object that claimed the method without adopting the sheet protocol: the runtime forwards or stops.
          _ = UIKitShimRuntime.unimplemented(method, on: delegate) {
            ($0 as? any UISheetPresentationControllerDelegate)?
              .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
          }
        }
      }
    }
  }

  /// The methods a sheet's presentation-controller delegate may implement, beyond the adaptive ones; every one is
  /// optional (R32).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
  /// (`@MainActor protocol UISheetPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate`, iOS 15,
  /// not on tvOS).
  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The person changed the sheet's selected detent.
    /// Apple: …/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController)
  }

  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  extension UISheetPresentationControllerDelegate {
    /// Not implemented: nothing happens.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      _ = UIKitShimRuntime.unimplemented("sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)", on: self) {
        ($0 as? any UISheetPresentationControllerDelegate)?
          .sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            sheetPresentationController)
      }
    }
  }

  /// The presentation controller of a popover, whose delegate protocol adds methods of its own.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller (`@MainActor class
  /// UIPopoverPresentationController : UIPresentationController`).
  @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
    override class var delegateMethodNames: [String] {
      super.delegateMethodNames + ["prepareForPopoverPresentation(_:)"]
    }

    /// UIKit tells the delegate before presenting the popover — if it responded to the method when it was assigned.
    func prepareForPresentation() {
      _ = sendToDelegate("prepareForPopoverPresentation(_:)") { delegate in
        if let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate {
          popoverDelegate.prepareForPopoverPresentation(self)
        } else {
          // An object that claimed the method without adopting the popover protocol: the runtime forwards or stops.
          _ = UIKitShimRuntime.unimplemented("prepareForPopoverPresentation(_:)", on: delegate) {
            ($0 as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
          }
        }
      }
    }

    /// The person taps outside the popover: the same course as a sheet's pull-down, without a drag to release
    /// (``shimReleasePullDown(cancelled:)`` ends it).
    @discardableResult
    public func shimTapOutside() -> Bool {
      shimPullDown()
    }
  }

  /// The methods a popover's presentation-controller delegate may implement, beyond the adaptive ones; every one is
  /// optional. Only `prepareForPopoverPresentation(_:)` is declared.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
  /// (`@MainActor protocol … : UIAdaptivePresentationControllerDelegate`).
  @MainActor
  public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is presented. Apple: …/prepareforpopoverpresentation(_:).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  }

  extension UIPopoverPresentationControllerDelegate {
    /// Not implemented: nothing happens.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
      _ = UIKitShimRuntime.unimplemented("prepareForPopoverPresentation(_:)", on: self) {
        ($0 as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(
          popoverPresentationController)
      }
    }
  }
#endif
