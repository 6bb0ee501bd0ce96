// The navigator's bookkeeping invariants, in one place, for tests and randomized checks.

extension Navigator {
  /// Checks that the navigator's bookkeeping matches its host, and returns a description of each broken invariant
  /// (empty when all hold).
  ///
  /// Meaningful when the host is settled: no transition in flight and no queued command. Then the last known stack
  /// is the host's stack, each screen on it appears once (so it has at most one pending `onPop`), no closure is
  /// kept for a screen that left, no push is pending, and the known presentation is the host's.
  package func checkInvariants() -> [String] {
    guard !host.isTransitioning, queue.isEmpty, !isRunning else { return [] }
    var broken: [String] = []
    let current = host.screens
    if known.count != current.count || zip(known.entries, current).contains(where: { $0.screen !== $1 }) {
      broken.append(
        "known stack \(known.entries.map { screenName($0.screen) }) differs from the host's \(current.map(screenName))")
    }
    var seen = Set<ObjectIdentifier>()
    for entry in known.entries where !seen.insert(entry.screen.screenID).inserted {
      broken.append("\(screenName(entry.screen)) is on the known stack twice")
    }
    if let pendingPushScreen = pendingPush?.screen, host.screens.contains(where: { $0 === pendingPushScreen }) {
      broken.append("\(screenName(pendingPushScreen)) is on the stack but its onPop was never attached")
    }
    if presentation?.screen !== host.presentedScreen {
      broken.append("known presentation differs from the host's")
    }
    return broken
  }
}
