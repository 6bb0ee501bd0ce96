import NavigatorKit
import NavigatorKitTesting
import Testing

/// The headless host's `screensRevision` keeps the promises the navigator relies on to skip comparing stacks: it goes
/// up with each change of `screens`, whatever makes it, by one for a push or a pop of one screen, and never without a
/// change.
@MainActor
@Suite struct ScreensRevisionTests {
  private func makeHost(_ names: [String]) -> HeadlessNavigationController {
    let (host, _) = HeadlessRulesTests.makeHost(names, mode: .immediate)
    return host
  }

  private func revision(_ host: HeadlessNavigationController) -> Int {
    host.screensRevision ?? -1
  }

  @Test func aPushOrAPopOfOneScreenRaisesItByOne() {
    let host = makeHost(["Root"])
    let before = revision(host)
    host.push(HeadlessScreen("A"), animated: true)
    #expect(revision(host) == before + 1)
    host.pop(animated: false)
    #expect(revision(host) == before + 2)
  }

  @Test func callsThatChangeNothingLeaveItAlone() {
    let host = makeHost(["Root", "A"])
    let before = revision(host)
    _ = host.screens
    host.push(host.screens[1], animated: true)  // refused: already on the stack
    host.pop(to: host.screens[1], animated: true)  // already on top
    host.layoutIfNeeded()
    #expect(revision(host) == before)
    host.transitionMode = .manual
    host.push(HeadlessScreen("B"), animated: true)
    let inFlight = revision(host)
    host.push(HeadlessScreen("C"), animated: true)  // deferred until the push in flight ends
    #expect(revision(host) == inFlight)
  }

  @Test func everyOtherChangeRaisesIt() {
    let host = makeHost(["Root", "A", "B"])
    var last = revision(host)
    func expectRaised(_ change: String) {
      #expect(revision(host) > last, "\(change) left the revision at \(last)")
      last = revision(host)
    }
    host.setScreens([host.screens[0], HeadlessScreen("X"), host.screens[2]], animated: false)
    expectRaised("replacing a screen below the top")
    host.popToRoot(animated: false)
    expectRaised("popToRoot")
    host.push(HeadlessScreen("D"), animated: false)
    last = revision(host)
    let swipe = host.beginInteractivePop()
    expectRaised("the start of a swipe-back")
    swipe?.cancel()
    expectRaised("a cancelled swipe bringing the screen back")
  }

  @Test func theStaleReadOfAMultiPopEndingAtTheLayoutPassRaisesIt() {
    let host = makeHost(["A", "B", "C"])
    host.quirks = [.staleStackAfterMultiPop]
    host.popToRoot(animated: false)
    let stale = revision(host)
    host.layoutIfNeeded()  // the old top leaves `screens`
    #expect(revision(host) == stale + 1)
  }

  @Test func aHostThatKeepsNoneLooksLikeUIKit() {
    let host = makeHost(["Root"])
    host.keepsScreensRevision = false
    #expect(host.screensRevision == nil)
    // The navigator still finds what a direct call changed, by comparing the stacks: here a screen replaced below
    // the top, which no show callback announces.
    let navigator = Navigator(host: host)
    var left: [String] = []
    navigator.push(HeadlessScreen("A")) { left.append("A") }
    navigator.push(HeadlessScreen("Top"))
    host.setScreens([host.screens[0], HeadlessScreen("B"), host.screens[2]], animated: false)
    #expect(left.isEmpty)
    navigator.synchronize()
    #expect(left == ["A"])
  }
}
