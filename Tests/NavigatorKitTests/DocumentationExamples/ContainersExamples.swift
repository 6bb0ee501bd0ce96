import NavigatorKit
import NavigatorKitTesting
import Testing

// Containers.md.

@MainActor
@Suite struct ContainersExamples {
  @Test func pullingASheetDownEndsWhatIsInsideFirst() throws {
    // snippet: containers-sheet
    let root = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: root)
    let sheet = HeadlessNavigationController(root: HeadlessScreen("Compose"))
    let sheetNavigator = Navigator(host: sheet)
    var left: [String] = []

    navigator.present(sheet) { reason in left.append("sheet: \(reason)") }
    sheetNavigator.push(HeadlessScreen("Attachments")) { reason in left.append("attachments: \(reason)") }
    sheetNavigator.present(HeadlessScreen("Photos")) { reason in left.append("photos: \(reason)") }

    try #require(root.beginInteractiveDismiss()).finish()  // the person pulls the sheet down
    #expect(left == ["photos: sheetPulledDown", "attachments: sheetPulledDown", "sheet: sheetPulledDown"])
    // snippet-end
  }

  @Test func dismissingATabBarEndsItsTabs() {
    // snippet: containers-tab-bar
    let root = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: root)
    let inbox = HeadlessNavigationController(root: HeadlessScreen("Inbox"))
    let inboxNavigator = Navigator(host: inbox)
    let tabBar = HeadlessTabBarController(tabs: [inbox, HeadlessScreen("Settings")])
    var left: [String] = []

    navigator.present(tabBar, animated: false) { reason in left.append("tabs: \(reason)") }
    inboxNavigator.push(HeadlessScreen("Thread"), animated: false) { reason in left.append("thread: \(reason)") }
    inboxNavigator.present(HeadlessScreen("Reply"), animated: false) { reason in left.append("reply: \(reason)") }

    navigator.dismiss(animated: false)
    #expect(left == ["reply: dismiss", "thread: dismiss", "tabs: dismiss"])
    #expect(tabBar.presentedScreen == nil)  // the reply went with the tab bar
    // snippet-end
  }

  @Test func aHostMakesContainersOfItsOwnKind() {
    // snippet: containers-made
    let home = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Home")))  // UIKit's in the app
    let inbox = Navigator(host: home.host.makeStack())
    let sent = Navigator(host: home.host.makeStack())
    let tabBar = home.host.makeTabBar([inbox.host, sent.host])

    #expect(inbox.host is HeadlessNavigationController)  // a UINavigationController in the app
    #expect(tabBar is HeadlessTabBarController)  // a UITabBarController in the app
    // snippet-end
    var left: [String] = []
    inbox.setScreens([HeadlessScreen("Inbox")], animated: false)
    inbox.push(HeadlessScreen("Thread"), animated: false) { reason in left.append("thread: \(reason)") }
    home.present(tabBar, animated: false) { reason in left.append("tabs: \(reason)") }
    home.dismiss(animated: false)
    #expect(left == ["thread: dismiss", "tabs: dismiss"])
  }
}
