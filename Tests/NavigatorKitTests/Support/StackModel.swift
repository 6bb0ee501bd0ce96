import NavigatorKit

/// A plain reference model of one tab: its stack, presentation and queued navigator commands, with the closures
/// that must run, written from the rules rather than from the navigator's code.
///
/// Screens are numbers. A command given while a transition is in flight waits in `queue`; every change is
/// "reconciled" — closures of screens that left since the last time run, top-most first — when the navigator would
/// hear of it: at a navigator call, after each applied command, and when a transition ends or a shown stack
/// reports didShow. Off-window changes and direct dismissals stay unreconciled until then.
struct StackModel {
  enum Command {
    case push(Int, animated: Bool, closure: Closure?)
    case pop(animated: Bool)
    case popTo(Int, animated: Bool)
    case popToRoot(animated: Bool)
    case setScreens([Int], animated: Bool)
    case present(Int, animated: Bool, onDismiss: String?)
    case dismiss(animated: Bool)
  }

  /// What a screen's closure does when it runs.
  enum Closure {
    /// Logs `"pop:sN"` (or `"finish:cN"` for a child coordinator's root).
    case log(String)
    /// Logs, then pushes screen `spawn` through the navigator.
    case logAndPush(String, spawn: Int, animated: Bool)
    /// Logs, then pushes screen `spawn` on the host directly, non-animated: app code calling UIKit from a closure.
    case logAndPushOnHost(String, spawn: Int)
  }

  var stack: [Int]
  var presented: Int?
  var isInWindow = true
  var isManual: Bool
  private(set) var inFlight = false
  private(set) var queue: [Command] = []
  private var closures: [Int: Closure] = [:]
  private var dismissLog: [Int: String] = [:]
  private var knownStack: [Int]
  private var knownPresented: Int?
  /// What finishes when the in-flight transition ends.
  private var pendingDismissal = false
  /// Whether the in-flight transition shows a new top screen: when it ends the host calls the navigator twice (didShow,
  /// then the transition's end), a presentation's end once.
  private var inFlightShows = false

  init(root: Int, isManual: Bool) {
    stack = [root]
    knownStack = [root]
    self.isManual = isManual
  }

  var isReconciled: Bool { knownStack == stack && knownPresented == presented }

  // MARK: Navigator calls

  mutating func navigatorCall(_ command: Command, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    queue.append(command)
    drain(log: &log, issues: &issues)
  }

  mutating func drain(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    while true {
      var calledOut = inFlight ? false : reconcile(log: &log)
      guard !inFlight, !queue.isEmpty else { return }
      // Before applying a command, reconcile again until no closure runs: one may have changed the host directly.
      while calledOut { calledOut = reconcile(log: &log) }
      apply(queue.removeFirst(), issues: &issues)
    }
  }

  private mutating func apply(_ command: Command, issues: inout [NavigationIssue.Kind]) {
    switch command {
    case .push(let id, let animated, let closure):
      guard !stack.contains(id) else { return issues.append(.screenAlreadyInStack) }
      stack.append(id)
      if let closure { closures[id] = closure }
      transition(animated: animated)
    case .pop(let animated):
      guard stack.count > 1 else { return issues.append(.nothingToPop) }
      stack.removeLast()
      transition(animated: animated)
    case .popTo(let id, let animated):
      guard let index = stack.lastIndex(of: id) else { return issues.append(.screenNotInStack) }
      guard index < stack.count - 1 else { return }
      stack.removeSubrange((index + 1)...)
      transition(animated: animated)
    case .popToRoot(let animated):
      guard stack.count > 1 else { return }
      stack.removeSubrange(1...)
      transition(animated: animated)
    case .setScreens(let ids, let animated):
      guard !ids.isEmpty else { return issues.append(.emptyStack) }
      guard Set(ids).count == ids.count else { return issues.append(.duplicateScreens) }
      let topChanged = ids.last != stack.last
      stack = ids
      if topChanged { transition(animated: animated) }
    case .present(let id, let animated, let onDismiss):
      guard presented == nil else { return issues.append(.alreadyPresenting) }
      presented = id
      knownPresented = id  // the navigator records its own presentation as it makes it
      if let onDismiss { dismissLog[id] = onDismiss }
      transition(animated: animated, shows: false)
    case .dismiss(let animated):
      guard presented != nil else { return issues.append(.nothingToDismiss) }
      dismissTransition(animated: animated)
    }
  }

  private mutating func transition(animated: Bool, shows: Bool = true) {
    if animated && isManual && isInWindow {
      inFlight = true
      inFlightShows = shows
    }
  }

  private mutating func dismissTransition(animated: Bool) {
    if animated && isManual && isInWindow {
      inFlight = true
      inFlightShows = false
      pendingDismissal = true
    } else {
      presented = nil
    }
  }

  // MARK: Host events

  /// The in-flight animated transition finished (the host's completeTransition()).
  mutating func completeTransition(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    guard inFlight else { return }
    inFlight = false
    if pendingDismissal {
      pendingDismissal = false
      presented = nil
    }
    let shows = inFlightShows
    drain(log: &log, issues: &issues)
    if shows { drain(log: &log, issues: &issues) }
  }

  /// A direct stack change on the host: `notified` when the host delivers didShow for it (in the window, new top
  /// or a pop).
  mutating func hostChangedStack(
    to newStack: [Int], showsTop: Bool, animated: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]
  ) {
    stack = newStack
    guard showsTop && isInWindow else { return }
    if animated && isManual {
      inFlight = true
      inFlightShows = true
    } else {
      drain(log: &log, issues: &issues)
    }
  }

  /// A direct dismissal on the host: no callback but the completion (R23), unless it animates in flight.
  mutating func hostDismissed(animated: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    dismissTransition(animated: animated)
  }

  /// A direct presentation on the host: adopted by the navigator without a closure.
  mutating func hostPresented(_ id: Int, animated: Bool) {
    presented = id
    if animated && isManual && isInWindow {
      inFlight = true
      inFlightShows = false
    }
  }

  /// The person pulled the sheet down and let go past the threshold.
  mutating func userDismissed(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    presented = nil
    drain(log: &log, issues: &issues)  // presentationControllerDidDismiss
    drain(log: &log, issues: &issues)  // the transition's end
  }

  /// The host told the navigator something (a swipe ended, a sheet was pulled down): it reconciles.
  mutating func hostNotified(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    drain(log: &log, issues: &issues)
  }

  // MARK: Reconcile

  /// - Returns: Whether a closure ran.
  private mutating func reconcile(log: inout [String]) -> Bool {
    var calledOut = false
    if knownStack != stack {
      let remaining = Set(stack)
      let removed = knownStack.reversed().filter { !remaining.contains($0) }
      knownStack = stack
      for id in removed {
        guard let closure = closures.removeValue(forKey: id) else { continue }
        calledOut = true
        switch closure {
        case .log(let line):
          log.append(line)
        case .logAndPush(let line, let spawn, let animated):
          log.append(line)
          queue.append(.push(spawn, animated: animated, closure: .log("pop:s\(spawn)")))
        case .logAndPushOnHost(let line, let spawn):
          log.append(line)
          stack.append(spawn)  // no didShow reaches the navigator while it reconciles; it sees this next time
        }
      }
    }
    if knownPresented != presented {
      if let ended = knownPresented, let line = dismissLog.removeValue(forKey: ended) {
        log.append(line)
        calledOut = true
      }
      knownPresented = presented
    }
    return calledOut
  }
}
