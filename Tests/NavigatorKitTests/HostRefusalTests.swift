import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// A host that presents nothing, as UIKit presents nothing from a view controller that is already presenting or is
/// not in a window: it logs a console message and never calls the completion (R21).
@MainActor
final class PresentationRefusingHost: ForwardingHost {
  override func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {}
}

/// What the host refuses never reached it: nothing of it leaves, an awaited result says it was refused, and a flow it
/// began is never started.
@MainActor
@Suite struct HostRefusalTests {
  @Test func aPresentationTheHostRefusesRunsNoOnLeave() {
    let host = PresentationRefusingHost()
    let navigator = Navigator(host: host)
    var left: [LeaveReason] = []
    navigator.present(HeadlessScreen("Sheet")) { left.append($0) }
    navigator.push(HeadlessScreen("Next"), animated: false)  // a later loop finds nothing that left either
    #expect(left.isEmpty)
    #expect(navigator.presentedScreen == nil)
  }

  @Test func anAwaitedPresentationTheHostRefusesEndsAsRefused() async {
    let navigator = Navigator(host: PresentationRefusingHost())
    let outcome = await navigator.present(HeadlessScreen("Sheet"), completing: FlowCompletion<Int>())
    #expect(outcome == .left(.refused))
  }

  @Test func aChildWhoseRootPushIsRefusedIsNotStarted() {
    let f = AppFixture()
    let shown = f.app.show("Shown")
    let child = FlowCoordinator("Child", navigator: f.navigator, root: shown)  // its root is on the stack already
    f.app.pushCoordinator(child)
    #expect(child.startCount == 0)
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.issues.map(\.kind) == [.screenAlreadyInStack])
  }
}
