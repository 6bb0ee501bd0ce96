import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting

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
