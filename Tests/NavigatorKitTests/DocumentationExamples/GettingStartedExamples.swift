import NavigatorKit
import NavigatorKitTesting
import Testing

// GettingStarted.md. The manifest is Examples/MyApp/Package.swift; the UIKit example is in UIKitExamples.swift.

@MainActor
final class OrdersCoordinator {
  let navigator: Navigator
  var selectedOrder: Order?

  init(navigator: Navigator) { self.navigator = navigator }

  func show(_ order: Order) {
    selectedOrder = order
    // snippet: getting-started-push
    navigator.push(OrderDetailViewController(order: order)) { [weak self] in
      self?.selectedOrder = nil
    }
    // snippet-end
  }
}

@MainActor
func installIssueHandler(on navigator: Navigator) {
  // snippet: getting-started-issues
  navigator.onIssue = { issue in
    // Stop in debug builds; log the issue in release builds.
    assertionFailure(issue.description)
  }
  // snippet-end
}

@MainActor
@Suite struct GettingStartedExamples {
  @Test func theOrderScreenClearsTheSelectionWhenItLeaves() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Orders"))
    let orders = OrdersCoordinator(navigator: Navigator(host: host))
    installIssueHandler(on: orders.navigator)
    orders.show(Order())
    #expect(orders.selectedOrder != nil)
    host.tapBackButton()
    #expect(orders.selectedOrder == nil)
  }

  @Test func theObserverSeesEveryEvent() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: host)
    // snippet: getting-started-observe
    let observation = navigator.observe { event in
      print(event)  // didShow(Detail), didPop([Detail]), didShow(Home)…
    }
    // snippet-end
    var events: [String] = []
    let recording = navigator.observe { events.append("\($0)") }
    navigator.push(HeadlessScreen("Detail"))
    host.tapBackButton()
    #expect(events == ["didShow(Detail)", "didPop([Detail])", "didShow(Home)"])
    withExtendedLifetime((observation, recording)) {}
  }
}
