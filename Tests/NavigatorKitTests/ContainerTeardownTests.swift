import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// What the screens inside a container that leaves do as they leave is carried out, and seen, at once.
@MainActor
@Suite struct ContainerTeardownTests {
  @Test func aScreenInsideADismissedContainerThatChangesTheOuterStackDirectlyIsSeenAtOnce() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    var left: [String] = []
    rootNavigator.push(HeadlessScreen("Detail"), animated: false) { left.append("Detail:\($0)") }
    let sheet = HeadlessNavigationController("Sheet", root: HeadlessScreen("Sheet.root"))
    let sheetNavigator = Navigator(host: sheet)
    rootNavigator.present(sheet, animated: false)  // nothing of its own runs when it goes
    sheetNavigator.push(HeadlessScreen("Form"), animated: false) {
      left.append("Form")
      rootHost.pop(animated: false)  // app code, on the outer stack directly
    }
    rootNavigator.dismiss(animated: false)
    #expect(left == ["Form", "Detail:changedOnHost"])
  }

  @Test func aCallMadeOnAnInnerNavigatorDuringItsTeardownIsCarriedOut() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    let sheet = HeadlessNavigationController("Sheet", root: HeadlessScreen("Sheet.root"))
    let sheetNavigator = Navigator(host: sheet)
    rootNavigator.present(sheet, animated: false)
    let fresh = HeadlessScreen("Fresh")
    sheetNavigator.push(HeadlessScreen("Form"), animated: false) {
      sheetNavigator.setScreens([fresh], animated: false)  // the flow resets its stack as it ends
    }
    rootNavigator.dismiss(animated: false)
    #expect(sheet.screens.map { $0 === fresh } == [true])
    #expect(sheetNavigator.queuedCommandCount == 0)
  }
}
