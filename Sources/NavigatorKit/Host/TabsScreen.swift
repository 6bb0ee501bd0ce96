/// A screen that holds tabs and nothing else: the tab bar that ``NavigationHost/makeTabBar(_:)`` makes on a host whose
/// platform has no tab bar screen (SwiftUI's tab bar is the `TabView` view).
@MainActor
final class TabsScreen: ContainerScreen {
  /// The tabs, in tab order.
  let childScreens: [any Screen]

  init(_ tabs: [any Screen]) {
    childScreens = tabs
  }
}
