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
    #expect(host.readings.didShowPrecedesCompletion == false)
    #expect(host.readings.popDuringTransition == .deferred)
  }
}
