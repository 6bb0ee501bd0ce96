// Presenting and dismissing on a headless stack, as UIKit's view controllers do (R21–R23).

import NavigatorKit

extension HeadlessNavigationController {

  /// Presents `screen` (R21) in this stack's presenting context: shared with the other tabs when the stack is a tab
  /// of a ``HeadlessTabBarController`` (R21a). The presentation is this stack's: it alone reports it as
  /// ``presentedScreen``.
  ///
  /// When something is already presented in that context — by this stack or by another tab — nothing is presented,
  /// UIKit's console message is recorded and `completion` never runs. During a push, pop or set animation, the presentation follows
  /// ``Readings-swift.struct/presentDuringStackTransition``: by default it goes ahead (R20a).
  public func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
    let slot = presentation
    if let presented = slot.presented {
      consoleMessages.append(
        "Attempt to present \(label(screen)) on \(name) which is already presenting \(label(presented))")
      return
    }
    let call = DeferredCall.present(screen, animated: animated, completion: completion)
    guard !holdsBack(call, reading: readings.presentDuringStackTransition) else { return }
    slot.presented = screen
    slot.presenter = self
    if let presentedStack = screen as? HeadlessNavigationController {
      presentedStack.presentingHost = self
      presentedStack.isInWindow = isInWindow
    } else if let tabBar = screen as? HeadlessTabBarController {
      tabBar.isInWindow = isInWindow
    }
    runPresentationTransition(animated: animated, of: screen, isDismissal: false) {
      completion?()
    }
  }

  /// Dismisses the presented screen (R22), and with it everything presented above it (R22a). A programmatic
  /// dismissal delivers no presentation-controller callbacks (R23); `completion` runs once it finished.
  ///
  /// Only this stack's own presentation is dismissed: with another tab's presentation up, nothing happens (UIKit's
  /// `dismiss` would take it down; the UIKit adapter's host leaves it to the tab that made it, and so does this stack).
  /// With nothing presented in its context, a stack that a headless stack presented asks its presenter to dismiss it,
  /// as UIKit forwards the call; otherwise nothing happens. While a presentation or dismissal animates, UIKit's console
  /// message is recorded and the call follows ``Readings-swift.struct/dismissDuringPresentationTransition``.
  public func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
    let slot = presentation
    guard let presented = slot.presented, slot.presenter === self else {
      if slot.presented == nil, let presentingHost, presentingHost.presentedScreen === self {
        presentingHost.dismissPresentedScreen(animated: animated, completion: completion)
      }
      return
    }
    if slot.transitionsInFlight > 0 {
      consoleMessages.append(
        "Attempt to dismiss from view controller \(name) while a presentation or dismiss is in progress!")
      switch readings.dismissDuringPresentationTransition {
      case .proceeds: break
      case .deferred:
        deferredCalls.append(.dismiss(animated: animated, completion: completion))
        return
      case .ignored: return
      }
    }
    runPresentationTransition(animated: animated, of: presented, isDismissal: true) {
      Self.endPresentation(of: presented, in: slot)
      completion?()
    }
  }

  /// Starts pulling the presented sheet down, as the person would (R23, R23a).
  ///
  /// If the sheet is modal in presentation — its own ``HeadlessScreen/isModalInPresentation``, or with
  /// ``Readings-swift.struct/topScreenModalInPresentationCounts`` that of the top screen of a presented stack
  /// (R23b) — nothing is dismissed, `presentationControllerDidAttemptToDismiss` is delivered and `nil` is returned.
  /// Otherwise the sheet's ``HeadlessScreen/presentationControllerDelegate`` is asked
  /// `presentationControllerShouldDismiss`, then the navigator's leave guards (see
  /// ``NavigatorKit/Navigator/setLeaveGuard(for:_:)``); either refusing delivers
  /// `presentationControllerDidAttemptToDismiss` and returns `nil`. Then `presentationControllerWillDismiss` is
  /// delivered, and the returned transition is in flight, with a ``transitionCoordinator`` on this stack. Finishing it dismisses the sheet and everything above it and delivers
  /// `presentationControllerDidDismiss` to the delegate and the observer of the stack that presented it;
  /// cancelling leaves it presented and tells nothing but the transition's end.
  ///
  /// - Returns: The transition, or `nil` when nothing is presented, the dismissal is refused, or a transition is in
  ///   flight.
  public func beginInteractiveDismiss() -> InteractiveTransition? {
    let slot = presentation
    if let presenter = slot.presenter, presenter !== self {
      return presenter.beginInteractiveDismiss()
    }
    guard let presented = slot.presented, !isTransitioning, slot.transitionsInFlight == 0 else { return nil }
    let sheet = presented as? HeadlessScreen
    let delegate = sheet?.presentationControllerDelegate
    if isModal(presented) {
      record("presentationControllerDidAttemptToDismiss", presented)
      if let sheet { delegate?.presentationControllerDidAttemptToDismiss(sheet) }
      return nil
    }
    if let sheet, let delegate {
      record("presentationControllerShouldDismiss", presented)
      guard delegate.presentationControllerShouldDismiss(sheet) else {
        record("presentationControllerDidAttemptToDismiss", presented)
        delegate.presentationControllerDidAttemptToDismiss(sheet)
        return nil
      }
    }
    // The navigator's leave guards answer as part of `presentationControllerShouldDismiss`, as NavigatorKit's
    // delegate proxy does in UIKit: a refusal bounces the sheet back the same way.
    if let navigationObserver,
      !navigationObserver.navigationHost(self, shouldDismiss: presented, because: .sheetPulledDown)
    {
      record("presentationControllerDidAttemptToDismiss", presented)
      if let sheet { delegate?.presentationControllerDidAttemptToDismiss(sheet) }
      return nil
    }
    record("presentationControllerWillDismiss", presented)
    if let sheet { delegate?.presentationControllerWillDismiss(sheet) }
    let context = TransitionContext(presenting: self, presented: presented, isDismissal: true, isInteractive: true)
    let number = startCoordinator(.made(context))
    slot.transitionsInFlight += 1
    let pullDown = makeInteraction(.dismiss, kind: .presentation, context: context) { [weak self] cancelled in
      slot.transitionsInFlight -= 1
      guard let self else { return }
      if !cancelled {
        Self.endPresentation(of: presented, in: slot)
        record("presentationControllerDidDismiss", presented)
        if let sheet { delegate?.presentationControllerDidDismiss(sheet) }
        navigationObserver?.navigationHost(self, didDismiss: presented)
      }
      finishTransition(number)
    }
    // As the UIKit adapter says at `presentationControllerWillDismiss`, with the pull-down's transition under way: a
    // pull-down started, and may still be cancelled.
    navigationObserver?.navigationHost(self, willDismissBecause: .sheetPulledDown)
    return pullDown
  }
}
