import NavigatorKit
import NavigatorKitTesting

// The app's own types that the documentation's examples use, stood in by headless screens so that the examples
// compile — and those that are tests run — on every platform. In an app they are `UIViewController` subclasses and
// model types of its own.

struct Cart {
  static let sample = Cart()
}

struct Order {
  var number = 1
}

struct Item {}

final class ProductListViewController: HeadlessScreen {
  init() { super.init("ProductList") }
}

final class CartViewController: HeadlessScreen {
  init(cart: Cart) { super.init("Cart") }
}

final class PaymentViewController: HeadlessScreen {
  /// The "Pay" button's action.
  var onPaid: (() -> Void)?
  init() { super.init("Payment") }
}

final class OrderDetailViewController: HeadlessScreen {
  init(order: Order) { super.init("OrderDetail") }
}

final class SignInViewController: HeadlessScreen {
  init() { super.init("SignIn") }
}

final class PasswordResetViewController: HeadlessScreen {
  init() { super.init("PasswordReset") }
}

final class ShareSheetViewController: HeadlessScreen {
  init(item: Item) { super.init("ShareSheet") }
}
