import Foundation
import Testing

/// Every Swift code block in `README.md`, in the DocC catalog (`Sources/NavigatorKit/Documentation.docc`, linked as the
/// top-level `Documentation.docc`) and in the doc comments under `Sources` (the symbol
/// pages' examples) is a copy of code that is compiled: a region of a file in this folder (compiled with these
/// tests), in `Tests/RoutingTests`, in `Tests/UIKitAdapterTests` (compiled against UIKitShim with `--traits
/// UIKitShim`), in `Tests/SwiftUITests` or in `Examples/MyApp` (the app package that CI builds and tests where it is, as
/// a newcomer would). A region starts at a `// snippet: <name>` line and ends
/// at `// snippet-end`; regions with the same name are joined with a blank line; each is compared without its
/// common indentation. Edit the code, then copy it into the docs — this test fails until both say the same.
@Suite struct DocumentationSnippetTests {
  /// The repository's root: four levels up from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Block: CustomStringConvertible {
    let file: String
    let line: Int
    let text: String
    var description: String { "\(file):\(line)" }
  }

  /// The Swift code blocks of the README, the DocC catalog and the doc comments under `Sources`.
  static func documentationBlocks() throws -> [Block] {
    try markdownBlocks() + docCommentBlocks()
  }

  /// The fenced Swift blocks of the `///` doc comments of every Swift file under `Sources`, without the `///` and
  /// one space, and without their common indentation.
  static func docCommentBlocks() throws -> [Block] {
    var blocks: [Block] = []
    for file in files(under: "Sources", withExtension: "swift") {
      let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
        .map { line -> String? in
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          guard trimmed.hasPrefix("///") else { return nil }
          let text = trimmed.dropFirst(3)
          return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
      for block in fencedSwiftBlocks(in: lines) {
        blocks.append(Block(file: file, line: block.line, text: dedented(block.body)))
      }
    }
    return blocks
  }

  /// The fenced Swift blocks of the README and the DocC catalog.
  static func markdownBlocks() throws -> [Block] {
    var blocks: [Block] = []
    for file in ["README.md"] + files(under: "Sources/NavigatorKit/Documentation.docc", withExtension: "md") {
      let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
      for block in fencedSwiftBlocks(in: lines) {
        blocks.append(Block(file: file, line: block.line, text: block.body.joined(separator: "\n")))
      }
    }
    return blocks
  }

  /// The paths, relative to the repository's root and sorted, of the files under `folder` whose name ends in `.ext`.
  static func files(under folder: String, withExtension ext: String) -> [String] {
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == ext { files.append(String(url.path.dropFirst(root.path.count + 1))) }
    }
    return files.sorted()
  }

  /// The ```` ```swift ```` blocks of `lines`, each with the (1-based) number of its first line; a `nil` line — one that
  /// is not part of a doc comment — ends a block as its closing fence does.
  static func fencedSwiftBlocks(in lines: [String?]) -> [(line: Int, body: [String])] {
    var blocks: [(line: Int, body: [String])] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```swift" else {
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < lines.count, let line = lines[end], line != "```" { end += 1 }
      blocks.append((line: start + 1, body: lines[start..<end].map { $0 ?? "" }))
      index = end + 1
    }
    return blocks
  }

  /// The named regions of the compiled example files, without their common indentation.
  static func compiledRegions() throws -> [String: String] {
    var regions: [String: [String]] = [:]
    let folders = [
      URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
      root.appendingPathComponent("Examples/MyApp"),
      root.appendingPathComponent("Tests/RoutingTests"),
      root.appendingPathComponent("Tests/UIKitAdapterTests"),
      root.appendingPathComponent("Tests/SwiftUITests"),
    ]
    for folder in folders {
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift", !url.path.contains("/.build") else { continue }
        var current: (name: String, lines: [String])?
        for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.hasPrefix("// snippet: ") {
            current = (String(trimmed.dropFirst("// snippet: ".count)), [])
          } else if trimmed == "// snippet-end", let region = current {
            regions[region.name, default: []].append(dedented(region.lines))
            current = nil
          } else {
            current?.lines.append(line)
          }
        }
      }
    }
    return regions.mapValues { $0.joined(separator: "\n\n") }
  }

  static func dedented(_ lines: [String]) -> String {
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  @Test func everySwiftBlockInTheDocsIsACompiledRegion() throws {
    let compiled = Set(try Self.compiledRegions().values)
    let blocks = try Self.documentationBlocks()
    #expect(blocks.count > 20, "the docs' Swift blocks were not found")
    #expect(try Self.docCommentBlocks().count > 10, "the doc comments' Swift blocks were not found")
    for block in blocks where !compiled.contains(block.text) {
      Issue.record(
        """
        The Swift block at \(block) is not compiled anywhere. Copy it from (or into) a `// snippet:` region of \
        Tests/NavigatorKitTests/DocumentationExamples, Tests/RoutingTests, Tests/UIKitAdapterTests or \
        Examples/MyApp. The block:
        \(block.text)
        """)
    }
  }

  @Test func everyCompiledRegionIsQuotedInTheDocs() throws {
    let quoted = Set(try Self.documentationBlocks().map(\.text))
    for (name, text) in try Self.compiledRegions().sorted(by: { $0.key < $1.key }) where !quoted.contains(text) {
      Issue.record(
        "The snippet region \"\(name)\" appears in no Swift block of the docs; update the docs or remove it.")
    }
  }
}
