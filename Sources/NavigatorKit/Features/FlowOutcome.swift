/// How a flow that was awaited for a result ended: with its value, or without one and the reason it left.
///
/// Every awaited flow resolves exactly once (see ``FlowCompletion``):
/// - ``completed(_:)`` when the flow called ``FlowCompletion/complete(_:animated:)``;
/// - ``left(_:)`` when it left any other way: the person went back or pulled the sheet down, a navigator call or
///   ``NavigationCoordinator/finish(animated:)`` removed it, its parent flow went and took it along
///   (``LeaveReason/hostReleased`` when the stack holding it was released), the awaiting task was cancelled
///   (``LeaveReason/cancelled``), or the push was refused as misuse (``LeaveReason/refused``).
///
/// ```swift
/// switch await navigator.push(picker, completing: picker.completion) {
/// case .completed(let color): apply(color)
/// case .left(let reason): print("no color: \(reason)")
/// }
/// ```
public enum FlowOutcome<Value> {
  /// The flow completed with `value`.
  case completed(Value)
  /// The flow left without a value, for `reason`.
  case left(LeaveReason)

  /// The value, when the flow completed; `nil` when it left without one.
  public var value: Value? {
    guard case .completed(let value) = self else { return nil }
    return value
  }

  /// The reason the flow left without a value; `nil` when it completed.
  public var leaveReason: LeaveReason? {
    guard case .left(let reason) = self else { return nil }
    return reason
  }
}

extension FlowOutcome: Sendable where Value: Sendable {}
extension FlowOutcome: Equatable where Value: Equatable {}
extension FlowOutcome: Hashable where Value: Hashable {}
