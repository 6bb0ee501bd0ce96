// MARK: - Responder and view controller

/// The base class of objects that handle events; `UIViewController` inherits from it.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {}

/// An object that manages a view hierarchy; here, its place among parents and presentations.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`;
/// designated `init(nibName:bundle:)`, required `init?(coder:)`).
@MainActor
open class UIViewController: UIResponder {
  weak var parentStorage: UIViewController?
  var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?
  var presentationControllerStorage: UIPresentationController?
  var isBeingDismissedStorage = false

  /// Creates a view controller. Apple: …/uiviewcontroller/init(nibname:bundle:) (designated).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller from an archive. Apple: …/uiviewcontroller/init(coder:) (required, failable).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller with no nib: `UIViewController()`, as Objective-C's `init` imports.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The parent view controller (a navigation or tab bar controller). Apple: …/uiviewcontroller/parent.
  open var parent: UIViewController? { parentStorage }

  /// The nearest ancestor navigation controller. Apple: …/uiviewcontroller/navigationcontroller.
  open var navigationController: UINavigationController? {
    parentStorage as? UINavigationController ?? parentStorage?.navigationController
  }

  /// The nearest ancestor tab bar controller. Apple: …/uiviewcontroller/tabbarcontroller.
  open var tabBarController: UITabBarController? {
    parentStorage as? UITabBarController ?? parentStorage?.tabBarController
  }

  /// How this view controller is presented. Apple: …/uiviewcontroller/modalpresentationstyle (iOS 13: `.automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether the person may not pull this view controller down (R23). Apple: …/uiviewcontroller/ismodalinpresentation.
  open var isModalInPresentation = false

  /// The view controller this one, or one of its ancestors, presents (R21, R21a).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? {
    presentedStorage ?? parentStorage?.presentedViewController
  }

  /// The view controller that presented this one, or one of its ancestors. Apple: …/presentingviewcontroller.
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parentStorage?.presentingViewController
  }

  /// The presentation controller managing this view controller; reading it before a presentation creates one from
  /// ``modalPresentationStyle``.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? {
    if let presentationControllerStorage { return presentationControllerStorage }
    let created = UIPresentationController(presentedViewController: self, presenting: nil)
    presentationControllerStorage = created
    return created
  }

  /// The coordinator of the transition in flight for this view controller or an ancestor (R10, R27).
  ///
  /// A presentation's or dismissal's coordinator is the presenting view controller's (R23a); a presented view
  /// controller does not report it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    Transition.running(for: self)?.coordinator ?? parentStorage?.transitionCoordinator
  }

  /// Whether this view controller is being dismissed: from the start of its dismissal to its end.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed (documented for use in
  /// the appearance callbacks only).
  open var isBeingDismissed: Bool { isBeingDismissedStorage }

  /// The interface orientations this view controller supports. Apple: …/supportedinterfaceorientations.
  @available(tvOS, unavailable)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  /// The orientation to present this view controller in. Apple: …/preferredinterfaceorientationforpresentation.
  @available(tvOS, unavailable)
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// The ancestor that presents for this view controller: its root-most parent (R21).
  var presentationContext: UIViewController {
    parentStorage?.presentationContext ?? self
  }

  /// Presents a view controller modally (R21): refused, with a log line and no completion, while something is
  /// presented or a presentation or dismissal runs.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    let presenter = presentationContext
    guard presenter.presentedStorage == nil, Transition.running(for: presenter) == nil else {
      UIKitShimRuntime.log.append("Attempt to present a view controller on one which is already presenting")
      return
    }
    let presented = viewControllerToPresent
    presented.presentationController?.presentingStorage = presenter
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    guard flag else {
      completion?()
      return
    }
    _ = Transition(owner: presenter, interactive: false) { coordinator in
      coordinator.runCompletions()
      completion?()
    }
  }

  /// Dismisses what this view controller's context presents, or this view controller if it is presented (R22).
  ///
  /// During another presentation or dismissal UIKit logs "while a presentation or dismiss is in progress" and the
  /// double drops the call; its completion never runs. A programmatic dismissal calls no presentation-controller
  /// delegate method (R23).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    guard let presenter = context.presentedStorage != nil ? context : context.presentingStorage,
      let presented = presenter.presentedStorage
    else { return }
    guard Transition.running(for: presenter) == nil else {
      UIKitShimRuntime.log.append("Attempt to dismiss while a presentation or dismiss is in progress")
      return
    }
    presented.isBeingDismissedStorage = true
    guard flag else {
      Self.endPresentation(of: presented, by: presenter)
      completion?()
      return
    }
    _ = Transition(owner: presenter, interactive: false) { coordinator in
      Self.endPresentation(of: presented, by: presenter)
      coordinator.runCompletions()
      completion?()
    }
  }

  static func endPresentation(of presented: UIViewController, by presenter: UIViewController) {
    presented.isBeingDismissedStorage = false
    if presenter.presentedStorage === presented { presenter.presentedStorage = nil }
    presented.presentingStorage = nil
  }
}
