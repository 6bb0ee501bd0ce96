import NavigatorKit
import NavigatorKitTesting
import Testing

/// Every way a screen can leave the stack runs its `onPop` exactly once, top-most first, and never for a cancelled
/// swipe-back.
@MainActor
@Suite struct PopDetectionTests {
  /// Every exit, in both transition modes: in manual mode each transition — a swipe's settle animation included —
  /// stays in flight past the call, with its coordinator, until it is completed, as on a device.
  @Test(arguments: [TransitionMode.immediate, .manual])
  func everyExitRunsOnPopOnceWhenItsTransitionEnds(mode: TransitionMode) throws {
    let h = Harness(mode: mode)
    let a = h.push("A")
    h.push("B")
    h.push("C")
    h.host.completeAllTransitions()
    _ = h.take()

    h.host.tapBackButton()
    #expect(h.take() == (mode == .manual ? [] : ["onPop(C)", "didPop([C])", "didShow(B)"]))
    h.host.completeAllTransitions()
    #expect(h.take() == (mode == .manual ? ["onPop(C)", "didPop([C])", "didShow(B)"] : []))

    let swipe = try #require(h.host.beginInteractivePop())
    swipe.finish()
    h.host.completeAllTransitions()
    #expect(h.take() == ["onPop(B)", "didPop([B])", "didShow(A)"])

    h.push("D")
    h.navigator.pop(to: a)
    h.host.completeAllTransitions()
    #expect(h.take() == ["didShow(D)", "onPop(D)", "didPop([D])", "didShow(A)"])

    h.host.setScreens([h.root], animated: true)
    h.host.completeAllTransitions()
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
  }

  /// R10a: the settle animation after the finger lifts is still the transition; nothing is decided until it ends.
  @Test func aFinishedSwipeRunsOnPopOnlyWhenItsSettleAnimationEnds() throws {
    let h = Harness(mode: .manual)
    h.push("A")
    h.host.completeTransition()
    _ = h.take()
    let swipe = try #require(h.host.beginInteractivePop())
    swipe.finish()
    h.navigator.synchronize()
    h.navigator.push(HeadlessScreen("B"))  // queued behind the settle animation
    #expect(h.take().isEmpty)
    h.host.completeTransition()
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
    h.host.completeTransition()
    #expect(h.take() == ["didShow(B)"])
  }

  /// R10a: a swipe let go, grabbed again while it settles and then cancelled leaves the screen and its closure.
  @Test func aSwipeGrabbedAgainAndCancelledRunsNothing() throws {
    let h = Harness(mode: .manual)
    h.push("A")
    h.host.completeTransition()
    _ = h.take()
    let swipe = try #require(h.host.beginInteractiveContentPop())
    swipe.finish()
    swipe.interrupt()
    swipe.cancel()
    h.host.completeTransition()
    #expect(h.take().isEmpty)
    #expect(h.names == ["Root", "A"])
  }

  /// R9c: a stack changed while its tab was not selected tells the navigator when the tab is selected again.
  @Test func offWindowPopsRunOnPopWhenTheStackIsShownAgain() {
    let h = Harness()
    h.push("A")
    _ = h.take()
    let tabs = HeadlessTabBarController(tabs: [h.host, HeadlessNavigationController(root: HeadlessScreen("Other"))])
    tabs.tapTab(at: 1)
    h.host.popToRoot(animated: true)
    #expect(h.take().isEmpty)
    tabs.tapTab(at: 0)
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
  }

  @Test(arguments: [true, false])
  func navigatorPopRunsOnPopOnce(animated: Bool) {
    let h = Harness()
    h.push("A")
    _ = h.take()
    let popped = h.navigator.pop(animated: animated)
    #expect((popped as? HeadlessScreen)?.name == "A")
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
    h.navigator.synchronize()
    #expect(h.take().isEmpty)
  }

  @Test func backButtonRunsOnPop() {
    let h = Harness()
    h.push("A")
    h.push("B")
    _ = h.take()
    h.host.tapBackButton()
    #expect(h.take() == ["onPop(B)", "didPop([B])", "didShow(A)"])
  }

  @Test func finishedSwipeRunsOnPopAfterTheTransitionFinished() throws {
    let h = Harness()
    h.push("A")
    _ = h.take()
    let swipe = try #require(h.host.beginInteractivePop())
    swipe.update(progress: 0.8)
    // The screen is already gone from the host's stack, but the person may still cancel: nothing is decided.
    #expect(h.names == ["Root"])
    h.navigator.synchronize()
    #expect(h.take().isEmpty)
    swipe.finish()
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
  }

  @Test func cancelledSwipeRunsNothing() throws {
    let h = Harness()
    h.push("A")
    _ = h.take()
    let swipe = try #require(h.host.beginInteractivePop())
    swipe.update(progress: 0.4)
    swipe.cancel()
    #expect(h.take().isEmpty)
    #expect(h.names == ["Root", "A"])
    // The screen keeps its onPop for when it really leaves.
    h.host.tapBackButton()
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
  }

  @Test(arguments: [true, false])
  func popToRootRunsEveryOnPopTopMostFirst(animated: Bool) {
    let h = Harness()
    h.push("A")
    h.push("B")
    h.push("C")
    _ = h.take()
    let popped = h.navigator.popToRoot(animated: animated)
    #expect(popped.map { ($0 as! HeadlessScreen).name } == ["A", "B", "C"])
    #expect(h.take() == ["onPop(C)", "onPop(B)", "onPop(A)", "didPop([C, B, A])", "didShow(Root)"])
  }

  @Test func popToRunsTheMiddleScreensToo() {
    let h = Harness()
    let a = h.push("A")
    h.push("B")
    h.push("C")
    _ = h.take()
    let popped = h.navigator.pop(to: a)
    #expect(popped.map { ($0 as! HeadlessScreen).name } == ["B", "C"])
    #expect(h.take() == ["onPop(C)", "onPop(B)", "didPop([C, B])", "didShow(A)"])
  }

  @Test func popToTheTopScreenDoesNothing() {
    let h = Harness()
    let a = h.push("A")
    _ = h.take()
    #expect(h.navigator.pop(to: a).isEmpty)
    #expect(h.take().isEmpty)
    #expect(h.issues.isEmpty)
  }

  @Test func setScreensRunsOnPopForScreensThatLeftAndKeepsTheOthers() {
    let h = Harness()
    let a = h.push("A")
    h.push("B")
    h.push("C")
    _ = h.take()
    let d = HeadlessScreen("D")
    // Root, A, B, C → D, A: C, B and Root leave (Root has no closure); A stays and keeps its closure.
    h.navigator.setScreens([d, a])
    #expect(h.take() == ["onPop(C)", "onPop(B)", "didPop([C, B, Root])", "didShow(A)"])
    h.navigator.setScreens([d])
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(D)"])
  }

  @Test func setScreensThatRemovesOnlyMiddleScreensIsCaught() {
    let h = Harness()
    h.push("A")
    let b = h.push("B")
    _ = h.take()
    // The top doesn't change, so the host delivers no show callbacks at all.
    h.navigator.setScreens([h.root, b])
    #expect(h.take() == ["onPop(A)", "didPop([A])"])
  }

  @Test(arguments: [true, false])
  func directHostPopsAreCaughtAtDidShow(animated: Bool) {
    let h = Harness()
    h.push("A")
    h.push("B")
    h.push("C")
    _ = h.take()
    h.host.popToRoot(animated: animated)
    #expect(h.take() == ["onPop(C)", "onPop(B)", "onPop(A)", "didPop([C, B, A])", "didShow(Root)"])
  }

  @Test func directHostSetScreensIsCaught() {
    let h = Harness()
    h.push("A")
    h.push("B")
    _ = h.take()
    let x = HeadlessScreen("X")
    h.host.setScreens([x], animated: false)
    #expect(h.take() == ["onPop(B)", "onPop(A)", "didPop([B, A, Root])", "didShow(X)"])
  }

  @Test func changesOnAnOffScreenStackAreCaughtAtTheNextCall() {
    let h = Harness()
    h.push("A")
    h.push("B")
    _ = h.take()
    h.host.isInWindow = false
    h.host.pop(animated: true)
    h.host.pop(animated: false)
    // R9: no didShow off the window, so nothing has told the navigator yet.
    #expect(h.take().isEmpty)
    h.push("C")
    #expect(h.take() == ["onPop(B)", "onPop(A)", "didPop([B, A])", "didShow(Root)", "didShow(C)"])
  }

  /// R6 (opt-in): right after a pop that skips screens, UIKit may still list the old top. Its onPop then runs at the
  /// first reconcile after the layout pass instead of at once — still exactly once.
  @Test func aStaleStackAfterAMultiPopDelaysTheOldTopsOnPopButNeverLosesIt() {
    let h = Harness()
    h.host.quirks = [.staleStackAfterMultiPop]
    h.push("A")
    h.push("B")
    h.push("C")
    _ = h.take()
    h.navigator.popToRoot(animated: false)
    #expect(h.take() == ["onPop(B)", "onPop(A)", "didPop([B, A])", "didShow(Root)"])
    h.host.layoutIfNeeded()
    h.navigator.synchronize()
    #expect(h.take() == ["onPop(C)", "didPop([C])"])
    h.navigator.synchronize()
    #expect(h.take().isEmpty)
  }

  @Test func synchronizeCatchesOffScreenChangesWithoutNavigating() {
    let h = Harness()
    h.push("A")
    _ = h.take()
    h.host.isInWindow = false
    h.host.pop(animated: true)
    h.navigator.synchronize()
    #expect(h.take() == ["onPop(A)", "didPop([A])", "didShow(Root)"])
  }

  @Test func aScreenPushedAgainAfterItLeftGetsItsNewClosureOnly() {
    let h = Harness()
    let a = HeadlessScreen("A")
    var runs: [String] = []
    h.navigator.push(a) { runs.append("first") }
    h.navigator.pop()
    h.navigator.push(a) { runs.append("second") }
    h.navigator.pop()
    #expect(runs == ["first", "second"])
  }

  @Test func screensPushedOnTheHostDirectlyAreAdoptedWithoutClosures() {
    let h = Harness()
    let x = HeadlessScreen("X")
    h.host.push(x, animated: true)
    #expect(h.take() == ["didShow(X)"])
    h.push("Y")
    h.navigator.popToRoot()
    #expect(h.take() == ["didShow(Y)", "onPop(Y)", "didPop([Y, X])", "didShow(Root)"])
  }

  /// An observer registered by an `onPop` hears the rest of that pop, with the screens that left.
  @Test(arguments: [1, 3])
  func anObserverAddedByAnOnPopHearsThePopItRunsIn(popped count: Int) {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    var heard: [String] = []
    var token: NavigationObservation?
    for index in 1...count {
      navigator.push(HeadlessScreen("S\(index)")) {
        if token == nil { token = navigator.observe { heard.append($0.description) } }
      }
    }
    if count == 1 { navigator.pop() } else { navigator.popToRoot() }
    let left = (1...count).reversed().map { "S\($0)" }.joined(separator: ", ")
    #expect(heard == ["didPop([\(left)])", "didShow(Root)"])
    _ = token
  }

  /// What a pop's closures captured is released after its events, whether the navigator or the host popped.
  @Test(arguments: [true, false])
  func whatOnPopsCapturedLivesUntilTheEventsAreSent(throughNavigator: Bool) {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    var aliveAtDidShow: [Bool] = []
    weak var weakChild: Captured?
    do {
      let child = Captured()
      weakChild = child
      navigator.push(HeadlessScreen("A")) {}
      navigator.push(HeadlessScreen("B")) { _ = child }
    }
    let token = navigator.observe { event in
      if case .didShow = event { aliveAtDidShow.append(weakChild != nil) }
    }
    if throughNavigator { navigator.popToRoot() } else { host.popToRoot(animated: false) }
    #expect(aliveAtDidShow == [true])
    #expect(weakChild == nil)
    _ = token
  }

  @Test func aScreenBackOnTopAfterTheStackWasEmptiedIsAnnouncedAgain() {
    let h = Harness()
    h.host.setScreens([], animated: false)
    h.navigator.synchronize()
    h.host.push(h.root, animated: false)
    h.navigator.synchronize()
    #expect(h.take() == ["didPop([Root])", "didShow(Root)"])
  }

  @Test func observersStopWhenTheTokenIsCancelledOrReleased() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    var kept: [String] = []
    var dropped: [String] = []
    let token = navigator.observe { kept.append($0.description) }
    do {
      let shortLived = navigator.observe { dropped.append($0.description) }
      navigator.push(HeadlessScreen("A"))
      _ = shortLived
    }
    navigator.push(HeadlessScreen("B"))
    token.cancel()
    #expect(token.isCancelled)
    navigator.push(HeadlessScreen("C"))
    #expect(kept == ["didShow(A)", "didShow(B)"])
    #expect(dropped == ["didShow(A)"])
  }
}

/// Something only an `onPop` closure holds, such as a child coordinator.
private final class Captured {}
