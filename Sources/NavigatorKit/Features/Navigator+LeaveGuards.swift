// Leave guards: what the host asks before the person makes a screen leave or pulls a presentation down.

extension Navigator {
  /// Sets the guard the navigator asks before the person makes `screen` leave, replacing any guard it had.
  ///
  /// `shouldLeave` is asked, with the ``LeaveReason``, before each exit the person starts — the back button, the edge
  /// and content swipes, a re-tap of the tab, and, for a presented screen, the sheet pull-down — and refuses it by
  /// returning `false`: the screen stays, no `onLeave` closure runs (a coordinator's neither), and no event is sent. The
  /// app can then ask "Discard changes?" and leave on purpose with a navigator call (``pop(animated:)``,
  /// ``dismiss(animated:)``, ``NavigationCoordinator/finish(animated:)``).
  ///
  /// Calls made through the navigator, and calls made on the host directly, are not asked: the code that makes them
  /// has decided already, and that is how the app leaves after the person confirmed. A guard is also asked for a
  /// screen that leaves with others: a re-tap of the tab asks each screen above the root, top-most first, and a
  /// pull-down asks every screen inside the presented container first — what its stacks present, then every screen of
  /// each stack driven by a navigator of its own, top-most first, at any depth (see <doc:Containers>) — then the
  /// presented screen itself.
  ///
  /// ```swift
  /// navigator.setLeaveGuard(for: form) { [weak form] _ in
  ///   !(form?.hasUnsavedChanges ?? false)
  /// }
  /// ```
  ///
  /// The guard is dropped when `screen` leaves the stack or its presentation ends; it holds `screen` weakly. What the
  /// person can be refused depends on the host: the headless stack asks before every person-initiated exit, the
  /// UIKit adapter before each exit UIKit lets it see (see <doc:UIKitRules>).
  ///
  /// The guard lives on the screen's record: set it once the screen is pushed or presented — also while that push or
  /// presentation still animates or waits behind another transition.
  ///
  /// Misuse: a screen this navigator neither shows nor is about to show reports
  /// ``NavigationIssue/Kind/screenNotInStack``; no guard is set, since nothing would ask it.
  ///
  /// - Parameters:
  ///   - screen: A screen on this navigator's stack, or the screen it presents.
  ///   - shouldLeave: Whether the person may make the screen leave, for the given reason.
  public func setLeaveGuard(for screen: any Screen, _ shouldLeave: @escaping @MainActor (LeaveReason) -> Bool) {
    var replaced: LeaveGuard?
    guard
      updateRecord(
        of: screen,
        {
          replaced = $0.leaveGuard; $0.leaveGuard = shouldLeave
        })
    else {
      report(
        .screenNotInStack, "Navigator.setLeaveGuard(for:_:)",
        "\(screenName(screen)) is neither on this navigator's stack nor presented by it, so nothing would ask its "
          + "guard. Set the guard after pushing or presenting the screen, on the navigator that showed it.")
      return
    }
    // The guard this replaces is released once the record is changed: its captures may reach back into the navigator.
    extendLifetime(replaced)
  }

  /// Removes the guard of `screen`, if it has one: the person may make it leave again.
  ///
  /// - Parameter screen: A screen that has a leave guard.
  public func removeLeaveGuard(for screen: any Screen) {
    var removed: LeaveGuard?
    updateRecord(of: screen) { removed = $0.leaveGuard.take() }
    extendLifetime(removed)
  }

  /// Whether `screen` has a leave guard on this navigator.
  public func hasLeaveGuard(for screen: any Screen) -> Bool {
    record(of: screen)?.leaveGuard != nil
  }
}
