import NavigatorKit
import NavigatorKitTestSupport
import Testing

/// The scenario table on the path host over the headless NavigationStack: every row that applies gives the row's
/// answer.
@MainActor
@Suite struct PathHostScenarioTableTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: ScenarioTable.rows(on: .pathHost))
  func rowGivesItsAnswerOnThePathHost(_ row: Scenario) async {
    for problem in await ScenarioVerdict.of(row, on: PathScenarioHost()).problems {
      Issue.record(Comment(rawValue: problem))
    }
  }
}
