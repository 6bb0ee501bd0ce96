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
    let revision = host.screensRevision
    var calledOut = false
    if case .matched(let matched) = knownRevision, revision == matched {
      // The stack is the known one: nothing is read or compared. A change the host announced did not happen (a swipe
      // the person cancelled).
      if hostReason != nil { dropReasons() }
    } else {
      calledOut = reconcileStack(at: revision)
    }
    if !stackOnly {
      let current = host.presentedScreen
      // The presented screen is the known one and the host announced no dismissal: nothing to do.
      if current !== presentation?.screen || presentationLeaveReason != nil {
        calledOut = reconcilePresentation(current) || calledOut
      }
    }
    return calledOut ? .calledOut : .quiet
  }

  /// Brings the known stack to the host's, then runs the closures of the screens that left, top-most first, and sends
  /// didPop and, when the top changed, didShow.
  ///
  /// How much of the host's stack it looks at depends on the host's ``NavigationHost/screensRevision``, `revision`:
  /// - A revision the known stack last matched: the stack is unchanged, and nothing is read or compared. That is the
  ///   look that opens every navigator call, and `reconcile(stackOnly:)` makes it without coming here.
  /// - One further than the revision at which the navigator handed the host its own push or pop: that command was
  ///   the host's only change (the host promises this; see ``NavigationHost/screensRevision``), so the known stack
  ///   takes the pushed screen on, or drops its top, without reading the host's stack.
  /// - Anything else, and always for a host without a revision (UIKit): the host's stack is compared with the known
  ///   one in full (`KnownStack.absorb(_:pendingPush:pendingPushWasShown:)`).
  ///
  /// What left, and what its closure captured, is released once the events are sent. Screens that came and went
  /// between two reconciles without being shown, or a top that went and came back (a cancelled swipe), are not
  /// announced.
  ///
  /// - Returns: Whether it ran a closure or sent an event: app code that may have changed the host.
  private func reconcileStack(at revision: Int?) -> Bool {
    switch knownRevision {
    case .push(let before) where revision == before &+ 1:
      knownRevision = .matched(before &+ 1)
      guard let screen = exchange(&pendingPushScreen, with: nil) else { return compareWithHost(revision) }
      let onPop = exchange(&pendingPushOnPop, with: nil)
      _ = takePendingPushWasShown()
      // Without a closure, so that the screen and its `onPop` are moved into the stack rather than copied.
      var stack = takeKnown()
      stack.append(consume screen, onPop: consume onPop)
      putBackKnown(consume stack)
      if hostReason != nil || commandReason != nil { dropReasons() }
      guard !observations.isEmpty, let top = known.screens.last else { return false }
      return announce(top)
    case .pop(let before) where revision == before &+ 1:
      knownRevision = .matched(before &+ 1)
      let entry = changeKnown { $0.removeTop() }
      return leave(entry, top: known.screens.last, reason: takeReason())
    default:
      return compareWithHost(revision)
    }
  }

  /// The look that compares the host's stack with the known one in full, at `revision`.
  private func compareWithHost(_ revision: Int?) -> Bool {
    let current = host.screens
    let shown = takePendingPushWasShown()
    var pending = exchange(&pendingPushScreen, with: nil).map {
      StackEntry(screen: $0, onPop: exchange(&pendingPushOnPop, with: nil))
    }
    let change = changeKnown { $0.absorb(current, pendingPush: &pending, pendingPushWasShown: shown) }
    if let pending {
      _ = (exchange(&pendingPushScreen, with: pending.screen), exchange(&pendingPushOnPop, with: pending.onPop))
    }
    knownRevision = revision.map(RevisionMatch.matched) ?? .none
    let reason = takeReason()
    switch consume change {
    case .unchanged:
      return false
    case .added(let top):
      return announce(top)
    case .poppedOne(let entry, let top):
      return leave(entry, top: top, reason: reason)
    case .changed(let left, let top):
      var ranOnPop = false
      for entry in left where run(entry.onPop, reason) {
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

  /// Runs the `onPop` of `entry`, the one screen that left, and sends didPop and didShow for `top`, the new top.
  ///
  /// `top` is read only when someone observes.
  private func leave(_ entry: consuming StackEntry, top: @autoclosure () -> (any Screen)?, reason: LeaveReason) -> Bool
  {
    // Taken out of the entry to run: released as a value of its own when it returns, rather than with the entry in
    // memory, through the type's metadata.
    let ranOnPop = run(entry.onPop.take(), reason)
    let announced = !observations.isEmpty
    if announced {
      deliver(.didPop([entry.screen], reason: reason))
      if let top = top() { deliver(.didShow(top)) }
    }
    if !leaveGuards.isEmpty { dropLeaveGuards(of: CollectionOfOne(entry.screen)) }
    extendLifetime(entry)
    return ranOnPop || announced
  }

  /// Why the change a look found happened: the navigator command's reason, else the host's, else the reason of a
  /// change nobody explained. Both are used up.
  private func takeReason() -> LeaveReason {
    let command = exchange(&commandReason, with: nil)
    let hostSaid = hostReason == nil ? nil : exchange(&hostReason, with: nil)
    return command ?? hostSaid ?? unexplainedChangeReason
  }

  /// Drops the reasons a look found no use for.
  private func dropReasons() {
    let dropped = (exchange(&commandReason, with: nil), exchange(&hostReason, with: nil))
    extendLifetime(dropped)
  }

  /// Changes the known stack with `change`, which must not call out to app code.
  ///
  /// The stack is taken out of the navigator for the change and put back, so that every access to the stored stack
  /// is a plain read or exchange, which the compiler proves exclusive without a check at run time. What `change`
  /// removes is returned to the caller and released after the change, never while the stack is out: its
  /// deinitializer (a screen's, a closure's captures) could reach back into the navigator.
  @inline(__always)
  func changeKnown<Result>(_ change: (inout KnownStack) -> Result) -> Result {
    var stack = KnownStack()
    swap(&stack, &known)
    defer { swap(&stack, &known) }
    return change(&stack)
  }

  /// Takes the known stack out of the navigator, leaving an empty one, for a change that ``putBackKnown(_:)`` ends:
  /// `changeKnown(_:)` without a closure, for a change that moves a value into the stack.
  @inline(__always)
  func takeKnown() -> KnownStack {
    exchange(&known, with: KnownStack())
  }

  /// Puts the known stack back after a change that ``takeKnown()`` began.
  @inline(__always)
  func putBackKnown(_ stack: consuming KnownStack) {
    let placeholder = exchange(&known, with: stack)
    extendLifetime(placeholder)
  }

  /// The reason of a change that neither the navigator nor the host explained: a call made on the host directly, if
  /// the host reports every exit the person makes; unknown otherwise.
  var unexplainedChangeReason: LeaveReason {
    host.reportsPersonExits ? .changedOnHost : .unknown
  }

  /// Runs `onPop`, a screen's that left, if it has one, telling it `reason` if it asks; returns whether it ran.
  private func run(_ onPop: consuming LeaveAction?, _ reason: LeaveReason) -> Bool {
    switch consume onPop {
    case .some(let action):
      action.run(reason)
      return true
    case .none:
      return false
    }
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
