import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting

/// The scenario table's SwiftUI host: `NavigationPathHost`s, each drawn by a `HeadlessNavigationStack` (iOS 16.1–18
/// behaviour) on one run loop, with the container `makeTabBar(_:)` makes for tabs and the tab selection the app's
/// own state, as a `TabView(selection:)` binds it.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class PathScenarioHost: ScenarioHost {
  let kind = ScenarioHostKind.pathHost
  private let runLoop = HeadlessRunLoop()
  /// The stacks drawn at the top level (the window's, the tabs'), each with what draws it.
  private var drawn: [(host: NavigationPathHost, stack: HeadlessNavigationStack<NavigationPathElement>)] = []
  /// The stacks drawn in the tabs of a presented tab bar: drawn only while the tab bar is presented, as SwiftUI drops
  /// the views of a dismissed sheet.
  private var drawnInTabs: [(host: NavigationPathHost, stack: HeadlessNavigationStack<NavigationPathElement>)] = []
  /// The tab selection, as the app's `TabView(selection:)` binds it.
  private var selection = 0

  func makeScreen(_ name: String) -> any Screen { HeadlessScreen(name) }

  private func makeDrawnStack() -> NavigationPathHost {
    let host = NavigationPathHost(scheduler: runLoop)
    drawn.append((host, HeadlessNavigationStack(host: host, runLoop: runLoop)))
    return host
  }

  func makeWindowStack() -> any NavigationHost { makeDrawnStack() }

  func makeTabStack() -> any NavigationHost { makeDrawnStack() }

  func makeWindowTabBar(_ tabs: [any NavigationHost]) -> any ContainerScreen {
    NavigationPathHost(scheduler: runLoop).makeTabBar(tabs)
  }

  func aliases(of screen: any Screen) -> [AnyObject] { [] }

  func selectedTab(of tabBar: any ContainerScreen) -> Int? { selection }

  func selectTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
    selection = index
    return true
  }

  /// A tap on another tab selects it; a tap on the selected tab writes nothing (S10).
  func tapTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool {
    selection = index
    return true
  }

  /// The container `makeTabBar(_:)` makes holds its tabs for good: there is nothing to set yet.
  func setTabs(_ tabs: [any NavigationHost], of tabBar: any ContainerScreen) -> Bool { false }

  func willDrawTabStack(_ stack: any NavigationHost) {
    guard let host = stack as? NavigationPathHost else { return }
    drawnInTabs.append((host, HeadlessNavigationStack(host: host, runLoop: runLoop)))
  }

  func foreignSetScreens(_ screens: [any Screen], on host: any NavigationHost) -> Bool {
    host.setScreens(screens, animated: false)
    return true
  }

  /// What draws `host`: a top-level stack, or the stack a drawn stack made for the flow it presents.
  private func stack(drawing host: any NavigationHost) -> HeadlessNavigationStack<NavigationPathElement>? {
    for (drawnHost, stack) in drawn + drawnInTabs {
      var current: (NavigationPathHost, HeadlessNavigationStack<NavigationPathElement>)? = (drawnHost, stack)
      while let (candidate, candidateStack) = current {
        if candidate === host { return candidateStack }
        guard let presented = candidate.presented?.screen as? NavigationPathHost,
          let presentedStack = candidateStack.presentedStack
        else { break }
        current = (presented, presentedStack)
      }
    }
    return nil
  }

  /// The back button, or — where the app guards its screens — `NavigatorStack`'s own back button (S7).
  func tapBackButton(on host: any NavigationHost) -> Bool {
    guard let stack = stack(drawing: host), let pathHost = host as? NavigationPathHost else { return false }
    if !stack.tapBackButton(), pathHost.usesGuardedBackButton { pathHost.backButtonTapped() }
    return true
  }

  func swipeBack(on host: any NavigationHost, fromContent: Bool, completes: Bool) -> Bool {
    guard let stack = stack(drawing: host) else { return false }
    // A swipe that does not begin (the back button hidden, nothing to pop) is what the person sees too.
    if stack.beginInteractivePop(fromContent: fromContent) {
      if completes { stack.finishInteractivePop() } else { stack.cancelInteractivePop() }
    }
    return true
  }

  func pullDown(presentedBy host: any NavigationHost, completes: Bool) -> Bool {
    guard let stack = stack(drawing: host) else { return false }
    if stack.beginSheetPullDown() {
      if completes { stack.finishSheetPullDown() } else { stack.cancelSheetPullDown() }
    }
    return true
  }

  func setModalInPresentation(_ screen: any Screen) -> Bool { false }

  func present(_ presented: any Screen, by screen: any Screen) -> Bool { false }

  /// An app that guards its screens draws its stack with `NavigatorStack`'s guarded back button.
  func leaveGuardWasSet(on host: any NavigationHost) {
    (host as? NavigationPathHost)?.usesGuardedBackButton = true
  }

  func settle() async {
    runLoop.settle()
    // The tabs of a tab bar that is no longer presented are no longer drawn.
    let presentedTabs = drawn.compactMap { ($0.host.presented?.screen as? any ContainerScreen)?.childScreens }.joined()
    drawnInTabs.removeAll { entry in !presentedTabs.contains { $0 === entry.host } }
  }
}
