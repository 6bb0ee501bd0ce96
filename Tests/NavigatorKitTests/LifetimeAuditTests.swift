import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct LifetimeAuditTests {

  /// A fixture whose navigator has an audit that waits for the test, on a clock the test sets.
  @MainActor
  final class Audited {
    let fixture = AppFixture()
    var now = 100.0
    lazy var audit = CoordinatorLifetimeAudit(gracePeriod: 2, checksAutomatically: false) { [unowned self] in now }

    init() { fixture.navigator.lifetimeAudit = audit }
  }

  @Test func aRemovedChildStillAliveAfterTheGracePeriodIsReportedWithHowItLeft() {
    let a = Audited()
    var leakedByTheApp: FlowCoordinator? = a.fixture.pushChild("Leaky")
    a.fixture.pushChild("Clean", of: leakedByTheApp)
    a.fixture.navigator.popToRoot()
    #expect(a.audit.pendingCheckCount == 2)
    a.now += 1
    a.audit.runDueChecks()
    #expect(a.fixture.issues.isEmpty)
    #expect(a.audit.pendingCheckCount == 2)
    a.now += 1.5
    a.audit.runDueChecks()
    #expect(a.fixture.issues.map(\.kind) == [.coordinatorLeaked])
    #expect(a.fixture.issues.first?.call == "NavigationCoordinator.pushCoordinator(_:animated:onLeave:)")
    let message = a.fixture.issues.first?.message ?? ""
    #expect(message.hasPrefix("FlowCoordinator was removed from FlowCoordinator when its root screen left the stack"))
    #expect(message.contains("2.5s later"))
    #expect(a.audit.pendingCheckCount == 0)
    leakedByTheApp = nil
  }

  @Test func aCheckRunAtOnceSaysSoAndNamesTheAppsCall() {
    let a = Audited()
    let child = PlainCoordinator()
    a.fixture.app.addChild(child)
    a.fixture.app.removeChild(child)
    a.audit.checkNow()
    #expect(a.fixture.issues.map(\.call) == ["Coordinator.removeChild(_:)"])
    #expect(a.fixture.issues.first?.message.contains("by Coordinator.removeChild(_:)") == true)
    #expect(a.fixture.issues.first?.message.contains("0.0s later") == true)
    withExtendedLifetime(child) {}
  }

  @Test func aChildAdoptedByAnotherParentIsNotALeak() {
    let a = Audited()
    let child = PlainCoordinator()
    let other = PlainCoordinator()
    a.fixture.app.addChild(child)
    a.fixture.app.removeChild(child)
    other.addChild(child)
    a.now += 10
    a.audit.runDueChecks()
    #expect(a.fixture.issues.isEmpty)
  }

  @Test func aReleasedChildIsNotReported() {
    let a = Audited()
    a.fixture.pushChild("Detail")
    a.fixture.host.tapBackButton()
    a.audit.checkNow()
    #expect(a.fixture.issues.isEmpty)
    #expect(a.fixture.finished == ["Detail"])
  }

  @Test func pendingChecksStayFewOverManyRemovalsOfReleasedChildren() {
    let a = Audited()
    for _ in 0..<20_000 {
      let child = PlainCoordinator()
      a.fixture.app.addChild(child)
      a.fixture.app.removeChild(child)
    }
    #expect(a.audit.pendingCheckCount < 200)
  }

  @Test func eachNavigatorHasItsOwnAudit() {
    let first = AppFixture()
    let second = AppFixture()
    #expect(first.navigator.lifetimeAudit != nil)
    #expect(first.navigator.lifetimeAudit !== second.navigator.lifetimeAudit)
    second.navigator.lifetimeAudit = nil
    let child = PlainCoordinator()
    second.app.addChild(child)
    second.app.removeChild(child)
    #expect(first.navigator.lifetimeAudit?.pendingCheckCount == 0)
  }

  @Test func aNavigatorsDefaultAuditInATestProcessChecksOnlyWhenAsked() {
    // A timed check would fire in the middle of a later test and fail it.
    let navigator = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Root")))
    #expect(navigator.lifetimeAudit?.checksAutomatically == false)
  }

  @Test func anAutomaticAuditChecksByItself() async {
    let a = Audited()
    let audit = CoordinatorLifetimeAudit(gracePeriod: 0) { a.now }
    a.fixture.navigator.lifetimeAudit = audit
    let child = PlainCoordinator()
    a.fixture.app.addChild(child)
    a.fixture.app.removeChild(child)
    #expect(audit.pendingCheckCount == 1)
    for _ in 0..<10_000 where audit.pendingCheckCount > 0 {
      await Task.yield()
    }
    #expect(audit.pendingCheckCount == 0)
    #expect(a.fixture.issues.map(\.kind) == [.coordinatorLeaked])
    withExtendedLifetime(child) {}
  }
}
