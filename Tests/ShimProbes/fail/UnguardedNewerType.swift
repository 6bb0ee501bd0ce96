// expect: is only available in iOS 15.0 or newer
// A cast to a UIKit class newer than the deployment target, outside `#available`.
import UIKitShim

@MainActor func isSheet(_ viewController: UIViewController) -> Bool {
  viewController.presentationController is UISheetPresentationController
}
