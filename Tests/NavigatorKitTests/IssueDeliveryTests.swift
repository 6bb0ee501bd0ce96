import NavigatorKit
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct IssueDeliveryTests {
  @Test func anIssueFoundWhileCreatingANavigatorReachesTheHandlerGivenToInit() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let first = Navigator(host: host)
    var issues: [NavigationIssue] = []
    let second = Navigator(host: host) { issues.append($0) }
    #expect(issues.map(\.kind) == [.hostAlreadyObserved])
    #expect(issues.first?.call == "Navigator.init(host:onIssue:)")
    withExtendedLifetime((first, second)) {}
  }

  @Test func unhandledMisuseFailsTheRunningTest() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    withKnownIssue {
      navigator.pop()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("nothingToPop") }
    }
    #expect(host.screens.count == 1)
  }

  @Test func unhandledMisuseFromAPlainCoordinatorFailsTheRunningTest() {
    _ = HeadlessScreen("Installs the test reporting")
    let parent = PlainCoordinator()
    withKnownIssue {
      parent.removeChild(PlainCoordinator())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("notAChild") }
    }
  }
}
