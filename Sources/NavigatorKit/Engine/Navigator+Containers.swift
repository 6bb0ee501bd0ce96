// Containers: a screen that holds navigation stacks — a presented navigation stack, a tab bar (`ContainerScreen`) —
// takes everything inside it along when it leaves. The reconcile that finds a screen gone, or a presentation ended,
// ends the screen's contents first (`endContents(of:because:)`), then runs the screen's own closure: innermost first.

extension Navigator {
  /// The navigators driving the stacks inside `screen`, outermost first, in the container's order: `screen` itself
  /// when it is a navigation stack with a navigator of its own, else the stacks among a container's children, searched
  /// in turn. This navigator is never among them.
  func navigators(inside screen: any Screen) -> [Navigator] {
    Self.navigators(inside: screen, excluding: self)
  }

  private static func navigators(inside screen: any Screen, excluding outer: Navigator?) -> [Navigator] {
    if let stack = screen as? any NavigationHost {
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

  /// Ends everything inside `screen`, which is leaving for `reason`, before `screen`'s own closure runs.
  func endContents(of screen: any Screen, because reason: LeaveReason) {
    Self.containersLeft(navigators(inside: screen), because: reason)
  }

  /// The container that holds the stacks of `navigators` left for `reason`: innermost first, what each stack
  /// presents (with everything inside that) goes first, then each stack's screens, top-most first, the stacks in the
  /// container's order.
  private static func containersLeft(_ navigators: [Navigator], because reason: LeaveReason) {
    guard !navigators.isEmpty else { return }
    for inner in navigators { inner.tearDown(because: reason, presentation: true) }
    for inner in navigators { inner.tearDown(because: reason, presentation: false) }
  }

  /// The container this navigator's stack is in left for `reason`: with `presentation`, what the stack presents
  /// leaves; without it, every screen of the stack does, top-most first — a container among them with its contents
  /// before it. Each closure runs once, with `reason`.
  ///
  /// The screens stay on the host, as UIKit keeps a dismissed navigation controller's `viewControllers`, but the
  /// navigator knows them without closures or guards from now on: a later reconcile runs nothing for them. No event is
  /// sent: the stack did not change. A call made by a closure waits behind the teardown, in the queue.
  private func tearDown(because reason: LeaveReason, presentation ofPresentation: Bool) {
    let wasRunning = isRunning
    isRunning = true
    defer {
      isRunning = wasRunning
      if !wasRunning, !queue.isEmpty { runLoop() }
    }
    if ofPresentation {
      guard let presented = presentation?.screen else { return }
      endContents(of: presented, because: reason)
      presentation?.onDismiss.take()?.run(reason)
      if !leaveGuards.isEmpty { dropLeaveGuards(of: CollectionOfOne(presented)) }
      return
    }
    for entry in known.takeLeaveActions() {
      endContents(of: entry.screen, because: reason)
      entry.onPop?.run(reason)
    }
    if !leaveGuards.isEmpty { dropLeaveGuards(of: leaveGuards.values.compactMap(\.screen)) }
  }
}
