// Awaiting a pushed or presented screen's result.

extension Navigator {
  /// Pushes `screen` and waits for the result its flow gives `completion`.
  ///
  /// Returns ``FlowOutcome/completed(_:)`` when the flow calls ``FlowCompletion/complete(_:animated:)`` — which also
  /// pops it — and ``FlowOutcome/left(_:)`` with the ``LeaveReason`` when it leaves any other way, exactly once.
  /// Cancelling the awaiting task ends the flow: `screen` and everything above it are popped, and the outcome is
  /// ``LeaveReason/cancelled``. A push refused as misuse returns ``LeaveReason/refused``.
  ///
  /// ```swift
  /// let picker = ColorPicker()
  /// switch await navigator.push(picker, completing: picker.completion) {
  /// case .completed(let color): apply(color)
  /// case .left(let reason): print("no color (\(reason))")
  /// }
  /// ```
  ///
  /// From code that is not async, start a task: `Task { let outcome = await navigator.push(picker, completing: …) }`.
  /// The push is then made when the task starts, on the main actor's next turn, not before `Task.init` returns.
  ///
  /// - Parameters:
  ///   - screen: The screen to push: the start of the flow that produces the value.
  ///   - animated: Whether the host animates the push.
  ///   - completion: What the flow calls with its value.
  /// - Returns: The flow's outcome.
  public func push<Value: Sendable>(
    _ screen: any Screen, animated: Bool = true, completing completion: FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.navigator(#function)
    return await awaitOutcome(of: completion) { deliver in
      let wait = completion.begin(screen, on: self, presented: false, deliver: deliver)
      push(screen, animated: animated, onPop: .told(wait.onLeave), onRefused: wait.onRefused, call: call)
    }
  }

  /// Presents `screen` and waits for the result its flow gives `completion`: the presentation's counterpart of
  /// ``push(_:animated:completing:)``. Completing dismisses the presentation; a sheet pulled down gives
  /// ``FlowOutcome/left(_:)`` with ``LeaveReason/sheetPulledDown``.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - animated: Whether the host animates the presentation.
  ///   - completion: What the flow calls with its value.
  /// - Returns: The flow's outcome.
  public func present<Value: Sendable>(
    _ screen: any Screen, animated: Bool = true, completing completion: FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.navigator(#function)
    return await awaitOutcome(of: completion) { deliver in
      let wait = completion.begin(screen, on: self, presented: true, deliver: deliver)
      present(screen, animated: animated, onDismiss: .told(wait.onLeave), onRefused: wait.onRefused, call: call)
    }
  }
}

extension Navigator {
  /// Keeps `result` until it resolves, so that it ends when the stack it waits on is torn down.
  func remember(_ result: any PendingResult) {
    pendingResults.removeAll { !($0.value?.isPending ?? false) }
    pendingResults.append(WeakPendingResult(value: result))
  }

  /// The presentation this navigator's stack is in has ended: the flows on it that are awaited end with
  /// ``LeaveReason/parentEnded``, and so do those of any stack it presents, which went with it.
  func stackWasTornDown() {
    let waiting = pendingResults
    pendingResults = []
    for result in waiting {
      result.value?.end(because: .parentEnded)
    }
    if let presented = presentation?.screen as? any NavigationHost, let inner = presented.navigator, inner !== self {
      inner.stackWasTornDown()
    }
  }
}

/// Waits for the outcome that `show` starts, ending the flow if the awaiting task is cancelled.
@MainActor
func awaitOutcome<Value: Sendable>(
  of completion: FlowCompletion<Value>,
  _ show: (@escaping @MainActor (FlowOutcome<Value>) -> Void) -> Void
) async -> FlowOutcome<Value> {
  await withTaskCancellationHandler {
    await withCheckedContinuation { (continuation: CheckedContinuation<FlowOutcome<Value>, Never>) in
      show { continuation.resume(returning: $0) }
    }
  } onCancel: {
    Task { @MainActor in completion.cancel() }
  }
}
