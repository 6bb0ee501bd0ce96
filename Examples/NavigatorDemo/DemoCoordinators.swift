import NavigatorKit
import NavigatorKitTesting

/// A screen of the demo app. In a real app this would be a `UIViewController`.
final class DemoScreen: HeadlessScreen {}

/// The coordinators of the demo app, written as an app would write them: a class, a `childCoordinators` array, a
/// root screen, and no bookkeeping for going back.
@MainActor
class DemoCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen

  required init(_ rootName: String, navigator: Navigator) {
    self.navigator = navigator
    self.rootScreen = DemoScreen(rootName)
    Demo.tracker.track(self, named: "\(type(of: self))(\(rootName))")
    Demo.tracker.track(rootScreen, named: rootName)
  }

  /// A coordinator presented in a navigation stack of its own.
  convenience init(presenting rootName: String) {
    self.init(rootName, navigator: Demo.navigator(named: rootName + "Nav"))
  }

  func start() {}

  /// Pushes a plain screen of this flow.
  func show(_ name: String) {
    let screen = DemoScreen(name)
    Demo.tracker.track(screen, named: name)
    navigator.push(screen) { Demo.say("onLeave(\(name))") }
  }
}

/// The main screen: push a child, present a child, show an alert.
final class AppCoordinator: DemoCoordinator {
  func pushChildTapped() -> ChildCoordinator {
    let child = ChildCoordinator("PushedChild", navigator: navigator)
    pushCoordinator(child) { Demo.say("onLeave(PushedChild)") }
    return child
  }

  func presentChildTapped() -> ChildCoordinator {
    let child = ChildCoordinator(presenting: "PresentedChild")
    presentCoordinator(child) { Demo.say("onLeave(PresentedChild)") }
    return child
  }

  func showAlertTapped() {
    navigator.present(DemoScreen("Alert")) { Demo.say("onLeave(Alert)") }
  }
}

final class ChildCoordinator: DemoCoordinator {}

/// The product list whose detail is a child coordinator.
final class ProductsCoordinator: DemoCoordinator {
  func didTapProduct(_ product: String) -> ProductDetailCoordinator {
    let detail = ProductDetailCoordinator(product, navigator: navigator)
    pushCoordinator(detail) { Demo.say("onLeave(\(product))") }
    return detail
  }
}

final class ProductDetailCoordinator: DemoCoordinator {
  func purchaseTapped() {
    let purchase = PurchaseCoordinator("Purchase", navigator: navigator)
    pushCoordinator(purchase) { Demo.say("onLeave(Purchase)") }
    purchase.show("Shipping")
    purchase.show("Payment")
  }
}

final class PurchaseCoordinator: DemoCoordinator {}

/// One coordinator per tab, each over its own navigation stack.
final class TabCoordinator: DemoCoordinator {
  func openItem(_ name: String) {
    let item = ChildCoordinator(name, navigator: navigator)
    pushCoordinator(item) { Demo.say("onLeave(\(name))") }
  }
}

/// An account sheet whose profile form refuses the person's exits while it has unsaved changes.
final class AccountCoordinator: DemoCoordinator {
  var hasUnsavedChanges = false

  /// Pushes the profile form, guarded: while it has unsaved changes, the swipe does not begin and the sheet stays up.
  func editProfileTapped() -> DemoScreen {
    let form = DemoScreen("EditProfile")
    Demo.tracker.track(form, named: "EditProfile")
    navigator.push(form) { reason in Demo.say("onLeave(EditProfile): \(reason)") }
    navigator.setLeaveGuard(for: form) { [weak self] reason in
      guard let self, hasUnsavedChanges else { return true }
      Demo.say("guard(EditProfile) refuses \(reason): the app asks \"Discard changes?\"")
      return false
    }
    return form
  }

  /// The person confirms "Discard": the app leaves on purpose, through the navigator, which no guard refuses.
  func discardTapped() {
    hasUnsavedChanges = false
    navigator.pop()
  }
}

/// A picker that returns a color name to whoever awaits it.
final class ColorPicker: HeadlessScreen {
  let completion = FlowCompletion<String>()
}
