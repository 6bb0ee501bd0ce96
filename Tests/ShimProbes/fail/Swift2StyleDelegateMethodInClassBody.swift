// expect: nearly matches optional requirement
// A delegate method spelled as in Swift 2, in the body of a class that lists the conformance: on iOS it is never
// called, and Xcode warns that it nearly matches an optional requirement. Swift says nothing against the shim there,
// and the edit distance to `navigationController(_:didShow:animated:)` is too large to count as a typo, so
// Scripts/delegate-method-lint.swift refuses it by its Swift 2 form: each label the requirement's plus a type name.
import UIKitShim

final class ProbeDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShowViewController viewController: UIViewController,
    animated: Bool
  ) {}
}
