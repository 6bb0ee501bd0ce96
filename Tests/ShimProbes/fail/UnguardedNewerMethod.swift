// expect: is only available in iOS 15.0 or newer
// A call to a UIKit method newer than the package's deployment target (iOS 13) outside `#available`: Xcode refuses
// it; on Linux Swift ignores `@available(iOS …)`, so Scripts/sdk-lint.swift refuses it.
import UIKitShim

@MainActor func prepare(
  _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
) {
  let prepare: ((UIPresentationController, UIPresentationController) -> Void)? =
    delegate.presentationController(_:prepare:)
  prepare?(controller, controller)
}
