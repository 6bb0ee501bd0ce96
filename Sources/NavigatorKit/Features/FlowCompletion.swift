/// The way a pushed or presented flow hands its result back to the code that awaits it.
///
/// Give one to the screen or coordinator that produces the value, then push or present it with
/// ``Navigator/push(_:animated:completing:)``, ``Navigator/present(_:animated:completing:)``,
/// ``NavigationCoordinator/pushCoordinator(_:animated:completing:)`` or
/// ``NavigationCoordinator/presentCoordinator(_:animated:completing:)``, and await the outcome. A screen a ``Router``
/// makes keeps its own completion, which ``Router/push(_:animated:completing:)`` names with a key path. When the flow
/// has its value, it calls ``complete(_:animated:)``: the awaiting code gets ``FlowOutcome/completed(_:)`` and the flow's
/// screens are popped or dismissed. If the flow leaves any other way, the awaiting code gets
/// ``FlowOutcome/left(_:)`` with the reason. Either way, exactly once.
///
/// ```swift
/// final class ColorPicker: UIViewController {
///   let completion = FlowCompletion<Color>()
///   func didPick(_ color: Color) { completion.complete(color) }
/// }
///
/// let picker = ColorPicker()
/// if let color = await navigator.push(picker, completing: picker.completion).value {
///   apply(color)
/// }
/// ```
///
/// A completion serves one flow at a time: showing another flow with it ends the wait for the previous one with
/// ``LeaveReason/cancelled``. It holds its flow's screen and navigator weakly, so a screen may keep its completion.
///
/// Keep it on what produces the value — the screen, or the child coordinator — and the wait's end follows that
/// object's life: released while its flow is still awaited (a coordinator let go of with its screens still on a
/// stack), the completion ends the wait with ``LeaveReason/hostReleased`` on the main actor's next turn.
@MainActor
public final class FlowCompletion<Value: Sendable> {
  /// The wait in progress, held by the flow's leave closure; weakly here, so that a released flow ends it.
  private weak var latch: ResultLatch<Value>?
  /// What the flow is, to end it on completion.
  private weak var navigator: Navigator?
  private weak var screen: (any Screen)?

  /// Creates a completion, ready to be given to a flow.
  public init() {}

  deinit {
    // Whatever owned the completion — the flow's screen or coordinator — went away while its flow was awaited. Ended on
    // the main actor's next turn, as a deinit cannot run main-actor code; a flow that leaves meanwhile ends it first.
    if let latch {
      Task { @MainActor in latch.end(because: .hostReleased) }
    }
  }

  /// Whether a flow shown with this completion is still waiting for its result.
  public var isWaiting: Bool { latch?.isPending ?? false }

  /// Completes the flow with `value`: the awaiting code gets ``FlowOutcome/completed(_:)`` now, and the flow's screen
  /// is popped (with everything above it) or its presentation dismissed, with ``LeaveReason/finish``.
  ///
  /// Completing a flow that already ended — it completed, or left another way — does nothing: the outcome was
  /// delivered once already.
  ///
  /// - Parameters:
  ///   - value: The result.
  ///   - animated: Whether popping or dismissing the flow is animated.
  public func complete(_ value: Value, animated: Bool = true) {
    guard let latch, latch.isPending else { return }
    latch.resolve(.completed(value))
    endFlow(animated: animated)
  }

  /// Ends the wait with `reason` and ends the flow, for a cancelled awaiting task.
  func cancel() {
    guard let latch, latch.isPending else { return }
    latch.resolve(.left(.cancelled))
    endFlow(animated: true)
  }

  private func endFlow(animated: Bool) {
    guard let navigator, let screen else { return }
    navigator.endFlow(of: screen, animated: animated)
  }

  /// Starts waiting for the flow that begins with `screen`, shown by `navigator`, and has `show` push or present it:
  /// `show` gets the leave action that resolves the wait and the closure for a refusal, both for the stack to keep.
  /// Returns the relay the outcome arrives on, which is all the caller holds across its wait.
  func startWaiting(
    for screen: any Screen, on navigator: Navigator,
    show: (_ onLeave: LeaveAction, _ onRefused: @escaping @MainActor () -> Void) -> Void
  ) -> OutcomeRelay<Value> {
    let relay = OutcomeRelay(cancelling: self)
    let wait = begin(screen, on: navigator, deliver: relay.deliver)
    show(.told(wait.onLeave), wait.onRefused)
    return relay
  }

  /// Starts waiting for the flow that begins with `screen`, shown by `navigator`; returns the leave action that
  /// resolves the wait when the flow leaves, and the closure for a refused push or presentation.
  private func begin(
    _ screen: any Screen, on navigator: Navigator,
    deliver: @escaping @MainActor (FlowOutcome<Value>) -> Void
  ) -> (onLeave: @MainActor (LeaveReason) -> Void, onRefused: @MainActor () -> Void) {
    if let previous = latch, previous.isPending { previous.resolve(.left(.cancelled)) }
    let latch = ResultLatch(deliver: deliver)
    self.latch = latch
    self.navigator = navigator
    self.screen = screen
    // The leave closure is the latch's only strong owner: a navigator released with the screen on its stack releases
    // it, and the latch then ends the wait with `hostReleased`.
    return ({ reason in latch.resolve(.left(reason)) }, { latch.resolve(.left(.refused)) })
  }
}

/// One wait for a flow's outcome, delivered exactly once: when the flow completes or leaves, or — if its leave closure
/// is released without running, with the navigator or stack that held it — with ``LeaveReason/hostReleased``.
@MainActor
final class ResultLatch<Value: Sendable> {
  private var deliver: (@MainActor (FlowOutcome<Value>) -> Void)?

  init(deliver: @escaping @MainActor (FlowOutcome<Value>) -> Void) {
    self.deliver = deliver
  }

  var isPending: Bool { deliver != nil }

  func end(because reason: LeaveReason) {
    resolve(.left(reason))
  }

  func resolve(_ outcome: FlowOutcome<Value>) {
    guard let deliver = deliver.take() else { return }
    deliver(outcome)
  }

  deinit {
    // Released unresolved: whatever held the flow went away. Delivered on the main actor's next turn, as a deinit
    // cannot run main-actor code itself.
    if let deliver {
      Task { @MainActor in deliver(.left(.hostReleased)) }
    }
  }
}
