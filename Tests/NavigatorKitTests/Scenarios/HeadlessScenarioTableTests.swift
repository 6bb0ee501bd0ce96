import NavigatorKit
import NavigatorKitTestSupport
import Testing

/// The scenario table on the headless stacks: every row that applies gives the row's answer.
@MainActor
@Suite struct HeadlessScenarioTableTests {
  @Test(arguments: ScenarioTable.rows(on: .headless))
  func rowGivesItsAnswerOnTheHeadlessStacks(_ row: Scenario) async {
    for problem in await ScenarioVerdict.of(row, on: HeadlessScenarioHost()).problems {
      Issue.record(Comment(rawValue: problem))
    }
  }
}
