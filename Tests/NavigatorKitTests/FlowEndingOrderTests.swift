import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// A flow ended while transitions and queued calls are in flight ends that flow only, once, and leaves the calls
/// queued behind it as they were.
@MainActor
@Suite struct FlowEndingOrderTests {
  @Test func aQueuedFinishOfAPresentedFlowNeverDismissesANewerPresentation() {
    let f = AppFixture()
    f.host.transitionMode = .manual
    let first = f.presentChild("First")
    f.host.completeTransition()
    f.navigator.dismiss()  // animating: what follows waits behind it
    let newer = HeadlessScreen("Newer")
    var newerLeft: [LeaveReason] = []
    f.navigator.present(newer) { newerLeft.append($0) }
    first.finish()  // queued behind the dismissal and the newer presentation
    f.host.completeAllTransitions()
    #expect(f.host.presentedScreen === newer)
    #expect(newerLeft.isEmpty)
    #expect(f.finished == ["First"])
    #expect(f.issues.isEmpty)
  }

  @Test func completingAFlowTwiceWhileItsPopAnimatesQueuesNothing() async {
    let f = AppFixture()
    f.host.transitionMode = .manual
    let picker = HeadlessScreen("Picker")
    let completion = FlowCompletion<Int>()
    let task = Task { @MainActor in await f.navigator.push(picker, completing: completion) }
    for _ in 0..<100 where !completion.isWaiting { await Task.yield() }
    f.host.completeTransition()
    completion.complete(1)  // the pop animates
    #expect(f.host.isTransitioning)
    completion.complete(2)
    #expect(f.navigator.queuedCommandCount == 0)
    f.host.completeAllTransitions()
    #expect(await task.value == .completed(1))
    #expect(f.host.screens.count == 1)
  }

  @Test func aPushQueuedBehindTheFinishOfARootFlowStays() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let above = HeadlessScreen("Above")
    var aboveLeft: [LeaveReason] = []
    f.navigator.push(above, animated: false) { aboveLeft.append($0) }
    f.navigator.setScreens([child.rootScreen, above], animated: false)  // the flow's root is the stack's root
    f.host.transitionMode = .manual
    f.navigator.push(HeadlessScreen("Busy")) { aboveLeft.append($0) }  // animating: what follows waits behind it
    child.finish()  // will pop what is above the root, then end the root's flow
    f.navigator.push(HeadlessScreen("Later"))
    f.host.completeAllTransitions()
    #expect(f.host.screens.map { ($0 as! HeadlessScreen).name } == ["Detail", "Later"])
    #expect(aboveLeft == [.finish, .finish])
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
  }

  @Test func aDeferredPushEndedWithItsContainerLeavesOnceAndNeverAgain() {
    let f = AppFixture()
    let inner = DeferringHost()
    let innerNavigator = Navigator(host: inner)
    f.navigator.present(inner, animated: false)
    var deferredLeft: [LeaveReason] = []
    innerNavigator.push(HeadlessScreen("Deferred")) { deferredLeft.append($0) }  // the host carries it out later
    f.navigator.dismiss(animated: false)  // the container leaves, the deferred push with it
    #expect(deferredLeft == [.dismiss])
    inner.runDeferredPushes()  // UIKit carries out what it deferred, even in a dismissed stack
    innerNavigator.synchronize()
    innerNavigator.popToRoot(animated: false)
    #expect(deferredLeft == [.dismiss])
  }
}
