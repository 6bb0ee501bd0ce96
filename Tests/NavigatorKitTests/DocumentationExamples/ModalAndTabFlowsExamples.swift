import NavigatorKit
import NavigatorKitTesting
import Testing

// ModalAndTabFlows.md. The examples with a UINavigationController or a UITabBarController are in UIKitExamples.swift.

@MainActor
final class SharingCoordinator {
  let navigator: Navigator
  let item = Item()
  var sharesEnded = 0

  init(navigator: Navigator) { self.navigator = navigator }
  func shareDidEnd() { sharesEnded += 1 }

  func share() {
    // snippet: modal-present
    navigator.present(ShareSheetViewController(item: item)) { [weak self] in
      self?.shareDidEnd()
    }
    // snippet-end
  }
}

@MainActor
@Suite struct ModalAndTabFlowsExamples {
  @Test func pullingTheShareSheetDownEndsTheShare() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let sharing = SharingCoordinator(navigator: Navigator(host: host))
    sharing.share()
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(sharing.sharesEnded == 1)
  }
}

/// A tab's coordinator in the tab-bar flow example.
@MainActor
final class MailboxCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen
  init(_ name: String) {
    navigator = Navigator(host: HeadlessNavigationController(name))
    rootScreen = HeadlessScreen(name)
  }
  func start() { navigator.setScreens([rootScreen], animated: false) }
}

// snippet: modal-tab-bar-flow
final class MailCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator  // the parent's: it shows the tab bar
  let inbox = MailboxCoordinator("Inbox")
  let sent = MailboxCoordinator("Sent")
  let tabBar: HeadlessTabBarController  // a UITabBarController in the app
  var rootScreen: any Screen { tabBar }

  init(navigator: Navigator) {
    self.navigator = navigator
    tabBar = HeadlessTabBarController(tabs: [inbox.navigator.host, sent.navigator.host])
  }

  func start() {
    for tab in [inbox, sent] {
      addChild(tab)
      tab.start()
    }
  }

  func exitTapped() {
    finish()  // dismisses the tab bar; everything in its tabs leaves first
  }
}
// snippet-end

@MainActor
final class MailParentCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Home")))
  let rootScreen: any Screen = HeadlessScreen("Home")
  var ended: [LeaveReason] = []
  func start() {}

  func showMail() {
    // snippet: modal-tab-bar-flow
    // In the parent coordinator:
    presentCoordinator(MailCoordinator(navigator: navigator)) { [weak self] reason in
      self?.ended.append(reason)  // .finish, .sheetPulledDown, .dismiss…
    }
    // snippet-end
  }
}

@MainActor
@Suite struct TabBarFlowExamples {
  @Test func theMailTabsArePresentedAndEndedLikeAnyFlow() throws {
    let parent = MailParentCoordinator()
    parent.showMail()
    let mail = try #require(parent.childCoordinators.first as? MailCoordinator)
    #expect(mail.inbox.parentCoordinator === mail)
    var left: [LeaveReason] = []
    mail.inbox.navigator.push(HeadlessScreen("Thread")) { left.append($0) }
    mail.exitTapped()
    #expect(left == [.finish])
    #expect(parent.ended == [.finish])
    #expect(parent.childCoordinators.isEmpty)
    #expect(parent.navigator.presentedScreen == nil)
  }
}
