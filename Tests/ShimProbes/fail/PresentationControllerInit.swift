// expect: 'init()' is unavailable
// The SDK marks UIPresentationController's init unavailable.
import UIKitShim

@MainActor func makePresentationController() -> UIPresentationController {
  UIPresentationController()
}
