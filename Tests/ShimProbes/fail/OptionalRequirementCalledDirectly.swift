// expect: must be unwrapped
// An optional delegate requirement called directly on the protocol type: the SDK makes it an optional function value,
// which must be unwrapped (`?(…)`); the shim's requirement is a defaulted one, which Swift lets you call, so
// Scripts/sdk-lint.swift refuses the call.
import UIKitShim

@MainActor func tell(
  _ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
  _ viewController: UIViewController
) {
  delegate.navigationController(navigationController, didShow: viewController, animated: true)
}
