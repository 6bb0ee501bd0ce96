import NavigatorKit

/// The time of headless SwiftUI stacks: their animations and a ``NavigatorKit/NavigationPathHost``'s waits, run
/// only when a test advances it.
///
/// SwiftUI reads what the app wrote to its bindings once per run-loop turn, so several writes made in one turn are
/// one update (S4 in <doc:NavigatorKit/SwiftUIRules>). The run loop models that: a ``HeadlessNavigationStack`` takes in the app's
/// writes at the end of the turn — when the test calls ``advance(by:)`` or ``settle(limit:)``, or acts as the person —
/// never in the middle of the app's code.
///
/// Share one run loop between the stacks of an app (the tabs, the stacks in sheets) and the hosts they bind.
///
/// ```swift
/// let runLoop = HeadlessRunLoop()
/// let host = NavigationPathHost(scheduler: runLoop)
/// let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
/// let navigator = Navigator(host: host)
/// navigator.push(HeadlessScreen("Home"))
/// runLoop.settle()
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public final class HeadlessRunLoop: NavigationPathScheduler {
  /// How much time has passed since the run loop was made.
  public private(set) var now: Duration = .zero

  /// What runs when its time comes, in time order, then in the order it was scheduled.
  private var timers: [(at: Duration, order: Int, action: @MainActor () -> Void)] = []
  private var scheduled = 0

  /// What runs at the end of the current turn: the stacks that the app wrote to.
  private var endOfTurn: [@MainActor () -> Void] = []

  /// Creates a run loop at time zero.
  public init() {}

  /// Runs `action` when `delay` has passed on this run loop's time.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    scheduled += 1
    timers.append((now + delay, scheduled, action))
  }

  /// Ends the current turn: every stack takes in what the app wrote to its bindings since the last turn.
  public func endTurn() {
    while !endOfTurn.isEmpty {
      let actions = endOfTurn
      endOfTurn.removeAll()
      for action in actions { action() }
    }
  }

  /// Lets `duration` pass: ends the turn, then runs every animation end and wait that comes due, in time order, each
  /// followed by the end of its turn.
  ///
  /// - Parameter duration: How much time passes.
  public func advance(by duration: Duration) {
    let end = now + duration
    endTurn()
    while let next = nextTimer(), timers[next].at <= end {
      let timer = timers.remove(at: next)
      now = timer.at
      timer.action()
      endTurn()
    }
    now = end
  }

  /// Lets time pass until nothing is left to run: every animation is over and every host has settled.
  ///
  /// An interactive transition never ends by itself: it waits for the test to finish or cancel it.
  ///
  /// - Parameter limit: How many timers may run before it gives up, so that two writers that undo each other's
  ///   writes for ever stop the test instead of hanging it.
  /// - Returns: Whether everything settled within `limit` timers.
  @discardableResult
  public func settle(limit: Int = 10_000) -> Bool {
    endTurn()
    var count = 0
    while let next = nextTimer() {
      guard count < limit else { return false }
      count += 1
      let timer = timers.remove(at: next)
      now = max(now, timer.at)
      timer.action()
      endTurn()
    }
    return true
  }

  /// Whether anything waits for time to pass.
  public var hasPendingWork: Bool { !timers.isEmpty || !endOfTurn.isEmpty }

  func runAtEndOfTurn(_ action: @escaping @MainActor () -> Void) {
    endOfTurn.append(action)
  }

  private func nextTimer() -> Int? {
    timers.indices.min { (timers[$0].at, timers[$0].order) < (timers[$1].at, timers[$1].order) }
  }
}
