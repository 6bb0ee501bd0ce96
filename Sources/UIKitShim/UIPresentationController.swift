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
      delegateObservers.notify()
    }
  }

  /// The view controller being presented. Apple: …/uipresentationcontroller/presentedviewcontroller.
  open var presentedViewController: UIViewController { presented }

  /// The view controller that presents. Apple: …/uipresentationcontroller/presentingviewcontroller (non-optional in
  /// Swift; the double answers the presented view controller before a presentation, where UIKit's is unset).
  open var presentingViewController: UIViewController { presentingStorage ?? presented }

  /// The style the presentation uses; after ``shimAdapt(to:)``, the adapted one.
  open private(set) var presentationStyle: UIModalPresentationStyle

  /// Stands in for key-value observing of `delegate`; see ``NSKeyValueObservation``.
  public func observe(
    _ keyPath: KeyPath<UIPresentationController, (any UIAdaptivePresentationControllerDelegate)?>,
    options: NSKeyValueObservingOptions = [],
    changeHandler:
      @escaping (UIPresentationController, NSKeyValueObservedChange<(any UIAdaptivePresentationControllerDelegate)?>) ->
      Void
  ) -> NSKeyValueObservation {
    precondition(keyPath == \UIPresentationController.delegate, "The double observes only `delegate`.")
    return delegateObservers.add { [unowned self] in
      changeHandler(self, NSKeyValueObservedChange(newValue: delegate, oldValue: nil))
    }
  }

  private func withDelegate<Result>(_ body: ((any UIAdaptivePresentationControllerDelegate)?) -> Result) -> Result {
    delegateCallbacksRunning += 1
    defer { delegateCallbacksRunning -= 1 }
    return body(delegate)
  }

  private var isPresented: Bool {
    presentingStorage?.presentedStorage === presented
  }

  /// The person starts pulling the presented sheet down (R23, R23a, R23b).
  ///
  /// Refused — `presentationControllerDidAttemptToDismiss(_:)` and nothing else — when the presented view controller,
  /// or the top of a presented navigation controller, sets `isModalInPresentation`, or when the delegate's
  /// `presentationControllerShouldDismiss(_:)` says no. Otherwise `presentationControllerWillDismiss(_:)` runs with
  /// the presenting view controller's transition coordinator in place. End the drag with ``shimReleasePullDown(cancelled:)``.
  ///
  /// - Returns: Whether the pull-down started.
  @discardableResult
  public func shimPullDown() -> Bool {
    guard let presenter = presentingStorage, isPresented, Transition.running(for: presenter) == nil else {
      return false
    }
    let modal =
      presented.isModalInPresentation
      || (presented as? UINavigationController)?.topViewController?.isModalInPresentation == true
    if modal || withDelegate({ $0?.presentationControllerShouldDismiss(self) }) == false {
      withDelegate { $0?.presentationControllerDidAttemptToDismiss(self) }
      return false
    }
    presented.isBeingDismissedStorage = true
    pullDown = Transition(owner: presenter, interactive: true) { [weak self] coordinator in
      self?.endPullDown(coordinator, presenter: presenter)
    }
    withDelegate { $0?.presentationControllerWillDismiss(self) }
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
    coordinator.runCompletions()
    withDelegate { $0?.presentationControllerDidDismiss(self) }
  }

  /// The size class changes to `traitCollection`: the presentation adapts as the delegate asks.
  ///
  /// `.none` keeps the current style; `.fullScreen`, `.overFullScreen`, `.formSheet` and `.pageSheet` replace it; any
  /// other answer (or none) gets UIKit's default adaptation, in which a popover becomes full screen.
  ///
  /// - Returns: The style after adapting.
  @discardableResult
  public func shimAdapt(to traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    let answer = withDelegate { $0?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) }
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
/// (`@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`). The iOS 15
/// `presentationController(_:prepare:)` is not declared: the adapter does not implement it.
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

  /// Whether the person may pull the sheet down. Apple: …/presentationcontrollershoulddismiss(_:).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

  /// A pull-down started; it may still be cancelled. Apple: …/presentationcontrollerwilldismiss(_:).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// A pull-down finished; never for a programmatic dismissal. Apple: …/presentationcontrollerdiddismiss(_:).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// A pull-down was refused. Apple: …/presentationcontrollerdidattempttodismiss(_:).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// "Not implemented": UIKit's behaviour for a delegate without the method.
extension UIAdaptivePresentationControllerDelegate {
  /// Not implemented: no preference (an answer UIKit treats as invalid, so it adapts as by default).
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .automatic
  }

  /// Not implemented: UIKit falls back to ``adaptivePresentationStyle(for:)``.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }

  /// Not implemented: no replacement view controller.
  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    nil
  }

  /// Not implemented: nothing happens.
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}

  /// Not implemented: the pull-down may go ahead.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }

  /// Not implemented: nothing happens.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

  /// Not implemented: nothing happens.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

  /// Not implemented: nothing happens.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
