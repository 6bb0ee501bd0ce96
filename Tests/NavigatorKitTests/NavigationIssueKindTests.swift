import NavigatorKit
import NavigatorKitTesting
import Testing

/// `NavigationIssue.Kind` is open to new kinds: clients match the kinds they know and let the rest fall through.
@MainActor
@Suite struct NavigationIssueKindTests {
  @Test func aSwitchWithDefaultMatchesTheReportedKind() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: host)
    var matched: [String] = []
    navigator.onIssue = { issue in
      switch issue.kind {
      case .nothingToPop: matched.append("nothingToPop")
      case .screenAlreadyInStack, .duplicateScreens: matched.append("double tap")
      default: matched.append("other: \(issue.kind)")
      }
    }
    navigator.pop()
    navigator.dismiss()
    #expect(matched == ["nothingToPop", "other: nothingToDismiss"])
  }

  @Test func aKindPrintsAndComparesByItsName() {
    #expect("\(NavigationIssue.Kind.screenNotInStack)" == "screenNotInStack")
    #expect(NavigationIssue.Kind(rawValue: "screenNotInStack") == .screenNotInStack)
    #expect(NavigationIssue.Kind(rawValue: "somethingNew") != .screenNotInStack)
  }

  @Test func everyKindHasItsOwnName() {
    let names = NavigationIssue.Kind.allCases.map(\.rawValue)
    #expect(names.count == 22)
    #expect(Set(names).count == names.count)
    #expect(names.contains("coordinatorLeaked"))
    #expect(names.contains("routeNotHandled") && names.contains("routesDrifted"))
  }
}
