import NavigatorKit

extension ScenarioTable {
  /// One stack in the window: pushes and pops by code and by the person, sheets, guards, child flows and results.
  static var classic: [Scenario] {
    [
      Scenario(
        "push-and-pop-animated", .stack(root: "Root"),
        [.push("A", on: "main", animated: true), .pop(on: "main", animated: true)],
        expect: ScenarioOutcome(left: ["A: pop"], events: ["main: didPop([A]) pop"], checks: ["main: Root"])),
      Scenario(
        "push-and-pop-not-animated", .stack(root: "Root"),
        [.push("A", on: "main"), .pop(on: "main")],
        expect: ScenarioOutcome(left: ["A: pop"], events: ["main: didPop([A]) pop"], checks: ["main: Root"])),
      Scenario(
        "back-button", .stack(root: "Root", pushed: ["A"]),
        [.tapBack(on: "main")],
        expect: ScenarioOutcome(
          left: ["A: backButton"], events: ["main: didPop([A]) backButton"], checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S1",
            note: "SwiftUI tells of Back only by writing the shortened path: the screen leaves with navigationStackPop",
            expected: ScenarioOutcome(
              left: ["A: navigationStackPop"], events: ["main: didPop([A]) navigationStackPop"], checks: ["main: Root"])
          )
        ]),
      Scenario(
        "back-button-from-the-third-screen", .stack(root: "Root", pushed: ["A", "B"]),
        [.tapBack(on: "main"), .tapBack(on: "main")],
        expect: ScenarioOutcome(
          left: ["B: backButton", "A: backButton"],
          events: ["main: didPop([B]) backButton", "main: didPop([A]) backButton"], checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S1",
            note: "SwiftUI tells of Back only by writing the shortened path: the screens leave with navigationStackPop",
            expected: ScenarioOutcome(
              left: ["B: navigationStackPop", "A: navigationStackPop"],
              events: ["main: didPop([B]) navigationStackPop", "main: didPop([A]) navigationStackPop"],
              checks: ["main: Root"]))
        ]),
      Scenario(
        "swipe-back-completed", .stack(root: "Root", pushed: ["A"]),
        [.swipe(on: "main")],
        expect: ScenarioOutcome(
          left: ["A: interactivePop"], events: ["main: didPop([A]) interactivePop"], checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S2",
            note:
              "SwiftUI tells of a swipe only by writing the shortened path: the screen leaves with navigationStackPop",
            expected: ScenarioOutcome(
              left: ["A: navigationStackPop"], events: ["main: didPop([A]) navigationStackPop"], checks: ["main: Root"])
          )
        ]),
      Scenario(
        "swipe-back-cancelled", .stack(root: "Root", pushed: ["A"]),
        [.swipe(on: "main", completes: false), .check],
        expect: ScenarioOutcome(checks: ["main: Root > A", "main: Root > A"])),
      Scenario(
        "content-swipe-completed", .stack(root: "Root", pushed: ["A"]),
        [.swipe(on: "main", fromContent: true)],
        expect: ScenarioOutcome(
          left: ["A: interactiveContentPop"], events: ["main: didPop([A]) interactiveContentPop"],
          checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S3",
            note: "the path host runs as iOS 16.1–18, where no content swipe begins: nothing leaves",
            expected: ScenarioOutcome(checks: ["main: Root > A"]))
        ]),
      Scenario(
        "pop-to-root-ends-the-middle-screens", .stack(root: "Root", pushed: ["A", "B", "C"]),
        [.popToRoot(on: "main")],
        expect: ScenarioOutcome(
          left: ["C: popToRoot", "B: popToRoot", "A: popToRoot"], events: ["main: didPop([C, B, A]) popToRoot"],
          checks: ["main: Root"])),
      Scenario(
        "pop-to-root-animated", .stack(root: "Root", pushed: ["A", "B"]),
        [.popToRoot(on: "main", animated: true)],
        expect: ScenarioOutcome(
          left: ["B: popToRoot", "A: popToRoot"], events: ["main: didPop([B, A]) popToRoot"], checks: ["main: Root"])),
      Scenario(
        "pop-to-a-screen", .stack(root: "Root", pushed: ["A", "B", "C"]),
        [.popTo("A", on: "main")],
        expect: ScenarioOutcome(
          left: ["C: popTo", "B: popTo"], events: ["main: didPop([C, B]) popTo"], checks: ["main: Root > A"])),
      Scenario(
        "set-screens-replacing-the-stack", .stack(root: "Root", pushed: ["A", "B"]),
        [.setScreens(["Root", "X"], on: "main")],
        expect: ScenarioOutcome(
          left: ["B: setScreens", "A: setScreens"], events: ["main: didPop([B, A]) setScreens"],
          checks: ["main: Root > X"])),
      Scenario(
        "set-screens-keeping-some", .stack(root: "Root", pushed: ["A", "B"]),
        [.setScreens(["Root", "A", "Y"], on: "main", animated: true)],
        expect: ScenarioOutcome(
          left: ["B: setScreens"], events: ["main: didPop([B]) setScreens"], checks: ["main: Root > A > Y"])),
      Scenario(
        "foreign-set-view-controllers", .stack(root: "Root", pushed: ["A", "B"]),
        [.foreignSetScreens(["Root"], on: "main")],
        expect: ScenarioOutcome(
          left: ["B: changedOnHost", "A: changedOnHost"], events: ["main: didPop([B, A]) changedOnHost"],
          checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .uiKit, rule: "R1",
            note: "UIKit tells the delegate what it shows, never who changed the stack: the screens leave with unknown",
            expected: ScenarioOutcome(
              left: ["B: unknown", "A: unknown"], events: ["main: didPop([B, A]) unknown"], checks: ["main: Root"]))
        ]),
      Scenario(
        "pop-with-only-the-root", .stack(root: "Root"),
        [.pop(on: "main")],
        expect: ScenarioOutcome(checks: ["main: Root"], issues: ["main: nothingToPop"])),
      Scenario(
        "sheet-dismissed-by-code", .stack(root: "Root"),
        [.present("Sheet", on: "main", animated: true), .check, .dismiss(on: "main", animated: true)],
        expect: ScenarioOutcome(
          left: ["Sheet: dismiss"], events: ["main: didPresent(Sheet)", "main: didDismiss(Sheet) dismiss"],
          checks: ["main: Root | Sheet", "main: Root"])),
      Scenario(
        "sheet-pulled-down", .stack(root: "Root"),
        [.present("Sheet", on: "main"), .pullDown(on: "main")],
        expect: ScenarioOutcome(
          left: ["Sheet: sheetPulledDown"],
          events: ["main: didPresent(Sheet)", "main: didDismiss(Sheet) sheetPulledDown"], checks: ["main: Root"])),
      Scenario(
        "sheet-pull-down-let-go", .stack(root: "Root"),
        [.present("Sheet", on: "main"), .pullDown(on: "main", completes: false), .check],
        expect: ScenarioOutcome(
          events: ["main: didPresent(Sheet)"], checks: ["main: Root | Sheet", "main: Root | Sheet"])),
      Scenario(
        "sheet-pull-down-refused-by-a-guard", .stack(root: "Root"),
        [.present("Sheet", on: "main"), .setGuard("Sheet", on: "main", allows: false), .pullDown(on: "main"), .check],
        expect: ScenarioOutcome(
          asked: ["Sheet: sheetPulledDown"], events: ["main: didPresent(Sheet)"],
          checks: ["main: Root | Sheet", "main: Root | Sheet"])),
      Scenario(
        "sheet-pull-down-refused-by-modal-in-presentation", .stack(root: "Root"),
        [.present("Sheet", on: "main"), .setModalInPresentation("Sheet"), .pullDown(on: "main"), .check],
        expect: ScenarioOutcome(
          events: ["main: didPresent(Sheet)"], checks: ["main: Root | Sheet", "main: Root | Sheet"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S7",
            note: "SwiftUI refuses a pull-down with the view's interactiveDismissDisabled; a path host's screen has no "
              + "isModalInPresentation, its leave guard refuses instead", expected: nil)
        ]),
      Scenario(
        "present-while-presenting", .stack(root: "Root"),
        [.present("Sheet", on: "main"), .present("Other", on: "main")],
        expect: ScenarioOutcome(
          events: ["main: didPresent(Sheet)"], checks: ["main: Root | Sheet"], issues: ["main: alreadyPresenting"])),
      Scenario(
        "dismiss-with-nothing-presented", .stack(root: "Root"),
        [.dismiss(on: "main")],
        expect: ScenarioOutcome(checks: ["main: Root"], issues: ["main: nothingToDismiss"])),
      Scenario(
        "back-button-refused-by-a-guard", .stack(root: "Root", pushed: ["A"]),
        [.setGuard("A", on: "main", allows: false), .tapBack(on: "main"), .check],
        expect: ScenarioOutcome(asked: ["A: backButton"], checks: ["main: Root > A", "main: Root > A"])),
      Scenario(
        "back-button-allowed-by-a-guard", .stack(root: "Root", pushed: ["A"]),
        [.setGuard("A", on: "main", allows: true), .tapBack(on: "main")],
        expect: ScenarioOutcome(
          left: ["A: backButton"], asked: ["A: backButton"], events: ["main: didPop([A]) backButton"],
          checks: ["main: Root"])),
      Scenario(
        "swipe-refused-by-a-guard", .stack(root: "Root", pushed: ["A"]),
        [.setGuard("A", on: "main", allows: false), .swipe(on: "main"), .check],
        expect: ScenarioOutcome(asked: ["A: interactivePop"], checks: ["main: Root > A", "main: Root > A"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S7",
            note:
              "nothing in SwiftUI refuses a swipe: a guarded stack hides Back, which turns the edge swipe off, so no guard is asked",
            expected: ScenarioOutcome(checks: ["main: Root > A", "main: Root > A"]))
        ]),
      Scenario(
        "navigator-pop-never-asks-the-guard", .stack(root: "Root", pushed: ["A"]),
        [.setGuard("A", on: "main", allows: false), .pop(on: "main")],
        expect: ScenarioOutcome(left: ["A: pop"], events: ["main: didPop([A]) pop"], checks: ["main: Root"])),
      Scenario(
        "child-released-after-back", .stack(root: "Root"),
        [.pushFlow("Detail", on: "main"), .tapBack(on: "main")],
        expect: ScenarioOutcome(
          left: ["flow Detail: backButton"], events: ["main: didPop([Detail]) backButton"], checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S1",
            note: "the child's root leaves with navigationStackPop, as every pop SwiftUI writes",
            expected: ScenarioOutcome(
              left: ["flow Detail: navigationStackPop"], events: ["main: didPop([Detail]) navigationStackPop"],
              checks: ["main: Root"]))
        ]),
      Scenario(
        "child-released-after-swipe", .stack(root: "Root"),
        [.pushFlow("Detail", on: "main"), .swipe(on: "main")],
        expect: ScenarioOutcome(
          left: ["flow Detail: interactivePop"], events: ["main: didPop([Detail]) interactivePop"],
          checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S2",
            note: "the child's root leaves with navigationStackPop, as every pop SwiftUI writes",
            expected: ScenarioOutcome(
              left: ["flow Detail: navigationStackPop"], events: ["main: didPop([Detail]) navigationStackPop"],
              checks: ["main: Root"]))
        ]),
      Scenario(
        "child-finish-pops-its-screens", .stack(root: "Root"),
        [.pushFlow("Detail", on: "main"), .push("More", on: "main"), .finishFlow("Detail")],
        expect: ScenarioOutcome(
          left: ["More: finish", "flow Detail: finish"], events: ["main: didPop([More, Detail]) finish"],
          checks: ["main: Root"])),
      Scenario(
        "presented-flow-finish", .stack(root: "Root"),
        [.presentFlow("Compose", on: "main"), .push("Draft", on: "Compose"), .finishFlow("Compose")],
        expect: ScenarioOutcome(
          left: ["Draft: finish", "flow Compose: finish"],
          events: ["main: didPresent(Compose)", "main: didDismiss(Compose) finish"], checks: ["main: Root"])),
      Scenario(
        "presented-flow-pulled-down", .stack(root: "Root"),
        [.presentFlow("Compose", on: "main"), .push("Draft", on: "Compose"), .pullDown(on: "main")],
        expect: ScenarioOutcome(
          left: ["Draft: sheetPulledDown", "flow Compose: sheetPulledDown"],
          events: ["main: didPresent(Compose)", "main: didDismiss(Compose) sheetPulledDown"], checks: ["main: Root"])),
      Scenario(
        "presented-flow-with-its-own-sheet-dismissed", .stack(root: "Root"),
        [.presentFlow("Compose", on: "main"), .present("Photo", on: "Compose"), .check, .dismiss(on: "main")],
        expect: ScenarioOutcome(
          left: ["Photo: dismiss", "flow Compose: dismiss"],
          events: ["main: didPresent(Compose)", "Compose: didPresent(Photo)", "main: didDismiss(Compose) dismiss"],
          checks: ["main: Root | Compose", "Compose: ComposeRoot | Photo", "main: Root"])),
      Scenario(
        "swipe-inside-a-presented-flow", .stack(root: "Root"),
        [.presentFlow("Compose", on: "main"), .push("Draft", on: "Compose"), .swipe(on: "Compose"), .check],
        expect: ScenarioOutcome(
          left: ["Draft: interactivePop"],
          events: ["main: didPresent(Compose)", "Compose: didPop([Draft]) interactivePop"],
          checks: ["main: Root | Compose", "Compose: ComposeRoot", "main: Root | Compose", "Compose: ComposeRoot"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S2",
            note: "the screen leaves with navigationStackPop, as every pop SwiftUI writes",
            expected: ScenarioOutcome(
              left: ["Draft: navigationStackPop"],
              events: ["main: didPresent(Compose)", "Compose: didPop([Draft]) navigationStackPop"],
              checks: ["main: Root | Compose", "Compose: ComposeRoot", "main: Root | Compose", "Compose: ComposeRoot"]))
        ]),
      Scenario(
        "result-delivered", .stack(root: "Root"),
        [.pushAwaiting("Picker", on: "main"), .complete("Picker", with: "teal"), .awaitOutcome("Picker")],
        expect: ScenarioOutcome(
          left: ["outcome Picker: completed(teal)"], events: ["main: didPop([Picker]) finish"], checks: ["main: Root"])),
      Scenario(
        "result-after-back", .stack(root: "Root"),
        [.pushAwaiting("Picker", on: "main"), .tapBack(on: "main"), .awaitOutcome("Picker")],
        expect: ScenarioOutcome(
          left: ["outcome Picker: left(backButton)"], events: ["main: didPop([Picker]) backButton"],
          checks: ["main: Root"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S1",
            note: "the awaited flow leaves with navigationStackPop, as every pop SwiftUI writes",
            expected: ScenarioOutcome(
              left: ["outcome Picker: left(navigationStackPop)"], events: ["main: didPop([Picker]) navigationStackPop"],
              checks: ["main: Root"]))
        ]),
    ]
  }
}
