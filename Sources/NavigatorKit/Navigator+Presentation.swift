extension Navigator {
  /// Presents `screen` modally from the host and remembers `onDismiss` until the presentation ends.
  ///
  /// `onDismiss` runs exactly once when the presentation ends by any path: ``dismiss(animated:)``, a dismissal
  /// made on the host directly, or the person pulling a sheet down. A pull-down that is cancelled, or refused
  /// because the screen is modal in presentation, runs nothing. ``NavigationEvent/didPresent(_:)`` is sent when
  /// the presentation finished appearing.
  ///
  /// If the host is transitioning, the call is queued and applied when the transition ends.
  ///
  /// Misuse: presenting while a screen is presented reports ``NavigationIssue/Kind/alreadyPresenting`` (UIKit
  /// would present nothing and never call back); presenting a screen that is on the stack, or the host itself,
  /// reports ``NavigationIssue/Kind/presentingScreenInStack``. Nothing is presented and `onDismiss` is released
  /// without running.
  ///
  /// - Parameters:
  ///   - screen: The screen to present; often a navigation controller with a stack of its own.
  ///   - animated: Whether the host animates the presentation.
  ///   - onDismiss: What to run when the presentation ends.
  public func present(_ screen: any Screen, animated: Bool = true, onDismiss: (@MainActor () -> Void)? = nil) {
    _ = submit(.present(screen, animated: animated, onDismiss: onDismiss, onRefused: nil))
  }

  /// `present`, with `onRefused` run instead of `onDismiss` if the presentation is refused as misuse.
  func present(
    _ screen: any Screen, animated: Bool, onDismiss: (@MainActor () -> Void)?,
    onRefused: @escaping @MainActor () -> Void
  ) {
    _ = submit(.present(screen, animated: animated, onDismiss: onDismiss, onRefused: onRefused))
  }

  /// Dismisses the presented screen.
  ///
  /// The presentation's `onDismiss` runs when the dismissal finished, then ``NavigationEvent/didDismiss(_:)`` is
  /// sent. If the host is transitioning, the call is queued.
  ///
  /// Misuse: with nothing presented, nothing happens and ``NavigationIssue/Kind/nothingToDismiss`` is reported.
  ///
  /// - Parameter animated: Whether the host animates the dismissal.
  public func dismiss(animated: Bool = true) {
    _ = submit(.dismiss(animated: animated))
  }
}
