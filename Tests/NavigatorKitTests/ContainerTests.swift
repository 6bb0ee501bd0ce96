import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// What kind of container leaves.
enum ContainerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A navigation stack, presented.
  case presentedStack
  /// A tab bar of two stacks, presented.
  case presentedTabBar
  /// A stack in a tab of a presented tab bar: the tab bar leaves, or the tab is taken off it.
  case stackInTabOfPresentedTabBar

  var testDescription: String { rawValue }
}

/// How a container leaves.
enum ContainerExit: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case dismissByCode, pullDown, parentPopped, parentDismissed, tabRemoved, tabsReplaced

  var testDescription: String { rawValue }

  /// The reason every screen inside gets.
  var reason: LeaveReason {
    switch self {
    case .dismissByCode, .parentDismissed: .dismiss
    case .pullDown: .sheetPulledDown
    case .parentPopped: .pop
    case .tabRemoved, .tabsReplaced: .changedOnHost
    }
  }
}

/// The closures that ran, as `"name:reason"`, in order.
@MainActor
final class LeaveLog {
  var entries: [String] = []
  func leave(_ name: String) -> @MainActor (LeaveReason) -> Void {
    { [unowned self] reason in entries.append("\(name):\(reason)") }
  }
}

/// A navigation stack with a navigator, holding `root`, `A` and `B` (each with an `onLeave` that logs), and a picker
/// on top whose result is awaited; a popup is presented from the last stack of the container.
@MainActor
final class LoggedStack {
  let name: String
  let host: HeadlessNavigationController
  let navigator: Navigator
  let picker: NumberPicker
  let box = OutcomeBox<Int>()

  init(_ name: String, log: LeaveLog) {
    self.name = name
    host = HeadlessNavigationController(name, root: HeadlessScreen("\(name).root"))
    navigator = Navigator(host: host)
    picker = NumberPicker("\(name).picker")
    navigator.push(HeadlessScreen("\(name).A"), animated: false, onLeave: log.leave("\(name).A"))
    navigator.push(HeadlessScreen("\(name).B"), animated: false, onLeave: log.leave("\(name).B"))
  }

  /// Pushes the picker and awaits its result; returns once the push is on the stack.
  func awaitPicker() async {
    box.task = Task { @MainActor [navigator, picker, box] in
      box.outcomes.append(await navigator.push(picker, animated: false, completing: picker.completion))
    }
    await box.wait { picker.completion.isWaiting }
  }

  /// Presents a popup whose `onLeave` logs.
  func presentPopup(_ log: LeaveLog) {
    navigator.present(HeadlessScreen("\(name).popup"), animated: false, onLeave: log.leave("\(name).popup"))
  }

}

/// Every screen inside a container leaves with it, once, innermost first, with the container's reason; every result
/// awaited inside ends with that reason; nothing stays alive.
@MainActor
@Suite struct ContainerTests {
  /// The matrix of the issue's "Done when": each container kind, each way it leaves.
  @Test(arguments: ContainerKind.allCases, ContainerExit.allCases)
  func everyScreenInsideLeavesOnceInnermostFirstWithTheContainersReason(
    kind: ContainerKind, exit: ContainerExit
  ) async throws {
    weak var weakContainer: HeadlessScreen?
    weak var weakStack: HeadlessNavigationController?
    weak var weakNavigator: Navigator?
    weak var weakPicker: NumberPicker?
    let log = LeaveLog()
    var boxes: [OutcomeBox<Int>] = []
    var expected: [String] = []
    do {
      let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
      let rootNavigator = Navigator(host: rootHost)
      // The container under test and the stacks inside it.
      let first = LoggedStack("S0", log: log)
      let stacks: [LoggedStack]
      let container: HeadlessScreen
      switch kind {
      case .presentedStack:
        stacks = [first]
        container = first.host
      case .presentedTabBar, .stackInTabOfPresentedTabBar:
        stacks = [first, LoggedStack("S1", log: log)]
        container = HeadlessTabBarController(tabs: stacks.map(\.host))
      }
      weakContainer = container
      weakStack = stacks.last!.host
      weakNavigator = stacks.last!.navigator
      weakPicker = stacks.last!.picker
      // Where the container is shown: the person's and the app's exits act on the presenter or the parent.
      var act: () -> Void
      var containerLeaves = true
      var afterwards: [String] = []
      let presenter: Navigator
      switch exit {
      case .dismissByCode, .pullDown:
        presenter = rootNavigator
        act =
          exit == .pullDown
          ? { _ = rootHost.beginInteractiveDismiss()?.finish() } : { rootNavigator.dismiss(animated: false) }
      case .parentPopped:
        if kind == .stackInTabOfPresentedTabBar {
          // The tab bar is pushed, and popped.
          presenter = rootNavigator
          rootNavigator.push(container, animated: false, onLeave: log.leave("container"))
          act = { rootNavigator.pop(animated: false) }
        } else {
          // Presented from the tab of a tab bar that is pushed, and popped.
          let parentTab = HeadlessNavigationController("P0", root: HeadlessScreen("P0.root"))
          presenter = Navigator(host: parentTab)
          rootNavigator.push(
            HeadlessTabBarController(tabs: [parentTab]), animated: false, onLeave: log.leave("parent"))
          act = { rootNavigator.pop(animated: false) }
          afterwards = ["parent:pop"]
        }
      case .parentDismissed:
        let parent = HeadlessNavigationController("Q", root: HeadlessScreen("Q.root"))
        presenter = Navigator(host: parent)
        rootNavigator.present(parent, animated: false, onLeave: log.leave("parent"))
        act = { rootNavigator.dismiss(animated: false) }
        afterwards = ["parent:dismiss"]
      case .tabRemoved, .tabsReplaced:
        if kind == .stackInTabOfPresentedTabBar {
          // The tab bar is presented; its second tab is taken off, or every tab replaced.
          presenter = rootNavigator
          let tabBar = container as! HeadlessTabBarController
          containerLeaves = false
          if exit == .tabRemoved {
            act = { tabBar.tabs = [stacks[0].host] }
          } else {
            act = { tabBar.tabs = [HeadlessNavigationController("New", root: HeadlessScreen("New.root"))] }
          }
        } else {
          // Presented from the first tab of a tab bar that is the window's root; that tab goes.
          let parentTab = HeadlessNavigationController("W0", root: HeadlessScreen("W0.root"))
          presenter = Navigator(host: parentTab)
          let other = HeadlessNavigationController("W1", root: HeadlessScreen("W1.root"))
          let window = HeadlessTabBarController(tabs: [parentTab, other])
          act =
            exit == .tabRemoved
            ? { window.tabs = [other] }
            : { window.tabs = [HeadlessNavigationController("New", root: HeadlessScreen("New.root"))] }
        }
      }
      if !(kind == .stackInTabOfPresentedTabBar && exit == .parentPopped) {
        presenter.present(container, animated: false, onLeave: log.leave("container"))
      }
      for stack in stacks { await stack.awaitPicker() }
      stacks.last!.presentPopup(log)
      boxes = stacks.map(\.box)
      log.entries = []
      let reason = exit.reason
      let leaving =
        kind == .stackInTabOfPresentedTabBar && exit == .tabRemoved
        ? [stacks[1]] : stacks
      // Innermost first: what the stacks present, then each stack top to bottom, then the container.
      let names =
        (leaving.contains { $0 === stacks.last! } ? ["\(stacks.last!.name).popup"] : [])
        + leaving.flatMap { ["\($0.name).B", "\($0.name).A"] }
      expected =
        names.map { "\($0):\(reason)" } + (containerLeaves ? ["container:\(reason)"] : []) + afterwards
      act()
      #expect(log.entries == expected)
      // Every awaited result inside ended, with the container's reason, before the call returned.
      for stack in leaving { #expect(!stack.picker.completion.isWaiting, "\(stack.name)") }
      boxes = leaving.map(\.box)
      for box in boxes { await box.waitForOutcome() }
      for box in boxes { #expect(box.outcomes == [.left(reason)]) }
      // Exactly once: nothing runs again when the navigators inside are used again.
      for stack in stacks { stack.navigator.synchronize() }
      rootNavigator.synchronize()
      presenter.synchronize()
      #expect(log.entries == expected)
      // A wait that did not end (a stack that stays, or a broken build) is cancelled, so that the test ends.
      for stack in stacks {
        stack.box.task?.cancel()
        await stack.box.task?.value
      }
    }
    #expect(weakContainer == nil)
    #expect(weakStack == nil)
    #expect(weakNavigator == nil)
    #expect(weakPicker == nil)
  }
}

/// The findings of #32 one by one, each with the test that failed before its fix.
@MainActor
@Suite struct ContainerFindingTests {
  /// Dismissing a presented tab bar dismisses what its tab presented (R22a): the popup's `onLeave` runs, and the tab
  /// can present again.
  @Test func dismissingAPresentedTabBarEndsWhatItsTabPresented() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    let tab = HeadlessNavigationController("Tab", root: HeadlessScreen("Tab.root"))
    let tabNavigator = Navigator(host: tab)
    let tabBar = HeadlessTabBarController(tabs: [tab])
    var left: [String] = []
    rootNavigator.present(tabBar, animated: false) { left.append("tabBar:\($0)") }
    tabNavigator.present(HeadlessScreen("Popup"), animated: false) { left.append("popup:\($0)") }
    rootNavigator.dismiss(animated: false)
    #expect(left == ["popup:dismiss", "tabBar:dismiss"])
    #expect(tabBar.presentedScreen == nil)
    #expect(tab.presentedScreen == nil)
    // Presented again, the tab presents again.
    var issues: [NavigationIssue] = []
    tabNavigator.onIssue = { issues.append($0) }
    rootNavigator.present(tabBar, animated: false)
    let second = HeadlessScreen("Popup2")
    tabNavigator.present(second, animated: false)
    #expect(issues.isEmpty)
    #expect(tab.presentedScreen === second)
  }

  /// A pull-down asks the guard of every screen of a presented stack, not only the top one.
  @Test func aPullDownAsksTheGuardOfAScreenBelowTheTop() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    let sheet = HeadlessNavigationController("Sheet", root: HeadlessScreen("Sheet.root"))
    let sheetNavigator = Navigator(host: sheet)
    let form = HeadlessScreen("Form")
    var left: [String] = []
    rootNavigator.present(sheet, animated: false) { left.append("sheet") }
    sheetNavigator.push(form, animated: false) { left.append("form") }
    sheetNavigator.push(HeadlessScreen("Help"), animated: false) { left.append("help") }
    var asked: [LeaveReason] = []
    sheetNavigator.setLeaveGuard(for: form) {
      asked.append($0)
      return false
    }
    #expect(rootHost.beginInteractiveDismiss() == nil)
    #expect(asked == [.sheetPulledDown])
    #expect(left.isEmpty)
    #expect(rootHost.presentedScreen === sheet)
  }

  /// A pull-down of a presented tab bar asks every guard inside, at any depth — here a screen under the top of a stack
  /// presented from a tab — before anything leaves; once the guard allows it, everything leaves, innermost first.
  @Test func aPullDownOfATabBarAsksEveryGuardInsideBeforeAnythingLeaves() throws {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    let tabs = (0..<2).map { HeadlessNavigationController("T\($0)", root: HeadlessScreen("T\($0).root")) }
    let tabNavigators = tabs.map { Navigator(host: $0) }
    let tabBar = HeadlessTabBarController(tabs: tabs)
    let popup = HeadlessNavigationController("Popup", root: HeadlessScreen("Popup.root"))
    let popupNavigator = Navigator(host: popup)
    let draft = HeadlessScreen("Draft")
    var left: [String] = []
    rootNavigator.present(tabBar, animated: false) { left.append("tabBar:\($0)") }
    tabNavigators[1].push(HeadlessScreen("T1.A"), animated: false) { left.append("T1.A:\($0)") }
    tabNavigators[1].present(popup, animated: false) { left.append("popup:\($0)") }
    popupNavigator.push(draft, animated: false) { left.append("draft:\($0)") }
    popupNavigator.push(HeadlessScreen("Top"), animated: false) { left.append("top:\($0)") }
    let log = LeaveLog()  // its entries say whether the draft may go: empty, it may not
    popupNavigator.setLeaveGuard(for: draft) { [log] _ in !log.entries.isEmpty }
    #expect(rootHost.beginInteractiveDismiss() == nil)
    #expect(left.isEmpty)
    log.entries = ["saved"]
    try #require(rootHost.beginInteractiveDismiss()).finish()
    #expect(
      left == [
        "top:sheetPulledDown", "draft:sheetPulledDown", "popup:sheetPulledDown", "T1.A:sheetPulledDown",
        "tabBar:sheetPulledDown",
      ])
  }

  /// Three levels in: a stack presented from a stack presented from the root, and a flow awaited at the bottom of it,
  /// end with the outer dismissal's reason, innermost first.
  @Test func nestingOfAnyDepthLeavesInnermostFirst() {
    let rootHost = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let rootNavigator = Navigator(host: rootHost)
    var left: [String] = []
    var presenter = rootNavigator
    var navigators: [Navigator] = []
    for level in 0..<3 {
      let stack = HeadlessNavigationController("L\(level)", root: HeadlessScreen("L\(level).root"))
      let navigator = Navigator(host: stack)
      presenter.present(stack, animated: false) { left.append("L\(level):\($0)") }
      navigator.push(HeadlessScreen("L\(level).A"), animated: false) { left.append("L\(level).A:\($0)") }
      navigators.append(navigator)
      presenter = navigator
    }
    rootNavigator.dismiss(animated: false)
    #expect(
      left == [
        "L2.A:dismiss", "L2:dismiss", "L1.A:dismiss", "L1:dismiss", "L0.A:dismiss", "L0:dismiss",
      ])
  }
}

/// A coordinator whose screen is a tab bar, shown and ended like any other flow; its tabs' coordinators are its
/// children.
@MainActor
final class MailTabsCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  /// The navigator that shows the tab bar: its parent's.
  let navigator: Navigator
  let tabs: [FlowCoordinator]
  let tabBar: HeadlessTabBarController
  var rootScreen: any Screen { tabBar }

  init(navigator: Navigator) {
    self.navigator = navigator
    tabs = ["Inbox", "Settings"].map { FlowCoordinator(presenting: $0) }
    tabBar = HeadlessTabBarController(tabs: tabs.map(\.navigator.host))
  }

  func start() {
    for tab in tabs {
      addChild(tab)
      tab.navigator.setScreens([tab.rootScreen], animated: false)
      tab.start()
    }
  }
}

@MainActor
@Suite struct TabBarFlowTests {
  /// Presented with `presentCoordinator`, ended by its own `finish()`: what its tabs showed leaves first, with
  /// `finish`, then the tabs coordinator; everything is released.
  @Test(arguments: [false, true])
  func aTabsCoordinatorIsPresentedOrPushedAndFinishedLikeAnyFlow(pushed: Bool) {
    let f = AppFixture()
    weak var weakTabs: MailTabsCoordinator?
    weak var weakThread: FlowCoordinator?
    weak var weakTabBar: HeadlessTabBarController?
    var left: [String] = []
    do {
      let tabs = MailTabsCoordinator(navigator: f.navigator)
      weakTabs = tabs
      weakTabBar = tabs.tabBar
      if pushed {
        f.app.pushCoordinator(tabs) { left.append("tabs:\($0)") }
      } else {
        f.app.presentCoordinator(tabs) { left.append("tabs:\($0)") }
      }
      #expect(f.issues.isEmpty)
      #expect(tabs.parentCoordinator === f.app)
      #expect(tabs.tabs.allSatisfy { $0.parentCoordinator === tabs })
      let inbox = tabs.tabs[0]
      let thread = FlowCoordinator("Thread", navigator: inbox.navigator)
      weakThread = thread
      inbox.pushCoordinator(thread) { left.append("thread:\($0)") }
      inbox.navigator.present(HeadlessScreen("Compose")) { left.append("compose:\($0)") }
      tabs.finish()  // the Exit button
    }
    #expect(left == ["compose:finish", "thread:finish", "tabs:finish"])
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.host.presentedScreen == nil)
    #expect(f.host.screens.count == 1)
    #expect(weakTabs == nil)
    #expect(weakThread == nil)
    #expect(weakTabBar == nil)
  }
}
