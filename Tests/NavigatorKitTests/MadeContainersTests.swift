import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// A plain coordinator (no router) makes the stacks and tab bars of the flows it presents by asking its own
/// navigator's host for them (`NavigationHost.makeStack()`, `makeTabBar(_:)`): headless ones here, from the same code
/// that makes UIKit ones in the app (UIKitAdapterTests.MadeContainersAdapterTests).
@MainActor
@Suite struct MadeContainersTests {
  let host = HeadlessNavigationController("Home", root: HeadlessScreen("Home"))
  let home: ContainerHomeCoordinator

  init() {
    home = ContainerHomeCoordinator(navigator: Navigator(host: host), makeScreen: HeadlessScreen.init)
  }

  @Test func aPresentedFlowGetsAHeadlessStackOfItsOwn() throws {
    let compose = home.showCompose()
    let stack = try #require(host.presentedScreen as? HeadlessNavigationController)
    #expect(stack === compose.navigator.host)
    #expect(stack !== host)
    #expect(stack.screens.map(name) == ["Compose"])
    #expect(home.childCoordinators.count == 1)
  }

  @Test func everyScreenInAMadeStackLeavesWithItOnceWhenItIsDismissed() {
    var left: [String] = []
    let compose = home.showCompose()
    compose.show("Attachments") { left.append("attachments: \($0)") }
    compose.show("Photos") { left.append("photos: \($0)") }
    home.navigator.dismiss(animated: false)
    #expect(left == ["photos: dismiss", "attachments: dismiss"])
    #expect(home.ended == [.dismiss])
    #expect(home.childCoordinators.isEmpty)
    home.navigator.synchronize()
    #expect(left.count == 2)
  }

  @Test func aTabBarFlowGetsAHeadlessTabBarOfHeadlessStacks() throws {
    let mail = home.showMail(["Inbox", "Sent", "Drafts"])
    let tabBar = try #require(host.presentedScreen as? HeadlessTabBarController)
    #expect(tabBar === mail.rootScreen)
    let stacks = tabBar.tabs.compactMap { $0 as? HeadlessNavigationController }
    #expect(stacks.count == 3)
    #expect(stacks.map { $0.screens.map(name) } == [["Inbox"], ["Sent"], ["Drafts"]])
    #expect(zip(stacks, mail.tabs).allSatisfy { $0 === $1.navigator.host })
    #expect(mail.tabs.allSatisfy { $0.parentCoordinator === mail })
  }

  @Test func everyScreenInAMadeTabBarLeavesWithItWhenThePersonPullsItDown() throws {
    var left: [String] = []
    let mail = home.showMail()
    mail.tabs[0].show("Thread") { left.append("thread: \($0)") }
    mail.tabs[1].show("Receipt") { left.append("receipt: \($0)") }
    mail.tabs[1].navigator.present(HeadlessScreen("Reply"), animated: false) { left.append("reply: \($0)") }
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(left == ["reply: sheetPulledDown", "thread: sheetPulledDown", "receipt: sheetPulledDown"])
    #expect(home.ended == [.sheetPulledDown])
    #expect(home.childCoordinators.isEmpty)
  }

  @Test func aMadeStackRunsTransitionsAsTheStackThatMadeIt() throws {
    host.transitionMode = .manual
    home.showCompose()
    let stack = try #require(host.presentedScreen as? HeadlessNavigationController)
    #expect(stack.transitionMode == .manual)
  }

  @Test func nothingAFlowMadeOutlivesIt() {
    let tracker = LeakTracker()
    do {
      let compose = home.showCompose()
      compose.show("Attachments") { _ in }
      tracker.track(compose, named: "compose flow")
      tracker.track(compose.navigator, named: "compose navigator")
      tracker.track(compose.navigator.host, named: "compose stack")
    }
    home.navigator.dismiss(animated: false)
    tracker.expectNoLeaks("after the compose flow was dismissed")
    do {
      let mail = home.showMail()
      mail.tabs[0].show("Thread") { _ in }
      tracker.track(mail, named: "mail flow")
      tracker.track(mail.rootScreen, named: "tab bar")
      for tab in mail.tabs {
        tracker.track(tab, named: "tab flow")
        tracker.track(tab.navigator.host, named: "tab stack")
      }
    }
    home.navigator.dismiss(animated: false)
    tracker.expectNoLeaks("after the mail flow was dismissed")
  }
}

/// The name of a headless screen.
@MainActor
private func name(_ screen: any Screen) -> String {
  (screen as? HeadlessScreen)?.name ?? "?"
}
