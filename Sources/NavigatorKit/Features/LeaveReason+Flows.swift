// The reasons the features layer gives: a flow that ended, and the ways an awaited result ends without its screen
// leaving.

extension LeaveReason {
  /// ``NavigationCoordinator/finish(animated:)`` ended the flow the screen belongs to.
  public static var finish: LeaveReason { LeaveReason(rawValue: "finish") }

  /// The flow went away before the screen left: its navigator, its host or the coordinator that awaited it was
  /// released. Only results report it (see ``FlowOutcome``); closures held by a released navigator are released
  /// without running.
  public static var hostReleased: LeaveReason { LeaveReason(rawValue: "hostReleased") }

  /// The task awaiting the flow's result was cancelled, which ended the flow. Only results report it (see
  /// ``FlowOutcome``).
  public static var cancelled: LeaveReason { LeaveReason(rawValue: "cancelled") }

  /// The push or presentation was refused as misuse (a ``NavigationIssue`` says why), so the flow never started.
  /// Only results report it.
  public static var refused: LeaveReason { LeaveReason(rawValue: "refused") }
}
