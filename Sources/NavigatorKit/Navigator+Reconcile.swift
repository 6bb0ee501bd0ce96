// The reconcile: compare the stack the navigator last knew with the host's, run the closures of what left, and send
// the events. It is the only place where `onPop` closures run.

/// What a reconcile found the host doing.
enum HostState {
  /// A transition is in flight: nothing was decided.
  case transitioning
  /// Settled, and the reconcile ran no closure and sent no event: the known stack is the host's.
  case quiet
  /// Settled, but closures or observers ran, and may have changed the host behind the navigator's back.
  case calledOut
}

extension Navigator {
  /// Finds what left the stack and the presentation since the last reconcile, runs its closures and sends events.
  /// Does nothing while the host is transitioning: an interactive pop in progress may still be cancelled.
  func reconcile() -> HostState {
    guard !host.isTransitioning else { return .transitioning }
    let calloutsBefore = callouts
    reconcileStack()
    reconcilePresentation()
    return callouts == calloutsBefore ? .quiet : .calledOut
  }

  /// Brings the known stack to the host's.
  ///
  /// The comparison is complete — every screen of both stacks is accounted for, whatever changed the host: the
  /// navigator's own command, app code that ran inside it (a navigation-controller delegate changes the stack from
  /// `willShow`), or a call made on the host directly — and it is cheap by design: O(1) when the host hands back the
  /// array the navigator saw last (see `KnownStack.commonPrefixCount(with:)`), else one pass over the common part.
  /// What the comparison found then takes the cheapest way: screens added on top, screens removed from the top, or
  /// anything else.
  private func reconcileStack() {
    let current = host.screens
    let prefix = known.commonPrefixCount(with: current)
    let knownCount = known.count
    if prefix == knownCount {
      // Unchanged (the usual finding at the start of a navigator call), or screens added on top: a push.
      if prefix < current.count {
        var position = prefix
        while position < current.count {
          appendAdopting(current[position])
          position += 1
        }
        announceTop()
      }
    } else if prefix == current.count && knownCount - prefix == 1 {
      // The most common removal, the top screen popped, finished without building an array.
      let entry = known.removeTop()
      runOnPop(of: entry)
      emit(.didPop([entry.screen]))
      announceTop()
      // As for every removal: what left, and what its closure captured, is released once the events are sent.
      extendLifetime(entry)
    } else {
      // The old top and any new one were alive together when this reconcile began (one on the known stack, the
      // other on the host's), so their identities differ exactly when they are different screens.
      let oldTop = known.topID
      let removed = reconcileByComparing(with: current, commonPrefix: prefix)
      finishRemoval(of: removed, topChanged: known.topID != oldTop)
    }
    if pendingPushWasShown, let left = pendingPush.take() {
      // The host showed the pushed screen, yet it is not on the stack: app code inside the push (a delegate's didShow)
      // removed it before this reconcile could see it.
      pendingPushWasShown = false
      runOnPop(of: left)
      emit(.didPop([left.screen]))
      extendLifetime(left)
    }
    known.rememberHostStack(current)
  }

  /// Puts `screen`, found on the host's stack above the known one, on the known stack: with its `onPop` when it is
  /// the pending push.
  private func appendAdopting(_ screen: any Screen) {
    if let pending = takePendingPush(of: screen.screenID) {
      // The screen and closure handed over field by field: passing the entry whole would copy both.
      known.append(pending.screen, onPop: pending.onPop)
    } else {
      known.append(screen, onPop: nil)
    }
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
      } else {
        appendAdopting(screen)
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
    pendingPushWasShown = false
    return pending
  }

  private func runOnPop(of entry: StackEntry) {
    guard let onPop = entry.onPop else { return }
    callouts += 1
    onPop()
  }

  /// Sends didShow for the top screen, after a reconcile that put a new screen on top. Screens that came and went
  /// between two reconciles, or a top that went and came back (a cancelled swipe), are not announced.
  private func announceTop() {
    if !observations.isEmpty, let top = known.top {
      emit(.didShow(top))
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
}
