#if UIKitShim
  import NavigatorKit
  import NavigatorKitTestSupport
  import Testing
  import UIKitShim

  /// The scenario table on the UIKit adapter over the UIKit double: every row that applies gives the row's answer.
  extension UIKitShimTests {
    @MainActor
    @Suite struct UIKitScenarioTableTests {
      /// Rows whose answer waits for a fix being made elsewhere: the ownership rule under a tab bar and a removed
      /// tab ending its screens on UIKit, and the UIKit double keeping the selected tab when the tabs are set (R29).
      /// Each stays in the table with the rule's answer; remove a row from here once it passes.
      static let awaitingOwnershipFix: Set<String> = []

      @Test(arguments: ScenarioTable.rows(on: .uiKit))
      func rowGivesItsAnswerOnTheUIKitAdapter(_ row: Scenario) async {
        let verdict = await ScenarioVerdict.of(row, on: UIKitScenarioHost())
        if Self.awaitingOwnershipFix.contains(row.name) {
          withKnownIssue("awaiting the ownership rule under a tab bar") { record(verdict) }
        } else {
          record(verdict)
        }
      }

      private func record(_ verdict: ScenarioVerdict) {
        for mismatch in verdict.mismatches { Issue.record(Comment(rawValue: mismatch)) }
        for leak in verdict.leaks { Issue.record("\(leak) left and was not released") }
      }
    }
  }
#endif
