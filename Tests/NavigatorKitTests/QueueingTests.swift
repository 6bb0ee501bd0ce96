import NavigatorKit
import NavigatorKitTesting
import Testing

/// Commands given during a transition land in order once it ends; closures and observers may navigate again.
@MainActor
@Suite struct QueueingTests {
  @Test func commandsDuringAManualTransitionAllLandInOrder() {
    let h = Harness(mode: .manual)
    let a = h.push("A")
    #expect(h.host.isTransitioning)
    h.push("B")
    h.push("C")
    h.navigator.pop()
    h.push("D")
    #expect(h.navigator.queuedCommandCount == 4)
    #expect(h.names == ["Root", "A"])
    #expect(h.take().isEmpty)

    h.host.completeTransition()  // A shown; B starts
    h.host.completeTransition()  // B shown; C starts
    h.host.completeTransition()  // C shown; pop starts
    h.host.completeTransition()  // C popped; D starts
    h.host.completeTransition()  // D shown
    #expect(h.navigator.queuedCommandCount == 0)
    #expect(h.names == ["Root", "A", "B", "D"])
    #expect(
      h.take() == ["didShow(A)", "didShow(B)", "didShow(C)", "onPop(C)", "didPop([C])", "didShow(B)", "didShow(D)"])
    #expect(h.host.exceptions.isEmpty)
    _ = a
  }

  @Test func aDoubleTapPushIsReportedNotCrashed() {
    let h = Harness(mode: .manual)
    let detail = HeadlessScreen("Detail")
    h.navigator.push(detail)
    h.navigator.push(detail)  // the second tap, during the first push's animation
    h.host.completeTransition()
    #expect(h.names == ["Root", "Detail"])
    #expect(h.issues.map(\.kind) == [.screenAlreadyInStack])
    #expect(h.host.exceptions.isEmpty)
  }

  @Test func aCommandDuringAnInteractivePopWaitsForTheSwipeToEnd() throws {
    let h = Harness()
    h.push("A")
    _ = h.take()
    let swipe = try #require(h.host.beginInteractivePop())
    h.push("B")
    #expect(h.navigator.queuedCommandCount == 1)
    swipe.cancel()
    #expect(h.names == ["Root", "A", "B"])
    #expect(h.take() == ["didShow(B)"])
  }

  @Test func onPopMayNavigateAgain() {
    let h = Harness()
    let a = HeadlessScreen("A")
    let replacement = HeadlessScreen("Replacement")
    h.navigator.push(a) { [unowned h] in
      h.log.append("onPop(A)")
      h.navigator.push(replacement)
    }
    h.push("B")
    _ = h.take()
    h.navigator.popToRoot()
    #expect(h.names == ["Root", "Replacement"])
    #expect(h.take() == ["onPop(B)", "onPop(A)", "didPop([B, A])", "didShow(Root)", "didShow(Replacement)"])
  }

  @Test func observersMayNavigateWithoutReorderingEvents() {
    let h = Harness()
    var once = true
    let token = h.navigator.observe { [unowned h] event in
      if case .didShow(let screen) = event, (screen as? HeadlessScreen)?.name == "A", once {
        once = false
        h.push("B")
      }
    }
    h.push("A")
    #expect(h.names == ["Root", "A", "B"])
    #expect(h.take() == ["didShow(A)", "didShow(B)"])
    token.cancel()
  }

  @Test func aCommandQueuedBehindATransitionReturnsNothingAndRunsLater() {
    let h = Harness(mode: .manual)
    h.push("A")
    h.host.completeTransition()
    h.push("B")
    let popped = h.navigator.pop()
    #expect(popped == nil)
    h.host.completeTransition()
    h.host.completeTransition()
    #expect(h.names == ["Root", "A"])
    #expect(h.take().suffix(3) == ["onPop(B)", "didPop([B])", "didShow(A)"])
  }

  @Test func presentAndDismissQueueBehindAPush() {
    let h = Harness(mode: .manual)
    h.push("A")
    let sheet = HeadlessScreen("Sheet")
    h.navigator.present(sheet) { [unowned h] in h.log.append("onDismiss(Sheet)") }
    h.navigator.dismiss()
    h.host.completeTransition()  // push
    h.host.completeTransition()  // present
    h.host.completeTransition()  // dismiss
    #expect(h.take() == ["didShow(A)", "didPresent(Sheet)", "onDismiss(Sheet)", "didDismiss(Sheet)"])
    #expect(h.navigator.presentedScreen == nil)
  }
}

/// A host that, like UIKit finishing a transition (R20), carries out a push later than asked.
@MainActor
final class DeferringHost: ForwardingHost {
  var deferred: [any Screen] = []
  /// App code that runs inside a push this host defers.
  var whileDeferring: ((HeadlessNavigationController) -> Void)?

  override var navigationObserver: (any NavigationHostObserver)? {
    didSet { inner.navigationObserver = navigationObserver }
  }

  override func push(_ screen: any Screen, animated: Bool) {
    deferred.append(screen)
    whileDeferring?(inner)
  }

  func runDeferredPushes() {
    for screen in deferred { inner.push(screen, animated: false) }
    deferred = []
  }
}

@MainActor
@Suite struct DeferredPushTests {
  @Test func aPushTheHostCarriesOutLaterKeepsItsOnPop() {
    let host = DeferringHost()
    let navigator = Navigator(host: host)
    var popped: [String] = []
    navigator.push(HeadlessScreen("Late")) { popped.append("Late") }
    #expect(host.screens.count == 1)
    host.runDeferredPushes()
    #expect(host.screens.count == 2)
    navigator.pop()
    #expect(popped == ["Late"])
    #expect(navigator.checkInvariants().isEmpty)
  }

  /// Two pushes the host defers, both given before either lands (UIKit runs every push it deferred, in order): each
  /// screen keeps its `onLeave`.
  @Test func twoPushesTheHostCarriesOutLaterBothKeepTheirClosures() {
    let host = DeferringHost()
    let navigator = Navigator(host: host)
    var popped: [String] = []
    navigator.push(HeadlessScreen("First")) { popped.append("First") }
    navigator.push(HeadlessScreen("Second")) { popped.append("Second") }
    host.runDeferredPushes()
    #expect(host.screens.count == 3)
    navigator.popToRoot()
    #expect(popped == ["Second", "First"])
    #expect(navigator.checkInvariants().isEmpty)
  }

  /// The same screen pushed twice before the host carried out the first push is refused, as if it were on the stack:
  /// UIKit would raise when it ran the second.
  @Test func aScreenPushedAgainBeforeItsDeferredPushLandsIsRefused() {
    let host = DeferringHost()
    let navigator = Navigator(host: host)
    var issues: [NavigationIssue.Kind] = []
    navigator.onIssue = { issues.append($0.kind) }
    let screen = HeadlessScreen("Once")
    navigator.push(screen)
    navigator.push(screen)
    #expect(issues == [.screenAlreadyInStack])
    host.runDeferredPushes()
    #expect(host.screens.count == 2)
    #expect(host.inner.exceptions.isEmpty)
  }

  /// App code that changes the stack inside a push the host defers: the navigator cannot tell from the host that
  /// anything but its push happened, and finds Middle's exit by comparing the stacks.
  @Test func aScreenReplacedInsideADeferredPushRunsItsOnPop() {
    let host = DeferringHost()
    let navigator = Navigator(host: host)
    var popped: [String] = []
    let (root, middle, top) = (host.inner.screens[0], HeadlessScreen("Middle"), HeadlessScreen("Top"))
    for screen in [middle, top] {
      navigator.push(screen) { popped.append(screen.name) }
      host.runDeferredPushes()
      navigator.synchronize()
    }
    #expect(navigator.checkInvariants().isEmpty)
    // Root, Middle, Top. Inside the next push, app code replaces Middle and puts another screen on top.
    host.whileDeferring = { inner in
      host.whileDeferring = nil
      inner.setScreens([root, HeadlessScreen("Other"), top, HeadlessScreen("Elsewhere")], animated: false)
    }
    navigator.push(HeadlessScreen("Late"))
    #expect(popped == ["Middle"])
    #expect(navigator.checkInvariants().isEmpty)
  }
}
