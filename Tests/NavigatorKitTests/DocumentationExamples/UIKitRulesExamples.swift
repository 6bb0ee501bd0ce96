import NavigatorKit
import NavigatorKitTesting
import Testing

// UIKitRules.md: choosing another reading of a rule that no source settles.

@MainActor
@Suite struct UIKitRulesExamples {
  @Test func readingsAreSwitchablePerHost() {
    // snippet: rules-readings
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    host.readings.didShowPrecedesCompletion = false
    host.readings.popDuringTransition = .deferred
    // snippet-end
    // Under the deferred reading, a back tap during a push is carried out once the push ends, not dropped.
    host.transitionMode = .manual
    let navigator = Navigator(host: host)
    var left: [String] = []
    navigator.push(HeadlessScreen("Detail")) { left.append("Detail") }
    host.tapBackButton()
    #expect(host.screens.count == 2 && left.isEmpty)
    while host.isTransitioning { host.completeTransition() }
    #expect(left == ["Detail"])
    #expect(host.screens.count == 1)
  }
}
