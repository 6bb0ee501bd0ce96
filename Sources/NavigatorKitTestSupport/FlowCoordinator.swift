// What only this repository's tests and benchmark share: one coordinator fixture, and the seeded random generator of
// the randomized tests. In no product.

import NavigatorKit
import NavigatorKitTesting

/// A coordinator written as an app would write it: a class, a `childCoordinators` array, a root screen — and no
/// bookkeeping of its own. The fixture of every test target and of the benchmark.
@MainActor
package final class FlowCoordinator: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let navigator: Navigator
  package let rootScreen: any Screen
  package let name: String
  /// How many times ``start()`` ran.
  package private(set) var startCount = 0
  /// What the flow calls with its value when it is awaited for one (a sign-in flow's user name).
  package let completion = FlowCompletion<String>()

  package init(_ name: String, navigator: Navigator, root: (any Screen)? = nil) {
    self.name = name
    self.navigator = navigator
    self.rootScreen = root ?? HeadlessScreen(name)
  }

  /// A coordinator with a navigator over a new stack of its own, to be presented.
  package convenience init(presenting name: String) {
    self.init(name, navigator: Navigator(host: HeadlessNavigationController(name + "Stack")))
  }

  package func start() { startCount += 1 }

  /// Pushes a plain screen of this flow.
  @discardableResult
  package func show(_ screenName: String) -> HeadlessScreen {
    let screen = HeadlessScreen(screenName)
    navigator.push(screen)
    return screen
  }
}
