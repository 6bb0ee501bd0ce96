import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// The exits a person makes, which leave guards are asked about.
enum PersonExit: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case backButton, edgeSwipe, contentSwipe, tabReselected

  var testDescription: String { rawValue }

  var reason: LeaveReason {
    switch self {
    case .backButton: .backButton
    case .edgeSwipe: .interactivePop
    case .contentSwipe: .interactiveContentPop
    case .tabReselected: .tabReselected
    }
  }
}

/// A guard's answer in a table test: none set, allowing, refusing.
enum GuardAnswer: String, CaseIterable, Sendable {
  case none, allows, refuses
}

/// An app whose stack is Root, a child flow's root, and a form the flow pushed, on the first tab of a tab bar; a
/// record of everything the person would notice.
@MainActor
final class GuardFixture {
  let leave = LeaveFixture()
  let app: FlowCoordinator
  let flow: FlowCoordinator
  let form = HeadlessScreen("Form")
  /// The reasons the guard was asked about.
  var asked: [LeaveReason] = []

  init(_ answer: GuardAnswer) {
    app = FlowCoordinator("App", navigator: leave.navigator, root: leave.root)
    flow = FlowCoordinator("Flow", navigator: leave.navigator)
    app.pushCoordinator(flow) { [unowned leave] reason in leave.closures.append("Flow: \(reason)") }
    leave.navigator.push(form) { [unowned leave] reason in leave.closures.append("Form: \(reason)") }
    if answer != .none {
      leave.navigator.setLeaveGuard(for: form) { [unowned self] reason in
        asked.append(reason)
        return answer == .allows
      }
    }
  }

  var navigator: Navigator { leave.navigator }
  var host: HeadlessNavigationController { leave.host }

  func exit(_ exit: PersonExit) {
    switch exit {
    case .backButton: host.tapBackButton()
    case .edgeSwipe: host.beginInteractivePop()?.finish()
    case .contentSwipe: host.beginInteractiveContentPop()?.finish()
    case .tabReselected: leave.tabs.tapSelectedTab()
    }
  }

  /// Everything a person or the app would notice.
  var outcome: [String] {
    leave.host.screens.map { "\($0)" } + leave.closures + leave.events
      + ["children: \(app.childCoordinators.count)"] + host.callbackLog
  }
}

@MainActor
@Suite struct LeaveGuardTests {
  @Test(arguments: PersonExit.allCases)
  func aRefusingGuardLeavesStackClosuresAndCoordinatorsAsTheyWere(_ exit: PersonExit) {
    let fixture = GuardFixture(.refuses)
    let before = fixture.outcome
    fixture.exit(exit)
    #expect(fixture.asked == [exit.reason])
    #expect(fixture.outcome == before)
    #expect(!fixture.host.isTransitioning)
    #expect(fixture.navigator.checkInvariants().isEmpty)
  }

  @Test(arguments: PersonExit.allCases)
  func anAllowingGuardBehavesExactlyAsNoGuard(_ exit: PersonExit) {
    let unguarded = GuardFixture(.none)
    unguarded.exit(exit)
    let guarded = GuardFixture(.allows)
    guarded.exit(exit)
    #expect(guarded.asked == [exit.reason])
    #expect(guarded.outcome == unguarded.outcome)
    #expect(guarded.leave.closures.contains("Form: \(exit.reason)"))
  }

  @Test(arguments: PersonExit.allCases)
  func afterARefusalTheAppLeavesOnPurposeWithoutAskingAgain(_ exit: PersonExit) {
    let fixture = GuardFixture(.refuses)
    fixture.exit(exit)
    fixture.navigator.pop()
    #expect(fixture.asked == [exit.reason])
    #expect(fixture.leave.closures == ["Form: pop"])
    fixture.flow.finish()
    #expect(fixture.leave.closures == ["Form: pop", "Flow: finish"])
    #expect(fixture.app.childCoordinators.isEmpty)
  }

  @Test func navigatorCallsAndHostCallsAreNeverAsked() {
    let fixture = GuardFixture(.refuses)
    fixture.navigator.popToRoot()
    #expect(fixture.asked.isEmpty)
    #expect(fixture.leave.closures == ["Form: popToRoot", "Flow: popToRoot"])
    let other = GuardFixture(.refuses)
    other.host.pop(animated: true)
    #expect(other.asked.isEmpty)
    #expect(other.leave.closures == ["Form: changedOnHost"])
  }

  @Test func aGuardOnAScreenBelowTheTopIsAskedOnlyWhenItLeaves() {
    let fixture = GuardFixture(.refuses)
    fixture.navigator.push(HeadlessScreen("Picker"))
    fixture.host.tapBackButton()
    #expect(fixture.asked.isEmpty)
    #expect(fixture.host.screens.count == 3)
    fixture.leave.tabs.tapSelectedTab()
    #expect(fixture.asked == [.tabReselected])
    #expect(fixture.host.screens.count == 3)
  }

  @Test func theGuardGoesWithItsScreen() {
    let fixture = GuardFixture(.refuses)
    fixture.navigator.pop()
    #expect(!fixture.navigator.hasLeaveGuard(for: fixture.form))
    fixture.navigator.push(fixture.form)
    fixture.host.tapBackButton()
    #expect(fixture.asked.isEmpty)
    #expect(fixture.host.screens.count == 2)
  }

  @Test func removingTheGuardLetsThePersonLeave() {
    let fixture = GuardFixture(.refuses)
    fixture.host.tapBackButton()
    #expect(fixture.host.screens.count == 3)
    fixture.navigator.removeLeaveGuard(for: fixture.form)
    fixture.host.tapBackButton()
    #expect(fixture.leave.closures == ["Form: backButton"])
  }

  @Test func aGuardDoesNotKeepItsScreenAlive() {
    let fixture = GuardFixture(.none)
    weak var weakScreen: HeadlessScreen?
    do {
      let screen = HeadlessScreen("Temporary")
      weakScreen = screen
      fixture.navigator.push(screen)
      fixture.navigator.setLeaveGuard(for: screen) { [weak screen] _ in screen == nil }
      fixture.navigator.pop()
    }
    #expect(weakScreen == nil)
  }

  /// The navigator releases a dropped guard after it changed its guards, never while: whatever the guard's captures
  /// do when they go — here, guard another screen — lands, rather than meeting the change in progress.
  @Test func whatAGuardsCapturesDoWhenTheyGoIsKept() {
    let fixture = GuardFixture(.none)
    let other = HeadlessScreen("Other")
    fixture.navigator.push(other)
    do {
      let screen = HeadlessScreen("Temporary")
      fixture.navigator.push(screen)
      let goodbye = Goodbye { [navigator = fixture.navigator] in
        navigator.setLeaveGuard(for: other) { _ in false }
      }
      fixture.navigator.setLeaveGuard(for: screen) { _ in withExtendedLifetime(goodbye) { true } }
    }
    fixture.navigator.pop()  // drops Temporary's guard, and with it the last reference to `goodbye`
    #expect(fixture.navigator.hasLeaveGuard(for: other))
    fixture.host.tapBackButton()
    #expect(fixture.host.screens.last === other)
  }
}

/// Runs `body` on the main actor when it is deinitialized.
final class Goodbye: Sendable {
  let body: @MainActor @Sendable () -> Void
  init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
  deinit { MainActor.assumeIsolated { body() } }
}

/// Where a presented flow's guard is set.
enum SheetGuardPlace: String, CaseIterable, Sendable {
  /// On the presented stack, through the presenting navigator.
  case presentedScreen
  /// On a form inside the presented flow, through the flow's own navigator.
  case screenInsideTheFlow
}

@MainActor
@Suite struct SheetLeaveGuardTests {
  @MainActor
  final class SheetFixture {
    let leave = LeaveFixture()
    let app: FlowCoordinator
    let sheetFlow = FlowCoordinator(presenting: "Sheet")
    let delegate = AttemptRecorder()
    var asked: [LeaveReason] = []

    init(_ answer: GuardAnswer, at place: SheetGuardPlace) {
      app = FlowCoordinator("App", navigator: leave.navigator, root: leave.root)
      app.presentCoordinator(sheetFlow) { [unowned leave] reason in leave.closures.append("Sheet: \(reason)") }
      let form = sheetFlow.show("Form")
      let presented = sheetFlow.navigator.host as! HeadlessNavigationController
      presented.presentationControllerDelegate = delegate
      guard answer != .none else { return }
      let (navigator, screen): (Navigator, any Screen) =
        place == .presentedScreen ? (leave.navigator, presented) : (sheetFlow.navigator, form)
      navigator.setLeaveGuard(for: screen) { [unowned self] reason in
        asked.append(reason)
        return answer == .allows
      }
    }

    var outcome: [String] {
      ["presented: \(leave.navigator.presentedScreen.map { "\($0)" } ?? "nothing")"] + leave.closures + leave.events
        + ["children: \(app.childCoordinators.count)"]
    }
  }

  /// Records what the presented flow's presentation-controller delegate hears.
  @MainActor
  final class AttemptRecorder: HeadlessPresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerDidAttemptToDismiss(_ presented: HeadlessScreen) { calls.append("didAttempt") }
    func presentationControllerDidDismiss(_ presented: HeadlessScreen) { calls.append("didDismiss") }
  }

  @Test(arguments: SheetGuardPlace.allCases)
  func aRefusingGuardBouncesTheSheetBack(_ place: SheetGuardPlace) {
    let fixture = SheetFixture(.refuses, at: place)
    let before = fixture.outcome
    #expect(fixture.leave.host.beginInteractiveDismiss() == nil)
    #expect(fixture.asked == [.sheetPulledDown])
    #expect(fixture.delegate.calls == ["didAttempt"])
    #expect(fixture.outcome == before)
    fixture.sheetFlow.finish()
    #expect(fixture.leave.closures == ["Sheet: finish"])
    #expect(fixture.asked == [.sheetPulledDown])
  }

  @Test(arguments: SheetGuardPlace.allCases)
  func anAllowingGuardBehavesExactlyAsNoGuard(_ place: SheetGuardPlace) {
    let unguarded = SheetFixture(.none, at: place)
    unguarded.leave.host.beginInteractiveDismiss()?.finish()
    let guarded = SheetFixture(.allows, at: place)
    guarded.leave.host.beginInteractiveDismiss()?.finish()
    #expect(guarded.asked == [.sheetPulledDown])
    #expect(guarded.outcome == unguarded.outcome)
    #expect(guarded.delegate.calls == ["didDismiss"])
    #expect(guarded.leave.closures == ["Sheet: sheetPulledDown"])
  }

  @Test func aDismissThroughTheNavigatorIsNeverAsked() {
    let fixture = SheetFixture(.refuses, at: .presentedScreen)
    fixture.leave.navigator.dismiss()
    #expect(fixture.asked.isEmpty)
    #expect(fixture.leave.closures == ["Sheet: dismiss"])
  }

  // MARK: The guard lives on the screen's record

  /// A guard set while its screen's push still animates goes with the push onto the stack.
  @Test func aGuardSetWhileThePushAnimatesIsAsked() {
    let fixture = GuardFixture(.none)
    fixture.host.transitionMode = .manual
    let editor = HeadlessScreen("Editor")
    fixture.navigator.push(editor)
    var asked: [LeaveReason] = []
    fixture.navigator.setLeaveGuard(for: editor) { reason in
      asked.append(reason)
      return false
    }
    fixture.host.completeAllTransitions()
    fixture.host.tapBackButton()
    #expect(asked == [.backButton])
    #expect(fixture.host.screens.last === editor)
  }

  /// A guard set while its screen's push waits in the queue behind a transition goes with the push when it is made.
  @Test func aGuardSetWhileThePushIsQueuedIsAsked() {
    let fixture = GuardFixture(.none)
    fixture.host.transitionMode = .manual
    fixture.navigator.push(HeadlessScreen("List"))
    let editor = HeadlessScreen("Editor")
    fixture.navigator.push(editor)
    #expect(fixture.navigator.queuedCommandCount == 1)
    fixture.navigator.setLeaveGuard(for: editor) { _ in false }
    #expect(fixture.navigator.hasLeaveGuard(for: editor))
    fixture.host.completeAllTransitions()
    fixture.host.tapBackButton()
    #expect(fixture.host.screens.last === editor)
  }

  /// A screen that stays while the stack around it is replaced keeps its guard.
  @Test func aScreenThatStaysThroughSetScreensKeepsItsGuard() {
    let fixture = GuardFixture(.refuses)
    fixture.navigator.setScreens([fixture.leave.root, fixture.form])
    #expect(fixture.host.screens.count == 2)
    fixture.host.tapBackButton()
    #expect(fixture.asked == [.backButton])
    #expect(fixture.host.screens.last === fixture.form)
  }

  /// A guard for a screen the navigator neither shows nor is about to show would never be asked: the call is refused
  /// and said so, and the screen shown later has no guard.
  @Test func aGuardForAScreenTheNavigatorDoesNotShowIsRefused() {
    let fixture = GuardFixture(.none)
    var issues: [NavigationIssue] = []
    fixture.navigator.onIssue = { issues.append($0) }
    let later = HeadlessScreen("Later")
    fixture.navigator.setLeaveGuard(for: later) { _ in false }
    #expect(issues.map(\.kind) == [.screenNotInStack])
    #expect(issues.first?.call == "Navigator.setLeaveGuard(for:_:)")
    #expect(!fixture.navigator.hasLeaveGuard(for: later))
    fixture.navigator.push(later)
    fixture.host.tapBackButton()
    #expect(fixture.host.screens.last === fixture.form)
  }
}
