// The correct forms of everything the failing probes get wrong: they must build.
import UIKitShim

final class ProbeDelegate: NSObject {}

extension ProbeDelegate: UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}

extension ProbeDelegate: UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

func describe(_ operation: UINavigationController.Operation) -> String {
  switch operation {
  case .none: "none"
  case .push: "push"
  case .pop: "pop"
  @unknown default: "unknown"
  }
}

final class OrderViewController: UIViewController {
  let orderID: Int

  init(orderID: Int) {
    self.orderID = orderID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

@MainActor func makePresentationController(for viewController: UIViewController) -> UIPresentationController {
  UIPresentationController(presentedViewController: viewController, presenting: nil)
}

@MainActor func makeScreens() -> [UIViewController] {
  [UIViewController(), UINavigationController(rootViewController: OrderViewController(orderID: 1))]
}

// An optional delegate requirement, taken as an optional function value and called with `?(…)`: the form that
// compiles against the SDK (where the value is optional) and the shim (where it is not, and converts).
@MainActor func tell(
  _ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
  _ viewController: UIViewController
) {
  let didShow: ((UINavigationController, UIViewController, Bool) -> Void)? =
    delegate.navigationController(_:didShow:animated:)
  didShow?(navigationController, viewController, true)
}

// APIs newer than the deployment target (iOS 13), each behind `#available`, and an older overload of a newer one.
@MainActor func prepare(
  _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
) {
  if #available(iOS 15.0, *) {
    let prepare: ((UIPresentationController, UIPresentationController) -> Void)? =
      delegate.presentationController(_:prepare:)
    prepare?(controller, controller)
  }
}

@MainActor func receives(
  _ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent
) -> Bool {
  let receivesTouch: ((UIGestureRecognizer, UITouch) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
  guard receivesTouch?(recognizer, touch) ?? true else { return false }
  guard #available(iOS 13.4, *) else { return true }
  let receivesEvent: ((UIGestureRecognizer, UIEvent) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
  return receivesEvent?(recognizer, event) ?? true
}

@available(iOS 15.0, *)
@MainActor func isSheet(_ viewController: UIViewController) -> Bool {
  viewController.presentationController is UISheetPresentationController
}
