import NavigatorKit
import NavigatorKitTesting

// The shop that the landing page introduces and the articles reuse: NavigatorKit.md, ChildCoordinators.md,
// TestingWithoutUIKit.md and HuntingLeaks.md.

// snippet: landing-shop
final class ShopCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = ProductListViewController()
  let cart = Cart()

  // A navigator over the app's UINavigationController.
  init(navigator: Navigator) {
    self.navigator = navigator
  }

  func start() {
    navigator.setScreens([rootScreen], animated: false)
  }

  func showCheckout() {
    let checkout = CheckoutCoordinator(cart: cart, navigator: navigator)
    pushCoordinator(checkout) {
      // Runs once, when the cart screen has left the stack: Back,
      // a finished swipe-back, popToRoot, checkout.finish(), or a
      // pop made on the navigation controller directly.
      print("Checkout is over")
    }
    // `checkout` stays in `childCoordinators` until its flow ends;
    // then it is removed, and released.
  }
}
// snippet-end

// snippet: child-checkout
final class CheckoutCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen

  init(cart: Cart, navigator: Navigator) {
    self.navigator = navigator
    self.rootScreen = CartViewController(cart: cart)
  }

  func start() {
    // Connect the cart screen's "pay" and "done" actions here.
  }

  func showPayment() {
    navigator.push(PaymentViewController())
  }

  func paymentSucceeded() {
    finish()
  }
}
// snippet-end

/// The parent of ChildCoordinators.md's "Push a child flow".
final class CartOwnerCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = ProductListViewController()
  let cart = Cart.sample
  var refreshCount = 0

  init(navigator: Navigator) { self.navigator = navigator }
  func start() {}
  func refreshCart() { refreshCount += 1 }

  // snippet: child-push
  func showCheckout() {
    let checkout = CheckoutCoordinator(cart: cart, navigator: navigator)
    pushCoordinator(checkout) { [weak self] in
      self?.refreshCart()
    }
  }
  // snippet-end
}
