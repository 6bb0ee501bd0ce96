// Ending a coordinator's flow, for `NavigationCoordinator.finish(animated:)`.

extension Navigator {
  /// Ends the pushed flow that begins with `root`: pops `root` and everything above it once the host is settled, so
  /// that `root`'s `onPop` runs. A push of `root` still waiting in the queue is withdrawn instead, and its `onPop` runs
  /// at once; a `root` at the bottom of the stack stays there, and only its `onPop` runs.
  func endFlow(startingAt root: any Screen, animated: Bool) {
    let withdrawn = queue.firstIndex(where: { $0.pushes(root) }).map { queue.remove(at: $0) }
    if case .push(_, _, let onPop, _, _)? = withdrawn {
      onPop?.run(.finish)
      return
    }
    run(.popOff(root, animated: animated))
  }

  /// Ends the presentation of `screen`: dismisses it once the host is settled, if it is still presented. A
  /// presentation of `screen` still waiting in the queue is withdrawn instead, and its `onDismiss` runs at once.
  func endPresentation(of screen: any Screen, animated: Bool) {
    let withdrawn = queue.firstIndex(where: { $0.presents(screen) }).map { queue.remove(at: $0) }
    if case .present(_, _, let onDismiss, _, _)? = withdrawn {
      onDismiss?.run(.finish)
      return
    }
    run(.dismissPresentation(of: screen, animated: animated))
  }
}

extension Command {
  /// Whether this is a push of `screen` itself.
  func pushes(_ screen: any Screen) -> Bool {
    guard case .push(let pushed, _, _, _, _) = self else { return false }
    return pushed === screen
  }

  /// Whether this is a presentation of `screen` itself.
  func presents(_ screen: any Screen) -> Bool {
    guard case .present(let presented, _, _, _, _) = self else { return false }
    return presented === screen
  }
}
