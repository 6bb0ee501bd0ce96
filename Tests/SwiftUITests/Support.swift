import NavigatorKit
import NavigatorKitTesting

/// A SwiftUI app's stack as the tests drive it: a path host, the headless NavigationStack bound to it, its navigator,
/// and a log of every screen that left, with its reason.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class PathFixture {
  let runLoop: HeadlessRunLoop
  let host: NavigationPathHost
  let stack: HeadlessNavigationStack<NavigationPathElement>
  let navigator: Navigator
  var issues: [NavigationIssue] = []
  /// Every leave, in order: the screen's name and the reason.
  var left: [String] = []

  init(
    behavior: HeadlessNavigationStack<NavigationPathElement>.Behavior = .iOS16_1Through18,
    runLoop: HeadlessRunLoop? = nil
  ) {
    let runLoop = runLoop ?? HeadlessRunLoop()
    self.runLoop = runLoop
    host = NavigationPathHost(scheduler: runLoop)
    stack = HeadlessNavigationStack(host: host, runLoop: runLoop, behavior: behavior)
    navigator = Navigator(host: host)
    navigator.onIssue = { [unowned self] in self.issues.append($0) }
  }

  /// Pushes a screen named `name` whose leave is logged as `name:reason`.
  @discardableResult
  func push(_ name: String) -> HeadlessScreen {
    let screen = HeadlessScreen(name)
    navigator.push(screen) { [unowned self] reason in self.left.append("\(name):\(reason)") }
    return screen
  }

  /// A root and `names` above it, settled.
  func start(_ names: String...) {
    navigator.push(HeadlessScreen("Root"))
    for name in names { push(name) }
    runLoop.settle()
  }

  /// Starts awaiting a push of a picker that completes with a `String`, in a task, and yields until the picker is on
  /// top and the push settled: what the two results tests act on next.
  ///
  /// - Returns: The picker, its completion, and the task awaiting the outcome; `nil` if the push never came (after
  ///   100 turns of the main actor).
  func startAwaitedPicker() async -> (HeadlessScreen, FlowCompletion<String>, Task<FlowOutcome<String>, Never>)? {
    let picker = HeadlessScreen("Picker")
    let completion = FlowCompletion<String>()
    let navigator = navigator
    let task = Task { await navigator.push(picker, completing: completion) }
    for _ in 0..<100 where navigator.topScreen !== picker {
      await Task.yield()
    }
    guard navigator.topScreen === picker else { return nil }
    runLoop.settle()
    return (picker, completion, task)
  }

  /// The names of the screens the host reports, root first.
  var names: [String] { navigator.screens.map { String(describing: $0) } }

  /// The names of the elements the stack shows above the root.
  var shown: [String] { stack.shownPath.map { String(describing: $0.screen) } }

  /// The names on the path binding.
  var bound: [String] { host.path.map { String(describing: $0.screen) } }

  /// What must hold whenever everything settled: the stack shows what the host holds and reports, and the host is
  /// no longer transitioning.
  func expectSettledAgreement() -> Bool {
    !host.isTransitioning && stack.transition == nil && shown == bound && ["Root"] + bound == names
  }
}
