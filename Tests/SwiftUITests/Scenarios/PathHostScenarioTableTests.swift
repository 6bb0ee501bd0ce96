import NavigatorKit
import NavigatorKitTestSupport
import Testing

/// The scenario table on the path host over the headless NavigationStack: every row that applies gives the row's
/// answer.
@MainActor
@Suite struct PathHostScenarioTableTests {
  /// The rows that fail on today's code only because of a fix being made elsewhere, each run as a known issue until
  /// the fix is merged. Remove a row once it passes.
  static let awaitingFixes: [String: ScenarioPendingFix] = [
    "removed-tab-ends-its-screens": .removedTab,
    "removed-tab-ends-its-sheet": .removedTab,
    "replaced-tabs-end-every-screen": .removedTab,
    "added-tab-keeps-the-selection": .removedTab,
    "back-button-from-the-third-screen": .swiftUIDoubleKeepsNoScreen,
  ]

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: ScenarioTable.rows(on: .pathHost))
  func rowGivesItsAnswerOnThePathHost(_ row: Scenario) async {
    record(await ScenarioVerdict.of(row, on: PathScenarioHost()), awaiting: Self.awaitingFixes[row.name])
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
