/// A navigation stack that is on no screen: what a ``Router`` made with neither a navigator nor a factory that makes
/// stacks drives.
///
/// It changes its stack and its presentation at once, as a stack off the window does, and tells its observer
/// nothing: the navigator reconciles at every call. It makes stacks like itself, and tab bars that are plain containers.
@MainActor
final class DetachedStack: NavigationHost {
  private(set) var screens: [any Screen] = []
  private(set) var presentedScreen: (any Screen)?
  var isTransitioning: Bool { false }
  weak var navigationObserver: (any NavigationHostObserver)?

  func push(_ screen: any Screen, animated: Bool) {
    screens.append(screen)
  }

  func pop(animated: Bool) -> (any Screen)? {
    screens.count > 1 ? screens.removeLast() : nil
  }

  func pop(to screen: any Screen, animated: Bool) -> [any Screen]? {
    guard let index = screens.lastIndex(where: { $0 === screen }) else { return nil }
    defer { screens.removeSubrange((index + 1)...) }
    return Array(screens[(index + 1)...])
  }

  func popToRoot(animated: Bool) -> [any Screen]? {
    guard let root = screens.first else { return nil }
    return pop(to: root, animated: animated)
  }

  func setScreens(_ screens: [any Screen], animated: Bool) {
    self.screens = screens
  }

  func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
    guard presentedScreen == nil else { return }
    presentedScreen = screen
    completion?()
  }

  func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
    guard presentedScreen != nil else { return }
    presentedScreen = nil
    completion?()
  }

  func makeStack() -> any NavigationHost {
    DetachedStack()
  }

  func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen {
    TabsScreen(tabs)
  }
}
