// The engine: reconcile the known stack with the host's, and apply queued commands while the host is settled.

extension Navigator {
  /// Queues `command`, then reconciles and applies whatever can run now.
  ///
  /// - Returns: What the command popped, top-most first, when it ran before returning; `nil` when it was queued
  ///   or refused.
  func submit(_ command: Command) -> [any Screen]? {
    let runsNow = queue.isEmpty && !isDraining
    queue.append(command)
    guard runsNow else {
      drain()
      return nil
    }
    isDraining = true
    defer { isDraining = false }
    reconcileIfSettled()
    guard !host.isTransitioning else { return nil }
    let result = apply(queue.removeFirst())
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
      reconcileIfSettled()
      guard !host.isTransitioning, !queue.isEmpty else { return }
      _ = apply(queue.removeFirst())
    }
  }

  // MARK: Reconcile

  /// Finds what left the stack and the presentation since the last reconcile, runs its closures and sends events.
  /// Does nothing while the host is transitioning: an interactive pop in progress may still be cancelled.
  func reconcileIfSettled() {
    guard !host.isTransitioning else { return }
    reconcileStack()
    reconcilePresentation()
  }

  private func reconcileStack() {
    let current = host.screens
    var prefix = 0
    let common = min(known.count, current.count)
    while prefix < common && known[prefix].screen === current[prefix] { prefix += 1 }

    var removed: [StackEntry] = []
    if prefix < known.count || prefix < current.count {
      var survivors: [ObjectIdentifier: StackEntry] = [:]
      if prefix < current.count && prefix < known.count {
        // Screens were removed and others added or reordered: keep the closures of screens that stayed.
        let remaining = Set(current[prefix...].lazy.map(\.screenID))
        for entry in known[prefix...] {
          if remaining.contains(entry.screen.screenID) {
            survivors[entry.screen.screenID] = entry
          } else {
            removed.append(entry)
          }
        }
      } else if prefix < known.count {
        removed.append(contentsOf: known[prefix...])
      }
      known.removeSubrange(prefix...)
      for screen in current[prefix...] {
        if let entry = survivors[screen.screenID] {
          known.append(entry)
        } else if let pending = pendingPush, pending.screen === screen {
          known.append(pending)
          pendingPush = nil
        } else {
          known.append(StackEntry(screen: screen, onPop: nil))
        }
      }
      removed.reverse()
    }
    // A push the host has not carried out yet keeps its closure until the screen shows up: UIKit defers a push made
    // while it still finishes a transition (R20). The next push replaces it.

    for entry in removed {
      entry.onPop?()
    }
    if !removed.isEmpty {
      emit(.didPop(removed.map(\.screen)))
    }
    if let top = known.last?.screen, top !== announcedTop {
      announcedTop = top
      emit(.didShow(top))
    }
  }

  private func reconcilePresentation() {
    let current = host.presentedScreen
    guard current !== presentation?.screen else { return }
    if let ended = presentation {
      presentation = nil
      ended.onDismiss?()
      emit(.didDismiss(ended.screen))
    }
    if let adopted = current, presentation == nil {
      // Presented on the host directly: adopt it so that its end is reported too.
      presentation = Presentation(screen: adopted, onDismiss: nil)
      emit(.didPresent(adopted))
    }
  }

  func emit(_ event: NavigationEvent) {
    guard !observations.isEmpty else { return }
    for observation in observations {
      observation.value?.handler?(event)
    }
    observations.removeAll { $0.value?.isCancelled ?? true }
  }

  // MARK: Apply

  /// Validates `command` against the settled host and carries it out, or reports why not.
  private func apply(_ command: Command) -> [any Screen]? {
    switch command {
    case .push(let screen, let animated, let onPop, let onRefused):
      let result = applyPush(screen, animated: animated, onPop: onPop)
      if result == nil { onRefused?() }
      return result
    case .pop(let animated):
      let current = host.screens
      guard current.count > 1 else {
        report(
          .nothingToPop, "Navigator.pop(animated:)",
          "Only the root screen is on the stack, so there is nothing to pop. Check `navigator.screens.count > 1` "
            + "first, or dismiss the flow if it was presented.")
        return nil
      }
      host.pop(animated: animated)
      return [current[current.count - 1]]
    case .popTo(let target, let animated):
      let current = host.screens
      guard let index = current.lastIndex(where: { $0 === target }) else {
        report(
          .screenNotInStack, "Navigator.pop(to:animated:)",
          "\(screenName(target)) is not on the stack (UIKit would raise NSInternalInconsistencyException). "
            + "Pop to a screen from `navigator.screens`, or use popToRoot(animated:).")
        return nil
      }
      guard index < current.count - 1 else { return [] }
      host.pop(to: target, animated: animated)
      return current[(index + 1)...].reversed()
    case .popToRoot(let animated):
      let current = host.screens
      guard current.count > 1 else { return [] }
      host.popToRoot(animated: animated)
      return current[1...].reversed()
    case .setScreens(let screens, let animated):
      guard validateNewStack(screens) else { return nil }
      host.setScreens(screens, animated: animated)
      return nil
    case .present(let screen, let animated, let onDismiss, let onRefused):
      if !applyPresent(screen, animated: animated, onDismiss: onDismiss) { onRefused?() }
      return nil
    case .dismiss(let animated):
      guard host.presentedScreen != nil else {
        report(
          .nothingToDismiss, "Navigator.dismiss(animated:)",
          "Nothing is presented, so there is nothing to dismiss. Check `navigator.presentedScreen` first; a "
            + "presentation the person already dismissed has run its onDismiss.")
        return nil
      }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      return nil
    }
  }

  private func applyPush(_ screen: any Screen, animated: Bool, onPop: (@MainActor () -> Void)?) -> [any Screen]? {
    let call = "Navigator.push(_:animated:onPop:)"
    if screen is any NavigationHost {
      report(
        .hostPushedAsScreen, call,
        "\(screenName(screen)) is a navigation stack and cannot be pushed onto another (UIKit raises an "
          + "exception). Push its screens instead, or present it.")
      return nil
    }
    if host.screens.contains(where: { $0 === screen }) {
      report(
        .screenAlreadyInStack, call,
        "\(screenName(screen)) is already on the stack; pushing the same instance twice is not supported "
          + "(UIKit raises NSInvalidArgumentException). Create a new screen, or pop(to:) the existing one.")
      return nil
    }
    pendingPush = StackEntry(screen: screen, onPop: onPop)
    host.push(screen, animated: animated)
    return []
  }

  private func validateNewStack(_ screens: [any Screen]) -> Bool {
    let call = "Navigator.setScreens(_:animated:)"
    if screens.isEmpty {
      report(
        .emptyStack, call,
        "A navigation stack needs at least a root screen. Pass the root, or dismiss the flow instead.")
      return false
    }
    if let nested = screens.first(where: { $0 is any NavigationHost }) {
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
    if screen === host || host.screens.contains(where: { $0 === screen }) {
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
