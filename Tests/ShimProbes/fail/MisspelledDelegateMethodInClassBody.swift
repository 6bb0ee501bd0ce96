// expect: nearly matches optional requirement
// A delegate method with a typo, in the body of a class that lists the conformance: Swift gives no "nearly matches"
// warning against the shim there (it does only in an extension), so Scripts/delegate-method-lint.swift refuses it.
import UIKitShim

final class ProbeDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidDismis(_ presentationController: UIPresentationController) {}
}
