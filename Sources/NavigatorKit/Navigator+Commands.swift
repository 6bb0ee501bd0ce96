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

  /// Carries out a navigator call, or queues it.
  ///
  /// When the engine is idle (no loop running, nothing queued), the call opens the loop itself:
  /// 1. It looks at the host, again until a look runs no app code, so that the known stack is the host's: a closure or
  ///    observer that just ran may have changed the host directly.
  /// 2. If the host is settled, it carries the call out with `apply`, then goes on with the loop (`drain(stackOnly:)`),
  ///    which reconciles and applies whatever the closures and observers that ran queued meanwhile. No ``Command`` is
  ///    built: that is the common case, and the one every push and pop takes.
  ///
  /// Otherwise `command()` waits: behind the commands already queued, for the loop running further up (closures and
  /// observers that navigate land here, `isDraining`), or, at the front of the queue, for the transition in flight
  /// to end.
  ///
  /// - Parameters:
  ///   - stackOnly: Whether the call can change only the stack: the reconcile right after it then leaves the
  ///     presentation alone.
  ///   - apply: Checks the call for misuse against the settled host and carries it out.
  ///   - command: The call as a command, for it to wait.
  /// - Returns: What `apply` returned, when the call was carried out before returning; `nil` when it waits.
  @inline(__always)
  func perform<Outcome>(
    changingOnlyTheStack stackOnly: Bool, _ apply: () -> Outcome, waiting command: () -> Command
  ) -> Outcome? {
    guard !isDraining else {
      changeQueue { $0.append(command()) }
      return nil
    }
    isDraining = true
    defer { endLoop() }
    guard queue.isEmpty else {
      changeQueue { $0.append(command()) }
      drain(stackOnly: false)
      return nil
    }
    guard lookUntilQuiet() else {
      // A closure the look ran may have queued commands; this call was made first.
      changeQueue { $0.insert(command(), at: 0) }
      return nil
    }
    let outcome = apply()
    drain(stackOnly: stackOnly)
    return outcome
  }

  /// Carries out `command`, or queues it: ``perform(changingOnlyTheStack:_:waiting:)`` for the calls that are not
  /// pushes or pops.
  ///
  /// - Returns: The screens it popped, in stack order (root-most first), when it was carried out before returning;
  ///   `nil` when it waits.
  @discardableResult
  func run(_ command: Command) -> [any Screen]? {
    perform(changingOnlyTheStack: command.changesOnlyTheStack, { apply(command) }, waiting: { command })
  }

  /// Runs the engine's loop without a call of its own: what the host's callbacks and ``synchronize()`` do. Nothing when
  /// the loop is running further up; it looks at the host when the call it made returns.
  func runLoop() {
    guard !isDraining else { return }
    isDraining = true
    defer { endLoop() }
    drain(stackOnly: false)
  }

  /// The engine's loop, after a look or a call:
  /// 1. Reconciles: finds what left the stack and the presentation since the last look, and runs their closures.
  /// 2. Stops when nothing waits, or when a transition is in flight (commands then wait for its end).
  /// 3. Before applying a command, reconciles again until a pass runs no app code.
  /// 4. Applies the first queued command and goes back to 1.
  ///
  /// - Parameter stackOnly: Whether what came before changed only the stack: the first reconcile then leaves the
  ///   presentation alone. Before the next command, it is reconciled too.
  private func drain(stackOnly: Bool) {
    var stackOnly = stackOnly
    while true {
      var state = reconcile(stackOnly: stackOnly)
      guard !queue.isEmpty else { return }
      while state == .calledOut || (stackOnly && state == .quiet) {
        stackOnly = false
        state = reconcile(stackOnly: false)
      }
      // Checked again: a closure the reconciles above ran may have withdrawn the command that waited (a child's
      // `finish()` withdraws its queued push).
      guard state == .quiet, !queue.isEmpty else { return }
      let command = changeQueue { $0.removeFirst() }
      stackOnly = command.changesOnlyTheStack
      _ = apply(command)
    }
  }

  /// Looks at the host until a look runs no app code; returns whether the host is then settled.
  private func lookUntilQuiet() -> Bool {
    var state = reconcile(stackOnly: false)
    while state == .calledOut {
      state = reconcile(stackOnly: false)
    }
    return state == .quiet
  }

  /// Closes the loop that a call or a callback opened.
  private func endLoop() {
    isDraining = false
    if !settleWaiters.isEmpty { resumeSettleWaitersIfSettled() }
  }

  /// Checks a push for misuse against the settled host and hands it to the host, or reports why not and runs
  /// `onRefused`.
  func applyPush(
    _ screen: any Screen, animated: Bool, onPop: consuming LeaveAction?, onRefused: (@MainActor () -> Void)?,
    call: EntryPoint
  ) {
    guard validateAndExpectPush(screen, onPop: onPop, call: call) else {
      onRefused?()
      return
    }
    host.push(screen, animated: animated)
  }

  /// Checks a pop for misuse against the settled host and hands it to the host, or reports why not.
  ///
  /// - Returns: What the host hands back: the screen it popped (the reconcile that follows checks the stack itself).
  func applyPop(animated: Bool, call: EntryPoint) -> (any Screen)? {
    guard validateAndExpectPop(call: call) else { return nil }
    return host.pop(animated: animated)
  }

  /// Checks `command` for misuse against the settled host and carries it out, or reports why not.
  ///
  /// Called only right after a quiet reconcile: the known stack is the host's.
  ///
  /// - Returns: The screens it popped, in stack order (root-most first), for the value the navigator method returns.
  private func apply(_ command: consuming Command) -> [any Screen] {
    switch consume command {
    case .push(let screen, let animated, let onPop, let onRefused, let call):
      applyPush(screen, animated: animated, onPop: onPop, onRefused: onRefused, call: call)
      return []
    case .pop(let animated, let call):
      return applyPop(animated: animated, call: call).map { [$0] } ?? []
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
    case .present(let screen, let animated, let onDismiss, let onRefused, let call):
      if !applyPresent(screen, animated: animated, onDismiss: onDismiss, call: call) {
        onRefused?()
      }
      return []
    case .dismiss(let animated, let call):
      guard validateDismiss(call: call) else { return [] }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      presentationLeaveReason = .dismiss
      return []
    case .popOff(let root, let animated):
      guard let index = known.lastIndex(of: root) else { return [] }
      guard index > 0 else {
        // A stack cannot lose its root: the screens above it go, the root stays, and the flow that began with it
        // ends here — after the flows above it, as an ordinary pop ends them: the screens above are popped first,
        // and this command comes back to run the root's closure once their closures ran.
        if known.count > 1 {
          let popped = apply(.popToRoot(animated: animated))
          noteCommandReason(.finish)
          changeQueue { $0.insert(.popOff(root, animated: animated), at: 0) }
          return popped
        }
        changeKnown { $0.takeOnPop(at: 0) }?.run(.finish)
        return []
      }
      let popped = apply(.popTo(known.screens[index - 1], animated: animated, call: .endingAFlow))
      noteCommandReason(.finish)
      return popped
    case .dismissPresentation(let screen, let animated):
      guard host.presentedScreen === screen else { return [] }
      let popped = apply(.dismiss(animated: animated, call: .endingAFlow))
      presentationLeaveReason = .finish
      return popped
    }
  }
}
