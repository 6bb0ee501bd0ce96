import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Results, guards, taps and reasons in the combinations issue 26 found broken or untested.
@MainActor
@Suite struct CombinationTests {
  // MARK: Awaited flows and what holds them (issue 26, bugs 3 and 4)

  /// The coordinators that await a child flow go away — the child's screen stays behind on the stack, as after a
  /// logout that replaced the coordinators but not the navigation controller — and the wait ends at once with
  /// `hostReleased`, not when the orphaned screen is popped some day.
  @Test func releasingTheCoordinatorsThatAwaitAChildFlowEndsTheWaitWithHostReleased() async {
    let fixture = AppFixture()
    let box = OutcomeBox<String>()
    weak var weakParent: FlowCoordinator?
    weak var weakChild: FlowCoordinator?
    let navigator = fixture.navigator
    do {
      let parent = FlowCoordinator("Parent", navigator: navigator)
      weakParent = parent
      fixture.app.pushCoordinator(parent)
      box.task = Task { @MainActor [weak parent] in
        // The awaiting code holds the coordinators weakly: the wait itself must hold nothing either.
        let child = FlowCoordinator("SignIn", navigator: navigator)
        weakChild = child
        let completion = child.completion
        let outcome = await parent?.pushCoordinator(consume child, completing: consume completion)
        box.outcomes.append(outcome ?? .left(.refused))
      }
      await box.wait { weakChild?.completion.isWaiting ?? false }
      #expect(fixture.host.screens.count == 3)
      // The app lets go of the parent flow without popping it.
      fixture.app.childCoordinators.removeAll()
    }
    await box.wait { weakParent == nil && weakChild == nil && !box.outcomes.isEmpty }
    #expect(weakParent == nil)
    #expect(weakChild == nil)
    #expect(box.outcomes == [.left(.hostReleased)])
    // The orphaned screen leaving later changes nothing: the wait ended once.
    navigator.popToRoot(animated: false)
    await box.wait(turns: 10) { box.outcomes.count > 1 }
    #expect(box.outcomes == [.left(.hostReleased)])
  }

  /// The app lets go of a navigator, its stack and its screens while a push on it is awaited by code that holds the
  /// navigator weakly: everything is released and the wait ends with `hostReleased`.
  @Test func anAwaitedPushKeepsNeitherItsNavigatorNorItsHostAlive() async {
    let box = OutcomeBox<Int>()
    weak var weakNavigator: Navigator?
    weak var weakHost: HeadlessNavigationController?
    weak var weakPicker: NumberPicker?
    do {
      let host = HeadlessNavigationController("Main", root: HeadlessScreen("Root"))
      let navigator = Navigator(host: host)
      (weakNavigator, weakHost) = (navigator, host)
      box.task = Task { @MainActor [weak navigator] in
        let picker = NumberPicker("Picker")
        weakPicker = picker
        let outcome = await navigator?.push(picker, completing: picker.completion)
        box.outcomes.append(outcome ?? .left(.refused))
      }
      await box.wait { weakPicker?.completion.isWaiting ?? false }
      #expect(host.screens.count == 2)
    }
    await box.waitForOutcome()
    #expect(weakNavigator == nil)
    #expect(weakHost == nil)
    #expect(box.outcomes == [.left(.hostReleased)])
    if !box.outcomes.isEmpty { await box.task?.value }
    #expect(weakPicker == nil)
  }

  @Test func anAwaitedPresentationKeepsNeitherItsNavigatorNorItsHostAlive() async {
    let box = OutcomeBox<Int>()
    weak var weakNavigator: Navigator?
    weak var weakHost: HeadlessNavigationController?
    do {
      let host = HeadlessNavigationController("Main", root: HeadlessScreen("Root"))
      let navigator = Navigator(host: host)
      (weakNavigator, weakHost) = (navigator, host)
      box.task = Task { @MainActor [weak navigator] in
        let picker = NumberPicker("Picker")
        let outcome = await navigator?.present(picker, completing: picker.completion)
        box.outcomes.append(outcome ?? .left(.refused))
      }
      await box.wait { host.presentedScreen != nil }
    }
    await box.waitForOutcome()
    #expect(weakNavigator == nil)
    #expect(weakHost == nil)
    #expect(box.outcomes == [.left(.hostReleased)])
  }

  // MARK: Double taps (issue 26, bug 5)

  /// A double tap on a row: both taps arrive while the first tap's push animates. One screen is pushed; the second
  /// tap does nothing and is reported.
  @Test func aSecondTapWhileTheFirstTapsPushIsInFlightDoesNothingAndIsReported() {
    let harness = Harness(mode: .manual)
    var ran = 0
    for _ in 0..<2 {
      harness.navigator.respondToTap {
        ran += 1
        harness.push("Detail")
      }
    }
    #expect(ran == 1)
    #expect(harness.names == ["Root", "Detail"])
    #expect(harness.issues.map(\.kind) == [.tapIgnored])
    #expect(harness.issues.first?.call == "Navigator.respondToTap(_:)")
    harness.host.completeAllTransitions()
    #expect(harness.names == ["Root", "Detail"])
    // Once the first tap's navigation has settled, the next tap is answered.
    harness.navigator.respondToTap { harness.push("More") }
    #expect(harness.names == ["Root", "Detail", "More"])
    #expect(harness.issues.count == 1)
  }

  /// The same double tap on a coordinator's row makes one child, not two.
  @Test func aDoubleTapOnACoordinatorsRowMakesOneChild() {
    let fixture = AppFixture()
    fixture.host.transitionMode = .manual
    for _ in 0..<2 {
      fixture.navigator.respondToTap { fixture.pushChild("Product") }
    }
    #expect(fixture.app.childCoordinators.count == 1)
    #expect(fixture.issues.map(\.kind) == [.tapIgnored])
    fixture.host.completeAllTransitions()
    #expect(fixture.host.screens.count == 2)
  }

  /// A tap while the app's own navigation animates is answered (queued behind it, as every call), and programmatic
  /// pushes queued during a transition are all applied, in order: only a second tap is ignored.
  @Test func programmaticPushesAndATapDuringAProgrammaticTransitionAreAllKept() {
    let harness = Harness(mode: .manual)
    harness.push("Folder1")
    harness.push("Folder2")
    harness.push("Folder3")
    harness.navigator.respondToTap { harness.push("Detail") }
    harness.host.completeAllTransitions()
    #expect(harness.names == ["Root", "Folder1", "Folder2", "Folder3", "Detail"])
    #expect(harness.issues.isEmpty)
  }

  /// A tap whose navigation ends at once (not animated) leaves nothing in flight: the next tap is answered.
  @Test func aTapThatSettlesAtOnceDoesNotBlockTheNext() {
    let harness = Harness(mode: .manual)
    harness.navigator.respondToTap { harness.push("A", animated: false) }
    harness.navigator.respondToTap { harness.push("B", animated: false) }
    #expect(harness.names == ["Root", "A", "B"])
    #expect(harness.issues.isEmpty)
  }

  // MARK: Replayed person exits (issue 26, bug 2)

  /// UIKit replays a back tap made during a transition once it ends (R20, read as deferred): the screen leaves with
  /// `backButton`, as a person's exit.
  @Test func aBackTapReplayedAfterATransitionLeavesWithBackButton() {
    let fixture = LeaveFixture()
    fixture.host.transitionMode = .manual
    fixture.host.readings.popDuringTransition = .deferred
    fixture.push("Detail")
    fixture.host.tapBackButton()  // during the push animation: deferred
    fixture.host.completeAllTransitions()
    #expect(fixture.closures == ["Detail: backButton"])
    #expect(fixture.events == ["didPop: backButton"])
  }

  @Test func aTabReTapReplayedAfterATransitionLeavesWithTabReselected() {
    let fixture = LeaveFixture()
    fixture.host.transitionMode = .manual
    fixture.host.readings.popDuringTransition = .deferred
    fixture.push("Detail")
    fixture.tabs.tapSelectedTab()  // during the push animation: deferred
    fixture.host.completeAllTransitions()
    #expect(fixture.closures == ["Detail: tabReselected"])
  }

  /// A screen pushed between a back tap and its replay is not popped behind its guard's back: the guard is asked when
  /// the tap is replayed, and its refusal stands.
  @Test func aReplayedBackTapAsksTheGuardOfTheScreenItWouldPopNow() {
    let fixture = LeaveFixture()
    fixture.host.transitionMode = .manual
    fixture.host.readings.popDuringTransition = .deferred
    fixture.push("Detail")
    fixture.host.tapBackButton()  // during Detail's push: deferred
    let form = fixture.push("Form")  // queued behind the transition, shown before the tap is replayed
    var asked: [LeaveReason] = []
    fixture.navigator.setLeaveGuard(for: form) { reason in
      asked.append(reason)
      return false
    }
    fixture.host.completeAllTransitions()
    #expect(asked == [.backButton])
    #expect(fixture.host.screens.last === form)
    #expect(fixture.closures.isEmpty)
  }

  // MARK: Missing tests

  @Test func exactlyTheBackButtonBothSwipesThePullDownAndTheTabReTapArePersonInitiated() {
    let person: Set<LeaveReason> = [
      .backButton, .interactivePop, .interactiveContentPop, .sheetPulledDown, .tabReselected,
    ]
    let others: [LeaveReason] = [
      .pop, .popTo, .popToRoot, .setScreens, .dismiss, .finish, .changedOnHost, .hostReleased,
      .cancelled, .refused, .unknown,
    ]
    for reason in person { #expect(reason.isPersonInitiated, "\(reason)") }
    for reason in others { #expect(!reason.isPersonInitiated, "\(reason)") }
  }

  /// A re-tap of the tab asks the guards of the screens it would pop top-most first, and the first refusal stops it:
  /// the guards below are not asked.
  @Test func aTabReTapAsksGuardsTopMostFirstAndStopsAtTheFirstRefusal() {
    let fixture = LeaveFixture()
    let a = fixture.push("A")
    let b = fixture.push("B")
    let c = fixture.push("C")
    var asked: [String] = []
    fixture.navigator.setLeaveGuard(for: a) { _ in
      asked.append("A")
      return true
    }
    fixture.navigator.setLeaveGuard(for: b) { _ in
      asked.append("B")
      return false
    }
    fixture.navigator.setLeaveGuard(for: c) { _ in
      asked.append("C")
      return true
    }
    fixture.tabs.tapSelectedTab()
    #expect(asked == ["C", "B"])
    #expect(fixture.host.screens.count == 4)
    fixture.navigator.setLeaveGuard(for: b) { _ in
      asked.append("B")
      return true
    }
    asked = []
    fixture.tabs.tapSelectedTab()
    #expect(asked == ["C", "B", "A"])
    #expect(fixture.closures == ["C: tabReselected", "B: tabReselected", "A: tabReselected"])
  }

  /// A completion shown with a second flow while the first still waits ends the first wait at once, with `cancelled`.
  @Test func reusingAFlowCompletionEndsTheFirstWaitWithCancelledAtOnce() async {
    let fixture = LeaveFixture()
    let completion = FlowCompletion<Int>()
    let first = OutcomeBox<Int>()
    let second = OutcomeBox<Int>()
    first.task = Task { @MainActor in
      first.outcomes.append(await fixture.navigator.push(HeadlessScreen("First"), completing: completion))
    }
    await first.wait { completion.isWaiting }
    second.task = Task { @MainActor in
      second.outcomes.append(await fixture.navigator.push(HeadlessScreen("Second"), completing: completion))
    }
    await first.waitForOutcome()
    #expect(first.outcomes == [.left(.cancelled)])
    #expect(second.outcomes.isEmpty)
    #expect(completion.isWaiting)
    completion.complete(2)
    await second.waitForOutcome()
    #expect(second.outcomes == [.completed(2)])
    #expect(first.outcomes == [.left(.cancelled)])
  }

  /// A presented child completes: its value arrives, its sheet is dismissed and the parent lets it go.
  @Test func aPresentedChildThatCompletesDeliversItsValueIsDismissedAndRemoved() async {
    let fixture = AppFixture()
    let box = OutcomeBox<String>()
    weak var weakChild: FlowCoordinator?
    do {
      let child = FlowCoordinator("SignIn", navigator: Navigator(host: HeadlessNavigationController("SignInStack")))
      weakChild = child
      box.task = Task { @MainActor in
        box.outcomes.append(await fixture.app.presentCoordinator(child, completing: child.completion))
      }
      await box.wait { child.completion.isWaiting }
      #expect(fixture.host.presentedScreen === child.navigator.host)
      child.completion.complete("Ada")
    }
    await box.waitForOutcome()
    #expect(box.outcomes == [.completed("Ada")])
    #expect(fixture.host.presentedScreen == nil)
    #expect(fixture.app.childCoordinators.isEmpty)
    if !box.outcomes.isEmpty { await box.task?.value }
    #expect(weakChild == nil)
  }

  /// Dismissing an outer presented flow ends a flow awaited two presentations in with the dismissal's reason, before
  /// `dismiss` returns.
  @Test func dismissingAnOuterFlowEndsAnAwaitedFlowTwoLevelsInBeforeDismissReturns() async {
    let fixture = LeaveFixture()
    let outer = HeadlessNavigationController("Outer", root: HeadlessScreen("OuterRoot"))
    let inner = HeadlessNavigationController("Inner", root: HeadlessScreen("InnerRoot"))
    let outerNavigator = Navigator(host: outer)
    let innerNavigator = Navigator(host: inner)
    fixture.navigator.present(outer, animated: false)
    outerNavigator.present(inner, animated: false)
    let picker = NumberPicker("Picker")
    var outcomes: [FlowOutcome<Int>] = []
    let box = OutcomeBox<Int>()
    box.task = Task { @MainActor in
      outcomes.append(await innerNavigator.push(picker, animated: false, completing: picker.completion))
    }
    await box.wait { picker.completion.isWaiting }
    fixture.navigator.dismiss(animated: false)
    // The outcome is resolved before dismiss returns; the awaiting task gets it on its next turn.
    #expect(!picker.completion.isWaiting)
    await box.wait { !outcomes.isEmpty }
    #expect(outcomes == [.left(.dismiss)])
  }

  /// Two tasks wait for the host to settle; cancelling one returns it, and the other goes on waiting until the
  /// transition ends.
  @Test func cancellingOneSettleWaitLeavesTheOtherWaiting() async {
    let harness = Harness(mode: .manual)
    harness.push("Detail")
    var returned: [String] = []
    let first = Task { @MainActor in
      await harness.navigator.waitUntilSettled()
      returned.append("first")
    }
    let second = Task { @MainActor in
      await harness.navigator.waitUntilSettled()
      returned.append("second")
    }
    let box = OutcomeBox<Int>()
    await box.wait(turns: 20) { false }
    first.cancel()
    await box.wait { returned == ["first"] }
    await box.wait(turns: 20) { returned.count > 1 }
    #expect(returned == ["first"])
    harness.host.completeAllTransitions()
    await box.wait { returned.count == 2 }
    #expect(returned == ["first", "second"])
    second.cancel()
  }

  /// The app's own navigation-controller delegate dismisses the sheet inside willShow, and asks for a new sheet,
  /// which waits: the first sheet's `onDismiss` runs and the second sheet is shown.
  @Test func aSheetDismissedByTheDelegateInWillShowRunsItsOnDismissAndTheQueuedSheetIsShown() {
    let host = DelegatingHost()
    let navigator = Navigator(host: host)
    var log: [String] = []
    navigator.onIssue = { log.append("issue(\($0.kind))") }
    navigator.present(HeadlessScreen("First"), animated: false) { log.append("onDismiss(First)") }
    let second = HeadlessScreen("Second")
    host.onWillShow = { host, _ in
      host.dismissPresentedScreen(animated: false, completion: nil)
      navigator.present(second, animated: false) { log.append("onDismiss(Second)") }
    }
    navigator.push(HeadlessScreen("Detail"), animated: false)
    #expect(log == ["onDismiss(First)"])
    #expect(host.presentedScreen === second)
    #expect(navigator.checkInvariants() == [])
  }
}
