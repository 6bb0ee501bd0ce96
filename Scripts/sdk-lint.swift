// Refuses two things Xcode refuses and the shim's declarations cannot, from an AST dump of the code that uses the shim:
//
// 1. A use of a UIKit API newer than the package's iOS deployment target outside `if #available` / `guard #available`
//    or a declaration marked `@available(iOS …)`. Swift ignores `@available(iOS …)` when it builds for Linux, so the
//    shim's availability marks are read here instead.
// 2. A direct call of an optional delegate requirement (`delegate.navigationController(nc, didShow: vc, animated: true)`
//    on `any UINavigationControllerDelegate`). In UIKit the requirement is `@objc optional`, so the SDK makes the
//    method an optional function value that must be unwrapped; Swift on Linux has no optional requirements, and the
//    shim's are defaulted ones, which a direct call compiles against. Take the method as a function value instead —
//    `let didShow: (…)? = delegate.navigationController(_:didShow:animated:)`, then `didShow?(…)` — which compiles
//    against both.
//
//   swift Scripts/sdk-lint.swift Sources/UIKitShim DEPLOYMENT-TARGET AST-DUMP FILE...
//
// - The shim's declarations marked `@available(iOS X.Y, …)` with X.Y above DEPLOYMENT-TARGET (members of a type so
//   marked inherit its version) are the newer APIs.
// - AST-DUMP is `swiftc -dump-ast` of the code that uses the shim (its standard error): it names, for every
//   reference, the declaration it resolves to (so overloads are told apart: `gestureRecognizer(_:shouldReceive:)` for
//   a `UIEvent` is iOS 13.4, for a `UITouch` iOS 3.2) and where each `#available` and `@available(iOS …)` applies.
// - FILE... are the sources checked; a newer type's name on one of their lines (a cast, an annotation) must be covered
//   too.
//
// Each uncovered use is reported as "FILE:LINE: error: 'NAME' is only available in iOS X.Y or newer", and each direct
// call as "FILE:LINE: error: value of optional type … must be unwrapped", the words of the compiler's own errors against
// the iOS SDK; the exit status is then 1.
import Foundation

/// A version such as 13.4, compared numerically.
struct Version: Comparable, CustomStringConvertible {
  let parts: [Int]
  init?(_ text: Substring) {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, !parts.contains(nil) else { return nil }
    self.parts = parts.compactMap { $0 }
  }
  static func < (a: Version, b: Version) -> Bool {
    for index in 0..<max(a.parts.count, b.parts.count) {
      let x = index < a.parts.count ? a.parts[index] : 0
      let y = index < b.parts.count ? b.parts[index] : 0
      if x != y { return x < y }
    }
    return false
  }
  var description: String { parts.map(String.init).joined(separator: ".") }
}

/// The iOS version in `@available(iOS X.Y, …)` on `line`, if any.
func iOSVersion(inAttribute line: Substring) -> Version? {
  guard let range = line.range(of: "@available(iOS ") else { return nil }
  return Version(line[range.upperBound...].prefix(while: { $0.isNumber || $0 == "." }))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let target = Version(Substring(arguments[1])) else {
  print("usage: swift Scripts/sdk-lint.swift Sources/UIKitShim DEPLOYMENT-TARGET AST-DUMP FILE...")
  exit(2)
}
let shim = arguments[0]

// MARK: The shim's newer declarations

/// The version each newer declaration needs, by "File.swift:LINE" of its name; and the newer types, by name.
var newerDeclarations: [String: (name: String, version: Version)] = [:]
var newerTypes: [String: Version] = [:]
/// The optional requirements — the `func`s of the shim's `…Delegate` protocols — by "File.swift:LINE" of their name.
var optionalRequirements: [String: String] = [:]
for file in (try? FileManager.default.contentsOfDirectory(atPath: shim)) ?? [] where file.hasSuffix(".swift") {
  let lines = ((try? String(contentsOfFile: "\(shim)/\(file)", encoding: .utf8)) ?? "").split(
    separator: "\n", omittingEmptySubsequences: false)
  // The requirements: each `func` in the body of a `public protocol …Delegate`, up to its closing brace.
  var protocolIndent: Int?
  for (index, line) in lines.enumerated() {
    let trimmed = line.drop(while: { $0 == " " })
    let indent = line.count - trimmed.count
    if let open = protocolIndent {
      if trimmed.hasPrefix("}") && indent == open {
        protocolIndent = nil
      } else if trimmed.hasPrefix("func "), let name = trimmed.dropFirst(5).split(separator: "(").first {
        optionalRequirements["\(file):\(index + 1)"] = String(name)
      }
    } else if trimmed.hasPrefix("public protocol "), trimmed.contains("Delegate"), trimmed.hasSuffix("{") {
      protocolIndent = indent
    }
  }
  // Types marked newer: their version applies to every line of their body, by indentation.
  var enclosing: [(indent: Int, version: Version)] = []
  var pending: Version?
  for (index, line) in lines.enumerated() {
    let trimmed = line.drop(while: { $0 == " " })
    let indent = line.count - trimmed.count
    if trimmed.hasPrefix("}"), let last = enclosing.last, indent <= last.indent {
      enclosing.removeLast()
      continue
    }
    if let version = iOSVersion(inAttribute: trimmed) {
      pending = max(pending ?? version, version)
      continue
    }
    guard !trimmed.hasPrefix("@"), !trimmed.hasPrefix("//"), !trimmed.isEmpty else { continue }
    let inherited = enclosing.map(\.version).max()
    let required = [pending, inherited].compactMap { $0 }.max()
    pending = nil
    guard let required, target < required else { continue }
    // The declared name: the word after the introducer.
    let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "=" })
    let introducers: Set<Substring> = ["func", "var", "let", "class", "protocol", "struct", "enum", "typealias", "init"]
    guard var introducer = words.firstIndex(where: { introducers.contains($0) }) else { continue }
    // `class var` and `class func` declare a member, not a class.
    if words[introducer] == "class", introducer + 1 < words.count,
      ["var", "let", "func"].contains(words[introducer + 1])
    {
      introducer += 1
    }
    let name = words[introducer] == "init" ? "init" : String(words[min(introducer + 1, words.count - 1)])
    newerDeclarations["\(file):\(index + 1)"] = (name, required)
    if ["class", "protocol", "struct", "enum", "typealias"].contains(words[introducer]) {
      newerTypes[name] = required
      if trimmed.hasSuffix("{") && !trimmed.hasSuffix("{}") { enclosing.append((indent, required)) }
    }
  }
}
guard !newerDeclarations.isEmpty else {
  print("error: no @available(iOS …) declaration found in \(shim): Scripts/sdk-lint.swift no longer reads it")
  exit(2)
}

// MARK: Where the checked code may use them

/// A stretch of lines of one file where iOS `version` is available.
struct Region {
  let file: String
  let lines: ClosedRange<Int>
  let version: Version
}

/// `range=[FILE:A:C - line:B:D]` on an AST line: the file and lines A…B.
func range(in line: Substring) -> (file: String, lines: ClosedRange<Int>)? {
  guard let start = line.range(of: "range=[") else { return nil }
  let text = line[start.upperBound...].prefix(while: { $0 != "]" })
  let halves = text.components(separatedBy: " - line:")
  let head = halves[0].split(separator: ":")
  guard halves.count == 2, head.count >= 3, let first = Int(head[head.count - 2]),
    let last = Int(halves[1].split(separator: ":")[0]), first <= last
  else { return nil }
  return (head.dropLast(2).joined(separator: ":"), first...last)
}

let dump = ((try? String(contentsOfFile: arguments[2], encoding: .utf8)) ?? "").split(separator: "\n")
guard dump.contains(where: { $0.contains("source_file") }) else {
  print("error: \(arguments[2]) is not an AST dump (swiftc -dump-ast)")
  exit(2)
}
var regions: [Region] = []
var uses: [(file: String, line: Int, name: String, version: Version)] = []
var directCalls: [(file: String, line: Int, name: String)] = []
/// The AST nodes open at each line, by indentation: their ranges, and how each line starts.
var open: [(indent: Int, range: (file: String, lines: ClosedRange<Int>)?, isGuard: Bool, head: Substring)] = []
var index = 0
while index < dump.count {
  let line = dump[index]
  let trimmed = line.drop(while: { $0 == " " })
  let indent = line.count - trimmed.count
  while let last = open.last, last.indent >= indent { open.removeLast() }
  let nodeRange = range(in: trimmed)
  open.append((indent, nodeRange, trimmed.hasPrefix("(guard_stmt"), trimmed.prefix(48)))
  if trimmed.hasPrefix("(#available") {
    // The versions, then the region: the `if`'s body, or what follows a `guard` to the end of its scope.
    var version: Version?
    var cursor = index + 1
    while cursor < dump.count, dump[cursor].contains("availability_spec") {
      if dump[cursor].contains("domain=iOS "), let start = dump[cursor].range(of: "version=") {
        version = Version(dump[cursor][start.upperBound...].prefix(while: { $0.isNumber || $0 == "." }))
      }
      cursor += 1
    }
    let statement = open.last(where: { $0.indent < indent - 2 && $0.range != nil })
    if let version, let statement, let statementRange = statement.range {
      if statement.isGuard {
        if let scope = open.last(where: { $0.indent < statement.indent && $0.range != nil })?.range {
          regions.append(Region(file: scope.file, lines: statementRange.lines.upperBound...scope.lines.upperBound,
            version: version))
        }
      } else if let body = dump[cursor...].first(where: { $0.contains("(brace_stmt") }).flatMap({ range(in: $0) }) {
        regions.append(Region(file: body.file, lines: body.lines, version: version))
      }
    }
  }
  if trimmed.hasPrefix("(available_attr"), trimmed.contains("domain=iOS "),
    let start = trimmed.range(of: "introduced="),
    let version = Version(trimmed[start.upperBound...].prefix(while: { $0.isNumber || $0 == "." })),
    let declaration = open.dropLast().last(where: { $0.range != nil })?.range
  {
    regions.append(Region(file: declaration.file, lines: declaration.lines, version: version))
  }
  if let declStart = trimmed.range(of: "decl=\"UIKitShim."), let at = trimmed[declStart.upperBound...].range(of: "@"),
    let location = trimmed.range(of: "location=")
  {
    let path = trimmed[at.upperBound...].prefix(while: { $0 != " " && $0 != "\"" })
    let parts = path.split(separator: ":")
    let where_ = trimmed[location.upperBound...].prefix(while: { $0 != " " }).split(separator: ":")
    if parts.count >= 3, where_.count >= 3, let useLine = Int(where_[where_.count - 2]) {
      let key = "\(URL(fileURLWithPath: String(parts[0])).lastPathComponent):\(parts[1])"
      if let newer = newerDeclarations[key] {
        uses.append((where_.dropLast(2).joined(separator: ":"), useLine, newer.name, newer.version))
      }
      // Called, not taken as a value: the reference sits (through conversions Swift adds) in a method call
      // (`dot_syntax_call_expr`) that a call written in the source applies. Taken as a value, Swift wraps it in a
      // call of its own, marked implicit.
      let ancestors = open.dropLast().reversed()
      let method = ancestors.firstIndex { !$0.head.contains(" implicit") || $0.head.hasPrefix("(dot_syntax_call_expr") }
      if let requirement = optionalRequirements[key], let method, ancestors[method].head.hasPrefix("(dot_syntax_call_expr"),
        ancestors.index(after: method) != ancestors.endIndex,
        ancestors[ancestors.index(after: method)].head.hasPrefix("(call_expr "),
        !ancestors[ancestors.index(after: method)].head.hasPrefix("(call_expr implicit")
      {
        directCalls.append((where_.dropLast(2).joined(separator: ":"), useLine, requirement))
      }
    }
  }
  index += 1
}

// A newer type named on a line of a checked file (casts and annotations name a type without a declaration
// reference the dump locates).
for file in arguments.dropFirst(3) {
  let lines = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(
    separator: "\n", omittingEmptySubsequences: false)
  for (number, line) in lines.enumerated() {
    let code = line.drop(while: { $0 == " " })
    guard !code.hasPrefix("//") else { continue }
    let words = Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }))
    for (name, version) in newerTypes where words.contains(Substring(name)) {
      uses.append((file, number + 1, name, version))
    }
  }
}

// MARK: Report

let checked = Set(arguments.dropFirst(3).map { URL(fileURLWithPath: $0).standardized.path })
var status: Int32 = 0
var reported: Set<String> = []
for use in uses where checked.contains(URL(fileURLWithPath: use.file).standardized.path) {
  let covered = regions.contains {
    URL(fileURLWithPath: $0.file).standardized.path == URL(fileURLWithPath: use.file).standardized.path
      && $0.lines.contains(use.line) && use.version <= $0.version
  }
  let message = "\(use.file):\(use.line): error: '\(use.name)' is only available in iOS \(use.version) or newer"
  guard !covered, reported.insert(message).inserted else { continue }
  print(message)
  status = 1
}
for call in directCalls where checked.contains(URL(fileURLWithPath: call.file).standardized.path) {
  let message =
    "\(call.file):\(call.line): error: value of optional type '\(call.name)' must be unwrapped: it is an optional "
    + "requirement in UIKit; take it as an optional function value and call it with `?(…)`"
  guard reported.insert(message).inserted else { continue }
  print(message)
  status = 1
}
exit(status)
