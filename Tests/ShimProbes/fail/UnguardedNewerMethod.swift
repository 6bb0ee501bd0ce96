// expect: is only available in iOS 15.0 or newer
// A call to a UIKit method newer than the package's deployment target (iOS 13) outside `#available`: Xcode refuses
// it; on Linux Swift ignores `@available(iOS …)`, so Scripts/availability-lint.swift refuses it.
import UIKitShim

@MainActor func prepare(
  _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
) {
  delegate.presentationController(controller, prepare: controller)
}
