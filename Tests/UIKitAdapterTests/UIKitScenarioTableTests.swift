#if UIKitShim
  import NavigatorKit
  import NavigatorKitTestSupport
  import Testing
  import UIKitShim

  /// The scenario table on the UIKit adapter over the UIKit double: every row that applies gives the row's answer.
  extension UIKitShimTests {
    @MainActor
    @Suite struct UIKitScenarioTableTests {
      /// The rows that fail on today's code only because of a fix being made elsewhere, each run as a known issue
      /// until the fix is merged. Remove a row once it passes.
      static let awaitingFixes: [String: ScenarioPendingFix] = [
        "link-past-a-tab-screens-own-presentation": .ownershipUnderTabBar,
        "navigator-present-over-a-tab-screens-own-presentation": .ownershipUnderTabBar,
        "removed-tab-ends-its-screens": .removedTab,
        "removed-tab-ends-its-sheet": .removedTab,
        "replaced-tabs-end-every-screen": .removedTab,
        "added-tab-keeps-the-selection": .uiKitDoubleTabSelection,
      ]

      @Test(arguments: ScenarioTable.rows(on: .uiKit))
      func rowGivesItsAnswerOnTheUIKitAdapter(_ row: Scenario) async {
        record(await ScenarioVerdict.of(row, on: UIKitScenarioHost()), awaiting: Self.awaitingFixes[row.name])
      }
    }
  }

  /// Records what disagrees with the row's answer, as known issues where the row awaits `fix`.
  func record(_ verdict: ScenarioVerdict, awaiting fix: ScenarioPendingFix?) {
    let mismatches = { for mismatch in verdict.mismatches { Issue.record(Comment(rawValue: mismatch)) } }
    let leaks = { for leak in verdict.leaks { Issue.record("\(leak) left and was not released") } }
    guard let fix else {
      mismatches()
      leaks()
      return
    }
    if fix.waitsOnlyForTheLeakCheck {
      mismatches()
      withKnownIssue(Comment(rawValue: fix.comment), leaks)
    } else {
      withKnownIssue(Comment(rawValue: fix.comment)) {
        mismatches()
        leaks()
      }
    }
  }
#endif
