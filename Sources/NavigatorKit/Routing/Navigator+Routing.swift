// What the routing layer reads from a navigator beyond its public API: the stack as the navigator last settled it.

extension Navigator {
  /// The screens on the stack as the navigator last reconciled it, root first.
  ///
  /// Unlike ``screens``, this does not run ahead of pop detection: during a swipe-back the top screen is still here
  /// until the swipe finishes, and a screen leaves this list exactly when its `onPop` runs. Call ``synchronize()``
  /// first to pick up changes made on the host directly.
  var settledScreens: [any Screen] { known.screens }
}
