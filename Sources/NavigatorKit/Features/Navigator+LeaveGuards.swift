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
  /// - Parameters:
  ///   - screen: A screen on this navigator's stack, or the screen it presents.
  ///   - shouldLeave: Whether the person may make the screen leave, for the given reason.
  public func setLeaveGuard(for screen: any Screen, _ shouldLeave: @escaping @MainActor (LeaveReason) -> Bool) {
    // The guards of screens that are gone, and the one this replaces, are released once the table is changed: their
    // captures may reach back into the navigator when they go.
    let stale = leaveGuards.compactMap { $0.value.screen == nil ? $0.key : nil }
    var removed = stale.compactMap { leaveGuards.removeValue(forKey: $0) }
    let guarded = LeaveGuard(screen: screen, shouldLeave: shouldLeave)
    if let replaced = leaveGuards.updateValue(guarded, forKey: ObjectIdentifier(screen)) {
      removed.append(replaced)
    }
    extendLifetime(removed)
  }

  /// Removes the guard of `screen`, if it has one: the person may make it leave again.
  ///
  /// - Parameter screen: A screen that has a leave guard.
  public func removeLeaveGuard(for screen: any Screen) {
    let removed = leaveGuards.removeValue(forKey: ObjectIdentifier(screen))
    extendLifetime(removed)
  }

  /// Whether `screen` has a leave guard on this navigator.
  public func hasLeaveGuard(for screen: any Screen) -> Bool {
    guardOf(screen) != nil
  }

  /// The guard of `screen` itself, if it has one.
  private func guardOf(_ screen: any Screen) -> (@MainActor (LeaveReason) -> Bool)? {
    let guards = leaveGuards
    guard let entry = guards[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
    return entry.shouldLeave
  }

  /// Asks the guards of `screens`, top-most first — each container's contents before the container — whether the
  /// person may make them leave for `reason`.
  func allowsLeaving(_ screens: some Sequence<any Screen>, because reason: LeaveReason) -> Bool {
    screens.allSatisfy { mayLeave($0, because: reason) }
  }

  /// Asks the guards of everything inside the presented `screen`, innermost first, then its own, whether the person
  /// may end the presentation for `reason`.
  func allowsDismissing(_ screen: any Screen, because reason: LeaveReason) -> Bool {
    mayLeave(screen, because: reason)
  }

  /// Whether `screen` may leave for `reason`: the guards of every screen inside it — each stack's presentation, then
  /// every screen of the stack, top-most first, at any depth — then its own.
  private func mayLeave(_ screen: any Screen, because reason: LeaveReason) -> Bool {
    for inner in navigators(inside: screen) where !inner.allowsEverythingLeaving(because: reason) { return false }
    guard !leaveGuards.isEmpty, let shouldLeave = guardOf(screen) else { return true }
    return shouldLeave(reason)
  }

  /// Whether everything on this navigator's stack and presentation may leave with the container it is in.
  private func allowsEverythingLeaving(because reason: LeaveReason) -> Bool {
    if let presented = presentation?.screen, !mayLeave(presented, because: reason) { return false }
    return allowsLeaving(known.screens.reversed(), because: reason)
  }

  /// Drops the guards of screens that left. The guards are released after the table is changed, not inside the
  /// change: a guard's captures may reach back into the navigator when they go.
  func dropLeaveGuards(of screens: some Sequence<any Screen>) {
    let dropped = screens.compactMap { leaveGuards.removeValue(forKey: ObjectIdentifier($0)) }
    extendLifetime(dropped)
  }
}

/// A screen's leave guard; holds the screen weakly, to tell it from a later object at the same address.
@MainActor
struct LeaveGuard {
  weak var screen: (any Screen)?
  let shouldLeave: @MainActor (LeaveReason) -> Bool
}
