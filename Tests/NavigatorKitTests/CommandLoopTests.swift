import NavigatorKit
import NavigatorKitTesting
import Testing

/// The engine's loop: a call is applied ahead of what closures run at its start queue, and reports what it did.
@MainActor
@Suite struct CommandLoopTests {
  @Test func aPopReturnsWhatItPoppedEvenWhenAClosureRunAtItsStartQueuedAPush() throws {
    let h = Harness()
    let a = h.push("A")
    let next = HeadlessScreen("Next")
    let b = HeadlessScreen("B")
    h.navigator.push(b) { [unowned h] in h.navigator.push(next) }
    // B leaves while the stack is off screen: the host tells nobody until it is shown again, so the navigator finds it
    // at its next call.
    h.host.isInWindow = false
    h.host.pop(animated: false)
    let popped = h.navigator.pop(animated: false)
    h.host.isInWindow = true
    // B's onPop ran first and queued its push; the pop was made first, so it went first and popped A.
    #expect(popped === a)
    #expect(h.names == ["Root", "Next"])
    #expect(h.navigator.checkInvariants() == [])
  }

  @Test func popToRootReturnsWhatItPoppedEvenWhenAClosureRunAtItsStartQueuedAPush() {
    let h = Harness()
    let a = h.push("A")
    let b = h.push("B")
    let c = HeadlessScreen("C")
    let next = HeadlessScreen("Next")
    h.navigator.push(c) { [unowned h] in h.navigator.push(next) }
    h.host.isInWindow = false
    h.host.pop(animated: false)
    let popped = h.navigator.popToRoot(animated: false)
    h.host.isInWindow = true
    #expect(popped.map { ($0 as? HeadlessScreen)?.name } == [a.name, b.name])
    #expect(h.names == ["Root", "Next"])
  }

  /// A call whose opening reconcile runs a closure that queues a command and leaves the host in a transition waits, but at
  /// the front of the queue: it was made first, so it lands first when the transition ends.
  @Test func aCallThatMustWaitStaysAheadOfWhatTheClosuresAtItsStartQueued() {
    let h = Harness(mode: .manual)
    let b = HeadlessScreen("B")
    h.navigator.push(b) { [unowned h] in
      h.navigator.push(HeadlessScreen("Queued"))
      // Back on screen, the app pushes on the host directly, animated: the host is then in a transition.
      h.host.isInWindow = true
      h.host.push(HeadlessScreen("Direct"), animated: true)
    }
    h.host.completeTransition()
    // B leaves while the stack is off screen, so the navigator finds it at its next call.
    h.host.isInWindow = false
    h.host.pop(animated: false)
    h.navigator.push(HeadlessScreen("Mine"))
    #expect(h.host.isTransitioning)
    #expect(h.navigator.queuedCommandCount == 2)
    while h.host.isTransitioning {
      h.host.completeTransition()
    }
    #expect(h.names == ["Root", "Direct", "Mine", "Queued"])
    #expect(h.navigator.checkInvariants() == [])
  }
}
