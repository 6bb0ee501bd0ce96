import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Every way a screen leaves the stack, as the person, the navigator or app code makes it leave.
enum StackExit: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case backButton, edgeSwipe, contentSwipe, tabReselected
  case navigatorPop, navigatorPopTo, navigatorPopToRoot, navigatorSetScreens
  case hostPopDirectly, hostChangedOffScreen

  var testDescription: String { rawValue }

  /// The reason the navigator must report for this exit.
  var expected: LeaveReason {
    switch self {
    case .backButton: .backButton
    case .edgeSwipe: .interactivePop
    case .contentSwipe: .interactiveContentPop
    case .tabReselected: .tabReselected
    case .navigatorPop: .pop
    case .navigatorPopTo: .popTo
    case .navigatorPopToRoot: .popToRoot
    case .navigatorSetScreens: .setScreens
    case .hostPopDirectly, .hostChangedOffScreen: .changedOnHost
    }
  }
}

/// A navigator over a stack in the first tab of a tab bar controller, recording the reasons its closures and its
/// observer hear.
@MainActor
final class LeaveFixture {
  let root = HeadlessScreen("Root")
  let host: HeadlessNavigationController
  let otherTab = HeadlessNavigationController("Other", root: HeadlessScreen("OtherRoot"))
  let tabs: HeadlessTabBarController
  let navigator: Navigator
  /// What the closures heard, as `"name: reason"`.
  var closures: [String] = []
  /// The leave reasons of the events, as `"didPop: reason"` and `"didDismiss: reason"`.
  var events: [String] = []
  private var observation: NavigationObservation?

  init() {
    host = HeadlessNavigationController("Main", root: root)
    tabs = HeadlessTabBarController(tabs: [host, otherTab])
    navigator = Navigator(host: host)
    observation = navigator.observe { [unowned self] event in
      switch event {
      case .didPop(_, let reason): events.append("didPop: \(reason)")
      case .didDismiss(_, let reason): events.append("didDismiss: \(reason)")
      default: break
      }
    }
  }

  /// Pushes a screen called `name` whose `onLeave` records the reason.
  @discardableResult
  func push(_ name: String) -> HeadlessScreen {
    let screen = HeadlessScreen(name)
    navigator.push(screen) { [unowned self] reason in closures.append("\(name): \(reason)") }
    return screen
  }

  /// Makes the top screen leave by `exit`.
  func leave(by exit: StackExit) {
    switch exit {
    case .backButton: host.tapBackButton()
    case .edgeSwipe: host.beginInteractivePop()?.finish()
    case .contentSwipe: host.beginInteractiveContentPop()?.finish()
    case .tabReselected: tabs.tapSelectedTab()
    case .navigatorPop: navigator.pop()
    case .navigatorPopTo: navigator.pop(to: root)
    case .navigatorPopToRoot: navigator.popToRoot()
    case .navigatorSetScreens: navigator.setScreens([root, HeadlessScreen("Replacement")])
    case .hostPopDirectly: host.pop(animated: true)
    case .hostChangedOffScreen:
      tabs.tapTab(at: 1)
      host.pop(animated: false)
      navigator.synchronize()
    }
  }
}

@MainActor
@Suite struct LeaveReasonTests {
  @Test(arguments: StackExit.allCases)
  func everyStackExitReportsItsReasonToTheClosureAndTheEvent(_ exit: StackExit) {
    let fixture = LeaveFixture()
    fixture.push("A")
    #expect(fixture.host.screens.count == 2)
    fixture.leave(by: exit)
    #expect(fixture.host.screens.count == 1 || exit == .navigatorSetScreens)
    #expect(fixture.closures == ["A: \(exit.expected)"])
    #expect(fixture.events == ["didPop: \(exit.expected)"])
    #expect(fixture.navigator.checkInvariants().isEmpty)
  }

  @Test(arguments: [StackExit.backButton, .edgeSwipe, .navigatorPop, .navigatorSetScreens, .tabReselected])
  func aChildCoordinatorsOnLeaveHearsWhyItsRootLeft(_ exit: StackExit) {
    let fixture = LeaveFixture()
    let app = FlowCoordinator("App", navigator: fixture.navigator, root: fixture.root)
    let child = FlowCoordinator("Child", navigator: fixture.navigator)
    app.pushCoordinator(child) { [unowned fixture] reason in fixture.closures.append("Child: \(reason)") }
    fixture.leave(by: exit)
    #expect(fixture.closures == ["Child: \(exit.expected)"])
    #expect(fixture.events == ["didPop: \(exit.expected)"])
    #expect(app.childCoordinators.isEmpty)
  }

  @Test func finishingAPushedChildReportsFinish() {
    let fixture = LeaveFixture()
    let app = FlowCoordinator("App", navigator: fixture.navigator, root: fixture.root)
    let child = FlowCoordinator("Child", navigator: fixture.navigator)
    app.pushCoordinator(child) { [unowned fixture] reason in fixture.closures.append("Child: \(reason)") }
    child.show("Step")
    child.finish()
    #expect(fixture.closures == ["Child: finish"])
    #expect(fixture.events == ["didPop: finish"])
    #expect(fixture.host.screens.count == 1)
  }

  @Test func finishingAQueuedPushReportsFinish() {
    let fixture = LeaveFixture()
    fixture.host.transitionMode = .manual
    fixture.push("A")
    let app = FlowCoordinator("App", navigator: fixture.navigator, root: fixture.root)
    let child = FlowCoordinator("Child", navigator: fixture.navigator)
    app.pushCoordinator(child) { [unowned fixture] reason in fixture.closures.append("Child: \(reason)") }
    child.finish()
    #expect(fixture.closures == ["Child: finish"])
  }

  @Test func aCancelledSwipeUsesUpItsReason() {
    let fixture = LeaveFixture()
    fixture.push("A")
    fixture.host.beginInteractivePop()?.cancel()
    #expect(fixture.closures.isEmpty)
    // The next exit, made on the host by code, must not inherit the swipe's reason.
    fixture.host.pop(animated: true)
    #expect(fixture.closures == ["A: changedOnHost"])
  }

  @Test func aCancelledSwipesReasonDoesNotReachALaterUnexplainedChange() {
    let host = DelegatingHost()
    host.forwardedReasons = [.interactivePop]
    let navigator = Navigator(host: host)
    var heard: [LeaveReason] = []
    navigator.push(HeadlessScreen("A")) { reason in heard.append(reason) }
    host.inner.beginInteractivePop()?.cancel()
    #expect(heard.isEmpty)
    host.inner.pop(animated: true)  // the host says nothing about this one
    #expect(heard == [.unknown])
    host.inner.push(HeadlessScreen("B"), animated: false)
    navigator.push(HeadlessScreen("C")) { reason in heard.append(reason) }
    host.inner.beginInteractivePop()?.finish()
    #expect(heard == [.unknown, .interactivePop])
  }

  /// A reason the host gave for a change that never came is dropped at the next reconcile, which finds nothing changed.
  @Test func aReasonForAChangeThatNeverCameDoesNotReachALaterOne() {
    let host = DelegatingHost()
    let navigator = Navigator(host: host)
    var heard: [LeaveReason] = []
    navigator.push(HeadlessScreen("A")) { reason in heard.append(reason) }
    // The host says the person is about to swipe back; then nothing changes (the gesture never began).
    host.navigationObserver?.navigationHost(host, willChangeStackBecause: .interactivePop)
    navigator.synchronize()
    host.inner.pop(animated: true)  // the host says nothing about this one
    #expect(heard == [.unknown])
  }

  /// Likewise for a dismissal the host announced (a pull-down the person let go of): the next look finds the sheet
  /// still there and drops the reason, so a later dismissal made on the host directly is not reported as pulled down.
  @Test func aReasonForADismissalThatNeverCameDoesNotReachALaterOne() {
    let host = DelegatingHost()
    let navigator = Navigator(host: host)
    var heard: [LeaveReason] = []
    navigator.present(HeadlessScreen("Sheet")) { reason in heard.append(reason) }
    host.navigationObserver?.navigationHost(host, willDismissBecause: .sheetPulledDown)
    navigator.synchronize()
    #expect(heard.isEmpty)
    host.inner.dismissPresentedScreen(animated: true, completion: nil)  // the host says nothing about this one
    navigator.synchronize()
    #expect(heard == [.unknown])
  }

  /// A host that tells its observer "the back button" before every pop, even one the navigator asked for: the
  /// navigator's own call names the reason of what it removes, whatever the host says meanwhile.
  @Test func theNavigatorsCallWinsOverWhatTheHostSaysDuringIt() {
    let host = BackButtonClaimingHost()
    let navigator = Navigator(host: host)
    var heard: [String] = []
    for name in ["A", "B"] {
      navigator.push(HeadlessScreen(name), animated: false) { reason in heard.append("\(name): \(reason)") }
    }
    navigator.popToRoot(animated: false)
    #expect(heard == ["B: popToRoot", "A: popToRoot"])
    #expect(host.claims == 1)
  }

  @Test func aHostThatSaysNothingReportsUnknown() {
    let host = DelegatingHost()
    let navigator = Navigator(host: host)
    var heard: [LeaveReason] = []
    navigator.push(HeadlessScreen("A")) { reason in heard.append(reason) }
    let observation = navigator.observe { event in
      if let reason = event.leaveReason { heard.append(reason) }
    }
    host.inner.tapBackButton()
    #expect(heard == [.unknown, .unknown])
    observation.cancel()
  }

  @Test func theOldClosuresStillRunWithoutAReason() {
    let fixture = LeaveFixture()
    var ran = 0
    fixture.navigator.push(HeadlessScreen("A")) { ran += 1 }
    fixture.host.tapBackButton()
    #expect(ran == 1)
    #expect(fixture.events == ["didPop: backButton"])
  }
}

/// Every way a presentation ends.
enum PresentationExit: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case pulledDown, navigatorDismiss, hostDismissDirectly

  var testDescription: String { rawValue }

  var expected: LeaveReason {
    switch self {
    case .pulledDown: .sheetPulledDown
    case .navigatorDismiss: .dismiss
    case .hostDismissDirectly: .changedOnHost
    }
  }
}

@MainActor
@Suite struct PresentationLeaveReasonTests {
  private func end(_ fixture: LeaveFixture, by exit: PresentationExit) {
    switch exit {
    case .pulledDown: fixture.host.beginInteractiveDismiss()?.finish()
    case .navigatorDismiss: fixture.navigator.dismiss()
    case .hostDismissDirectly: fixture.host.dismissPresentedScreen(animated: true, completion: nil)
    }
  }

  @Test(arguments: PresentationExit.allCases)
  func everyPresentationExitReportsItsReasonToTheClosureAndTheEvent(_ exit: PresentationExit) {
    let fixture = LeaveFixture()
    fixture.navigator.present(HeadlessScreen("Sheet")) { [unowned fixture] reason in
      fixture.closures.append("Sheet: \(reason)")
    }
    end(fixture, by: exit)
    #expect(fixture.navigator.presentedScreen == nil)
    #expect(fixture.closures == ["Sheet: \(exit.expected)"])
    #expect(fixture.events == ["didDismiss: \(exit.expected)"])
  }

  @Test(arguments: PresentationExit.allCases)
  func aPresentedChildsOnLeaveHearsWhyItEnded(_ exit: PresentationExit) {
    let fixture = LeaveFixture()
    let app = FlowCoordinator("App", navigator: fixture.navigator, root: fixture.root)
    let child = FlowCoordinator(presenting: "Child")
    app.presentCoordinator(child) { [unowned fixture] reason in fixture.closures.append("Child: \(reason)") }
    end(fixture, by: exit)
    #expect(fixture.closures == ["Child: \(exit.expected)"])
    #expect(app.childCoordinators.isEmpty)
  }

  @Test func finishingAPresentedChildReportsFinish() {
    let fixture = LeaveFixture()
    let app = FlowCoordinator("App", navigator: fixture.navigator, root: fixture.root)
    let child = FlowCoordinator(presenting: "Child")
    app.presentCoordinator(child) { [unowned fixture] reason in fixture.closures.append("Child: \(reason)") }
    child.finish()
    #expect(fixture.closures == ["Child: finish"])
    #expect(fixture.events == ["didDismiss: finish"])
  }

  @Test func aCancelledPullDownReportsNothingAndUsesUpNothingLater() {
    let fixture = LeaveFixture()
    fixture.navigator.present(HeadlessScreen("Sheet")) { [unowned fixture] reason in
      fixture.closures.append("Sheet: \(reason)")
    }
    fixture.host.beginInteractiveDismiss()?.cancel()
    #expect(fixture.closures.isEmpty)
    fixture.navigator.dismiss()
    #expect(fixture.closures == ["Sheet: dismiss"])
  }
}

/// A host that says every pop to the root is the person's back button, as a careless custom host might.
@MainActor
final class BackButtonClaimingHost: ForwardingHost {
  private(set) var claims = 0

  override var navigationObserver: (any NavigationHostObserver)? {
    didSet { inner.navigationObserver = navigationObserver }
  }

  override func popToRoot(animated: Bool) -> [any Screen]? {
    claims += 1
    navigationObserver?.navigationHost(self, willChangeStackBecause: .backButton)
    return inner.popToRoot(animated: animated)
  }
}
