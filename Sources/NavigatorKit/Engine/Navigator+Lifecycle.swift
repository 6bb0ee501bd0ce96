// A screen's lifecycle, in one place, over its record (`ScreenRecord`): may it leave (its guard, and for a container
// everything inside it) → leave (its closure, once, with the reason) → tear down (the record is dropped with what it
// holds). A container — a presented navigation stack, a tab bar (`ContainerScreen`) — takes everything inside it
// along: the stacks inside it are driven by navigators of their own, whose records end first, innermost first.

extension Navigator {
  // MARK: May it leave

  /// Whether the person may make `screens` (root-most first, as a host lists them) leave for `reason`, asked top-most
  /// first: each screen's contents, then its guard. The stack's screens, or a pending push, carry their records; any
  /// other screen has only its contents.
  ///
  /// An index loop rather than `reversed().allSatisfy`: every person's exit asks, and in a debug build — the build an
  /// app's tests run — the generic form costs more than the rest of the exit's bookkeeping.
  func allowsLeaving(_ screens: [any Screen], because reason: LeaveReason) -> Bool {
    var index = screens.count
    while index > 0 {
      index -= 1
      let screen = screens[index]
      guard mayLeave(screen, guardedBy: known.leaveGuard(of: screen), because: reason) else { return false }
    }
    return true
  }

  /// Whether the person may end the presentation of `screen` for `reason`: everything inside it, innermost first,
  /// then its own guard.
  func allowsDismissing(_ screen: any Screen, because reason: LeaveReason) -> Bool {
    let leaveGuard = presentation?.screen === screen ? presentation?.leaveGuard : nil
    return mayLeave(screen, guardedBy: leaveGuard, because: reason)
  }

  /// Whether `screen` may leave for `reason`: the guards of every screen inside it — each stack's presentation, then
  /// every screen of the stack, top-most first, at any depth — then its own.
  private func mayLeave(_ screen: any Screen, guardedBy leaveGuard: LeaveGuard?, because reason: LeaveReason) -> Bool {
    for inner in navigators(inside: screen) where !inner.allowsEverythingLeaving(because: reason) { return false }
    return leaveGuard?(reason) ?? true
  }

  /// Whether every screen this navigator knows may leave for `reason`: what it presents, then its stack, top-most
  /// first.
  private func allowsEverythingLeaving(because reason: LeaveReason) -> Bool {
    if let presented = presentation, !mayLeave(presented.screen, guardedBy: presented.leaveGuard, because: reason) {
      return false
    }
    return known.records.reversed().allSatisfy { mayLeave($0.screen, guardedBy: $0.leaveGuard, because: reason) }
  }

  // MARK: Leave

  /// Ends `record`, whose screen is leaving for `reason`: everything inside the screen first, then the record's
  /// closure, once. The record — its guard, what its closure captured — is released with it.
  ///
  /// A screen that leaves the stack (`fromStack`) is never a navigation stack itself — a push or `setScreens` of one
  /// is refused, as UIKit raises — so only a container among them can hold navigators, and it is the one thing asked.
  /// A dynamic cast that fails costs a search of the runtime's conformance cache, as much as the rest of the screen's
  /// exit: a second one for every screen made popping 10,000 screens cost 1.4 times the classic navigator
  /// (Benchmarks/README.md).
  ///
  /// - Returns: Whether it ran app code (a closure, inside or on the record).
  @discardableResult
  func end(_ record: consuming ScreenRecord, because reason: LeaveReason, fromStack: Bool = false) -> Bool {
    var calledOut = endContents(of: record.screen, because: reason, fromStack: fromStack)
    if let onLeave = record.onLeave.take() {
      onLeave.run(reason)
      calledOut = true
    }
    return calledOut
  }

  // MARK: Tear down what is inside a container

  /// The navigators driving the stacks inside `screen`, outermost first, in the container's order: `screen` itself
  /// when it is a navigation stack with a navigator of its own, else the stacks among a container's children, searched
  /// in turn. This navigator is never among them.
  func navigators(inside screen: any Screen) -> [Navigator] {
    Self.navigators(inside: screen, excluding: self)
  }

  private static func navigators(
    inside screen: any Screen, excluding outer: Navigator?, fromStack: Bool = false
  ) -> [Navigator] {
    if !fromStack, let stack = screen as? any NavigationHost {
      guard let inner = stack.navigator, inner !== outer else { return [] }
      return [inner]
    }
    guard let container = screen as? any ContainerScreen else { return [] }
    return container.childScreens.flatMap { navigators(inside: $0, excluding: outer) }
  }

  /// Ends everything inside `screens`, which their container let go of together for `reason` without a navigator to
  /// notice — tabs taken off NavigatorKitTesting's tab bar — as one container that left: what they present first, then
  /// their stacks, in order.
  package static func endContents(of screens: [any Screen], because reason: LeaveReason) {
    containersLeft(screens.flatMap { navigators(inside: $0, excluding: nil) }, because: reason)
  }

  /// Ends everything inside `screen`, which is leaving for `reason`, before `screen`'s own record ends.
  ///
  /// - Returns: Whether there was anything inside to end.
  private func endContents(of screen: any Screen, because reason: LeaveReason, fromStack: Bool) -> Bool {
    let inner = Self.navigators(inside: screen, excluding: self, fromStack: fromStack)
    Self.containersLeft(inner, because: reason)
    return !inner.isEmpty
  }

  /// Ends every record of `navigators`, which left together for `reason`: what each presents first, then each stack,
  /// top-most first.
  private static func containersLeft(_ navigators: [Navigator], because reason: LeaveReason) {
    guard !navigators.isEmpty else { return }
    for inner in navigators { inner.tearDown(because: reason, presentation: true) }
    for inner in navigators { inner.tearDown(because: reason, presentation: false) }
  }

  /// Ends this navigator's presentation record, or every record of its stack (pending pushes, newest first, then the
  /// stack, top-most first), because the container it is in left for `reason`. The screens stay on the host, which
  /// leaves with its container; commands the closures ask for are carried out once the teardown is over.
  private func tearDown(because reason: LeaveReason, presentation ofPresentation: Bool) {
    let wasRunning = isRunning
    isRunning = true
    defer {
      isRunning = wasRunning
      if !wasRunning, !queue.isEmpty { runLoop() }
    }
    if ofPresentation {
      guard let presented = presentation else { return }
      presentation = ScreenRecord(presented.screen)
      end(presented, because: reason)
      return
    }
    for record in known.takeAllRecords() { end(record, because: reason, fromStack: true) }
  }
}
