// One scenario table, every host: a scenario is written once, as data, and run on the headless stacks, on the UIKit
// adapter over the UIKit double and on the path host over the SwiftUI double, each through a `ScenarioHost`. What
// must follow is one expected answer; where a platform really differs, the row says how and by which rule.

import NavigatorKit

/// A host a scenario runs on.
package enum ScenarioHostKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `HeadlessNavigationController`, with `HeadlessTabBarController` for tabs.
  case headless
  /// The UIKit adapter over UIKitShim's `UINavigationController` and `UITabBarController`.
  case uiKit
  /// `NavigationPathHost` over `HeadlessNavigationStack`, with the container `makeTabBar(_:)` makes for tabs.
  case pathHost

  package var description: String { rawValue }

  /// The name the docs' "Hosts compared" table gives the host.
  package var title: String {
    switch self {
    case .headless: "Headless"
    case .uiKit: "UIKit"
    case .pathHost: "Path host"
    }
  }
}

/// What is on screen before the acts.
package enum ScenarioSetUp: Sendable {
  /// One stack in the window: the navigator `main` with `root` at the bottom and `pushed` above it, each pushed
  /// screen's leave logged.
  case stack(root: String, pushed: [String] = [])
  /// A tab bar in the window, one routed tab per name, the first selected: each tab's navigator, coordinator and root
  /// screen are named after the tab, and a tabs coordinator opens links (`.tab(index)` selects a tab).
  case tabs([String])
}

/// An act of the person, of the app, or of code behind the navigator's back. Navigators, flows and screens are named.
package enum ScenarioAct: Sendable {
  // MARK: The app, through a navigator

  /// Pushes a new screen on the navigator `on`; its leave is logged.
  case push(String, on: String, animated: Bool = false)
  case pop(on: String, animated: Bool = false)
  /// Pops to the screen named.
  case popTo(String, on: String, animated: Bool = false)
  case popToRoot(on: String, animated: Bool = false)
  /// Sets the stack: screens already made are reused by name, the others are made (and their leave logged).
  case setScreens([String], on: String, animated: Bool = false)
  /// Presents a new screen with the navigator `on`; its leave is logged.
  case present(String, on: String, animated: Bool = false)
  case dismiss(on: String, animated: Bool = false)
  /// Sets a leave guard on the screen named, on the navigator `on`; each question is logged.
  case setGuard(String, on: String, allows: Bool)
  /// Pushes a new screen and awaits its flow's outcome, in a task.
  case pushAwaiting(String, on: String)
  /// Completes the awaited screen's flow with a value.
  case complete(String, with: String)
  /// Awaits the outcome of the awaited screen named, and logs it.
  case awaitOutcome(String)

  // MARK: Routers and links

  /// Pushes `.screen(name)` through the tab's router; its leave is logged.
  case routerPush(String, tab: String)
  /// Presents `.sheet(name)` through the tab's router; its leave is logged.
  case routerPresent(String, tab: String)
  /// Opens a path of routes at the tabs coordinator, as a link from a URL or a notification does.
  case open([ScenarioRoute])
  /// Restores the tab's coordinator from a state: the tab's root route, then `routes`.
  case restore(tab: String, [ScenarioRoute])

  // MARK: Coordinators

  /// The coordinator of the navigator `on` pushes a child flow whose root screen is named `name`.
  case pushFlow(String, on: String)
  /// The coordinator of the navigator `on` presents a child flow with a stack of its own, a navigator named `name`
  /// and the root screen `name + "Root"`.
  case presentFlow(String, on: String)
  /// The coordinator of the navigator `on` presents a tab bar flow named `name`, with one stack per tab.
  case presentTabs(String, tabs: [String], on: String)
  /// The flow named calls `finish()`.
  case finishFlow(String)

  // MARK: The person

  case tapBack(on: String)
  /// A swipe back from the edge (or the content, iOS 26) that completes or is cancelled.
  case swipe(on: String, fromContent: Bool = false, completes: Bool = true)
  /// Pulls down what the navigator `on` presents: all the way, or let go short.
  case pullDown(on: String, completes: Bool = true)
  /// Taps a tab of the tab bar in the window (the selected one: a re-tap).
  case tapTab(Int)

  // MARK: Code behind the navigator's back

  /// Sets the stack on the navigator's host directly (`setViewControllers`, a path write).
  case foreignSetScreens([String], on: String)
  /// Sets the tabs of the tab bar in the window: a tab named as a current one stays; a new name gets a new stack.
  case setTabs([String])
  /// Selects a tab by code.
  case selectTab(Int)
  /// A screen presents another by itself, as a view controller presents an alert (UIKit).
  case screenPresents(String, presented: String)
  /// Sets `isModalInPresentation` on the screen named.
  case setModalInPresentation(String)
  /// Has every navigator look at its host.
  case synchronize

  // MARK: Observation

  /// Notes what every navigator holds and reports as presented, and the selected tab.
  case check
}

/// A route of the scenarios' routed tabs.
package enum ScenarioRoute: Route, CustomStringConvertible {
  /// Selects the tab at the index.
  case tab(Int)
  /// A tab's root screen.
  case root(String)
  /// A pushed screen.
  case screen(String)
  /// A presented screen.
  case sheet(String)
  /// A presented flow with a stack of its own, rooted at the screen named.
  case flow(String)

  /// The name of the screen the route stands for.
  package var description: String {
    switch self {
    case .tab(let index): "tab\(index)"
    case .root(let name), .screen(let name), .sheet(let name): name
    case .flow(let name): name + "Root"
    }
  }
}

/// Where a host's answer differs from the others', and by which platform rule.
package struct ScenarioDifference: Sendable {
  /// The host that differs.
  package let host: ScenarioHostKind
  /// The rule of the platform that makes it differ, as the semantics documents number them ("S7", "R21a").
  package let rule: String
  /// What differs, in a few words, as the docs' "Hosts compared" table says it.
  package let note: String
  /// The host's own expected answer; `nil` when the row does not apply to the host (it cannot be done there).
  package let expected: ScenarioOutcome?
}

/// A scenario: a set-up, the acts, and the one expected answer.
package struct Scenario: Sendable, CustomStringConvertible {
  /// A short, unique name in kebab case, as the docs' table names the row.
  package let name: String
  package let setUp: ScenarioSetUp
  package let acts: [ScenarioAct]
  /// The answer on every host, unless a difference gives a host its own.
  package let expected: ScenarioOutcome
  package let differences: [ScenarioDifference]

  package init(
    _ name: String, _ setUp: ScenarioSetUp, _ acts: [ScenarioAct], expect expected: ScenarioOutcome,
    differences: [ScenarioDifference] = []
  ) {
    self.name = name
    self.setUp = setUp
    self.acts = acts
    self.expected = expected
    self.differences = differences
  }

  package var description: String { name }

  /// The difference for `host`, if the host differs.
  package func difference(on host: ScenarioHostKind) -> ScenarioDifference? {
    differences.first { $0.host == host }
  }

  /// Whether the row is run on `host`.
  package func applies(to host: ScenarioHostKind) -> Bool {
    difference(on: host).map { $0.expected != nil } ?? true
  }

  /// The expected answer on `host`.
  package func expected(on host: ScenarioHostKind) -> ScenarioOutcome {
    difference(on: host)?.expected ?? expected
  }
}

/// What follows from a scenario's acts: what a test of the app would check.
package struct ScenarioOutcome: Sendable, Equatable, CustomStringConvertible {
  /// Every `onLeave` the scenario's own closures ran, in order, as `"Name: reason"`; a flow's as `"flow Name: reason"`;
  /// an awaited outcome as `"outcome Name: completed(value)"` or `"outcome Name: left(reason)"`.
  package var left: [String]
  /// Every question to a leave guard, in order, as `"Name: reason"`.
  package var asked: [String]
  /// The navigators' events, in order, as `"navigator: didPop([C, B]) reason"`, `"… didDismiss(S) reason"` or
  /// `"… didPresent(S)"`. `didShow` is left out: it tells what is on screen, which ``checks`` compare, and hosts
  /// deliver it at moments of their own (UIKit only in the window, R9).
  package var events: [String]
  /// What `check` noted, then the same at the end: each navigator as `"name: Root > A | Presented"`, and the
  /// selected tab as `"tab: Name"`.
  package var checks: [String]
  /// The issues reported, as `"navigator: kind"`.
  package var issues: [String]
  /// The screens and flows that left but are still alive once everything settled.
  package var leaked: [String]

  package init(
    left: [String] = [], asked: [String] = [], events: [String] = [], checks: [String] = [], issues: [String] = [],
    leaked: [String] = []
  ) {
    self.left = left
    self.asked = asked
    self.events = events
    self.checks = checks
    self.issues = issues
    self.leaked = leaked
  }

  package var description: String {
    func list(_ values: [String]) -> String {
      values.isEmpty ? "[]" : "[\n      " + values.map { "\"\($0)\"" }.joined(separator: ",\n      ") + ",\n    ]"
    }
    return """
      ScenarioOutcome(
          left: \(list(left)),
          asked: \(list(asked)),
          events: \(list(events)),
          checks: \(list(checks)),
          issues: \(list(issues)),
          leaked: \(list(leaked)))
      """
  }

  /// The differences from `expected`, one line each, without the leak check; empty when they agree.
  package func mismatches(against expected: ScenarioOutcome) -> [String] {
    var lines: [String] = []
    func compare(_ label: String, _ actual: [String], _ wanted: [String]) {
      if actual != wanted { lines.append("\(label): got \(actual), expected \(wanted)") }
    }
    compare("left", left, expected.left)
    compare("asked", asked, expected.asked)
    compare("events", events, expected.events)
    compare("checks", checks, expected.checks)
    compare("issues", issues, expected.issues)
    return lines
  }
}
