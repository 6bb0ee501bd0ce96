// expect: 'required' initializer 'init(coder:)' must be provided
// A view controller with a designated initialiser of its own must implement the required init?(coder:).
import UIKitShim

final class OrderViewController: UIViewController {
  let orderID: Int

  init(orderID: Int) {
    self.orderID = orderID
    super.init(nibName: nil, bundle: nil)
  }
}
