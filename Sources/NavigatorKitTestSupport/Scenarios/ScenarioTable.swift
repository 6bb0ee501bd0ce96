import NavigatorKit

/// The scenario table: every row run on every host it applies to, with one expected answer.
///
/// The tree-shaped rows come first (tabs, sheets over them, links, tabs removed or replaced, a presented tab bar,
/// restoration, sign-out), then the classic ones on a single stack. A row that differs on a host says how and by
/// which rule (``ScenarioDifference``); the docs' "Hosts compared" table (TestingWithoutUIKit.md) lists every such row,
/// and a test holds the two together.
package enum ScenarioTable {
  /// Every row, tree-shaped rows first.
  package static var all: [Scenario] { tree + classic }

  /// The rows that run on `host`.
  package static func rows(on host: ScenarioHostKind) -> [Scenario] {
    all.filter { $0.applies(to: host) }
  }

  /// Every row that differs on some host, with the host and the rule: what the docs' table must list.
  package static var differences: [(row: String, difference: ScenarioDifference)] {
    all.flatMap { row in row.differences.map { (row.name, $0) } }
  }
}
