import NavigatorKit
import NavigatorKitTesting

/// A coordinator written as an app would write it: a class, a `childCoordinators` array, a root screen — and no
/// bookkeeping of its own.
@MainActor
final class FlowCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen
  let name: String
  private(set) var startCount = 0

  init(_ name: String, navigator: Navigator, root: (any Screen)? = nil) {
    self.name = name
    self.navigator = navigator
    self.rootScreen = root ?? HeadlessScreen(name)
  }

  /// A coordinator with a navigator over a new stack of its own, to be presented.
  convenience init(presenting name: String) {
    self.init(name, navigator: Navigator(host: HeadlessNavigationController(name + "Stack")))
  }

  func start() { startCount += 1 }

  /// Pushes a plain screen of this flow.
  @discardableResult
  func show(_ screenName: String) -> HeadlessScreen {
    let screen = HeadlessScreen(screenName)
    navigator.push(screen)
    return screen
  }
}

/// A coordinator that shows no screens of its own: it only keeps children.
@MainActor
final class PlainCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  func start() {}
}

/// An app coordinator at the root of a stack, with an issue log.
@MainActor
final class AppFixture {
  let host = HeadlessNavigationController("Main", root: nil)
  let app: FlowCoordinator
  var issues: [NavigationIssue] = []
  var finished: [String] = []

  init() {
    let navigator = Navigator(host: host)
    app = FlowCoordinator("App", navigator: navigator)
    navigator.setScreens([app.rootScreen], animated: false)
    navigator.onIssue = { [unowned self] in issues.append($0) }
  }

  var navigator: Navigator { app.navigator }

  /// Pushes a child of `parent` (the app by default) whose `onFinish` logs its name.
  @discardableResult
  func pushChild(_ name: String, of parent: FlowCoordinator? = nil) -> FlowCoordinator {
    let parent = parent ?? app
    let child = FlowCoordinator(name, navigator: parent.navigator)
    parent.pushCoordinator(child) { [unowned self] in finished.append(name) }
    return child
  }

  /// Presents a child of the app with a stack of its own, whose `onFinish` logs its name.
  @discardableResult
  func presentChild(_ name: String) -> FlowCoordinator {
    let child = FlowCoordinator(presenting: name)
    app.presentCoordinator(child) { [unowned self] in finished.append(name) }
    return child
  }
}
