// Settling: the engine's one outward hook. The host is settled between transitions; the navigator is settled when its
// host is and no command waits. What the layers above want to run then — a task waiting for the stack to stop
// moving, a tap's navigation ending — they hand to `whenSettled(_:)`, and the engine's loop runs it as it ends.

extension Navigator {
  /// Runs `action` once the navigator is settled: now if it is, otherwise as the loop that settles it ends.
  func whenSettled(_ action: @escaping @MainActor () -> Void) {
    guard !untrackedIsSettled else { return action() }
    settleActions.append(action)
  }

  /// Runs what waits for the navigator to settle, if it is: called as the engine's loop ends.
  func runSettleActionsIfSettled() {
    guard !settleActions.isEmpty, untrackedIsSettled else { return }
    let actions = settleActions
    settleActions = []
    for action in actions { action() }
  }

  /// What the layers above keep for this navigator: the one of type `T`, made by `make` the first time it is asked
  /// for, released with the navigator.
  func attachment<T: AnyObject>(_ make: () -> T) -> T {
    let key = ObjectIdentifier(T.self)
    if let kept = attachments[key] as? T { return kept }
    let made = make()
    attachments[key] = made
    return made
  }
}
