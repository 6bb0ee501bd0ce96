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
  ///
  /// - Parameter stackOnly: Whether to leave the presentation alone, right after a command that did not touch it.
  func reconcile(stackOnly: Bool) -> HostState {
    guard !host.isTransitioning else { return .transitioning }
    var calledOut = reconcileStack(rightAfterStackCommand: stackOnly)
    if !stackOnly {
      calledOut = reconcilePresentation() || calledOut
    }
    return calledOut ? .calledOut : .quiet
  }

  /// Brings the known stack to the host's (see `KnownStack.absorb(_:revision:pendingPushWasShown:)`), then runs the closures of the screens
  /// that left, top-most first, and sends didPop and, when the top changed, didShow.
  ///
  /// What left, and what its closure captured, is released once the events are sent. Screens that came and went
  /// between two reconciles without being shown, or a top that went and came back (a cancelled swipe), are not
  /// announced.
  ///
  /// - Parameter rightAfterStackCommand: Whether the navigator just gave the host a stack command. A command the host
  ///   was handed made the known stack forget the host's revision, so the look goes straight to comparing; after a
  ///   command refused as misuse, that comparison finds nothing.
  /// - Returns: Whether it ran a closure or sent an event: app code that may have changed the host.
  private func reconcileStack(rightAfterStackCommand: Bool) -> Bool {
    let revision = host.screensRevision
    // The usual finding at the start of a call: the host's revision says nothing changed since the last look.
    if !rightAfterStackCommand && known.absorbIfCurrent(revision) { return false }
    let change = known.absorb(host.screens, revision: revision, pendingPushWasShown: takePendingPushWasShown())
    switch consume change {
    case .unchanged:
      return false
    case .added(let top):
      return announce(top)
    case .poppedOne(let entry, let top, let reason):
      let reason = reason ?? unexplainedChangeReason
      let ranOnPop = runOnPop(of: entry, reason)
      let announced = !observations.isEmpty
      if announced {
        deliver(.didPop([entry.screen], reason: reason))
        if let top { deliver(.didShow(top)) }
      }
      if !leaveGuards.isEmpty { dropLeaveGuards(of: CollectionOfOne(entry.screen)) }
      extendLifetime(entry)
      return ranOnPop || announced
    case .changed(let left, let top, let reason):
      let reason = reason ?? unexplainedChangeReason
      var ranOnPop = false
      for entry in left where runOnPop(of: entry, reason) {
        ranOnPop = true
      }
      var announced = false
      if !left.isEmpty && !observations.isEmpty {
        deliver(.didPop(left.map(\.screen), reason: reason))
        announced = true
      }
      if let top {
        announced = announce(top) || announced
      }
      if !leaveGuards.isEmpty { dropLeaveGuards(of: left.lazy.map(\.screen)) }
      extendLifetime(left)
      return ranOnPop || announced
    }
  }

  /// The reason of a change that neither the navigator nor the host explained: a call made on the host directly, if
  /// the host reports every exit the person makes; unknown otherwise.
  var unexplainedChangeReason: LeaveReason {
    host.reportsPersonExits ? .changedOnHost : .unknown
  }

  /// Runs `entry`'s `onPop`, if it has one, telling it `reason` if it asks; returns whether it ran.
  private func runOnPop(of entry: StackEntry, _ reason: LeaveReason) -> Bool {
    guard let onPop = entry.onPop else { return false }
    onPop.run(reason)
    return true
  }

  /// Sends didShow for `top`, the new top screen, if anyone observes; returns whether it did.
  private func announce(_ top: any Screen) -> Bool {
    guard !observations.isEmpty else { return false }
    deliver(.didShow(top))
    return true
  }

  /// Sends `event` to every observer. With none, the event is not even built: building one retains its screens.
  @inline(__always)
  func emit(_ event: @autoclosure () -> NavigationEvent) {
    guard !observations.isEmpty else { return }
    deliver(event())
  }

  private func deliver(_ event: NavigationEvent) {
    var sawEnded = false
    for observation in observations {
      if let handler = observation.value?.handler {
        handler(event)
      } else {
        sawEnded = true
      }
    }
    if sawEnded {
      // Filtered into a new list, then stored: every access to the list is a plain read or store, which the compiler
      // proves exclusive (see `changeQueue(_:)`).
      observations = observations.filter { !($0.value?.isCancelled ?? true) }
    }
  }
}
