/// A token that keeps an observer of a ``Navigator`` registered.
///
/// Observation stops when you call ``cancel()`` or when the token is deallocated, so keep it for as long as you
/// want events, the way you keep a Combine `AnyCancellable`.
@MainActor
public final class NavigationObservation {
  var handler: (@MainActor (NavigationEvent) -> Void)?

  init(handler: @escaping @MainActor (NavigationEvent) -> Void) {
    self.handler = handler
  }

  /// Stops the observation. The handler is released and is not called again; calling it twice is harmless.
  public func cancel() {
    handler = nil
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { handler == nil }
}

/// A weak reference to an observation, so that a dropped token stops observing without a `deinit` hook.
@MainActor
struct WeakObservation {
  weak var value: NavigationObservation?
}
