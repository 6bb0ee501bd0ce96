import NavigatorKit
import NavigatorKitTesting
import Testing

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
    let payment = PaymentViewController()
    // [weak self], not [unowned self]: a second tap can arrive after the flow ended and this coordinator was released.
    payment.onPaid = { [weak self] in self?.finish() }
    navigator.push(payment)
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

@MainActor
@Suite struct ChildCoordinatorsExamples {
  /// ChildCoordinators.md: "a button tapped twice is harmless", with the `[weak self]` capture that `showPayment()`
  /// shows — the second tap arrives after the first ended the flow and released the coordinator.
  @Test func aSecondTapOnPayAfterTheFlowEndedDoesNothing() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Products"))
    let cartOwner = CartOwnerCoordinator(navigator: Navigator(host: host))
    weak var checkout: CheckoutCoordinator?
    let payment: PaymentViewController
    do {
      cartOwner.showCheckout()
      checkout = cartOwner.childCoordinators.first as? CheckoutCoordinator
      try #require(checkout != nil)
      checkout?.showPayment()
      payment = try #require(host.screens.last as? PaymentViewController)
    }
    payment.onPaid?()
    #expect(host.screens.count == 1)
    #expect(cartOwner.refreshCount == 1)
    #expect(checkout == nil)
    payment.onPaid?()  // the double tap's second half
    #expect(host.screens.count == 1)
    #expect(cartOwner.refreshCount == 1)
  }

  /// ChildCoordinators.md: a child pushed onto an empty stack becomes the stack's root, and its `finish()` keeps that
  /// root (a stack keeps its root) but ends the flow all the same.
  @Test func aChildPushedOntoAnEmptyStackIsItsRootAndStillEnds() throws {
    let host = HeadlessNavigationController()
    let cartOwner = CartOwnerCoordinator(navigator: Navigator(host: host))
    weak var checkout: CheckoutCoordinator?
    do {
      cartOwner.showCheckout()
      checkout = cartOwner.childCoordinators.first as? CheckoutCoordinator
      let root = try #require(checkout?.rootScreen)
      #expect(host.screens.count == 1)
      #expect(host.screens.first === root)
      checkout?.showPayment()
      #expect(host.screens.count == 2)
      checkout?.finish()
    }
    #expect(host.screens.count == 1)
    #expect(cartOwner.childCoordinators.isEmpty)
    #expect(cartOwner.refreshCount == 1)
    #expect(checkout == nil)
  }
}
