// Refuses what the iOS SDK warns about and the shim cannot: a method that nearly matches an optional delegate
// requirement, wherever it is declared. Swift gives its "nearly matches" warning against the shim's defaulted
// requirements only in an extension that declares the conformance; this script checks class bodies too, by name.
//
//   swift Scripts/delegate-method-lint.swift Sources/UIKitShim FILE...
//
// The requirements are the methods of the shim's `…Delegate` protocols. A method in FILE whose full name (base name
// and argument labels) is not one of them but lies within a small edit distance of one, or is one as Swift 2 spelled it
// (`navigationController(_:didShowViewController:animated:)`), is reported, as
// "FILE:LINE: error: 'NAME' nearly matches optional requirement 'REQUIREMENT'"; the exit status is then 1.
import Foundation

/// The full names (`base(label:label:)`) of the `func` declarations in `text`, with their line numbers.
func functions(in text: String) -> [(name: String, line: Int)] {
  let characters = Array(text)
  var found: [(String, Int)] = []
  var index = 0
  var line = 1
  while index < characters.count {
    if characters[index] == "\n" { line += 1 }
    guard characters[index] == "f", index + 5 < characters.count, String(characters[index..<index + 5]) == "func ",
      index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_")
    else {
      index += 1
      continue
    }
    var cursor = index + 5
    var base = ""
    while cursor < characters.count, characters[cursor].isLetter || characters[cursor].isNumber
      || characters[cursor] == "_"
    {
      base.append(characters[cursor])
      cursor += 1
    }
    while cursor < characters.count, characters[cursor] != "(" && characters[cursor] != "{" { cursor += 1 }
    guard cursor < characters.count, characters[cursor] == "(", !base.isEmpty else {
      index += 1
      continue
    }
    // The parameter list, up to the matching parenthesis.
    var depth = 0
    var parameters = ""
    var parameterLine = line
    repeat {
      let character = characters[cursor]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == "\n" { parameterLine += 1 }
      if depth > 0 && !(depth == 1 && character == "(") { parameters.append(character) }
      cursor += 1
    } while depth > 0 && cursor < characters.count
    var labels: [String] = []
    var nesting = 0
    var current = ""
    for character in parameters + "," {
      if "([<".contains(character) { nesting += 1 }
      if ")]>".contains(character) { nesting -= 1 }
      if character == "," && nesting == 0 {
        let head = current.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { !$0.hasPrefix("@") }
        if let label = words.first, !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          labels.append(String(label))
        }
        current = ""
      } else {
        current.append(character)
      }
    }
    found.append(("\(base)(\(labels.map { "\($0):" }.joined()))", line))
    line = parameterLine
    index = cursor
  }
  return found
}

func distance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var row = [i] + Array(repeating: 0, count: b.count)
    for j in 1...max(b.count, 1) where !b.isEmpty {
      row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = row
  }
  return previous[b.count]
}

/// Whether `name` is `requirement` as Swift 2 spelled it: the same base name and number of labels, each label the
/// requirement's or the requirement's with the parameter's type appended (`didShowViewController` for `didShow`,
/// `shouldRecognizeSimultaneouslyWithGestureRecognizer` for `shouldRecognizeSimultaneouslyWith`) — the names Swift 3
/// shortened, which Xcode still reports as nearly matching an optional requirement.
func isSwift2Spelling(_ name: String, of requirement: String) -> Bool {
  func parts(_ name: String) -> (base: Substring, labels: [Substring])? {
    guard let open = name.firstIndex(of: "(") else { return nil }
    return (name[..<open], name[name.index(after: open)...].dropLast().split(separator: ":"))
  }
  guard name != requirement, let a = parts(name), let b = parts(requirement), a.base == b.base,
    a.labels.count == b.labels.count
  else { return false }
  return zip(a.labels, b.labels).allSatisfy { $0 == $1 || ($0.hasPrefix($1) && $0.count > $1.count) }
}

let arguments = CommandLine.arguments.dropFirst()
guard let shim = arguments.first else {
  print("usage: swift Scripts/delegate-method-lint.swift Sources/UIKitShim FILE...")
  exit(2)
}
var requirements: Set<String> = []
for file in (try? FileManager.default.contentsOfDirectory(atPath: shim)) ?? [] where file.hasSuffix(".swift") {
  let text = (try? String(contentsOfFile: "\(shim)/\(file)", encoding: .utf8)) ?? ""
  // The body of each `protocol …Delegate`, up to its closing brace indented as the declaration is (the shim's files
  // are inside `#if UIKitShim`, so the declarations are indented).
  let lines = text.components(separatedBy: "\n")
  for (index, line) in lines.enumerated() {
    let trimmed = line.drop(while: { $0 == " " })
    guard trimmed.hasPrefix("public protocol "), trimmed.contains("Delegate") else { continue }
    let closing = String(line.prefix(line.count - trimmed.count)) + "}"
    let body = lines[(index + 1)...].prefix(while: { $0 != closing }).joined(separator: "\n")
    for function in functions(in: body) { requirements.insert(function.name) }
  }
}
// No requirement found means the shim's layout changed under this script: refuse rather than pass every file.
guard !requirements.isEmpty else {
  print("error: no delegate requirement found in \(shim): Scripts/delegate-method-lint.swift no longer reads it")
  exit(2)
}
var status: Int32 = 0
for file in arguments.dropFirst() {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
  for function in functions(in: text) where !requirements.contains(function.name) {
    let threshold = max(1, function.name.count / 12)
    let misspelled = requirements.map({ ($0, distance($0, function.name)) }).filter({ $0.1 <= threshold })
      .min(by: { $0.1 < $1.1 })?.0
    guard let nearest = misspelled ?? requirements.sorted().first(where: { isSwift2Spelling(function.name, of: $0) })
    else { continue }
    print("\(file):\(function.line): error: '\(function.name)' nearly matches optional requirement '\(nearest)'")
    status = 1
  }
}
exit(status)
