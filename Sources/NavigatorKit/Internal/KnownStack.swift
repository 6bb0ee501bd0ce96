/// The stack as the navigator last reconciled it, root first: each screen with the closure to run when it leaves.
///
/// It owns the comparison at the heart of pop detection: ``reconcile(with:pendingPush:pendingPushWasShown:)`` brings
/// it to the host's stack and returns what left. It never calls out to app code; the navigator runs the closures of
/// what left once the stack is consistent again.
struct KnownStack {
  /// The entries, root first.
  private(set) var entries: [StackEntry]

  /// What ``reconcile(with:pendingPush:pendingPushWasShown:)`` found.
  enum Change {
    /// The host's stack is the known one, or changed without removing a screen or changing the top.
    case unchanged
    /// `left` are the entries that left the stack, top-most first (possibly none); `top` is the new top screen when
    /// the top changed, `nil` otherwise.
    case changed(left: [StackEntry], top: (any Screen)?)
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    entries = screens.map { StackEntry(screen: $0, onPop: nil) }
  }

  /// Brings the stack to `current`, the host's, and returns what changed.
  ///
  /// The comparison is complete: every screen of both stacks is accounted for, whatever changed the host — the
  /// navigator's own command, app code that ran inside it, or a call made on the host directly. It finds the common
  /// bottom of the two stacks, then works only on what lies above it: screens above it that are still on the host's
  /// stack keep their closures, the others left.
  ///
  /// - Parameters:
  ///   - current: The host's stack, root first.
  ///   - pendingPush: The push the navigator handed to the host and has not yet seen on its stack. When its screen is
  ///     found above the common bottom, it goes on with its `onPop`, and `pendingPush` becomes `nil`.
  ///   - pendingPushWasShown: Whether the host announced the pending push's screen (willShow) since the last
  ///     reconcile. If it did but the screen is not on the stack, app code removed it before this reconcile: it left
  ///     like any other screen.
  mutating func reconcile(
    with current: [any Screen], pendingPush: inout StackEntry?, pendingPushWasShown: Bool
  ) -> Change {
    let prefix = commonPrefixCount(with: current)
    let oldTop = topID
    var left: [StackEntry] = []
    if prefix < entries.count || prefix < current.count {
      // Removed from the top down, so that `above` lists the entries top-most first.
      var above: [StackEntry] = []
      while entries.count > prefix { above.append(entries.removeLast()) }
      let stayed = prefix < current.count && !above.isEmpty ? Set(current[prefix...].map(ObjectIdentifier.init)) : []
      var survivors: [ObjectIdentifier: StackEntry] = [:]
      for entry in above {
        if stayed.contains(entry.id) { survivors[entry.id] = entry } else { left.append(entry) }
      }
      for screen in current[prefix...] {
        if let survivor = survivors.removeValue(forKey: ObjectIdentifier(screen)) {
          entries.append(survivor)
        } else if let pending = pendingPush, pending.screen === screen {
          entries.append(pending)
          pendingPush = nil
        } else {
          entries.append(StackEntry(screen: screen, onPop: nil))
        }
      }
    }
    if pendingPushWasShown, let gone = pendingPush.take() {
      left.insert(gone, at: 0)
    }
    let newTop = topID != oldTop ? current.last : nil
    guard !left.isEmpty || newTop != nil else { return .unchanged }
    return .changed(left: left, top: newTop)
  }

  /// How many screens at the bottom of this stack and of `current` are the same objects, in the same places.
  private func commonPrefixCount(with current: [any Screen]) -> Int {
    let common = Swift.min(entries.count, current.count)
    var prefix = 0
    while prefix < common && entries[prefix].screen === current[prefix] {
      prefix += 1
    }
    return prefix
  }

  /// Takes the `onPop` of the screen at `index` off the stack, leaving the screen there without one.
  mutating func takeOnPop(at index: Int) -> LeaveAction? {
    entries[index].onPop.take()
  }

  /// The screens, root first.
  var screens: [any Screen] { entries.map(\.screen) }

  /// How many screens are on the stack.
  var count: Int { entries.count }

  /// The identity of the top screen.
  var topID: ObjectIdentifier? { entries.last?.id }

  /// Whether the stack holds `screen` itself.
  func contains(_ screen: AnyObject) -> Bool {
    entries.contains { $0.screen === screen }
  }

  /// The index of `screen` itself on the stack.
  func lastIndex(of screen: AnyObject) -> Int? {
    entries.lastIndex { $0.screen === screen }
  }

  /// The screens from `index` to the top, root-most first.
  func screens(from index: Int) -> [any Screen] {
    entries[index...].map(\.screen)
  }
}
