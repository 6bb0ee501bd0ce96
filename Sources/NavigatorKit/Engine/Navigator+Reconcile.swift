// The reconcile: compare the stack the navigator last knew with the host's, run the closures of what left, and send
// the events. It is where the records of screens that left end (Navigator+Lifecycle.swift); the others that end are a
// screen withdrawn before it reached the stack (a push or presentation withdrawn from the queue) and a root that stays
// at the bottom of the stack while what it began ends (`Command.end`, Navigator+Commands.swift).

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
    let stackCalledOut = reconcileStack()
    let presentationCalledOut = reconcilePresentation(host.presentedScreen)
    return stackCalledOut || presentationCalledOut ? .calledOut : .quiet
  }

  /// Brings the known stack to the host's, then runs the closures of the screens that left, top-most first, and sends
  /// didPop and, when the top changed, didShow.
  ///
  /// Screens that came and went between two reconciles without being shown, or a top that went and came back (a
  /// cancelled swipe), are not announced. What left is released once the closures and events are done.
  ///
  /// - Returns: Whether it ran a closure or sent an event: app code that may have changed the host.
  private func reconcileStack() -> Bool {
    let current = host.screens
    let change = known.reconcile(with: current, unexplained: unexplainedChangeReason)
    guard case .changed(let left, let top, let reason) = change else { return false }
    var calledOut = false
    for entry in left where end(entry, because: reason, fromStack: true) {
      calledOut = true
    }
    if !observations.isEmpty {
      if !left.isEmpty { deliver(.didPop(left.map(\.screen), reason: reason)) }
      if let top { deliver(.didShow(top)) }
      calledOut = true
    }
    return calledOut
  }

  /// The reason of a change that neither the navigator nor the host explained: a call made on the host directly, if
  /// the host reports every exit the person makes; unknown otherwise.
  var unexplainedChangeReason: LeaveReason {
    host.reportsPersonExits ? .changedOnHost : .unknown
  }

  /// Sends `event` to every observer. With none, the event is not even built: building one retains its screens.
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
      observations = observations.filter { !($0.value?.isCancelled ?? true) }
    }
  }
}
