// A compile-only stand-in for UIKit, so that NavigatorKit's UIKit adapter (Sources/NavigatorKit/UIKit) is
// type-checked on Linux: `swift build --traits UIKitShim`. See README.md next to this file.
//
// Rules for this file:
// - It declares only the types and members the adapter uses, each with the Swift signature of Apple's iOS SDK:
//   names, argument labels, optionality, `@MainActor`, `open`, `weak`. The source each one was checked against is
//   named in its doc comment (an Apple documentation page, or the SDK header where no page shows the Swift form).
// - Nothing here runs. Bodies are `shimOnly()` (a fatal error) or trivial stored properties.
// - UIKit's delegate protocols have `@objc optional` requirements, which need the Objective-C runtime that Linux
//   lacks. Here they are ordinary requirements with a default implementation in a protocol extension, so a type
//   that implements only some of them compiles as it would against UIKit. Code that calls them must therefore not
//   use the `method?(…)` spelling; the adapter reads them as optional function values, which compiles both ways.
// - Enumerations list only the cases the adapter uses, with Apple's raw values (UIKit's have more), except the
//   three-case `UINavigationController.Operation`, listed whole.

@_exported import Foundation

/// Stops the program: nothing in this module is meant to run.
private func shimOnly(_ function: StaticString = #function) -> Never {
  fatalError("\(function) is part of NavigatorKit's compile-only UIKit shim, which has no behaviour.")
}

// MARK: - Orientation

/// The interface orientations a view controller supports.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (`struct`, `OptionSet`,
/// `init(rawValue: UInt)`). Unavailable on tvOS.
@available(tvOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Every orientation.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all
  public static var all: UIInterfaceOrientationMask { shimOnly() }
}

/// An orientation of the app's user interface.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiinterfaceorientation (`enum`, raw type `Int`).
/// Unavailable on tvOS. Only the case the adapter uses is declared.
@available(tvOS, unavailable)
public enum UIInterfaceOrientation: Int, @unchecked Sendable {
  /// Portrait, with the home button or indicator at the bottom. Raw value 1, as in UIKit.
  case portrait = 1
}

// MARK: - Presentation styles and traits

/// How a view controller is presented modally.
///
/// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (`enum`, raw type `Int`).
/// Only the case the adapter uses is declared.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  /// No adaptation: keep the current presentation style. Raw value -1, as in UIKit.
  case none = -1
}

/// The traits of an interface environment, such as size classes.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection (`class UITraitCollection`, not main-actor
/// isolated; the SDK marks it sendable). No members: the adapter only passes one along.
open class UITraitCollection: NSObject, @unchecked Sendable {}

// MARK: - Responder and view controller

/// The base class of objects that handle events; `UIViewController` inherits from it.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {}

/// An object that manages a view hierarchy.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`).
@MainActor
open class UIViewController: UIResponder {
  /// The view controller this one, or one of its ancestors, presents.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { shimOnly() }

  /// The presentation controller managing this view controller; reading it before a presentation creates one.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? { shimOnly() }

  /// The coordinator of the transition in flight for this view controller or an ancestor, or `nil`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { shimOnly() }

  /// Whether this view controller is being dismissed.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { shimOnly() }

  /// The interface orientations this view controller supports.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  @available(tvOS, unavailable)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { shimOnly() }

  /// The orientation to present this view controller in when it fills the screen.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
  @available(tvOS, unavailable)
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { shimOnly() }

  /// Presents a view controller modally.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    shimOnly()
  }

  /// Dismisses the view controller this one presented, or this one if nothing is presented over it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    shimOnly()
  }
}

// MARK: - Navigation controller

/// A container view controller that manages a stack of view controllers.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller (`@MainActor`, SDK header
/// `NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`).
@MainActor
open class UINavigationController: UIViewController {
  /// The view controllers on the stack, root first.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers (SDK header:
  /// `@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers`).
  open var viewControllers: [UIViewController] = []

  /// The view controller on top of the stack.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { shimOnly() }

  /// The navigation controller's delegate, held weakly.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Pushes a view controller on the stack.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    shimOnly()
  }

  /// Pops the top view controller and returns it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    shimOnly()
  }

  /// Pops view controllers until `viewController` is on top and returns the popped ones.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    shimOnly()
  }

  /// Pops every view controller but the root and returns the popped ones.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    shimOnly()
  }

  /// Replaces the stack.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    shimOnly()
  }

  /// The kind of transition a navigation controller runs.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation (all cases; raw values
  /// from the SDK header's `UINavigationControllerOperation`).
  public enum Operation: Int, @unchecked Sendable {
    /// No transition.
    case none = 0
    /// A push.
    case push = 1
    /// A pop.
    case pop = 2
  }
}

/// The methods a navigation controller's delegate may implement; in UIKit every one is optional.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
/// (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called just before the navigation controller shows a new top view controller.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

  /// Called after the navigation controller showed a new top view controller.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

  /// The orientations the navigation controller supports.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)
  @available(tvOS, unavailable)
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask

  /// The orientation the navigation controller prefers when presented full screen.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollerpreferredinterfaceorientationforpresentation(_:)
  @available(tvOS, unavailable)
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation

  /// An interactive animator for a custom transition, or `nil`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// A custom animator for a push or pop, or `nil` for the standard one.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

// In UIKit these requirements are `optional`; these defaults stand in for "not implemented" and never run.
extension UINavigationControllerDelegate {
  /// Stands in for the optional requirement; never runs.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  @available(tvOS, unavailable)
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  @available(tvOS, unavailable)
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    shimOnly()
  }
}

// MARK: - Transitions

/// The context of a transition in flight, passed to transition-coordinator blocks.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// (SDK header: `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinatorContext <NSObject>`). No members: the
/// adapter does not read the context.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// The object that runs a view-controller transition and calls back around it.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// (`@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition and `completion` once it ends, finished or cancelled.
  ///
  /// Returns whether the blocks were queued. UIKit's `completion` defaults to `nil`; a protocol requirement cannot
  /// have a default argument, and the adapter always passes both.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// An object that animates a custom transition.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning (SDK header:
/// `NS_SWIFT_UI_ACTOR @protocol … <NSObject>`). No members: the adapter only passes one along.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

/// An object that drives a custom transition interactively.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning (SDK header:
/// `NS_SWIFT_UI_ACTOR @protocol … <NSObject>`). No members: the adapter only passes one along.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

// MARK: - Presentation controller

/// The object that manages a modal presentation, such as a sheet.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller (SDK header:
/// `NS_SWIFT_UI_ACTOR @interface UIPresentationController : NSObject`).
@MainActor
open class UIPresentationController: NSObject {
  /// The delegate that adapts the presentation and hears about pull-down dismissals, held weakly.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The view controller being presented.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { shimOnly() }
}

/// The methods a presentation controller's delegate may implement; in UIKit every one is optional.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// (`@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`). The iOS 15
/// `presentationController(_:prepare:)` is not declared: the adapter does not implement it.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to adapt the presentation to.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:)
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

  /// The style to adapt the presentation to for `traitCollection`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle

  /// The view controller to show in place of the presented one after adapting, or `nil`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:viewcontrollerforadaptivepresentationstyle:)
  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?

  /// Called before an adaptivity-related transition.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  )

  /// Whether the person may pull the sheet down.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

  /// Called when a pull-down dismissal starts; it may still be cancelled.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Called when a pull-down dismissal finished; never for a programmatic dismissal.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Called when a pull-down was refused.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// In UIKit these requirements are `optional`; these defaults stand in for "not implemented" and never run.
extension UIAdaptivePresentationControllerDelegate {
  /// Stands in for the optional requirement; never runs.
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    shimOnly()
  }

  /// Stands in for the optional requirement; never runs.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    shimOnly()
  }
}
