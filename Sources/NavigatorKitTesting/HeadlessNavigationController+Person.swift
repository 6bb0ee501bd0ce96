// What a person does to a headless stack: the back button, swipes from the edge and the content area, interactive
// pushes, and what the stack goes through when it comes on screen.

import NavigatorKit

extension HeadlessNavigationController {

  /// Taps the back button: an animated pop of the top screen (R3), which leaves with
  /// ``NavigatorKit/LeaveReason/backButton``. The button stays enabled during a transition, so the pop then follows
  /// ``Readings-swift.struct/popDuringTransition`` (R20a). Does nothing at the root, off the window, under a presented
  /// screen, or when a leave guard of the top screen refuses (see ``NavigatorKit/Navigator/setLeaveGuard(for:_:)``).
  ///
  /// A tap that the reading defers is replayed once the transition ends as the person's tap: the guard of the screen
  /// it then pops is asked at that moment — the top may have changed since the tap — and the screen leaves with
  /// `backButton`.
  public func tapBackButton() {
    guard isInWindow, !isCoveredByPresentation, stack.count > 1,
      defersPersonPops || mayPop(from: stack.count - 1, because: .backButton)
    else { return }
    pop(animated: true, because: .backButton)
  }

  /// Whether a pop the person makes now is deferred until the transition in flight ends (R20a, read as deferred):
  /// its guards are then asked when it is replayed, about the screens it pops then.
  var defersPersonPops: Bool {
    isStackTransitioning && readings.popDuringTransition == .deferred
  }

  /// Whether the observer's leave guards let the person pop the screens from `index` up, for `reason`.
  func mayPop(from index: Int, because reason: LeaveReason) -> Bool {
    guard let navigationObserver, index < stack.count else { return true }
    return navigationObserver.navigationHost(self, shouldPop: Array(stack[index...]), because: reason)
  }

  /// Pops the top screen as the person does, telling the observer `reason`.
  func pop(animated: Bool, because reason: LeaveReason) {
    personCause = reason
    defer { personCause = nil }
    pop(animated: animated)
  }

  /// Pops to the root as the person does, telling the observer `reason`.
  func popToRoot(animated: Bool, because reason: LeaveReason) {
    personCause = reason
    defer { personCause = nil }
    popToRoot(animated: animated)
  }

  /// Tells the observer why the stack is about to change, when the person is changing it. A change made by code
  /// calling this host — the navigator, or app code — is not reported: the navigator knows its own calls, and
  /// ``reportsPersonExits`` tells it that any other change was made by a direct call.
  func reportStackChange() {
    if let personCause { navigationObserver?.navigationHost(self, willChangeStackBecause: personCause) }
  }

  /// `true`: this host reports every exit the person makes, so that the navigator reports any other change as
  /// ``NavigatorKit/LeaveReason/changedOnHost``.
  public var reportsPersonExits: Bool { true }

  /// Starts a swipe-back from the left edge (R11): the top screen leaves ``screens`` and willShow is delivered for
  /// the screen below, at once. Lift the finger with the returned transition's ``InteractiveTransition/finish()``
  /// or ``InteractiveTransition/cancel()``; the transition then settles (R10a) and ends with didShow (R12) or with
  /// the stack restored and no show callbacks (R13).
  ///
  /// The screen leaves with ``NavigatorKit/LeaveReason/interactivePop``. A leave guard of the top screen that refuses
  /// stops the swipe before it begins, as a recogniser's delegate does by answering `gestureRecognizerShouldBegin`
  /// with `false`.
  ///
  /// - Returns: The transition, or `nil` when only the root is on the stack, the stack is off the window, something
  ///   is presented over it, a transition is in flight, ``isInteractivePopEnabled`` is `false`, or a leave guard
  ///   refuses.
  public func beginInteractivePop() -> InteractiveTransition? {
    guard isInteractivePopEnabled else { return nil }
    return beginSwipeBack(.interactivePop)
  }

  /// Starts a swipe-back from anywhere in the content area, as iOS 26 allows (R11a). It runs the same course as
  /// the edge swipe of ``beginInteractivePop()``; the screen leaves with
  /// ``NavigatorKit/LeaveReason/interactiveContentPop``.
  ///
  /// - Returns: The transition, or `nil` when ``isInteractiveContentPopEnabled`` is `false` or an edge swipe could
  ///   not begin either.
  public func beginInteractiveContentPop() -> InteractiveTransition? {
    guard isInteractiveContentPopEnabled else { return nil }
    return beginSwipeBack(.interactiveContentPop)
  }

  /// Pushes `screen` with an interaction controller the app supplies, which the person drives (R13a): the stack
  /// changes and willShow is delivered at once; a finished transition delivers didShow, a cancelled one restores
  /// the stack when it has settled and delivers no show callbacks.
  ///
  /// - Returns: The transition, or `nil` when the push is refused (recorded in ``exceptions``), the stack is off
  ///   the window, something is presented over it, or a transition is in flight.
  public func beginInteractivePush(_ screen: any Screen) -> InteractiveTransition? {
    layoutIfNeeded()
    guard canBeginInteraction else { return nil }
    if containsIdentical(stack, screen) || isNavigationStack(screen) {
      exceptions.append("NSInvalidArgumentException: \(name) cannot push \(label(screen))")
      return nil
    }
    let before = stack
    stack.append(screen)
    return beginInteractiveStackTransition(.push, from: before.last, to: screen, restoring: before)
  }

  /// Replaces the stack with an interaction controller the app supplies, which the person drives (R13a). Like
  /// ``beginInteractivePush(_:)``; a cancelled transition restores the old stack whole.
  ///
  /// - Returns: The transition, or `nil` when the new stack is refused (recorded in ``exceptions``), its top is the
  ///   current top (no transition runs), or an interactive push could not begin either.
  public func beginInteractiveSetScreens(_ newScreens: [any Screen]) -> InteractiveTransition? {
    layoutIfNeeded()
    guard canBeginInteraction, newScreensAreDistinct(newScreens), let top = newScreens.last, top !== stack.last
    else { return nil }
    let before = stack
    reportStackChange()
    stack = newScreens
    return beginInteractiveStackTransition(.setScreens, from: before.last, to: top, restoring: before)
  }
}
