// The engine's loop: while the host is settled, reconcile until quiet, then apply the next command. Every navigator
// call that changes the stack or the presentation, and every host callback that ends a transition, goes through it.

extension Navigator {
  /// Carries out `command` now if the host is settled and nothing waits before it, or queues it.
  ///
  /// A call made while the loop runs (from a closure or an observer the loop called) waits behind the work in
  /// progress; a call made while commands wait for a transition to end waits behind them.
  ///
  /// - Returns: The screens it popped, in stack order (root-most first), when it was carried out before returning;
  ///   `nil` when it waits.
  @discardableResult
  func run(_ command: consuming Command) -> [any Screen]? {
    guard !isRunning, queue.isEmpty else {
      queue.append(command)
      if !isRunning { runLoop() }
      return nil
    }
    return runLoop(applyingFirst: command)
  }

  /// Runs the loop without a call of its own: what the host's callbacks and ``synchronize()`` do. Does nothing when
  /// the loop is running further up, which reconciles again once the command it applied returns.
  func runLoop() {
    guard !isRunning else { return }
    runLoop(applyingFirst: nil)
  }

  /// The loop. While the host is settled:
  /// 1. Reconcile until a pass runs no app code: closures and observers that ran may have changed the host directly.
  /// 2. Apply `call` if there is one, else the first queued command; stop when nothing waits.
  ///
  /// When the host is transitioning, nothing is decided, and `call` waits at the front of the queue for the
  /// transition's end, when the host's callback runs the loop again.
  ///
  /// - Returns: The screens `call` popped, when it was applied.
  @discardableResult
  private func runLoop(applyingFirst call: consuming Command?) -> [any Screen]? {
    isRunning = true
    defer {
      isRunning = false
      #if InternalChecks
        assertInvariants()
      #endif
      runSettleActionsIfSettled()
      announceObservedChanges()
    }
    var call = call
    var popped: [any Screen]?
    while reconcileUntilQuiet() {
      if let command = call.take() {
        popped = apply(command)
      } else if !queue.isEmpty {
        apply(queue.removeFirst())
      } else {
        break
      }
    }
    if let call { queue.insert(call, at: 0) }
    return popped
  }

  /// Reconciles until a pass runs no app code; returns whether the host is then settled.
  private func reconcileUntilQuiet() -> Bool {
    while true {
      switch reconcile() {
      case .transitioning: return false
      case .quiet: return true
      case .calledOut: continue
      }
    }
  }

  /// Checks a push for misuse against the settled host and hands it to the host, or reports why not and runs
  /// `onRefused`.
  private func applyPush(
    _ record: consuming ScreenRecord, animated: Bool, onRefused: (@MainActor () -> Void)?, call: EntryPoint
  ) {
    let screen = record.screen
    guard validatePush(screen, call: call) else {
      onRefused?()
      return
    }
    known.expectPush(record)
    host.push(screen, animated: animated)
  }

  /// Checks `command` for misuse against the settled host and carries it out, or reports why not.
  ///
  /// Called only right after a quiet reconcile: the known stack is the host's.
  ///
  /// - Returns: The screens it popped, in stack order (root-most first), for the value the navigator method returns.
  @discardableResult
  private func apply(_ command: consuming Command) -> [any Screen] {
    switch consume command {
    case .push(let record, let animated, let onRefused, let call):
      applyPush(record, animated: animated, onRefused: onRefused, call: call)
      return []
    case .pop(let animated, let call):
      guard validatePop(call: call) else { return [] }
      expectChange(because: .pop)
      guard let popped = host.pop(animated: animated) else { return [] }
      return [popped]
    case .popTo(let target, let animated, let call):
      guard let index = validatePop(to: target, call: call) else { return [] }
      guard index < known.count - 1 else { return [] }
      let popped = known.screens(from: index + 1)
      expectChange(because: .popTo)
      host.pop(to: target, animated: animated)
      return popped
    case .popToRoot(let animated):
      guard known.count > 1 else { return [] }
      let popped = known.screens(from: 1)
      expectChange(because: .popToRoot)
      host.popToRoot(animated: animated)
      return popped
    case .setScreens(let screens, let animated, let call):
      guard validateNewStack(screens, call: call) else { return [] }
      expectChange(because: .setScreens)
      host.setScreens(screens, animated: animated)
      return []
    case .present(let record, let animated, let onRefused, let call):
      if !applyPresent(record, animated: animated, call: call) {
        onRefused?()
      }
      return []
    case .dismiss(let animated, let call):
      guard validateDismiss(call: call) else { return [] }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      presentationLeaveReason = .dismiss
      return []
    case .end(let screen, let reason, let animated):
      if host.presentedScreen === screen {
        host.dismissPresentedScreen(animated: animated, completion: nil)
        presentationLeaveReason = reason
        return []
      }
      guard let index = known.lastIndex(of: screen) else { return [] }
      guard index > 0 else {
        // A stack cannot lose its root: the screens above it go, the root stays, and its record ends here — after
        // the screens above it, as an ordinary pop ends them: they are popped first, and this command comes back to
        // end the root's record once their closures ran.
        if known.count > 1 {
          let popped = apply(.popToRoot(animated: animated))
          expectChange(because: reason)
          queue.insert(.end(screen, because: reason, animated: animated), at: 0)
          return popped
        }
        end(known.takeRecord(at: 0), because: reason)
        return []
      }
      let popped = known.screens(from: index)
      expectChange(because: reason)
      host.pop(to: known.screens[index - 1], animated: animated)
      return popped
    }
  }

  private func expectChange(because reason: LeaveReason) {
    known.commandReason = reason
  }
}
