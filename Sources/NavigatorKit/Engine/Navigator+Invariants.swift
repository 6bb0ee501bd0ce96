// The navigator's bookkeeping invariants, in one place: checked by the engine's loop whenever it ends with the host
// settled when the package is built with its `InternalChecks` trait (as its own tests and CI build it), and by tests.

extension Navigator {
  /// Checks that the navigator's bookkeeping matches its host, and returns a description of each broken invariant
  /// (empty when all hold).
  ///
  /// Meaningful when the host is settled: no transition in flight and no queued command. Then the last known stack
  /// is the host's stack, each screen on it appears once (so it has at most one pending `onPop`), no closure is
  /// kept for a screen that left, a pending push is not on the host's stack (it would have been adopted), and the known
  /// presentation is the host's.
  package func checkInvariants() -> [String] {
    guard !host.isTransitioning, queue.isEmpty, !isRunning else { return [] }
    var broken: [String] = []
    let current = host.screens
    if known.count != current.count || zip(known.records, current).contains(where: { $0.screen !== $1 }) {
      broken.append(
        "known stack \(known.records.map { screenName($0.screen) }) differs from the host's \(current.map(screenName))")
    }
    var seen = Set<ObjectIdentifier>()
    for entry in known.records where !seen.insert(entry.screen.screenID).inserted {
      broken.append("\(screenName(entry.screen)) is on the known stack twice")
    }
    for pending in known.pendingPushes where current.contains(where: { $0 === pending.screen }) {
      broken.append("\(screenName(pending.screen)) is on the stack but its record was never attached")
    }
    if presentation?.screen !== host.presentedScreen {
      broken.append("known presentation differs from the host's")
    }
    return broken
  }

  #if InternalChecks
    /// Stops at a broken invariant: what the loop checks as it ends, in the package's own test runs.
    func assertInvariants() {
      let broken = checkInvariants()
      precondition(broken.isEmpty, "NavigatorKit: broken invariant after the navigator's loop: \(broken)")
    }
  #endif
}
