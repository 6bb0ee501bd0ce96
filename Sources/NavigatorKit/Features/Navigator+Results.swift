// Awaiting a pushed or presented screen's result.

extension Navigator {
  /// Pushes `screen` and waits for the result its flow gives `completion`.
  ///
  /// Returns ``FlowOutcome/completed(_:)`` when the flow calls ``FlowCompletion/complete(_:animated:)`` — which also
  /// pops it — and ``FlowOutcome/left(_:)`` with the ``LeaveReason`` when it leaves any other way, exactly once.
  /// Cancelling the awaiting task ends the flow: `screen` and everything above it are popped, and the outcome is
  /// ``LeaveReason/cancelled``. A push refused as misuse returns ``LeaveReason/refused``.
  ///
  /// The wait holds nothing strongly — not the navigator, its host, `screen` nor `completion`: the call takes the
  /// references you pass and lets go of them once the push is issued. So if your awaiting code holds the navigator
  /// weakly (`await navigator?.push(…)` in a task that captured it `[weak navigator]`), releasing the navigator and its
  /// stack ends the wait with ``LeaveReason/hostReleased`` on the main actor's next turn.
  ///
  /// ```swift
  /// let picker = ColorPickerViewController()
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
  public consuming func push<Value: Sendable>(
    _ screen: consuming any Screen, animated: Bool = true, completing completion: consuming FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.navigator(#function)
    let relay = completion.startWaiting(for: screen, on: self) { onLeave, onRefused in
      push(screen, animated: animated, onPop: onLeave, onRefused: onRefused, call: call)
    }
    // Nothing the caller passed is held across the wait.
    _ = (consume self, consume screen, consume completion)
    return await relay.outcome()
  }

  /// Presents `screen` and waits for the result its flow gives `completion`: the presentation's counterpart of
  /// ``push(_:animated:completing:)``. Completing dismisses the presentation; a sheet pulled down gives
  /// ``FlowOutcome/left(_:)`` with ``LeaveReason/sheetPulledDown``. Like the push, the wait holds nothing strongly.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - animated: Whether the host animates the presentation.
  ///   - completion: What the flow calls with its value.
  /// - Returns: The flow's outcome.
  public consuming func present<Value: Sendable>(
    _ screen: consuming any Screen, animated: Bool = true, completing completion: consuming FlowCompletion<Value>
  ) async -> FlowOutcome<Value> {
    let call = EntryPoint.navigator(#function)
    let relay = completion.startWaiting(for: screen, on: self) { onLeave, onRefused in
      present(screen, animated: animated, onDismiss: onLeave, onRefused: onRefused, call: call)
    }
    _ = (consume self, consume screen, consume completion)
    return await relay.outcome()
  }
}

/// Hands an awaited flow's outcome to the task that awaits it: delivered by the flow's wait (`ResultLatch`), read by
/// the awaiting task once. Holds the flow's completion weakly, to end the flow if the task is cancelled, and nothing
/// else: the awaiting task holds it, and the wait holds only its `deliver`.
@MainActor
final class OutcomeRelay<Value: Sendable> {
  private var delivered: FlowOutcome<Value>?
  private var continuation: CheckedContinuation<FlowOutcome<Value>, Never>?
  private weak var completion: FlowCompletion<Value>?

  init(cancelling completion: FlowCompletion<Value>) {
    self.completion = completion
  }

  func deliver(_ outcome: FlowOutcome<Value>) {
    if let continuation = continuation.take() {
      continuation.resume(returning: outcome)
    } else {
      delivered = outcome
    }
  }

  /// The outcome, once delivered. Cancelling the awaiting task ends the flow (``FlowCompletion/cancel()``), which
  /// delivers ``LeaveReason/cancelled``.
  func outcome() async -> FlowOutcome<Value> {
    if let delivered { return delivered }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<FlowOutcome<Value>, Never>) in
        if let delivered {
          continuation.resume(returning: delivered)
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.cancelFlow() }
    }
  }

  private func cancelFlow() {
    completion?.cancel()
  }
}
