import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// `finish()` ends a child's flow on every path: the child is removed and its `onFinish` runs exactly once.
@MainActor
@Suite struct FinishTests {
  @Test func aPushedChildPopsItsRootAndEverythingAbove() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    child.show("Detail2")
    child.finish()
    #expect(f.host.screens.count == 1)
    #expect(f.finished == ["Detail"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func aPushStillQueuedBehindATransitionIsWithdrawn() {
    let f = AppFixture()
    f.host.transitionMode = .manual
    f.app.show("Busy")  // an animated push in flight
    let child = f.pushChild("Detail")
    #expect(f.navigator.queuedCommandCount == 1)
    child.finish()
    #expect(f.finished == ["Detail"])
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.navigator.queuedCommandCount == 0)
    f.host.completeTransition()
    #expect(!f.host.screens.contains { $0 === child.rootScreen })
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
  }

  @Test func aRootAtTheBottomOfTheStackStaysAndTheFlowEnds() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let above = child.show("Detail2")
    f.navigator.setScreens([child.rootScreen, above], animated: false)
    #expect(f.finished.isEmpty)
    child.finish()
    #expect(f.finished == ["Detail"])
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.host.screens.count == 1 && f.host.screens.first === child.rootScreen)
    // The root stays, without its closure: leaving later does not finish the flow a second time.
    f.navigator.setScreens([HeadlessScreen("NewRoot")], animated: false)
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
  }

  @Test func aPresentedChildIsDismissed() {
    let f = AppFixture()
    let child = f.presentChild("Sheet")
    child.finish()
    #expect(f.host.presentedScreen == nil)
    #expect(f.finished == ["Sheet"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func aPresentationStillQueuedBehindATransitionIsWithdrawn() {
    let f = AppFixture()
    f.host.transitionMode = .manual
    f.app.show("Busy")
    let child = f.presentChild("Sheet")
    #expect(f.navigator.queuedCommandCount == 1)
    child.finish()
    #expect(f.finished == ["Sheet"])
    #expect(f.navigator.queuedCommandCount == 0)
    f.host.completeTransition()
    #expect(f.host.presentedScreen == nil)
    #expect(f.issues.isEmpty)
  }

  @Test func anAddedChildIsRemoved() {
    let f = AppFixture()
    let child = FlowCoordinator("Added", navigator: f.navigator)
    f.app.addChild(child)
    child.finish()
    #expect(f.app.childCoordinators.isEmpty)
    #expect(child.parentCoordinator == nil)
    #expect(f.issues.isEmpty)
  }

  @Test func finishDuringASwipeThatCompletesRunsOnFinishOnce() throws {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let swipe = try #require(f.host.beginInteractivePop())
    child.finish()
    #expect(f.finished.isEmpty)
    swipe.finish()
    #expect(f.finished == ["Detail"])
    #expect(f.host.screens.count == 1)
    #expect(f.navigator.queuedCommandCount == 0)
    #expect(f.issues.isEmpty)
  }

  @Test func finishDuringASwipeThatIsCancelledStillEndsTheFlow() throws {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let swipe = try #require(f.host.beginInteractivePop())
    child.finish()
    swipe.cancel()
    #expect(f.finished == ["Detail"])
    #expect(f.host.screens.count == 1)
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func finishAfterTheAppRemovedTheChildDoesNothing() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    f.app.childCoordinators.removeAll()
    child.finish()
    #expect(f.issues.isEmpty)
    #expect(f.finished.isEmpty)
    #expect(f.host.screens.count == 2)
  }

  @Test func finishTwiceIsHarmless() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    child.finish()
    child.finish()
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
  }

  @Test func finishWithoutAParentIsReported() {
    let f = AppFixture()
    FlowCoordinator("Orphan", navigator: f.navigator).finish()
    #expect(f.issues.map(\.kind) == [.notAChild])
    #expect(f.issues.first?.call == "NavigationCoordinator.finish(animated:)")
  }

  @Test func finishFromStartEndsTheFlowBeforeItIsShown() {
    let f = AppFixture()
    let child = FinishingAtStart(navigator: f.navigator)
    var finished = 0
    f.app.pushCoordinator(child) { finished += 1 }
    #expect(finished == 1)
    #expect(f.app.childCoordinators.isEmpty)
    #expect(!f.host.screens.contains { $0 === child.rootScreen })
    #expect(f.issues.isEmpty)
  }

  @Test func finishFromAClosureRunWhileCommandsWaitKeepsTheLoopGoing() {
    let f = AppFixture()
    var child: FlowCoordinator?
    f.navigator.push(HeadlessScreen("B"), animated: false) { child?.finish() }
    f.host.transitionMode = .manual
    // Busy's closure pops B on the host directly, so B's closure runs in the engine's second reconcile before a command.
    f.navigator.push(HeadlessScreen("Busy"), animated: true) { [host = f.host] in _ = host.pop(animated: false) }
    f.navigator.pop(animated: false)
    child = f.pushChild("Detail")
    #expect(f.navigator.queuedCommandCount == 2)
    f.host.transitionMode = .immediate
    f.host.completeTransition()
    #expect(f.finished == ["Detail"])
    #expect(f.navigator.queuedCommandCount == 0)
    #expect(f.navigator.checkInvariants().isEmpty)
  }

  @Test func aRootAtTheBottomEndsItsFlowAfterTheFlowsAboveIt() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    f.pushChild("Grand", of: child)
    f.navigator.setScreens([child.rootScreen] + Array(f.host.screens.dropFirst(2)), animated: false)
    child.finish()
    #expect(f.finished == ["Grand", "Detail"])
    #expect(f.host.screens.count == 1)
  }

  @Test func finishAfterTheFlowEndedIsHarmlessEvenAfterTheTreeSwept() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    f.navigator.pop(animated: false)
    CoordinatorTree.sweep()  // the sweep a busy app's next additions would make
    child.finish()
    f.app.removeChild(child)
    #expect(f.issues.isEmpty)
    #expect(f.finished == ["Detail"])
  }
}

/// A child whose `start()` decides there is nothing to show (say, the person is already signed in).
@MainActor
final class FinishingAtStart: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = HeadlessScreen("Skipped")
  init(navigator: Navigator) { self.navigator = navigator }
  func start() { finish() }
}
