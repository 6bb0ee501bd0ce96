import NavigatorKit

extension ScenarioTable {
  /// Where an app is a tree: tabs, what the tabs present, links into other tabs, tabs removed or replaced, a presented
  /// tab bar, restoration and sign-out.
  ///
  /// The ownership rule under a tab bar: a presentation belongs to the tab that made it — through its router, its
  /// navigator, a coordinator, or (UIKit) one of its own screens — and to no other tab. Other tabs' navigators report
  /// nothing presented and cannot dismiss it; a link into another tab dismisses it through its owner, asks its guards
  /// (a refusal holds the link with `pathHeldByLeaveGuard`), and the owner's screens leave once, with `dismiss`.
  static var tree: [Scenario] {
    [
      Scenario(
        "link-past-router-sheet", .tabs(["Home", "Shop"]),
        [.routerPresent("Form", tab: "Home"), .check, .open([.tab(1)])],
        expect: ScenarioOutcome(
          left: ["Form: dismiss"], events: ["Home: didPresent(Form)", "Home: didDismiss(Form) dismiss"],
          checks: ["Home: Home | Form", "Shop: Shop", "tab: Home", "Home: Home", "Shop: Shop", "tab: Shop"])),
      Scenario(
        "link-past-navigator-sheet", .tabs(["Home", "Shop"]),
        [.present("Form", on: "Home"), .check, .open([.tab(1)])],
        expect: ScenarioOutcome(
          left: ["Form: dismiss"], events: ["Home: didPresent(Form)", "Home: didDismiss(Form) dismiss"],
          checks: ["Home: Home | Form", "Shop: Shop", "tab: Home", "Home: Home", "Shop: Shop", "tab: Shop"])),
      Scenario(
        "link-past-navigator-sheet-asks-its-guard", .tabs(["Home", "Shop"]),
        [.present("Form", on: "Home"), .setGuard("Form", on: "Home", allows: true), .open([.tab(1)])],
        expect: ScenarioOutcome(
          left: ["Form: dismiss"], asked: ["Form: dismiss"],
          events: ["Home: didPresent(Form)", "Home: didDismiss(Form) dismiss"],
          checks: ["Home: Home", "Shop: Shop", "tab: Shop"])),
      Scenario(
        "link-held-by-navigator-sheet-guard", .tabs(["Home", "Shop"]),
        [.present("Form", on: "Home"), .setGuard("Form", on: "Home", allows: false), .open([.tab(1)])],
        expect: ScenarioOutcome(
          asked: ["Form: dismiss"], events: ["Home: didPresent(Form)"],
          checks: ["Home: Home | Form", "Shop: Shop", "tab: Home"], issues: ["Home: pathHeldByLeaveGuard"])),
      Scenario(
        "link-held-by-router-sheet-guard", .tabs(["Home", "Shop"]),
        [.routerPresent("Form", tab: "Home"), .setGuard("Form", on: "Home", allows: false), .open([.tab(1)])],
        expect: ScenarioOutcome(
          asked: ["Form: dismiss"], events: ["Home: didPresent(Form)"],
          checks: ["Home: Home | Form", "Shop: Shop", "tab: Home"], issues: ["Home: pathHeldByLeaveGuard"])),
      Scenario(
        "link-past-presented-flow", .tabs(["Home", "Shop"]),
        [.presentFlow("Compose", on: "Home"), .push("Draft", on: "Compose"), .check, .open([.tab(1)])],
        expect: ScenarioOutcome(
          left: ["Draft: dismiss", "flow Compose: dismiss"],
          events: ["Home: didPresent(Compose)", "Home: didDismiss(Compose) dismiss"],
          checks: [
            "Home: Home | Compose", "Shop: Shop", "Compose: ComposeRoot > Draft", "tab: Home", "Home: Home",
            "Shop: Shop", "tab: Shop",
          ])),
      Scenario(
        "link-held-by-presented-flow-guard", .tabs(["Home", "Shop"]),
        [
          .presentFlow("Compose", on: "Home"), .setGuard("ComposeRoot", on: "Compose", allows: false),
          .open([.tab(1)]),
        ],
        expect: ScenarioOutcome(
          asked: ["ComposeRoot: dismiss"], events: ["Home: didPresent(Compose)"],
          checks: ["Home: Home | Compose", "Shop: Shop", "Compose: ComposeRoot", "tab: Home"],
          issues: ["Home: pathHeldByLeaveGuard"])),
      Scenario(
        "link-past-routed-flow", .tabs(["Home", "Shop"]),
        [.open([.tab(0), .flow("Reviews")]), .check, .open([.tab(1)])],
        expect: ScenarioOutcome(
          events: ["Home: didPresent(Reviews)", "Home: didDismiss(Reviews) dismiss"],
          checks: [
            "Home: Home | Reviews", "Shop: Shop", "Reviews: ReviewsRoot", "tab: Home", "Home: Home", "Shop: Shop",
            "tab: Shop",
          ])),
      Scenario(
        "link-into-the-same-tab-past-its-sheet", .tabs(["Home", "Shop"]),
        [.routerPresent("Form", tab: "Home"), .open([.tab(0), .screen("Settings")])],
        expect: ScenarioOutcome(
          left: ["Form: dismiss"], events: ["Home: didPresent(Form)", "Home: didDismiss(Form) dismiss"],
          checks: ["Home: Home > Settings", "Shop: Shop", "tab: Home"])),
      Scenario(
        "link-past-a-tab-screens-own-presentation", .tabs(["Home", "Shop"]),
        [.screenPresents("Home", presented: "Alert"), .check, .open([.tab(1)])],
        expect: ScenarioOutcome(
          events: ["Home: didPresent(Alert)", "Home: didDismiss(Alert) dismiss"],
          checks: ["Home: Home | Alert", "Shop: Shop", "tab: Home", "Home: Home", "Shop: Shop", "tab: Shop"]),
        differences: onlyAViewControllerPresentsByItself),
      Scenario(
        "navigator-present-over-a-tab-screens-own-presentation", .tabs(["Home", "Shop"]),
        [.screenPresents("Home", presented: "Alert"), .present("Form", on: "Home")],
        expect: ScenarioOutcome(
          events: ["Home: didPresent(Alert)"], checks: ["Home: Home | Alert", "Shop: Shop", "tab: Home"],
          issues: ["Home: alreadyPresenting"]),
        differences: onlyAViewControllerPresentsByItself),
      Scenario(
        "another-tab-neither-reports-nor-dismisses-a-sheet", .tabs(["Home", "Shop"]),
        [.present("Form", on: "Home"), .dismiss(on: "Shop"), .check],
        expect: ScenarioOutcome(
          events: ["Home: didPresent(Form)"],
          checks: ["Home: Home | Form", "Shop: Shop", "tab: Home", "Home: Home | Form", "Shop: Shop", "tab: Home"],
          issues: ["Shop: nothingToDismiss"])),
      Scenario(
        "removed-tab-ends-its-screens", .tabs(["Home", "Shop"]),
        [.push("Product", on: "Shop"), .setTabs(["Home"])],
        expect: ScenarioOutcome(left: ["Product: changedOnHost"], checks: ["Home: Home", "tab: Home"]),
        differences: [tabsAreTheAppsViewsOnSwiftUI]),
      Scenario(
        "removed-tab-ends-its-sheet", .tabs(["Home", "Shop"]),
        [.selectTab(1), .present("Cart", on: "Shop"), .setTabs(["Home"])],
        expect: ScenarioOutcome(
          left: ["Cart: changedOnHost"], events: ["Shop: didPresent(Cart)"], checks: ["Home: Home", "tab: Home"]),
        differences: [
          tabsAreTheAppsViewsOnSwiftUI,
          ScenarioDifference(
            host: .uiKit, rule: "R21a",
            note:
              "UIKit leaves a removed tab's sheet up over the tab bar: the adapter takes it down, and the tab's navigator reports the dismissal",
            expected: ScenarioOutcome(
              left: ["Cart: changedOnHost"],
              events: ["Shop: didPresent(Cart)", "Shop: didDismiss(Cart) changedOnHost"],
              checks: ["Home: Home", "tab: Home"])),
        ]),
      Scenario(
        "replaced-tabs-end-every-screen", .tabs(["Home", "Shop"]),
        [.push("Article", on: "Home"), .push("Product", on: "Shop"), .setTabs(["Feed", "Me"])],
        expect: ScenarioOutcome(
          left: ["Article: changedOnHost", "Product: changedOnHost"], checks: ["Feed: Feed", "Me: Me", "tab: Feed"]),
        differences: [tabsAreTheAppsViewsOnSwiftUI]),
      Scenario(
        "added-tab-keeps-the-selection", .tabs(["Home", "Shop"]),
        [.selectTab(1), .push("Product", on: "Shop"), .setTabs(["Home", "Shop", "Cart"])],
        expect: ScenarioOutcome(checks: ["Home: Home", "Shop: Shop > Product", "Cart: Cart", "tab: Shop"]),
        differences: [tabsAreTheAppsViewsOnSwiftUI]),
      Scenario(
        "presented-tab-bar-dismissed", .stack(root: "Login"),
        [
          .presentTabs("Mail", tabs: ["Inbox", "Sent"], on: "main"), .push("Thread", on: "Inbox"), .check,
          .dismiss(on: "main"),
        ],
        expect: ScenarioOutcome(
          left: ["Thread: dismiss", "flow Mail: dismiss"],
          events: ["main: didPresent(Mail)", "main: didDismiss(Mail) dismiss"],
          checks: ["main: Login | Mail", "Inbox: Inbox > Thread", "Sent: Sent", "main: Login"])),
      Scenario(
        "presented-tab-bar-pulled-down", .stack(root: "Login"),
        [
          .presentTabs("Mail", tabs: ["Inbox", "Sent"], on: "main"), .push("Thread", on: "Inbox"),
          .pullDown(on: "main"),
        ],
        expect: ScenarioOutcome(
          left: ["Thread: sheetPulledDown", "flow Mail: sheetPulledDown"],
          events: ["main: didPresent(Mail)", "main: didDismiss(Mail) sheetPulledDown"], checks: ["main: Login"])),
      Scenario(
        "sign-out-takes-the-tabs-down", .stack(root: "Login"),
        [
          .presentTabs("App", tabs: ["Home", "Shop"], on: "main"), .push("Article", on: "Home"),
          .push("Product", on: "Shop"), .present("Form", on: "Home"), .check, .finishFlow("App"),
        ],
        expect: ScenarioOutcome(
          left: ["Form: finish", "Article: finish", "Product: finish", "flow App: finish"],
          events: ["main: didPresent(App)", "Home: didPresent(Form)", "main: didDismiss(App) finish"],
          checks: ["main: Login | App", "Home: Home > Article | Form", "Shop: Shop > Product", "main: Login"])),
      Scenario(
        "foreign-set-view-controllers-on-a-tab", .tabs(["Home", "Shop"]),
        [.push("A", on: "Home"), .push("B", on: "Home"), .foreignSetScreens(["Home"], on: "Home")],
        expect: ScenarioOutcome(
          left: ["B: changedOnHost", "A: changedOnHost"], events: ["Home: didPop([B, A]) changedOnHost"],
          checks: ["Home: Home", "Shop: Shop", "tab: Home"]),
        differences: [
          ScenarioDifference(
            host: .uiKit, rule: "R1",
            note: "UIKit tells the delegate what it shows, never who changed the stack: the screens leave with unknown",
            expected: ScenarioOutcome(
              left: ["B: unknown", "A: unknown"], events: ["Home: didPop([B, A]) unknown"],
              checks: ["Home: Home", "Shop: Shop", "tab: Home"]))
        ]),
      Scenario(
        "foreign-set-view-controllers-on-a-background-tab", .tabs(["Home", "Shop"]),
        [.push("Product", on: "Shop"), .foreignSetScreens(["Shop"], on: "Shop"), .synchronize],
        expect: ScenarioOutcome(
          left: ["Product: changedOnHost"], events: ["Shop: didPop([Product]) changedOnHost"],
          checks: ["Home: Home", "Shop: Shop", "tab: Home"]),
        differences: [
          ScenarioDifference(
            host: .uiKit, rule: "R1",
            note: "UIKit tells the delegate what it shows, never who changed the stack: the screen leaves with unknown",
            expected: ScenarioOutcome(
              left: ["Product: unknown"], events: ["Shop: didPop([Product]) unknown"],
              checks: ["Home: Home", "Shop: Shop", "tab: Home"]))
        ]),
      Scenario(
        "restore-a-tab-with-its-sheet", .tabs(["Home", "Shop"]),
        [.restore(tab: "Shop", [.screen("Product"), .sheet("Share")])],
        expect: ScenarioOutcome(
          events: ["Shop: didPresent(Share)"], checks: ["Home: Home", "Shop: Shop > Product | Share", "tab: Home"])),
      Scenario(
        "restore-held-by-a-guard", .tabs(["Home", "Shop"]),
        [
          .routerPush("Draft", tab: "Home"), .setGuard("Draft", on: "Home", allows: false),
          .restore(tab: "Home", [.screen("Settings")]),
        ],
        expect: ScenarioOutcome(
          asked: ["Draft: popTo"], checks: ["Home: Home > Draft", "Shop: Shop", "tab: Home"],
          issues: ["Home: pathHeldByLeaveGuard"])),
      Scenario(
        "tab-re-tap-asks-the-guards-and-pops", .tabs(["Home", "Shop"]),
        [
          .routerPush("A", tab: "Home"), .routerPush("B", tab: "Home"), .setGuard("B", on: "Home", allows: true),
          .tapTab(0),
        ],
        expect: ScenarioOutcome(
          left: ["B: tabReselected", "A: tabReselected"], asked: ["B: tabReselected"],
          events: ["Home: didPop([B, A]) tabReselected"], checks: ["Home: Home", "Shop: Shop", "tab: Home"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S10",
            note: "a re-tap of the selected tab writes nothing; the app's selection handler decides",
            expected: ScenarioOutcome(checks: ["Home: Home > A > B", "Shop: Shop", "tab: Home"]))
        ]),
      Scenario(
        "tab-re-tap-refused-by-a-guard", .tabs(["Home", "Shop"]),
        [.routerPush("A", tab: "Home"), .setGuard("A", on: "Home", allows: false), .tapTab(0)],
        expect: ScenarioOutcome(asked: ["A: tabReselected"], checks: ["Home: Home > A", "Shop: Shop", "tab: Home"]),
        differences: [
          ScenarioDifference(
            host: .pathHost, rule: "S10",
            note: "a re-tap of the selected tab writes nothing, so no guard is asked",
            expected: ScenarioOutcome(checks: ["Home: Home > A", "Shop: Shop", "tab: Home"]))
        ]),
      Scenario(
        "tapping-another-tab-asks-no-guard", .tabs(["Home", "Shop"]),
        [.routerPush("A", tab: "Home"), .setGuard("A", on: "Home", allows: false), .tapTab(1)],
        expect: ScenarioOutcome(checks: ["Home: Home > A", "Shop: Shop", "tab: Shop"])),
      Scenario(
        "each-tab-keeps-its-stack", .tabs(["Home", "Shop"]),
        [.push("A", on: "Home"), .tapTab(1), .push("Product", on: "Shop"), .tapTab(0), .check],
        expect: ScenarioOutcome(checks: [
          "Home: Home > A", "Shop: Shop > Product", "tab: Home", "Home: Home > A", "Shop: Shop > Product", "tab: Home",
        ])),
      Scenario(
        "pop-on-a-background-tab", .tabs(["Home", "Shop"]),
        [.push("A", on: "Home"), .tapTab(1), .pop(on: "Home")],
        expect: ScenarioOutcome(
          left: ["A: pop"], events: ["Home: didPop([A]) pop"], checks: ["Home: Home", "Shop: Shop", "tab: Shop"])),
      Scenario(
        "link-into-a-tab-pops-its-stack", .tabs(["Home", "Shop"]),
        [.routerPush("A", tab: "Shop"), .routerPush("B", tab: "Shop"), .open([.tab(1), .screen("A")])],
        expect: ScenarioOutcome(
          left: ["B: popTo"], events: ["Shop: didPop([B]) popTo"],
          checks: ["Home: Home", "Shop: Shop > A", "tab: Shop"])),
    ]
  }

  /// A screen presenting by itself — an alert, a share sheet — is a UIKit view controller's doing: a headless screen
  /// presents nothing (R21), and a SwiftUI view presents through its own sheet binding (S8).
  static var onlyAViewControllerPresentsByItself: [ScenarioDifference] {
    [
      ScenarioDifference(
        host: .headless, rule: "R21",
        note: "a headless screen presents nothing by itself; only a view controller does", expected: nil),
      ScenarioDifference(
        host: .pathHost, rule: "S8",
        note: "a SwiftUI view presents through its own sheet binding, not through the path host", expected: nil),
    ]
  }

  /// SwiftUI has no tab bar screen whose tabs an app sets: a `TabView`'s tabs are its content views, and a view that
  /// goes away only disappears, which is not a leave (S12). The container a path host's `makeTabBar(_:)` makes keeps
  /// the tabs it was made with; an app that drops a tab ends that tab's flow itself.
  static var tabsAreTheAppsViewsOnSwiftUI: ScenarioDifference {
    ScenarioDifference(
      host: .pathHost, rule: "S12",
      note:
        "a TabView's tabs are its content views, and a dropped one only disappears, which is not a leave: the container makeTabBar(_:) makes keeps its tabs; the app ends a dropped tab's flow",
      expected: nil)
  }
}
