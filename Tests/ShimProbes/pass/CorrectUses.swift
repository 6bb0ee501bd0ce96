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
