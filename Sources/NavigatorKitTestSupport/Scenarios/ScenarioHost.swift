import NavigatorKit

/// What the scenario table needs of a host: its screens, stacks and tab bars, the person's acts, and time.
///
/// One implementation per host, in the test target that runs the table on it. An act the host cannot do returns
/// `false`, and the row fails on that host (not the table).
@MainActor
package protocol ScenarioHost: AnyObject {
  /// Which host this is.
  var kind: ScenarioHostKind { get }

  /// A new screen named `name`, of the kind the host shows (a view controller, a headless screen).
  func makeScreen(_ name: String) -> any Screen

  /// A new, empty stack shown in the window (a window's root).
  func makeWindowStack() -> any NavigationHost

  /// A new, empty stack to be a tab of a tab bar made by ``makeWindowTabBar(_:)``.
  func makeTabStack() -> any NavigationHost

  /// A tab bar of `tabs` shown in the window, the first selected.
  func makeWindowTabBar(_ tabs: [any NavigationHost]) -> any ContainerScreen

  /// The objects that stand for `screen` on this host besides itself (a host's navigation controller).
  func aliases(of screen: any Screen) -> [AnyObject]

  /// The index of the tab on screen.
  func selectedTab(of tabBar: any ContainerScreen) -> Int?

  /// Selects a tab by code.
  func selectTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool

  /// The person taps the tab at `index`.
  func tapTab(_ index: Int, of tabBar: any ContainerScreen) -> Bool

  /// Code sets the tab bar's tabs (`viewControllers`).
  func setTabs(_ tabs: [any NavigationHost], of tabBar: any ContainerScreen) -> Bool

  /// A stack made for a tab of a presented tab bar is about to be shown: what draws it (a `NavigatorStack` in the
  /// tab's view, for SwiftUI).
  func willDrawTabStack(_ stack: any NavigationHost)

  /// Code sets the screens of `host` directly, behind its navigator's back.
  func foreignSetScreens(_ screens: [any Screen], on host: any NavigationHost) -> Bool

  /// The person taps the back button of `host`.
  func tapBackButton(on host: any NavigationHost) -> Bool

  /// The person swipes back on `host`, and the swipe completes or is cancelled.
  func swipeBack(on host: any NavigationHost, fromContent: Bool, completes: Bool) -> Bool

  /// The person pulls down what `host` presents.
  func pullDown(presentedBy host: any NavigationHost, completes: Bool) -> Bool

  /// Sets `isModalInPresentation` on `screen`.
  func setModalInPresentation(_ screen: any Screen) -> Bool

  /// `screen` presents `presented` by itself, as a view controller presents an alert.
  func present(_ presented: any Screen, by screen: any Screen) -> Bool

  /// A leave guard was set on a screen of `host`: what the app's SwiftUI layer does then (a guarded back button).
  func leaveGuardWasSet(on host: any NavigationHost)

  /// Lets every transition end and everything the host defers run.
  func settle() async
}
