import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct EventSequenceTests {
  /// Drives a navigator at random — navigator calls, the person's taps, swipes and pull-downs, direct host calls,
  /// transitions in manual mode — and returns the events a callback observer received, and those a
  /// `for await event in navigator.events` loop received until the navigator was released.
  private func randomRun(seed: UInt64, steps: Int) async -> (callback: [String], sequence: [String], ended: Bool) {
    var random = SplitMix64(seed: seed)
    var callback: [String] = []
    final class Sink {
      var events: [String] = []
      var ended = false
    }
    let sink = Sink()
    let reader: Task<Void, Never>
    do {
      let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
      let navigator = Navigator(host: host, onIssue: { _ in })
      let stream = navigator.events
      reader = Task { @MainActor in
        for await event in stream {
          sink.events.append("\(event) \(event.leaveReason.map { "\($0)" } ?? "")")
        }
        sink.ended = true
      }
      let observation = navigator.observe { event in
        callback.append("\(event) \(event.leaveReason.map { "\($0)" } ?? "")")
      }
      var count = 0
      for _ in 0..<steps {
        count += 1
        host.transitionMode = random.chance(30) ? .manual : .immediate
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1: navigator.push(HeadlessScreen("S\(count)"), animated: random.chance(50))
        case 2: navigator.pop()
        case 3: navigator.popToRoot()
        case 4: navigator.setScreens([host.screens[0], HeadlessScreen("T\(count)")])
        case 5: host.tapBackButton()
        case 6:
          let swipe = random.chance(50) ? host.beginInteractivePop() : host.beginInteractiveContentPop()
          if random.chance(50) { swipe?.finish() } else { swipe?.cancel() }
        case 7: navigator.present(HeadlessScreen("P\(count)"))
        case 8: navigator.dismiss()
        case 9: host.beginInteractiveDismiss()?.finish()
        default: host.completeAllTransitions()
        }
        if random.chance(20) { host.completeAllTransitions() }
      }
      host.completeAllTransitions()
      navigator.synchronize()
      observation.cancel()
    }
    // The navigator is gone: the sequence ends once the loop has read what was buffered.
    for _ in 0..<1_000 where !sink.ended {
      await Task.yield()
    }
    reader.cancel()
    return (callback, sink.events, sink.ended)
  }

  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func forAwaitReceivesTheSameEventsAsTheCallbackObserver(seed: UInt64) async {
    let (callback, sequence, ended) = await randomRun(seed: seed, steps: 300)
    #expect(callback.count > 50)
    #expect(sequence == callback)
    #expect(ended, "the sequence ends when the navigator goes away")
  }

  @Test func aLoopThatStopsReadingStopsTheBuffering() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    var firstTwo: [String] = []
    let reader = Task { @MainActor [stream = navigator.events] in
      for await event in stream {
        firstTwo.append(event.description)
        if firstTwo.count == 2 { break }
      }
    }
    weak var weakScreen: HeadlessScreen?
    do {
      let screen = HeadlessScreen("A")
      weakScreen = screen
      navigator.push(screen)
      navigator.pop()
    }
    for _ in 0..<100 where firstTwo.count < 2 {
      await Task.yield()
    }
    reader.cancel()
    #expect(firstTwo == ["didShow(A)", "didPop([A])"])
    // The sequence's observation is cancelled: later events are not kept, so neither are their screens.
    for _ in 0..<100 where weakScreen != nil {
      await Task.yield()
    }
    #expect(weakScreen == nil)
  }
}

@MainActor
@Suite struct WaitUntilSettledTests {
  @Test func returnsOnceTheTransitionsACommandStartedHaveEnded() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    host.transitionMode = .manual
    let navigator = Navigator(host: host)
    var log: [String] = []
    navigator.push(HeadlessScreen("A")) { log.append("onPop(A)") }
    navigator.pop()  // queued behind the push
    #expect(!navigator.isSettled)
    let waiter = Task { @MainActor in
      await navigator.waitUntilSettled()
      log.append("settled")
    }
    await Task.yield()
    #expect(log.isEmpty)
    host.completeTransition()  // the push ends; the queued pop starts
    for _ in 0..<10 { await Task.yield() }
    #expect(log.isEmpty)
    host.completeTransition()  // the pop ends
    for _ in 0..<100 where log.count < 2 {
      await Task.yield()
    }
    waiter.cancel()
    #expect(log == ["onPop(A)", "settled"])
    #expect(navigator.isSettled)
  }

  @Test func aClosureSeesTheNavigatorSettledWhenNothingElseWaits() {
    let h = Harness()
    var seen: [Bool] = []
    h.navigator.push(HeadlessScreen("A")) { [unowned h] in seen.append(h.navigator.isSettled) }
    h.navigator.push(HeadlessScreen("B")) { [unowned h] in seen.append(h.navigator.isSettled) }
    h.navigator.pop()
    h.navigator.pop()
    #expect(seen == [true, true])
    let held = Harness(mode: .manual)
    held.navigator.push(HeadlessScreen("A")) { [unowned held] in seen.append(held.navigator.isSettled) }
    held.host.completeTransition()
    held.navigator.pop()
    held.navigator.push(HeadlessScreen("C"))  // waits behind the pop
    held.host.completeTransition()
    #expect(seen == [true, true, false])  // the queued push still waits
  }

  @Test func returnsAtOnceWhenSettled() async {
    let navigator = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Root")))
    await navigator.waitUntilSettled()
    #expect(navigator.isSettled)
  }

  @Test func cancellingTheWaitReturnsEarly() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    host.transitionMode = .manual
    let navigator = Navigator(host: host)
    navigator.push(HeadlessScreen("A"))
    let waiter = Task { @MainActor in await navigator.waitUntilSettled() }
    await Task.yield()
    var returned = false
    let watcher = Task { @MainActor in
      await waiter.value
      returned = true
    }
    waiter.cancel()
    for _ in 0..<100 where !returned {
      await Task.yield()
    }
    watcher.cancel()
    #expect(returned)
    #expect(!navigator.isSettled)
  }
}
