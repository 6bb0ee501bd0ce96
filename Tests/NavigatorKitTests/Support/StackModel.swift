import NavigatorKit

/// A plain reference model of one tab: its stack, presentation and queued navigator commands, with the closures
/// that must run, written from the rules rather than from the navigator's code.
///
/// Screens are numbers. A command given while a transition is in flight waits in `queue`; every change is
/// "reconciled" — closures of screens that left since the last time run, top-most first — when the navigator would
/// hear of it: at a navigator call, after each applied command, and when a transition ends or a shown stack
/// reports didShow — which, for changes made off the window, is when the stack is back in it with another top
/// screen. Non-animated direct dismissals stay unreconciled until then.
///
/// The tabs of one tab bar share what is presented (``SharedPresentation``); each tab's navigator learns of a change
/// at its own next reconcile.
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
  /// What the tab bar presents, in the presenting context shared with the other tabs.
  let shared: SharedPresentation
  /// This tab's index, recorded as the presenter of what it presents.
  let index: Int
  /// What this tab presented: a presentation belongs to the tab that made it, and only its host reports it.
  var presented: Int? { shared.presenterTab == index ? shared.presented : nil }
  private(set) var isInWindow = true
  var isManual: Bool
  /// The top screen when the stack left the window: shown again with another top, the host announces it.
  private var topWhenHidden: Int?
  /// The stack as it was when the interactive transition whose finger is down began.
  private var stackBeforeInteraction: [Int] = []
  /// The stack a cancelled interactive transition restores when its settle animation ends.
  private var pendingRestore: [Int]?
  /// Whether the in-flight transition is a sheet the person pulled down and let go past the threshold.
  private var pendingUserDismissal = false
  /// Whether the in-flight transition presents or dismisses: the shared presentation is animating meanwhile.
  private var inFlightIsPresentation = false
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

  init(root: Int, isManual: Bool, index: Int, shared: SharedPresentation) {
    stack = [root]
    knownStack = [root]
    self.isManual = isManual
    self.index = index
    self.shared = shared
  }

  var isReconciled: Bool { knownStack == stack && knownPresented == presented }

  // MARK: Navigator calls

  mutating func navigatorCall(_ command: Command, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    queue.append(command)
    drain(log: &log, issues: &issues)
  }

  /// The navigator's loop: while the host is settled, reconcile until no closure runs (one may have changed the host
  /// directly), then apply the next command.
  mutating func drain(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    while !inFlight {
      while reconcile(log: &log) {}
      guard !queue.isEmpty else { return }
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
      // Another tab's presentation is up: the host refuses, as UIKit does (R21a), and the closure never runs.
      guard shared.presented == nil else { return }
      shared.present(id, by: index)
      knownPresented = id  // the navigator records its own presentation as it makes it
      if let onDismiss { dismissLog[id] = onDismiss }
      // Applied by the navigator: the host's end of transition reaches it while it is busy, and is ignored.
      _ = presentationTransition(animated: animated)
    case .dismiss(let animated):
      guard presented != nil else { return issues.append(.nothingToDismiss) }
      // The navigator hands the dismissal to the host, which ignores it while another tab's presentation animates.
      _ = dismissTransition(animated: animated)
    }
  }

  private mutating func transition(animated: Bool) {
    if animated && isManual && isInWindow {
      inFlight = true
      inFlightShows = true
    }
  }

  /// - Returns: Whether the animated presentation ended at once: the host then tells the navigator.
  private mutating func presentationTransition(animated: Bool) -> Bool {
    if animated && isManual && isInWindow {
      inFlight = true
      inFlightShows = false
      inFlightIsPresentation = true
      shared.isAnimating = true
      return false
    }
    return animated
  }

  /// - Returns: Whether an animated dismissal ended at once: the host then tells the navigator.
  private mutating func dismissTransition(animated: Bool) -> Bool {
    guard !shared.isAnimating else { return false }  // "…while a presentation or dismiss is in progress!"
    if animated && isManual && isInWindow {
      pendingDismissal = true
      return presentationTransition(animated: true)
    }
    shared.end()
    return animated
  }

  // MARK: Host events

  /// The in-flight animated transition finished (the host's completeTransition()).
  mutating func completeTransition(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    guard inFlight else { return }
    inFlight = false
    if inFlightIsPresentation {
      inFlightIsPresentation = false
      shared.isAnimating = false
    }
    if let restore = pendingRestore {
      pendingRestore = nil
      stack = restore
    }
    // A finished pull-down tells the navigator twice (didDismiss, then the end); so does a transition that shows a
    // new top (didShow, then the end); any other transition once, at its end.
    let twice = inFlightShows || pendingUserDismissal
    if pendingDismissal || pendingUserDismissal {
      pendingDismissal = false
      pendingUserDismissal = false
      shared.end()
    }
    drain(log: &log, issues: &issues)
    if twice { drain(log: &log, issues: &issues) }
  }

  /// A direct stack change on the host: the navigator hears of it when the host delivers didShow (in the window,
  /// new top or a pop) and, for an animated one, again when the transition ends.
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
      if animated { drain(log: &log, issues: &issues) }
    }
  }

  /// A direct dismissal on the host: no callback but the completion (rule R23), and the end of an animated
  /// transition.
  mutating func hostDismissed(animated: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    if dismissTransition(animated: animated) { drain(log: &log, issues: &issues) }
  }

  /// A direct presentation on the host: adopted by the navigator without a closure.
  mutating func hostPresented(_ id: Int, animated: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    guard shared.presented == nil else { return }  // refused while another tab's presentation is up (R21a)
    shared.present(id, by: index)
    if presentationTransition(animated: animated) { drain(log: &log, issues: &issues) }
  }

  // MARK: Interactive transitions

  /// The finger touched: a swipe-back or an interactive push changed the stack to `newStack`.
  mutating func interactionBegan(changingTo newStack: [Int]) {
    stackBeforeInteraction = stack
    stack = newStack
  }

  /// The finger lifted. The settle animation runs (rule R10a): in flight in manual mode, at once otherwise; a
  /// finished transition then tells the navigator twice (didShow, the end), a cancelled one once, with the stack
  /// restored.
  mutating func interactionLifted(finishing: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    if isManual {
      inFlight = true
      inFlightShows = finishing
      pendingRestore = finishing ? nil : stackBeforeInteraction
      return
    }
    if !finishing { stack = stackBeforeInteraction }
    drain(log: &log, issues: &issues)
    if finishing { drain(log: &log, issues: &issues) }
  }

  /// The person grabbed the screen again during the settle animation: the finger is down again.
  mutating func interactionRegrabbed() {
    inFlight = false
    inFlightShows = false
    pendingRestore = nil
  }

  /// The person let go of a sheet being pulled down. A finished pull-down tells the navigator twice
  /// (presentationControllerDidDismiss, then the end of the transition), a cancelled one once.
  mutating func pullDownLifted(finishing: Bool, log: inout [String], issues: inout [NavigationIssue.Kind]) {
    if isManual {
      inFlight = true
      inFlightShows = false
      inFlightIsPresentation = true
      shared.isAnimating = true
      pendingUserDismissal = finishing
      return
    }
    if finishing {
      shared.end()
      drain(log: &log, issues: &issues)
    }
    drain(log: &log, issues: &issues)
  }

  // MARK: The window

  /// The tab was unselected: the host remembers its top screen.
  mutating func leaveWindow() {
    guard isInWindow else { return }
    isInWindow = false
    topWhenHidden = stack.last
  }

  /// The tab was selected: with another top than it left with, the host delivers the show callbacks it deferred
  /// (rule R9c), and the navigator reconciles.
  mutating func enterWindow(log: inout [String], issues: inout [NavigationIssue.Kind]) {
    guard !isInWindow else { return }
    isInWindow = true
    guard let top = stack.last, top != topWhenHidden else { return }
    topWhenHidden = nil
    drain(log: &log, issues: &issues)
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
          stack.append(spawn)  // no didShow reaches the navigator while it reconciles; its next pass sees this
        }
      }
    }
    if knownPresented != presented {
      // This tab's presentation ended (or one made on its host directly was adopted): its closure runs if it has one.
      if let ended = knownPresented, let line = dismissLog.removeValue(forKey: ended) {
        log.append(line)
        calledOut = true
      }
      knownPresented = presented
    }
    return calledOut
  }
}

/// What a tab bar presents: one presenting context for all its tabs (rule R21a), whose presentation belongs to the tab
/// that made it.
final class SharedPresentation {
  /// The presented screen.
  private(set) var presented: Int?
  /// The tab whose host presented it: the one that runs its pull-down.
  private(set) var presenterTab: Int?
  /// Whether a presentation or dismissal animates; a dismissal meanwhile is ignored.
  var isAnimating = false

  func present(_ id: Int, by tab: Int) {
    presented = id
    presenterTab = tab
  }

  func end() {
    presented = nil
    presenterTab = nil
  }
}
