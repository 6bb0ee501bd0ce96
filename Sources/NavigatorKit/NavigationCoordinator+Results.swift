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
  /// ```swift
  /// let signIn = SignInCoordinator(navigator: navigator)
  /// if let user = await pushCoordinator(signIn, completing: signIn.completion).value {
  ///   show(user)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - completion: What the child calls with its value.
  /// - Returns: The child flow's outcome.
  public func pushCoordinator<Value: Sendable>(
    _ child: some NavigationCoordinator, animated: Bool = true, completing completion: FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.coordinator(#function)
    return await awaitOutcome(of: completion) { deliver in
      let wait = completion.begin(child.rootScreen, on: navigator, presented: false, deliver: deliver)
      pushCoordinator(child, animated: animated, then: .told(wait.onLeave), onRefused: wait.onRefused, call: call)
    }
  }

  /// Presents `child` as ``presentCoordinator(_:animated:onLeave:)-jf7x`` does, and waits for the result
  /// its flow gives `completion`; completing dismisses it.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - completion: What the child calls with its value.
  /// - Returns: The child flow's outcome.
  public func presentCoordinator<Value: Sendable>(
    _ child: some NavigationCoordinator, animated: Bool = true, completing completion: FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.coordinator(#function)
    return await awaitOutcome(of: completion) { deliver in
      let wait = completion.begin(child.navigator.host, on: navigator, presented: true, deliver: deliver)
      presentCoordinator(
        child, animated: animated, then: .told(wait.onLeave), onRefused: wait.onRefused, call: call)
    }
  }
}
