/// How a headless host runs animated transitions.
public enum TransitionMode: Sendable, Hashable {
  /// Animated transitions finish before the call that started them returns. The default: tests read top to
  /// bottom.
  case immediate
  /// Animated transitions stay in flight until ``HeadlessNavigationController/completeTransition()`` is called, so
  /// tests can act in the middle of one (a second push during a push animation, a tap during a pop).
  case manual
}
