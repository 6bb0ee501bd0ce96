#if UIKitShim
  import NavigatorKit
  import NavigatorKitTestSupport
  import Testing
  import UIKitShim

  /// The scenario table on the UIKit adapter over the UIKit double: every row that applies gives the row's answer.
  extension UIKitShimTests {
    @MainActor
    @Suite struct UIKitScenarioTableTests {
      @Test(arguments: ScenarioTable.rows(on: .uiKit))
      func rowGivesItsAnswerOnTheUIKitAdapter(_ row: Scenario) async {
        for problem in await ScenarioVerdict.of(row, on: UIKitScenarioHost()).problems {
          Issue.record(Comment(rawValue: problem))
        }
      }
    }
  }
#endif
