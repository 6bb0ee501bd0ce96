// expect: may have additional unknown values
// UIKit's enumerations are not frozen: a switch needs `@unknown default`.
import UIKitShim

func describe(_ operation: UINavigationController.Operation) -> String {
  switch operation {
  case .none: "none"
  case .push: "push"
  case .pop: "pop"
  }
}
