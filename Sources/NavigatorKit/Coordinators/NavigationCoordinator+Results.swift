// Awaiting a child coordinator's result.

extension NavigationCoordinator {
  /// Pushes `child` as ``pushCoordinator(_:animated:onLeave:)-24rjg`` does, and waits for the result its
  /// flow gives `completion`.
  ///
  /// Returns ``FlowOutcome/completed(_:)`` when the child calls ``FlowCompletion/complete(_:animated:)`` — which also
  /// ends its flow, as ``finish(animated:)`` does — and ``FlowOutcome/left(_:)`` with the reason when its flow ends
  /// any other way: the person went back, ``finish(animated:)`` (``LeaveReason/finish``), a parent flow that took it
  /// along, a cancelled awaiting task (``LeaveReason/cancelled``), or misuse (``LeaveReason/refused``). Exactly once.
  ///
  /// The wait holds nothing strongly: not this coordinator, `child`, nor `completion`. If the coordinators go away
  /// while the child's screens are still on the stack — the app replaced them and kept the navigation controller —
  /// the child's ``FlowCompletion`` goes with them and the wait ends with ``LeaveReason/hostReleased`` on the main
  /// actor's next turn, rather than whenever the screens left behind are popped.
  ///
  /// ```swift
  /// let signIn = LoginCoordinator(navigator: navigator)
  /// if let account = await pushCoordinator(signIn, completing: signIn.completion).value {
  ///   show(account)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - completion: What the child calls with its value.
  /// - Returns: The child flow's outcome.
  public consuming func pushCoordinator<Value: Sendable>(
    _ child: consuming some NavigationCoordinator, animated: Bool = true,
    completing completion: consuming FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.coordinator(#function)
    let relay = completion.startWaiting(for: child.rootScreen, on: navigator) { onLeave, onRefused in
      pushCoordinator(child, animated: animated, then: onLeave, onRefused: onRefused, call: call)
    }
    // Nothing the caller passed is held across the wait.
    _ = (consume self, consume child, consume completion)
    return await relay.outcome()
  }

  /// Presents `child` as ``presentCoordinator(_:animated:onLeave:)-jf7x`` does, and waits for the result
  /// its flow gives `completion`; completing dismisses it.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: What the child calls with its value.
  /// - Returns: The child flow's outcome.
  public consuming func presentCoordinator<Value: Sendable>(
    _ child: consuming some NavigationCoordinator, animated: Bool = true,
    completing completion: consuming FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.coordinator(#function)
    let relay = completion.startWaiting(for: child.navigator.host, on: navigator) {
      onLeave, onRefused in
      presentCoordinator(child, animated: animated, then: onLeave, onRefused: onRefused, call: call)
    }
    _ = (consume self, consume child, consume completion)
    return await relay.outcome()
  }
}
