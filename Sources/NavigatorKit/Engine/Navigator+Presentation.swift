// Presenting and dismissing: the public calls, carrying out a presentation, and finding when one ended.

extension Navigator {
  /// Presents `screen` modally from the host and runs `onLeave` once, when the presentation ends.
  ///
  /// `onLeave` runs exactly once when the presentation ends by any path: ``dismiss(animated:)``, a dismissal
  /// made on the host directly, or the person pulling a sheet down. A pull-down that is cancelled, or refused
  /// because the screen is modal in presentation, runs nothing. ``NavigationEvent/didPresent(_:)`` is sent when
  /// the presentation finished appearing. To be told why the presentation ended, pass a closure that takes a
  /// ``LeaveReason`` (``present(_:animated:onLeave:)-4yrkm``); to await a result, use
  /// ``present(_:animated:completing:)``.
  ///
  /// If the host is transitioning, the call is queued and applied when the transition ends.
  ///
  /// Misuse: presenting while a screen is presented reports ``NavigationIssue/Kind/alreadyPresenting`` (UIKit
  /// would present nothing and never call back); presenting a screen that is on the stack, or the host itself,
  /// reports ``NavigationIssue/Kind/presentingScreenInStack``. Nothing is presented and `onLeave` is released
  /// without running.
  ///
  /// - Parameters:
  ///   - screen: The screen to present; often a navigation controller with a stack of its own.
  ///   - animated: Whether the host animates the presentation.
  ///   - onLeave: What to run when the presentation ends.
  public func present(_ screen: any Screen, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil) {
    present(
      ScreenRecord(screen, onLeave: LeaveAction(onLeave)), animated: animated, onRefused: nil,
      call: .navigator(#function))
  }

  /// Presents `screen` and runs `onLeave` with the reason the presentation ended, once, when it ends.
  ///
  /// Like ``present(_:animated:onLeave:)-6bcgg``, but `onLeave` is told why:
  /// ``LeaveReason/sheetPulledDown``, ``LeaveReason/dismiss``, ``LeaveReason/finish``, ``LeaveReason/changedOnHost``
  /// (a dismissal made on the host directly, when the host says so), or ``LeaveReason/unknown``.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - animated: Whether the host animates the presentation.
  ///   - onLeave: What to run when the presentation ends, told why.
  public func present(
    _ screen: any Screen, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void
  ) {
    present(
      ScreenRecord(screen, onLeave: .told(onLeave)), animated: animated, onRefused: nil, call: .navigator(#function))
  }

  /// Presents `screen` and runs `onDismiss` once, when the presentation ends.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - animated: Whether the host animates the presentation.
  ///   - onDismiss: What to run when the presentation ends.
  @available(*, unavailable, renamed: "present(_:animated:onLeave:)")
  @_disfavoredOverload
  public func present(_ screen: any Screen, animated: Bool = true, onDismiss: (@MainActor () -> Void)? = nil) {
    present(
      ScreenRecord(screen, onLeave: LeaveAction(onDismiss)), animated: animated, onRefused: nil,
      call: .navigator(#function))
  }

  /// `present`, with `onRefused` run instead of `onDismiss` if the presentation is refused as misuse. A refusal names
  /// `call`, the public method the app called.
  func present(
    _ record: consuming ScreenRecord, animated: Bool, onRefused: (@MainActor () -> Void)?, call: EntryPoint
  ) {
    run(.present(record, animated: animated, onRefused: onRefused, call: call))
  }

  /// `present` of a new record for `screen`, with `onDismiss` run when the presentation ends.
  func present(
    _ screen: any Screen, animated: Bool, onDismiss: LeaveAction?, onRefused: (@MainActor () -> Void)?,
    call: EntryPoint
  ) {
    run(.present(ScreenRecord(screen, onLeave: onDismiss), animated: animated, onRefused: onRefused, call: call))
  }

  /// Dismisses the presented screen.
  ///
  /// The presentation's `onLeave` runs when the dismissal finished, then ``NavigationEvent/didDismiss(_:reason:)`` is
  /// sent. If the host is transitioning, the call is queued.
  ///
  /// Misuse: with nothing presented, nothing happens and ``NavigationIssue/Kind/nothingToDismiss`` is reported.
  ///
  /// - Parameter animated: Whether the host animates the dismissal.
  public func dismiss(animated: Bool = true) {
    dismiss(animated: animated, call: .navigator(#function))
  }

  /// `dismiss`, with a refusal naming `call`, the public method the app called.
  func dismiss(animated: Bool, call: EntryPoint) {
    run(.dismiss(animated: animated, call: call))
  }

  /// Carries out a present command: checks it, presents, and remembers `onDismiss`.
  ///
  /// - Returns: Whether the screen was handed to the host.
  func applyPresent(_ record: consuming ScreenRecord, animated: Bool, call: EntryPoint) -> Bool {
    let screen = record.screen
    guard validatePresent(screen, call: call) else { return false }
    presentation = record
    host.presentScreen(screen, animated: animated) { [weak self] in
      self?.emit(.didPresent(screen))
    }
    if host.presentedScreen !== screen {
      // The host refused; it will never call back, and nothing was presented to be dismissed.
      presentation = nil
      return false
    }
    return true
  }

  /// Finds whether the presentation ended since the last reconcile, and runs its `onDismiss`; adopts a presentation
  /// made on the host directly, so that its end is reported too.
  ///
  /// - Parameter current: The host's presented screen, which `reconcile()` read.
  /// - Returns: Whether it ran a closure or sent an event: app code that may have changed the host.
  func reconcilePresentation(_ current: (any Screen)?) -> Bool {
    let hostReason = presentationLeaveReason.take()
    guard current !== presentation?.screen else { return false }
    let reason = hostReason ?? unexplainedChangeReason
    var calledOut = false
    if let ended = presentation {
      presentation = nil
      // What is inside the presentation leaves first, with its reason, before the closure that may release it.
      let screen = ended.screen
      calledOut = end(ended, because: reason)
      calledOut = calledOut || !observations.isEmpty
      emit(.didDismiss(screen, reason: reason))
    }
    if let adopted = current, presentation == nil {
      presentation = ScreenRecord(adopted)
      calledOut = calledOut || !observations.isEmpty
      emit(.didPresent(adopted))
    }
    return calledOut
  }
}
