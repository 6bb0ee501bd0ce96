/// What the navigator knows of its host's stack: the stack as it last reconciled it, root first, each screen with the
/// closure to run when it leaves; the push it handed to the host and has not yet seen there; and why the next change
/// happens, as the navigator's command or the host said.
///
/// It owns the comparison at the heart of pop detection: ``reconcile(with:unexplained:)`` brings it to the host's
/// stack and returns what left and why. It never calls out to app code: what it removes is returned, for the navigator
/// to run and release once the change is over.
struct KnownStack {
  /// The screens, root first.
  private(set) var screens: [any Screen]
  /// `onPops[i]` runs when `screens[i]` leaves the stack. Kept apart from the screens, so that the comparison with the
  /// host's stack walks two arrays of screens.
  private var onPops: [LeaveAction?]
  /// A screen handed to the host by a push, with its `onPop`, waiting to be seen on the host's stack. Usually seen at
  /// the reconcile right after the push; kept longer when the host defers the push (UIKit does while it still finishes
  /// a transition), until it shows up or the next push replaces it.
  private(set) var pendingPush: StackEntry?
  /// The pending push's screen, to recognise it when the host announces a screen.
  private var pendingPushID: ObjectIdentifier?
  /// Whether the host announced the pending push's screen (willShow) since the last reconcile.
  private var pendingPushWasShown = false
  /// Why the next change leaves screens, when the navigator's own command makes it.
  var commandReason: LeaveReason?
  /// Why the host says its stack is about to change (the person's back button or swipe).
  var hostReason: LeaveReason?

  /// What ``reconcile(with:unexplained:)`` found.
  enum Change {
    /// The host's stack is the known one, or changed without removing a screen or changing the top.
    case unchanged
    /// `left` are the entries that left the stack, top-most first (possibly none); `top` is the new top screen when
    /// the top changed, `nil` otherwise; `reason` is why.
    case changed(left: [StackEntry], top: (any Screen)?, reason: LeaveReason)
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    self.screens = screens
    onPops = Array(repeating: nil, count: screens.count)
  }

  /// Notes `entry` as the push about to be handed to the host, and returns the push it replaces, if any: one the host
  /// never carried out (UIKit deferred it, and the app pushed again).
  mutating func expectPush(_ entry: StackEntry) -> StackEntry? {
    pendingPushID = entry.id
    pendingPushWasShown = false
    let dropped = pendingPush.take()
    pendingPush = entry
    return dropped
  }

  /// Notes that the host announced `screen` (willShow): if it is the pending push, it was on the host's stack then.
  mutating func noteShown(_ screen: any Screen) {
    if pendingPushID == ObjectIdentifier(screen) { pendingPushWasShown = true }
  }

  /// Brings the stack to `current`, the host's, and returns what changed and why: the navigator command's reason,
  /// else the host's, else `unexplained`. The reasons are used up whether or not a change is found (a change the
  /// host announced that never came: a cancelled swipe).
  mutating func reconcile(with current: [any Screen], unexplained: @autoclosure () -> LeaveReason) -> Change {
    let (command, hostSaid) = (commandReason.take(), hostReason.take())
    var pending = pendingPush.take()
    let shown = pendingPushWasShown
    pendingPushWasShown = false
    let change = reconcile(with: current, pendingPush: &pending, pendingPushWasShown: shown)
    pendingPush = pending
    if pending == nil { pendingPushID = nil }
    guard let (left, top) = change else { return .unchanged }
    return .changed(left: left, top: top, reason: command ?? hostSaid ?? unexplained())
  }

  /// Brings the stack to `current`, the host's, and returns what left, top-most first, and the new top when it
  /// changed; `nil` when neither.
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
  private mutating func reconcile(
    with current: [any Screen], pendingPush: inout StackEntry?, pendingPushWasShown: Bool
  ) -> (left: [StackEntry], top: (any Screen)?)? {
    let prefix = commonPrefixCount(with: current)
    let oldTop = topID
    // The entries above the common bottom, top-most first: they left, unless the host still has them higher up.
    var left: [StackEntry] = []
    while screens.count > prefix { left.append(removeTop()) }
    if prefix < current.count {
      var moved: [ObjectIdentifier: StackEntry] = [:]
      if !left.isEmpty {
        // Screens were removed and others added or reordered: the screens that stayed keep their closures.
        let stayed = Set(current[prefix...].lazy.map(ObjectIdentifier.init))
        var gone: [StackEntry] = []
        for entry in left {
          if stayed.contains(entry.id) { moved[entry.id] = entry } else { gone.append(entry) }
        }
        left = gone
      }
      for screen in current[prefix...] {
        if let entry = moved.removeValue(forKey: ObjectIdentifier(screen)) {
          append(entry)
        } else if pendingPush?.screen === screen, let pending = pendingPush.take() {
          append(pending)
        } else {
          screens.append(screen)
          onPops.append(nil)
        }
      }
    }
    if pendingPushWasShown, let gone = pendingPush.take() {
      left.insert(gone, at: 0)
    }
    let newTop = topID != oldTop ? current.last : nil
    guard !left.isEmpty || newTop != nil else { return nil }
    return (left, newTop)
  }

  /// How many screens at the bottom of this stack and of `current` are the same objects, in the same places.
  private func commonPrefixCount(with current: [any Screen]) -> Int {
    var prefix = 0
    for (known, hosted) in zip(screens, current) {
      guard known === hosted else { break }
      prefix += 1
    }
    return prefix
  }

  /// Puts `entry` on top.
  private mutating func append(_ entry: consuming StackEntry) {
    screens.append(entry.screen)
    onPops.append(entry.onPop)
  }

  /// Removes the top entry and returns it.
  private mutating func removeTop() -> StackEntry {
    StackEntry(screen: screens.removeLast(), onPop: onPops.removeLast())
  }

  /// Takes the `onPop` of the screen at `index` off the stack, leaving the screen there without one.
  mutating func takeOnPop(at index: Int) -> LeaveAction? {
    onPops[index].take()
  }

  /// The entries, root first: each screen with its `onPop`.
  var entries: [StackEntry] {
    zip(screens, onPops).map { StackEntry(screen: $0, onPop: $1) }
  }

  /// How many screens are on the stack.
  var count: Int { screens.count }

  /// The identity of the top screen.
  var topID: ObjectIdentifier? { screens.last.map(ObjectIdentifier.init) }

  /// Whether the stack holds `screen` itself.
  func contains(_ screen: AnyObject) -> Bool {
    screens.contains { $0 === screen }
  }

  /// The index of `screen` itself on the stack.
  func lastIndex(of screen: AnyObject) -> Int? {
    screens.lastIndex { $0 === screen }
  }

  /// The screens from `index` to the top, root-most first.
  func screens(from index: Int) -> [any Screen] {
    Array(screens[index...])
  }
}
