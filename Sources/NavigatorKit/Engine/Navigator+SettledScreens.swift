// The stack as the navigator last settled it: what the layers above (routes, coordinators) compare with what they
// expect, rather than the host's stack, which runs ahead of pop detection.

extension Navigator {
  /// The screens on the stack as the navigator last reconciled it, root first.
  ///
  /// Unlike ``screens``, this does not run ahead of pop detection: during a swipe-back the top screen is still here
  /// until the swipe finishes, and a screen leaves this list exactly when its `onLeave` runs. Call ``synchronize()``
  /// first to pick up changes made on the host directly.
  ///
  /// One screen is here before the reconcile finds it: a push of the navigator's own that is on the host's stack, on
  /// top, while its animation runs. An animated push cannot be cancelled, so it is on the stack from the moment the
  /// host has it (as the routers built on the navigator promise); a push the host has not taken yet (deferred behind
  /// another transition) is not.
  var settledScreens: [any Screen] {
    guard let pending = known.pendingPushes.last?.screen, host.isTransitioning, let top = host.screens.last,
      top === pending
    else {
      return known.screens
    }
    return known.screens + [pending]
  }
}
