// The engine's loop, and how each command is carried out on the host.

extension Navigator {
  /// Changes the queue with `change`, which only moves commands in or out of it (append, insert, remove).
  ///
  /// The queue is taken out of the navigator for the change and put back, so that every access to the queue is a
  /// plain read or exchange, which the compiler proves exclusive without a check at run time. A command that `change`
  /// removes is returned to the caller and released after the change, never inside an access to the queue, where its
  /// deinitializer (a screen's, a closure's captures) could reach back into the navigator.
  @inline(__always)
  func changeQueue<Result>(_ change: (inout [Command]) -> Result) -> Result {
    var commands: [Command] = []
    swap(&commands, &queue)
    defer { swap(&commands, &queue) }
    return change(&commands)
  }

  /// Runs the engine: reconciles with the host, then applies `command` and any queued commands while the host is
  /// settled, reconciling after each one.
  ///
  /// Every navigator call and every host callback comes here. The loop:
  /// 1. Reconciles: finds what left the stack and the presentation since the last look, and runs their closures.
  /// 2. Stops when nothing waits, or when a transition is in flight (commands then wait for its end).
  /// 3. Before applying a command, reconciles again until a pass runs no app code, so that the known stack is the
  ///    host's: a closure or observer that just ran may have changed the host directly.
  /// 4. Applies the caller's `command` first, then the queued commands in order, and goes back to 1.
  ///
  /// Closures and observers that call the navigator while the loop runs land in the queue (`isDraining`) and are
  /// applied by this same loop, behind the work in progress.
  ///
  /// - Returns: What applying `command` did, when it was applied before returning; `nil` when it waits for a
  ///   transition to end, or for the loop running further up.
  @discardableResult
  func run(_ command: consuming Command?) -> CommandOutcome? {
    guard !isDraining else {
      if let command = command.take() { changeQueue { $0.append(command) } }
      return nil
    }
    isDraining = true
    defer {
      isDraining = false
      if !settleWaiters.isEmpty { resumeSettleWaitersIfSettled() }
    }
    // The caller's command goes behind commands that already wait; otherwise it is applied ahead of any that the
    // reconcile's closures queue, as it was made first.
    var next = command.take()
    if next != nil, !queue.isEmpty, let waiting = next.take() {
      changeQueue { $0.append(waiting) }
    }
    var outcome: CommandOutcome?
    // Right after a command that changes only the stack, the reconcile leaves the presentation alone: the command did
    // not touch it. Before the next command, it is reconciled too.
    var stackOnly = false
    while true {
      var state = reconcile(stackOnly: stackOnly)
      guard next != nil || !queue.isEmpty else { break }
      while state == .calledOut || (stackOnly && state == .quiet) {
        stackOnly = false
        state = reconcile(stackOnly: false)
      }
      guard state == .quiet else { break }
      if let command = next.take() {
        stackOnly = command.changesOnlyTheStack
        outcome = apply(command)
      } else if !queue.isEmpty {
        // Checked again: a closure the reconciles above ran may have withdrawn the command that waited (a child's
        // `finish()` withdraws its queued push).
        let command = changeQueue { $0.removeFirst() }
        stackOnly = command.changesOnlyTheStack
        _ = apply(command)
      } else {
        break
      }
    }
    if let next {
      changeQueue { $0.insert(next, at: 0) }
    }
    return outcome
  }

  /// Checks `command` for misuse against the settled host and carries it out, or reports why not.
  ///
  /// Called only right after a quiet reconcile: the known stack is the host's.
  private func apply(_ command: consuming Command) -> CommandOutcome {
    switch consume command {
    case .push(let screen, let animated, let onPop, let onRefused):
      guard validateAndExpectPush(screen, onPop: onPop) else {
        onRefused?()
        return .refused
      }
      host.push(screen, animated: animated)
      return .done
    case .pop(let animated):
      guard validateAndExpectPop() else { return .refused }
      // What the host hands back is what it popped; the reconcile that follows checks the stack itself.
      let popped = host.pop(animated: animated)
      guard let popped else { return .done }
      return .popped(popped)
    case .popTo(let target, let animated):
      guard let index = validatePop(to: target) else { return .refused }
      guard index < known.count - 1 else { return .done }
      let popped = known.screens(from: index + 1)
      expectChange(because: .popTo)
      host.pop(to: target, animated: animated)
      return .poppedMany(popped)
    case .popToRoot(let animated):
      guard known.count > 1 else { return .done }
      let popped = known.screens(from: 1)
      expectChange(because: .popToRoot)
      host.popToRoot(animated: animated)
      return .poppedMany(popped)
    case .setScreens(let screens, let animated):
      guard validateNewStack(screens) else { return .refused }
      expectChange(because: .setScreens)
      host.setScreens(screens, animated: animated)
      return .done
    case .present(let screen, let animated, let onDismiss, let onRefused):
      guard applyPresent(screen, animated: animated, onDismiss: onDismiss) else {
        onRefused?()
        return .refused
      }
      return .done
    case .dismiss(let animated):
      guard validateDismiss() else { return .refused }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      presentationLeaveReason = .dismiss
      return .done
    case .popOff(let root, let animated):
      guard let index = known.lastIndex(of: root) else { return .done }
      guard index > 0 else {
        // A stack cannot lose its root: the screens above it go, the root stays, and the flow that began with it
        // ends here — after the flows above it, as an ordinary pop ends them: the screens above are popped first,
        // and this command comes back to run the root's closure once their closures ran.
        if known.count > 1 {
          let outcome = apply(.popToRoot(animated: animated))
          noteCommandReason(.finish)
          changeQueue { $0.insert(.popOff(root, animated: animated), at: 0) }
          return outcome
        }
        changeKnown { $0.takeOnPop(at: 0) }?.run(.finish)
        return .done
      }
      let outcome = apply(.popTo(known.screens[index - 1], animated: animated))
      noteCommandReason(.finish)
      return outcome
    case .dismissPresentation(let screen, let animated):
      guard host.presentedScreen === screen else { return .done }
      let outcome = apply(.dismiss(animated: animated))
      presentationLeaveReason = .finish
      return outcome
    }
  }
}
