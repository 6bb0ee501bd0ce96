// expect: nearly matches defaulted requirement
// A delegate method with a typo in its name: on iOS it is never called; the SDK warns that it nearly matches an
// optional requirement. With the shim it must fail to build under -warnings-as-errors.
import UIKitShim

final class ProbeDelegate: NSObject {}

extension ProbeDelegate: UINavigationControllerDelegate {
  func navigationControler(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
