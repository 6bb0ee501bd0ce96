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

// APIs newer than the deployment target (iOS 13), each behind `#available`, and an older overload of a newer one.
@MainActor func prepare(
  _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
) {
  if #available(iOS 15.0, *) {
    delegate.presentationController(controller, prepare: controller)
  }
}

@MainActor func receives(
  _ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent
) -> Bool {
  guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
  guard #available(iOS 13.4, *) else { return true }
  return delegate.gestureRecognizer(recognizer, shouldReceive: event)
}

@available(iOS 15.0, *)
@MainActor func isSheet(_ viewController: UIViewController) -> Bool {
  viewController.presentationController is UISheetPresentationController
}
