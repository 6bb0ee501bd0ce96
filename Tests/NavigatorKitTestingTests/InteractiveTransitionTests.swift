import NavigatorKit
import NavigatorKitTesting
import Testing

/// What an ``InteractiveTransition`` keeps once the finger lifted and the transition settled.
@MainActor
@Suite struct InteractiveTransitionTests {
  /// A test holds on to a swipe it finished: the popped screen is still released, so a leak check after the swipe
  /// finds nothing.
  @Test(arguments: [TransitionMode.immediate, .manual])
  func aSettledSwipeOwnsNoScreen(mode: TransitionMode) throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    host.transitionMode = mode
    weak var weakDetail: HeadlessScreen?
    var swipe: InteractiveTransition?
    do {
      let detail = HeadlessScreen("Detail")
      weakDetail = detail
      host.push(detail, animated: false)
      let started = try #require(host.beginInteractivePop())
      started.finish()
      swipe = started
      host.completeAllTransitions()
    }
    #expect(swipe?.state == .finished)
    #expect(weakDetail == nil)
  }

  @Test func aSettledPullDownOwnsNoScreen() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    weak var weakSheet: HeadlessScreen?
    var pullDown: InteractiveTransition?
    do {
      let sheet = HeadlessScreen("Sheet")
      weakSheet = sheet
      host.presentScreen(sheet, animated: false, completion: nil)
      let started = try #require(host.beginInteractiveDismiss())
      started.finish()
      pullDown = started
    }
    #expect(pullDown?.state == .finished)
    #expect(weakSheet == nil)
  }

  /// A cancelled swipe keeps its screen on the stack, of course, but the transition no longer holds it.
  @Test func aCancelledSwipeOwnsNoScreenOnceSettled() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    weak var weakDetail: HeadlessScreen?
    var swipe: InteractiveTransition?
    do {
      let detail = HeadlessScreen("Detail")
      weakDetail = detail
      host.push(detail, animated: false)
      let started = try #require(host.beginInteractivePop())
      started.cancel()
      swipe = started
    }
    #expect(swipe?.state == .cancelled)
    #expect(weakDetail != nil)
    host.pop(animated: false)
    #expect(weakDetail == nil)
  }
}
