// The engine: reconcile the known stack with the host's, and apply queued commands while the host is settled.

extension Navigator {
  /// Queues `command`, then reconciles and applies whatever can run now.
  ///
  /// - Returns: What applying the command did, when it ran before returning; `nil` when it was queued.
  func submit(_ command: Command) -> CommandOutcome? {
    submit(command) { apply(command) }
  }

  /// `submit(_:)`, with what applying the command does given directly: in the common case — nothing queued, the
  /// host settled — the hottest calls (push and pop) then neither build nor unpack a `Command`.
  @inline(__always)
  func submit(_ command: @autoclosure () -> Command, applying work: () -> CommandOutcome) -> CommandOutcome? {
    guard queue.isEmpty && !isDraining else {
      queue.append(command())
      drain()
      return nil
    }
    isDraining = true
    defer { isDraining = false }
    guard settle() == .quiet, queue.isEmpty else {
      // Closures run by the reconcile queued commands of their own, or a transition started: this one waits its turn
      // (ahead of theirs, as it was submitted first).
      queue.insert(command(), at: 0)
      runLoop()
      return nil
    }
    // The common case applies the command without a round trip through the queue.
    let result = work()
    runLoop()
    return result
  }

  /// Reconciles and applies queued commands, unless that is already under way further up the call stack.
  func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    runLoop()
  }

  private func runLoop() {
    while true {
      let state = reconcileIfSettled()
      guard !queue.isEmpty, (state == .calledOut ? settle() : state) == .quiet else { return }
      _ = apply(queue.removeFirst())
    }
  }

  /// Reconciles until a pass calls out to nothing, so that the known stack is the host's when a command is applied:
  /// a closure or observer that ran may have changed the host directly.
  private func settle() -> HostState {
    var state = reconcileIfSettled()
    while state == .calledOut { state = reconcileIfSettled() }
    return state
  }

  // MARK: Reconcile

  /// Finds what left the stack and the presentation since the last reconcile, runs its closures and sends events.
  /// Does nothing while the host is transitioning: an interactive pop in progress may still be cancelled.
  @discardableResult
  func reconcileIfSettled() -> HostState {
    let expected = expectation
    expectation = nil
    guard !host.isTransitioning else { return .transitioning }
    let calloutsBefore = callouts
    if !reconcileStack(expecting: expected) {
      reconcilePresentation()
    }
    return callouts == calloutsBefore ? .quiet : .calledOut
  }

  /// - Returns: Whether the host did exactly what the command just applied asked, confirmed in O(1). The
  ///   presentation check is then skipped too: the command did not touch the presentation, and a presentation that
  ///   code called meanwhile made on the host directly (a delegate, an `onPop`) is caught by the full reconcile at the
  ///   next host callback or navigator call — late, never lost.
  @discardableResult
  private func reconcileStack(expecting expected: StackExpectation?) -> Bool {
    let current = host.screens
    // A `switch` rather than `Optional.map`: a closure handed to the standard library from main-actor code pays a
    // dynamic isolation check on every call (see IdentityScan.swift).
    switch expected {
    case .pushed(let pushed)? where confirmPush(of: pushed, in: current):
      announceTop()
      return true
    case .popped(count: 1)? where confirmPop(count: 1, in: current):
      // The most common change, finished without building an array.
      let entry = known.removeTop()
      runOnPop(of: entry)
      emit(.didPop([entry.screen]))
      announceTop()
      // As for every pop: what left, and what its closure captured, is released once the events are sent.
      extendLifetime(entry)
      return true
    case .popped(let count)? where confirmPop(count: count, in: current):
      let removed = known.removeEntries(from: known.count - count)
      finishRemoval(of: removed, topChanged: true)
      return true
    default:
      break
    }
    let prefix = known.commonPrefixCount(with: current)
    // Unchanged, the usual finding at the start of a navigator call: nothing left, nothing new on top.
    guard prefix < known.count || prefix < current.count else { return false }
    // The old top and any new one were alive together when this reconcile began (one on the known stack, the other
    // on the host's), so their identities differ exactly when they are different screens.
    let oldTop = known.topID
    let removed = reconcileByComparing(with: current, commonPrefix: prefix)
    finishRemoval(of: removed, topChanged: known.topID != oldTop)
    return false
  }

  /// Runs the closures of the entries that left, top-most first, then sends didPop and, when the top changed, didShow.
  /// The entries, and what their closures captured, are released once the events are sent.
  private func finishRemoval(of removed: [StackEntry], topChanged: Bool) {
    for entry in removed {
      runOnPop(of: entry)
    }
    if !removed.isEmpty {
      emit(.didPop(removed.map(\.screen)))
    }
    if topChanged {
      announceTop()
    }
    extendLifetime(removed)
  }

  /// Whether the host's stack is the known one with the screen identified by `pushed` on top, checked in O(1); if so,
  /// puts that screen on the known stack with its pending `onPop`.
  private func confirmPush(of pushed: ObjectIdentifier, in current: [any Screen]) -> Bool {
    guard current.count == known.count + 1, ObjectIdentifier(current[known.count]) == pushed else { return false }
    if let pending = takePendingPush(of: pushed) {
      // The screen and closure handed over field by field: passing the entry whole would copy both.
      known.append(pending.screen, onPop: pending.onPop)
    } else {
      known.append(current[known.count], onPop: nil)
    }
    return true
  }

  /// Whether the host's stack is the known one with the top `count` screens popped, checked in O(1). The caller
  /// removes them.
  private func confirmPop(count: Int, in current: [any Screen]) -> Bool {
    let remaining = known.count - count
    return count > 0 && remaining > 0 && current.count == remaining
      && current[remaining - 1] === known.screens[remaining - 1]
  }

  /// Updates the known stack to the host's, which differs above their common prefix of `prefix` screens, and returns
  /// what left, top-most first.
  private func reconcileByComparing(with current: [any Screen], commonPrefix prefix: Int) -> [StackEntry] {
    let above = known.removeEntries(from: prefix)
    var removed: [StackEntry] = []
    var survivors: [ObjectIdentifier: StackEntry] = [:]
    if prefix < current.count && !above.isEmpty {
      // Screens were removed and others added or reordered: keep the closures of screens that stayed.
      let remaining = Set(current[prefix...].lazy.map(\.screenID))
      for entry in above {
        if remaining.contains(entry.screen.screenID) {
          survivors[entry.screen.screenID] = entry
        } else {
          removed.append(entry)
        }
      }
    } else {
      removed = above
    }
    for screen in current[prefix...] {
      if let entry = survivors[screen.screenID] {
        known.append(entry)
      } else if let pending = takePendingPush(of: screen.screenID) {
        known.append(pending)
      } else {
        known.append(StackEntry(screen: screen, onPop: nil))
      }
    }
    // A push the host has not carried out yet keeps its closure until the screen shows up: UIKit defers a push made
    // while it still finishes a transition (R20). The next push replaces it.
    return removed
  }

  /// Takes the pending push if it is the screen with identity `screen`, moving it out rather than copying it.
  private func takePendingPush(of screen: ObjectIdentifier) -> StackEntry? {
    guard let pending = pendingPush.take() else { return nil }
    guard ObjectIdentifier(pending.screen) == screen else {
      pendingPush = pending
      return nil
    }
    return pending
  }

  private func runOnPop(of entry: StackEntry) {
    guard let onPop = entry.onPop else { return }
    callouts += 1
    onPop()
  }

  /// Sends didShow for the top screen, after a reconcile that put a new screen on top. A confirmed push or pop always
  /// does; a compared change does when the top is another screen than before. Screens that came and went between two
  /// reconciles, or a top that went and came back (a cancelled swipe), are not announced.
  private func announceTop() {
    if !observations.isEmpty, let top = known.top {
      emit(.didShow(top))
    }
  }

  private func reconcilePresentation() {
    let current = host.presentedScreen
    guard current !== presentation?.screen else { return }
    if let ended = presentation {
      presentation = nil
      if let onDismiss = ended.onDismiss {
        callouts += 1
        onDismiss()
      }
      emit(.didDismiss(ended.screen))
    }
    if let adopted = current, presentation == nil {
      // Presented on the host directly: adopt it so that its end is reported too.
      presentation = Presentation(screen: adopted, onDismiss: nil)
      emit(.didPresent(adopted))
    }
  }

  /// Sends `event` to every observer. With none, the event is not even built: building one retains its screens.
  @inline(__always)
  func emit(_ event: @autoclosure () -> NavigationEvent) {
    guard !observations.isEmpty else { return }
    deliver(event())
  }

  private func deliver(_ event: NavigationEvent) {
    callouts += 1
    var sawEnded = false
    for observation in observations {
      if let handler = observation.value?.handler {
        handler(event)
      } else {
        sawEnded = true
      }
    }
    if sawEnded {
      observations.removeAll { $0.value?.isCancelled ?? true }
    }
  }

  // MARK: Apply

  /// Validates `command` against the settled host and carries it out, or reports why not.
  private func apply(_ command: Command) -> CommandOutcome {
    switch command {
    case .push(let screen, let animated, let onPop, let onRefused):
      return applyPush(screen, animated: animated, onPop: onPop, onRefused: onRefused)
    case .pop(let animated):
      return applyPop(animated: animated)
    case .popTo(let target, let animated):
      guard let index = known.lastIndex(of: target) else {
        report(
          .screenNotInStack, "Navigator.pop(to:animated:)",
          "\(screenName(target)) is not on the stack (UIKit would raise NSInternalInconsistencyException). "
            + "Pop to a screen from `navigator.screens`, or use popToRoot(animated:).")
        return .refused
      }
      guard index < known.count - 1 else { return .done }
      let popped = known.screensTopMostFirst(from: index + 1)
      host.pop(to: target, animated: animated)
      expectation = .popped(count: popped.count)
      return .poppedMany(popped)
    case .popToRoot(let animated):
      guard known.count > 1 else { return .done }
      let popped = known.screensTopMostFirst(from: 1)
      host.popToRoot(animated: animated)
      expectation = .popped(count: popped.count)
      return .poppedMany(popped)
    case .setScreens(let screens, let animated):
      guard validateNewStack(screens) else { return .refused }
      host.setScreens(screens, animated: animated)
      return .done
    case .present(let screen, let animated, let onDismiss, let onRefused):
      guard applyPresent(screen, animated: animated, onDismiss: onDismiss) else {
        onRefused?()
        return .refused
      }
      return .done
    case .dismiss(let animated):
      guard host.presentedScreen != nil else {
        report(
          .nothingToDismiss, "Navigator.dismiss(animated:)",
          "Nothing is presented, so there is nothing to dismiss. Check `navigator.presentedScreen` first; a "
            + "presentation the person already dismissed has run its onDismiss.")
        return .refused
      }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      return .done
    case .popOff(let root, let animated):
      guard let index = known.lastIndex(of: root) else { return .done }
      guard index > 0 else {
        // A stack cannot lose its root: the screens above it go, the root stays, and the flow that began with it
        // ends here.
        let onPop = known.takeOnPop(at: 0)
        let outcome = apply(.popToRoot(animated: animated))
        if let onPop {
          callouts += 1
          onPop()
        }
        return outcome
      }
      return apply(.popTo(known.screens[index - 1], animated: animated))
    case .dismissPresentation(let screen, let animated):
      guard host.presentedScreen === screen else { return .done }
      return apply(.dismiss(animated: animated))
    }
  }

  func applyPush(
    _ screen: any Screen, animated: Bool, onPop: (@MainActor () -> Void)?, onRefused: (@MainActor () -> Void)?
  ) -> CommandOutcome {
    let call = "Navigator.push(_:animated:onPop:)"
    if hostTypes.isHost(screen) {
      report(
        .hostPushedAsScreen, call,
        "\(screenName(screen)) is a navigation stack and cannot be pushed onto another (UIKit raises an "
          + "exception). Push its screens instead, or present it.")
      onRefused?()
      return .refused
    }
    // Commands are applied only right after a quiet reconcile: the known stack is the host's.
    if known.contains(screen) {
      report(
        .screenAlreadyInStack, call,
        "\(screenName(screen)) is already on the stack; pushing the same instance twice is not supported "
          + "(UIKit raises NSInvalidArgumentException). Create a new screen, or pop(to:) the existing one.")
      onRefused?()
      return .refused
    }
    pendingPush = StackEntry(screen: screen, onPop: onPop)
    host.push(screen, animated: animated)
    expectation = .pushed(ObjectIdentifier(screen))
    return .done
  }

  func applyPop(animated: Bool) -> CommandOutcome {
    // Commands are applied only right after a quiet reconcile: the known stack is the host's.
    guard known.count > 1 else {
      report(
        .nothingToPop, "Navigator.pop(animated:)",
        "Only the root screen is on the stack, so there is nothing to pop. Check `navigator.screens.count > 1` "
          + "first, or dismiss the flow if it was presented.")
      return .refused
    }
    // What the host hands back is what it popped; the reconcile that follows checks the stack itself.
    let popped = host.pop(animated: animated)
    expectation = .popped(count: 1)
    guard let popped else { return .done }
    return .popped(popped)
  }

  private func validateNewStack(_ screens: [any Screen]) -> Bool {
    let call = "Navigator.setScreens(_:animated:)"
    if screens.isEmpty {
      report(
        .emptyStack, call,
        "A navigation stack needs at least a root screen. Pass the root, or dismiss the flow instead.")
      return false
    }
    if let nested = screens.first(where: { hostTypes.isHost($0) }) {
      report(
        .hostPushedAsScreen, call,
        "\(screenName(nested)) is a navigation stack and cannot be a screen of another. Pass its screens instead.")
      return false
    }
    var seen = Set<ObjectIdentifier>(minimumCapacity: screens.count)
    if let duplicate = screens.first(where: { !seen.insert($0.screenID).inserted }) {
      report(
        .duplicateScreens, call,
        "\(screenName(duplicate)) appears more than once; all screens on a stack must be distinct (UIKit raises "
          + "NSInternalInconsistencyException). Remove the duplicate.")
      return false
    }
    return true
  }

  /// - Returns: Whether the screen was handed to the host.
  private func applyPresent(_ screen: any Screen, animated: Bool, onDismiss: (@MainActor () -> Void)?) -> Bool {
    let call = "Navigator.present(_:animated:onDismiss:)"
    if let presented = host.presentedScreen {
      report(
        .alreadyPresenting, call,
        "\(screenName(presented)) is already presented, so \(screenName(screen)) cannot be (UIKit would present "
          + "nothing and never call back). Dismiss first, or present from the presented flow's own navigator.")
      return false
    }
    if screen === host || known.contains(screen) {
      report(
        .presentingScreenInStack, call,
        "\(screenName(screen)) is on this navigator's stack and cannot also be presented from it. Present a new "
          + "screen.")
      return false
    }
    presentation = Presentation(screen: screen, onDismiss: onDismiss)
    host.presentScreen(screen, animated: animated) { [weak self] in
      self?.emit(.didPresent(screen))
    }
    if host.presentedScreen !== screen {
      // The host refused; it will never call back, and nothing was presented to be dismissed.
      presentation = nil
      return false
    }
    return true
  }
}
