// Ending a flow — for `NavigationCoordinator.finish(animated:)`, a completed result (`FlowCompletion`), a router's
// presented child — with one primitive: the screen that began the flow leaves, with everything above and inside it.

extension Navigator {
  /// Ends the flow that `screen` began, for `reason` (``LeaveReason/finish`` unless said otherwise): `screen` leaves
  /// with everything above and inside it once the host is settled — popped when it was pushed, dismissed when it was
  /// presented — so that its `onLeave` runs, once. A push or presentation of `screen` still waiting in the queue is
  /// withdrawn instead, and its `onLeave` runs at once; a `screen` at the bottom of the stack stays there, and only its
  /// record ends. Nothing happens when `screen` already left.
  func endFlow(of screen: any Screen, because reason: LeaveReason = .finish, animated: Bool) {
    if let index = queue.firstIndex(where: { $0.shows(screen) }), let withdrawn = queue.remove(at: index).shownRecord {
      end(withdrawn, because: reason)
      return
    }
    run(.end(screen, because: reason, animated: animated))
  }
}
