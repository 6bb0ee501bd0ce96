import NavigatorKit

/// A flow whose screen is a tab bar of stacks, written once for the app and its tests: the tab bar and the tabs'
/// stacks are made by the host of the navigator that shows it (``NavigatorKit/NavigationHost/makeTabBar(_:)``) — a
/// `UITabBarController` of `UINavigationController`s under UIKit, headless ones in a headless test.
@MainActor
package final class TabsFlow: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  /// The navigator that shows the tab bar: the parent's.
  package let navigator: Navigator
  /// One flow per tab, each with a stack of its own.
  package let tabs: [StackFlow]
  /// The tab bar.
  package let rootScreen: any Screen

  package init(_ names: [String], shownBy navigator: Navigator, makeScreen: @escaping @MainActor (String) -> any Screen)
  {
    self.navigator = navigator
    tabs = names.map { StackFlow($0, stackLike: navigator, makeScreen: makeScreen) }
    rootScreen = navigator.host.makeTabBar(tabs.map(\.navigator.host))
  }

  package func start() {
    for tab in tabs {
      addChild(tab)
      tab.start()
    }
  }
}
