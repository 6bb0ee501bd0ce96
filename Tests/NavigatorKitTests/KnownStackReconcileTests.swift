import NavigatorKitTesting
import Testing

@testable import NavigatorKit

/// One comparison of the stack the navigator knows with the host's, written as data: the known stack, the pushes handed
/// to the host and not yet seen, the reasons given, and the host's stack; then what must follow — what left, top-most
/// first, with which reason, the new top, and the records each screen keeps.
///
/// Screens are named by letters. A name with a record of its own (its `onLeave` and its guard, each saying its
/// screen's name) is written plain; `X-` is a screen without a record. A pending push is written `B` while the host has
/// not announced it and `B*` once it has (willShow). A record found on another screen than its own would be written
/// `C(b)`, and fails the row.
struct ReconcileCase: Sendable, CustomTestStringConvertible {
  let behaviour: String
  let known: [String]
  var pending: [String] = []
  var command: LeaveReason? = nil
  var host: LeaveReason? = nil
  let hostStack: [String]
  /// What left, top-most first, each with the record it carried; `nil` for no change at all.
  let left: [String]?
  var top: String? = nil
  var reason: LeaveReason? = nil
  /// The known stack afterwards, root first, with the records each screen keeps.
  let after: [String]
  var pendingAfter: [String] = []

  var testDescription: String { behaviour }
}

@MainActor
@Suite struct KnownStackReconcileTests {
  /// The reason the table gives a change that neither the navigator's command nor the host explained.
  nonisolated static let unexplained = LeaveReason.changedOnHost

  nonisolated static let cases: [ReconcileCase] = [
    // Nothing left and the top is the same: no change, and the reasons given are used up all the same.
    ReconcileCase(
      behaviour: "the host's stack is the known one", known: ["A", "B"], hostStack: ["A", "B"], left: nil,
      after: ["A", "B"]),
    ReconcileCase(
      behaviour: "a swipe the person cancelled changes nothing and uses up the host's reason", known: ["A", "B"],
      host: .interactivePop, hostStack: ["A", "B"], left: nil, after: ["A", "B"]),
    ReconcileCase(
      behaviour: "a command that changed nothing uses up its reason", known: ["A", "B"], command: .popToRoot,
      hostStack: ["A", "B"], left: nil, after: ["A", "B"]),
    // Screens above the common bottom that the host no longer has left, top-most first.
    ReconcileCase(
      behaviour: "a pop leaves the top with the command's reason", known: ["A", "B", "C"], command: .pop,
      hostStack: ["A", "B"], left: ["C"], top: "B", reason: .pop, after: ["A", "B"]),
    ReconcileCase(
      behaviour: "several screens leave top-most first with the host's reason", known: ["A", "B", "C", "D"],
      host: .backButton, hostStack: ["A", "B"], left: ["D", "C"], top: "B", reason: .backButton, after: ["A", "B"]),
    ReconcileCase(
      behaviour: "a change nobody explained gets the unexplained reason", known: ["A", "B"], hostStack: ["A"],
      left: ["B"], top: "A", reason: unexplained, after: ["A"]),
    ReconcileCase(
      behaviour: "the command's reason wins over the host's", known: ["A", "B"], command: .popTo,
      host: .interactivePop, hostStack: ["A"], left: ["B"], top: "A", reason: .popTo, after: ["A"]),
    ReconcileCase(
      behaviour: "a stack the host emptied leaves every screen and has no top", known: ["A", "B"], command: .setScreens,
      hostStack: [], left: ["B", "A"], reason: .setScreens, after: []),
    ReconcileCase(
      behaviour: "a new root leaves every screen below it too", known: ["A", "B"], command: .setScreens,
      hostStack: ["C"], left: ["B", "A"], top: "C", reason: .setScreens, after: ["C-"]),
    // Screens the host has above the common bottom: a pending push goes on with its record, a screen that was there
    // keeps its own, any other is adopted without one.
    ReconcileCase(
      behaviour: "a push the host carried out goes on the stack with its record", known: ["A"], pending: ["B"],
      hostStack: ["A", "B"], left: [], top: "B", reason: unexplained, after: ["A", "B"]),
    ReconcileCase(
      behaviour: "a push the host has not carried out yet stays pending", known: ["A"], pending: ["B"],
      hostStack: ["A"], left: nil, after: ["A"], pendingAfter: ["B"]),
    ReconcileCase(
      behaviour: "deferred pushes land in order, each with its own record", known: ["A"], pending: ["B", "C"],
      hostStack: ["A", "B", "C"], left: [], top: "C", reason: unexplained, after: ["A", "B", "C"]),
    ReconcileCase(
      behaviour: "the first of two deferred pushes lands and the second waits", known: ["A"], pending: ["B", "C"],
      hostStack: ["A", "B"], left: [], top: "B", reason: unexplained, after: ["A", "B"], pendingAfter: ["C"]),
    ReconcileCase(
      behaviour: "a screen pushed on the host directly is adopted without a record", known: ["A"],
      hostStack: ["A", "X"], left: [], top: "X", reason: unexplained, after: ["A", "X-"]),
    ReconcileCase(
      behaviour: "a replaced top leaves and its replacement is adopted", known: ["A", "B"], command: .setScreens,
      hostStack: ["A", "C"], left: ["B"], top: "C", reason: .setScreens, after: ["A", "C-"]),
    ReconcileCase(
      behaviour: "reordered screens keep their records and none leaves", known: ["A", "B", "C"], command: .setScreens,
      hostStack: ["A", "C", "B"], left: [], top: "B", reason: .setScreens, after: ["A", "C", "B"]),
    ReconcileCase(
      behaviour: "a new stack keeps the records of screens that stayed and places a pending push with its own",
      known: ["A", "B", "C"], pending: ["D"], command: .setScreens, hostStack: ["A", "C", "D", "E"], left: ["B"],
      top: "E", reason: .setScreens, after: ["A", "C", "D", "E-"]),
    ReconcileCase(
      behaviour: "a screen that left from below the top is found, and the same top is no new top",
      known: ["A", "B", "C"], command: .setScreens, hostStack: ["B", "C"], left: ["A"], reason: .setScreens,
      after: ["B", "C"]),
    // A pending push the host showed (willShow) but does not have: app code removed it before the navigator saw it.
    ReconcileCase(
      behaviour: "a shown push the host no longer has left", known: ["A"], pending: ["B*"], hostStack: ["A"],
      left: ["B"], reason: unexplained, after: ["A"]),
    ReconcileCase(
      behaviour: "a shown push that left is above the screens that left below it", known: ["A", "B"],
      pending: ["C*"], host: .backButton, hostStack: ["A"], left: ["C", "B"], top: "A", reason: .backButton,
      after: ["A"]),
    ReconcileCase(
      behaviour: "a shown push left while an unshown one stays pending", known: ["A", "B"], pending: ["C*", "D"],
      hostStack: ["A", "B"], left: ["C"], reason: unexplained, after: ["A", "B"], pendingAfter: ["D"]),
  ]

  @Test(arguments: cases)
  func reconcileFindsWhatLeftAndWhy(_ row: ReconcileCase) throws {
    var screens: [String: HeadlessScreen] = [:]
    func screen(_ name: String) -> HeadlessScreen {
      if let existing = screens[name] { return existing }
      let made = HeadlessScreen(name)
      screens[name] = made
      return made
    }
    var ran: [String] = []
    func record(_ name: String) -> ScreenRecord {
      ScreenRecord(
        screen(name), onLeave: .told { _ in ran.append(name) },
        leaveGuard: { _ in
          ran.append(name); return true
        })
    }

    var stack = KnownStack(adopting: row.known.map { screen(String($0.prefix(1))) })
    for name in row.known where !name.hasSuffix("-") {
      #expect(stack.updateRecord(of: screen(name)) { $0 = record(name) })
    }
    for name in row.pending {
      let plain = String(name.prefix(1))
      stack.expectPush(record(plain))
      if name.hasSuffix("*") { stack.noteShown(screen(plain)) }
    }
    stack.commandReason = row.command
    stack.hostReason = row.host

    let change = stack.reconcile(with: row.hostStack.map { screen($0) }, unexplained: Self.unexplained)

    /// A record written as its screen's name when everything on it is the screen's own, `X-` when it carries nothing,
    /// and `X(onLeave,guard)` otherwise.
    func describe(_ record: ScreenRecord) -> String {
      let name = (record.screen as! HeadlessScreen).name
      ran = []
      record.onLeave?.run(.unknown)
      let onLeave = ran.first
      ran = []
      _ = record.leaveGuard?(.unknown)
      let guardName = ran.first
      if onLeave == nil, guardName == nil { return "\(name)-" }
      if onLeave == name, guardName == name { return name }
      return "\(name)(\(onLeave ?? "-"),\(guardName ?? "-"))"
    }

    switch change {
    case .unchanged:
      #expect(row.left == nil, "expected a change, found none")
    case .changed(let left, let top, let reason):
      #expect(left.map(describe) == row.left)
      #expect(top.map { ($0 as! HeadlessScreen).name } == row.top)
      #expect(reason == row.reason)
    }
    #expect(stack.records.map(describe) == row.after)
    #expect(stack.screens.map { ($0 as! HeadlessScreen).name } == row.hostStack)
    #expect(row.pendingAfter.allSatisfy { stack.isPending(screen($0)) })
    #expect(stack.pendingPushes.map { ($0.screen as! HeadlessScreen).name } == row.pendingAfter)
    #expect(stack.commandReason == nil && stack.hostReason == nil, "the reasons given are used up")
  }
}
