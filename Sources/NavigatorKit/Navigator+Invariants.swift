// The navigator's bookkeeping invariants, in one place, for tests and randomized checks.

extension Navigator {
  /// Checks that the navigator's bookkeeping matches its host, and returns a description of each broken invariant
  /// (empty when all hold).
  ///
  /// Meaningful when the host is settled: no transition in flight and no queued command. Then the last known stack
  /// is the host's stack, each screen on it appears once (so it has at most one pending `onPop`), no closure is
  /// kept for a screen that left, no push is pending, the host's revision vouches for no stack but the host's, and the
  /// known presentation is the host's.
  package func checkInvariants() -> [String] {
    guard !host.isTransitioning, queue.isEmpty, !isDraining else { return [] }
    var broken: [String] = []
    let current = host.screens
    if known.count != current.count || zip(known, current).contains(where: { $0.screen !== $1 }) {
      broken.append(
        "known stack \(known.map { screenName($0.screen) }) differs from the host's \(current.map(screenName))")
    }
    var seen = Set<ObjectIdentifier>()
    for entry in known where !seen.insert(entry.screen.screenID).inserted {
      broken.append("\(screenName(entry.screen)) is on the known stack twice")
    }
    if let members = known.members, members != seen {
      broken.append("the known stack's membership set differs from its screens")
    }
    if known.members == nil && known.count >= KnownStack.membersFromDepth {
      broken.append("the known stack is \(known.count) deep but keeps no membership set")
    }
    if known.members != nil && known.count < KnownStack.membersUntilDepth {
      broken.append("the known stack is \(known.count) deep but still keeps a membership set")
    }
    if let revision = host.screensRevision, knownRevision == .matched(revision), !known.isExactly(current) {
      broken.append("the host's revision is the one the known stack matched, yet the host's stack differs")
    }
    if let pendingPushScreen, host.screens.contains(where: { $0 === pendingPushScreen }) {
      broken.append("\(screenName(pendingPushScreen)) is on the stack but its onPop was never attached")
    }
    if presentation?.screen !== host.presentedScreen {
      broken.append("known presentation differs from the host's")
    }
    return broken
  }
}
