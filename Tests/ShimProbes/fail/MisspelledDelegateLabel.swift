// expect: nearly matches defaulted requirement
// A delegate method with a typo in an argument label.
import UIKitShim

final class ProbeDelegate: NSObject {}

extension ProbeDelegate: UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animatd: Bool
  ) {}
}
