import NavigatorKit
import NavigatorKitTesting
import Testing

/// Every refused call is reported with the call's name, changes nothing and loses no closure.
@MainActor
@Suite struct MisuseTests {
  /// A harness with Root, A and B pushed (each with an onPop) and Sheet presented.
  private func populated() -> (Harness, a: HeadlessScreen, b: HeadlessScreen) {
    let h = Harness()
    let a = h.push("A")
    let b = h.push("B")
    h.navigator.present(HeadlessScreen("Sheet")) { [unowned h] in h.log.append("onDismiss(Sheet)") }
    _ = h.take()
    return (h, a, b)
  }

  private func expectNothingChanged(_ h: Harness, _ kind: NavigationIssue.Kind, call: String) {
    #expect(h.issues.map(\.kind) == [kind])
    #expect(h.issues.first?.call == call)
    #expect(h.names == ["Root", "A", "B"])
    #expect((h.navigator.presentedScreen as? HeadlessScreen)?.name == "Sheet")
    #expect(h.host.exceptions.isEmpty)
    #expect(h.take() == ["issue(\(kind))"])
    // Nothing lost: every closure still runs when its screen leaves.
    h.navigator.dismiss()
    h.navigator.popToRoot()
    #expect(
      h.take() == ["onDismiss(Sheet)", "didDismiss(Sheet)", "onPop(B)", "onPop(A)", "didPop([B, A])", "didShow(Root)"])
  }

  @Test func pushingAScreenAlreadyOnTheStack() {
    let (h, a, _) = populated()
    var ran = false
    h.navigator.push(a) { ran = true }
    expectNothingChanged(h, .screenAlreadyInStack, call: "Navigator.push(_:animated:onLeave:)")
    #expect(!ran)
  }

  @Test func pushingANavigationStack() {
    let (h, _, _) = populated()
    h.navigator.push(HeadlessNavigationController(root: HeadlessScreen("Other")))
    expectNothingChanged(h, .hostPushedAsScreen, call: "Navigator.push(_:animated:onLeave:)")
  }

  @Test func poppingToAScreenNotOnTheStack() {
    let (h, _, _) = populated()
    #expect(h.navigator.pop(to: HeadlessScreen("Stranger")).isEmpty)
    expectNothingChanged(h, .screenNotInStack, call: "Navigator.pop(to:animated:)")
  }

  @Test func settingAnEmptyStack() {
    let (h, _, _) = populated()
    h.navigator.setScreens([])
    expectNothingChanged(h, .emptyStack, call: "Navigator.setScreens(_:animated:)")
  }

  @Test func settingAStackWithDuplicates() {
    let (h, a, _) = populated()
    h.navigator.setScreens([h.root, a, a])
    expectNothingChanged(h, .duplicateScreens, call: "Navigator.setScreens(_:animated:)")
  }

  @Test func settingAStackThatContainsANavigationStack() {
    let (h, _, _) = populated()
    h.navigator.setScreens([h.root, HeadlessNavigationController()])
    expectNothingChanged(h, .hostPushedAsScreen, call: "Navigator.setScreens(_:animated:)")
  }

  @Test func presentingWhilePresenting() {
    let (h, _, _) = populated()
    var ran = false
    h.navigator.present(HeadlessScreen("Second")) { ran = true }
    expectNothingChanged(h, .alreadyPresenting, call: "Navigator.present(_:animated:onLeave:)")
    #expect(!ran)
  }

  @Test func presentingAScreenFromTheStack() {
    let h = Harness()
    let a = h.push("A")
    _ = h.take()
    h.navigator.present(a)
    #expect(h.issues.map(\.kind) == [.presentingScreenInStack])
    #expect(h.navigator.presentedScreen == nil)
    #expect(h.names == ["Root", "A"])
  }

  @Test func poppingTheRoot() {
    let h = Harness()
    #expect(h.navigator.pop() == nil)
    #expect(h.issues.map(\.kind) == [.nothingToPop])
    #expect(h.names == ["Root"])
  }

  @Test func dismissingWithNothingPresented() {
    let h = Harness()
    h.navigator.dismiss()
    #expect(h.issues.map(\.kind) == [.nothingToDismiss])
    #expect(h.issues.first?.call == "Navigator.dismiss(animated:)")
  }

  @Test func aSecondNavigatorForTheSameHost() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let first = Navigator(host: host)
    var issues: [NavigationIssue.Kind] = []
    let second = Navigator(host: host) { issues.append($0.kind) }
    #expect(issues == [.hostAlreadyObserved])
    // The new navigator hears the host: a back-button tap runs its onPop at the host's didShow.
    var popped: [String] = []
    second.push(HeadlessScreen("Detail"), animated: false) { popped.append("Detail") }
    host.tapBackButton()
    #expect(popped == ["Detail"])
    _ = first
  }

  @Test func everyIssueNamesTheCallAndAFix() {
    let (h, a, _) = populated()
    h.navigator.push(a)
    h.navigator.pop(to: HeadlessScreen("Stranger"))
    h.navigator.setScreens([])
    h.navigator.present(HeadlessScreen("Second"))
    for issue in h.issues {
      #expect(issue.description.hasPrefix("Navigator."))
      #expect(issue.message.count > 40)
    }
    #expect(h.issues.count == 4)
  }
}

/// A closure that changes the host directly while the navigator reconciles must not make the navigator act on a
/// stale picture of the stack.
@MainActor
@Suite struct StaleStackTests {
  @Test func aPushIsCheckedAgainstWhatAClosureDidToTheHostJustBefore() {
    let h = Harness()
    let x = HeadlessScreen("X")
    h.navigator.push(HeadlessScreen("A")) { [unowned h] in
      h.host.push(x, animated: false)  // app code calling UIKit directly from an onPop
    }
    h.host.isInWindow = false
    h.host.pop(animated: false)  // off the window: A's onPop waits for the next call
    h.navigator.push(x)  // that call runs A's onPop first, which pushes X behind the navigator's back
    #expect(h.issues.map(\.kind) == [.screenAlreadyInStack])
    #expect(h.host.exceptions.isEmpty)
    #expect(h.names == ["Root", "X"])
  }
}
