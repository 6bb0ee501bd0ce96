import NavigatorKit
import NavigatorKitTestSupport
import Testing

/// The scenario table on the headless stacks: every row that applies gives the row's answer.
@MainActor
@Suite struct HeadlessScenarioTableTests {
  /// The rows that fail on today's code only because of a fix being made elsewhere, each run as a known issue until
  /// the fix is merged. Remove a row once it passes.
  static let awaitingFixes: [String: ScenarioPendingFix] = [
    "link-past-router-sheet": .ownershipUnderTabBar,
    "link-past-navigator-sheet": .ownershipUnderTabBar,
    "link-past-navigator-sheet-asks-its-guard": .ownershipUnderTabBar,
    "link-held-by-navigator-sheet-guard": .ownershipUnderTabBar,
    "link-held-by-router-sheet-guard": .ownershipUnderTabBar,
    "link-past-presented-flow": .ownershipUnderTabBar,
    "link-held-by-presented-flow-guard": .ownershipUnderTabBar,
    "link-past-routed-flow": .ownershipUnderTabBar,
    "another-tab-neither-reports-nor-dismisses-a-sheet": .ownershipUnderTabBar,
    "sign-out-takes-the-tabs-down": .ownershipUnderTabBar,
    "restore-a-tab-with-its-sheet": .ownershipUnderTabBar,
  ]

  @Test(arguments: ScenarioTable.rows(on: .headless))
  func rowGivesItsAnswerOnTheHeadlessStacks(_ row: Scenario) async {
    record(await ScenarioVerdict.of(row, on: HeadlessScenarioHost()), awaiting: Self.awaitingFixes[row.name])
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
