// async/await: waiting for the host to settle, and the navigator's events as an asynchronous sequence.

extension Navigator {
  /// Waits until the host has no transition in flight and no command waits in the queue.
  ///
  /// Returns at once when the host is settled. Otherwise it returns once the transitions in flight — those the
  /// navigator's calls started, and the queued commands they let through — have ended and their closures and events
  /// have run. Cancelling the waiting task makes it return early.
  ///
  /// ```swift
  /// navigator.push(detail)
  /// await navigator.waitUntilSettled()  // the push animation is over; onLeave closures of what left have run
  /// ```
  public func waitUntilSettled() async {
    guard !isSettled else { return }
    let waiter = SettleWaiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        waiter.continuation = continuation
        whenSettled { waiter.resume() }
      }
    } onCancel: {
      Task { @MainActor in waiter.resume() }
    }
  }

  /// Every ``NavigationEvent`` from now on, as an asynchronous sequence that ends when the navigator is released.
  ///
  /// Each read makes a new sequence, which receives the events an observer registered with ``observe(_:)`` now would
  /// receive, in the same order. They are buffered until the loop reads them, so the loop runs after the events have
  /// been delivered — and the buffer keeps the screens they name alive until then. Stop reading (break out of the loop,
  /// or cancel its task) and the navigator stops buffering.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await event in navigator.events {
  ///     analytics.log(event.description)
  ///   }
  /// }
  /// ```
  public var events: AsyncStream<NavigationEvent> {
    var made: AsyncStream<NavigationEvent>.Continuation?
    let stream = AsyncStream<NavigationEvent>(bufferingPolicy: .unbounded) { made = $0 }
    guard let continuation = made else { return stream }  // AsyncStream runs its closure before returning
    let streams = attachment(EventStreams.init)
    let id = streams.add(continuation, observation: observe { [continuation] event in continuation.yield(event) })
    continuation.onTermination = { [weak streams] _ in
      Task { @MainActor in streams?.remove(id) }
    }
    return stream
  }
}

/// A task waiting for the host to settle: resumed once, when the navigator settles or the task is cancelled.
@MainActor
private final class SettleWaiter {
  var continuation: CheckedContinuation<Void, Never>?

  func resume() {
    continuation.take()?.resume()
  }
}

/// The `events` sequences being read from one navigator: the observation that feeds each, and its continuation. Kept
/// with the navigator (`attachment(_:)`), so the sequences end when the navigator is released.
@MainActor
private final class EventStreams {
  private var streams: [Int: (observation: NavigationObservation, continuation: Continuation)] = [:]
  private var lastID = 0

  typealias Continuation = AsyncStream<NavigationEvent>.Continuation

  init() {}

  func add(_ continuation: Continuation, observation: NavigationObservation) -> Int {
    lastID &+= 1
    streams[lastID] = (observation, continuation)
    return lastID
  }

  func remove(_ id: Int) {
    streams.removeValue(forKey: id)?.observation.cancel()
  }

  deinit {
    for stream in streams.values { stream.continuation.finish() }
  }
}
