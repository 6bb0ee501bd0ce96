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
    settleWaiterCount &+= 1
    let id = settleWaiterCount
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        settleWaiters.append(SettleWaiter(id: id, resume: continuation.resume))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.resumeSettleWaiter(id) }
    }
  }

  /// Resumes the tasks waiting for the host to settle, if it has. Called when the engine's loop ends.
  func resumeSettleWaitersIfSettled() {
    guard isSettled else { return }
    let waiters = settleWaiters
    settleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Runs `action` once the host has settled: now if it has, otherwise when the engine's loop next finds it settled.
  func whenSettled(_ action: @escaping @MainActor () -> Void) {
    guard !isSettled else { return action() }
    settleWaiterCount &+= 1
    settleWaiters.append(SettleWaiter(id: settleWaiterCount, resume: action))
  }

  private func resumeSettleWaiter(_ id: Int) {
    guard let index = settleWaiters.firstIndex(where: { $0.id == id }) else { return }
    var waiters = settleWaiters
    let waiter = waiters.remove(at: index)
    settleWaiters = waiters
    waiter.resume()
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
    eventStreamCount &+= 1
    let id = eventStreamCount
    let observation = observe { [continuation] event in continuation.yield(event) }
    eventStreams.append(EventStream(id: id, observation: observation, continuation: continuation))
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.endEventStream(id) }
    }
    return stream
  }

  private func endEventStream(_ id: Int) {
    guard let index = eventStreams.firstIndex(where: { $0.id == id }) else { return }
    eventStreams.remove(at: index).observation.cancel()
  }
}

/// A task — or the navigator itself, for ``Navigator/respondToTap(_:)`` — waiting for the host to settle.
struct SettleWaiter {
  let id: Int
  let resume: @MainActor () -> Void
}

/// A sequence of events being read: the observation that feeds it, and its continuation.
struct EventStream: Sendable {
  let id: Int
  let observation: NavigationObservation
  let continuation: AsyncStream<NavigationEvent>.Continuation
}
