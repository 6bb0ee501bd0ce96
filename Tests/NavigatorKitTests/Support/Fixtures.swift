import NavigatorKit
import NavigatorKitTesting

/// A navigator over a fresh headless stack, recording its events, closures and issues as readable strings.
@MainActor
final class Harness {
  let root: HeadlessScreen
  let host: HeadlessNavigationController
  let navigator: Navigator
  /// Events, `onPop`/`onDismiss` runs and issues, in the order they happened.
  var log: [String] = []
  var issues: [NavigationIssue] = []
  private var observation: NavigationObservation?

  init(root: String = "Root", mode: TransitionMode = .immediate) {
    self.root = HeadlessScreen(root)
    host = HeadlessNavigationController(root: self.root)
    host.transitionMode = mode
    navigator = Navigator(host: host)
    observation = navigator.observe { [unowned self] event in log.append(event.description) }
    navigator.onIssue = { [unowned self] issue in
      issues.append(issue)
      log.append("issue(\(issue.kind))")
    }
  }

  /// Pushes a new screen called `name` whose `onPop` logs `onPop(name)`.
  @discardableResult
  func push(_ name: String, animated: Bool = true) -> HeadlessScreen {
    let screen = HeadlessScreen(name)
    navigator.push(screen, animated: animated) { [unowned self] in log.append("onPop(\(name))") }
    return screen
  }

  /// Returns the log and clears it.
  func take() -> [String] {
    defer { log = [] }
    return log
  }

  var names: [String] { host.screens.map { ($0 as! HeadlessScreen).name } }
}
