import NavigatorKit
import NavigatorKitTesting
import Testing

// ModalAndTabFlows.md. The examples with a UINavigationController or a UITabBarController are in UIKitExamples.swift;
// the flows here make their stacks and tab bars through their navigator's host, so the same code makes UIKit ones in
// the app and runs here on headless ones.

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

// snippet: modal-sign-in
final class SignInCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = SignInViewController()

  init(presentedFrom presenter: Navigator) {
    // A new stack like the presenter's: a UINavigationController in the app, a headless one in tests.
    navigator = Navigator(host: presenter.host.makeStack(), onIssue: presenter.onIssue)
  }

  func start() {}

  func showPasswordReset() {
    navigator.push(PasswordResetViewController())
  }
}
// snippet-end

final class AccountCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = HeadlessScreen("Account")
  var badgeUpdates = 0
  init(navigator: Navigator) { self.navigator = navigator }
  func start() {}
  func updateAccountBadge() { badgeUpdates += 1 }

  // snippet: modal-sign-in
  // In the parent coordinator:
  func showSignIn() {
    presentCoordinator(SignInCoordinator(presentedFrom: navigator)) { [weak self] in
      self?.updateAccountBadge()
    }
  }
  // snippet-end
}

@MainActor
@Suite struct ModalAndTabFlowsExamples {
  @Test func theSignInFlowRunsInAStackOfItsOwnAndIsReleasedWhenPulledDown() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Account"))
    let account = AccountCoordinator(navigator: Navigator(host: host))
    weak var signIn: SignInCoordinator?
    do {
      account.showSignIn()
      signIn = account.childCoordinators.first as? SignInCoordinator
      signIn?.showPasswordReset()
    }
    let stack = try #require(host.presentedScreen as? HeadlessNavigationController)
    #expect(stack.screens.compactMap { ($0 as? HeadlessScreen)?.name } == ["SignIn", "PasswordReset"])
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(account.badgeUpdates == 1)
    #expect(account.childCoordinators.isEmpty)
    #expect(signIn == nil)
  }

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
  init(_ name: String, navigator: Navigator) {
    self.navigator = navigator
    rootScreen = HeadlessScreen(name)
  }
  func start() { navigator.setScreens([rootScreen], animated: false) }
}

// snippet: modal-tab-bar-flow
final class MailCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator  // the parent's: it shows the tab bar
  let inbox: MailboxCoordinator
  let sent: MailboxCoordinator
  let rootScreen: any Screen  // the tab bar

  init(navigator: Navigator) {
    self.navigator = navigator
    // Stacks and a tab bar like the parent's stack: UIKit's in the app, headless ones in tests.
    inbox = MailboxCoordinator("Inbox", navigator: Navigator(host: navigator.host.makeStack()))
    sent = MailboxCoordinator("Sent", navigator: Navigator(host: navigator.host.makeStack()))
    rootScreen = navigator.host.makeTabBar([inbox.navigator.host, sent.navigator.host])
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
    let tabBar = try #require(parent.navigator.presentedScreen as? HeadlessTabBarController)
    #expect(tabBar.tabs.count == 2 && tabBar.tabs.allSatisfy { $0 is HeadlessNavigationController })
    var left: [LeaveReason] = []
    mail.inbox.navigator.push(HeadlessScreen("Thread")) { left.append($0) }
    mail.exitTapped()
    #expect(left == [.finish])
    #expect(parent.ended == [.finish])
    #expect(parent.childCoordinators.isEmpty)
    #expect(parent.navigator.presentedScreen == nil)
  }
}

@MainActor
@Suite struct SheetOverTheTabsExamples {
  @Test func aSheetOverTheTabsIsTheTabsThatPresentedItAndIsFoundThroughTheTabBar() throws {
    let parent = MailParentCoordinator()
    parent.showMail()
    let mail = try #require(parent.childCoordinators.first as? MailCoordinator)
    let tabBar = try #require(mail.rootScreen as? any ContainerScreen)
    // snippet: modal-over-the-tabs
    var left: [String] = []
    let compose = HeadlessScreen("Compose")
    mail.inbox.navigator.present(compose) { reason in left.append("compose: \(reason)") }
    #expect(mail.inbox.navigator.presentedScreen === compose)  // the Inbox tab's sheet…
    #expect(mail.sent.navigator.presentedScreen == nil)  // …not the Sent tab's

    tabBar.presentingNavigator?.dismiss()  // whatever a tab presented over the tabs
    #expect(left == ["compose: dismiss"])
    // snippet-end
    #expect(tabBar.presentingNavigator == nil)
  }
}
