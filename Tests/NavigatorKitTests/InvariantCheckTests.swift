import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

@testable import NavigatorKit

/// The invariant checkers find each broken state they exist for: each test plants one in a navigator or a coordinator
/// tree that was sound, and the checker names it — and nothing in the sound one.
@MainActor
@Suite struct InvariantCheckTests {
  /// A settled navigator over Root, A.
  private func settled() -> (Navigator, HeadlessNavigationController, HeadlessScreen) {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    let a = HeadlessScreen("A")
    navigator.push(a, animated: false)
    return (navigator, host, a)
  }

  @Test func aSoundNavigatorBreaksNothing() {
    let (navigator, _, _) = settled()
    #expect(navigator.checkInvariants() == [])
  }

  @Test func aKnownStackThatIsNotTheHostsIsReported() {
    let (navigator, host, _) = settled()
    navigator.known = KnownStack(adopting: [host.screens[0]])
    #expect(navigator.checkInvariants() == [#"known stack ["Root"] differs from the host's ["Root", "A"]"#])
  }

  @Test func aScreenKnownTwiceIsReported() {
    let (navigator, host, a) = settled()
    navigator.known = KnownStack(adopting: [host.screens[0], a, a])
    #expect(navigator.checkInvariants().contains("A is on the known stack twice"))
  }

  @Test func aPendingPushAlreadyOnTheHostsStackIsReported() {
    let (navigator, _, a) = settled()
    navigator.known.expectPush(ScreenRecord(a))
    #expect(navigator.checkInvariants() == ["A is on the stack but its record was never attached"])
  }

  @Test func aKnownPresentationThatIsNotTheHostsIsReported() {
    let (navigator, _, _) = settled()
    navigator.presentation = ScreenRecord(HeadlessScreen("Ghost"))
    #expect(navigator.checkInvariants() == ["known presentation differs from the host's"])
  }

  @Test func aTransitioningNavigatorIsNotChecked() {
    let (navigator, host, _) = settled()
    host.transitionMode = .manual
    navigator.push(HeadlessScreen("B"))
    navigator.presentation = ScreenRecord(HeadlessScreen("Ghost"))
    #expect(navigator.checkInvariants() == [])
  }

  @Test func aSoundCoordinatorTreeBreaksNothing() {
    let f = AppFixture()
    f.pushChild("Detail")
    #expect(f.app.checkTreeInvariants() == [])
  }

  @Test func aChildListedTwiceIsReported() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    f.app.childCoordinators.append(child)
    #expect(
      f.app.checkTreeInvariants().contains("FlowCoordinator is listed twice in FlowCoordinator's childCoordinators"))
  }

  @Test func aChildListedUnderAnotherParentIsReported() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let other = PlainCoordinator()
    other.childCoordinators.append(child)
    #expect(
      other.checkTreeInvariants() == [
        "FlowCoordinator is a child of PlainCoordinator but recorded under FlowCoordinator"
      ]
    )
  }

  @Test func aPushedChildKeptAfterItsRootLeftIsReported() {
    let host = ForwardingHost()  // tells its navigator nothing: a change on it is seen at the next call only
    let app = FlowCoordinator("App", navigator: Navigator(host: host))
    let child = FlowCoordinator("Detail", navigator: app.navigator)
    app.pushCoordinator(child, animated: false)
    #expect(app.checkTreeInvariants() == [])
    host.inner.pop(animated: false)
    #expect(app.checkTreeInvariants() == ["FlowCoordinator's root Detail left the stack but the child was kept"])
  }
}
