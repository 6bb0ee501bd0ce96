import Foundation
import NavigatorKitTestSupport
import Testing

/// The "Hosts compared" table of the Testing without UIKit article lists exactly the scenario rows that differ on a
/// host, with the host, whether the row runs there, the rule and what differs, as the table's data says them.
@MainActor
@Suite struct HostsComparedTableTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/NavigatorKit/Documentation.docc/Articles/TestingWithoutUIKit.md")

  /// The rows of the article's "Hosts compared" table, each as its cells.
  static func documentedRows() throws -> [[String]] {
    let text = try String(contentsOf: article, encoding: .utf8)
    let section = text.components(separatedBy: "### Hosts compared").dropFirst().first ?? ""
    let body = section.components(separatedBy: "\n#").first ?? ""
    return body.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
  }

  @Test func theArticleListsEveryRowThatDiffersAsTheTableSaysIt() throws {
    let documented = try Self.documentedRows()
    let data = ScenarioTable.differences.map { row, difference in
      ["`\(row)`", difference.host.title, difference.expected == nil ? "no" : "yes", difference.rule, difference.note]
    }
    #expect(documented == data)
  }

  @Test func everyRowHasAUniqueNameAndTheTableHasAtLeastFortyRowsOnEachHost() {
    let names = ScenarioTable.all.map(\.name)
    #expect(Set(names).count == names.count)
    for host in ScenarioHostKind.allCases {
      #expect(ScenarioTable.rows(on: host).count >= 40, "\(host)")
    }
  }
}
