/// What the navigator knows of its host's stack: the stack as it last reconciled it, root first, each screen with its
/// record (`ScreenRecord`: the closure to run when it leaves, its guard); the push it handed to the host and has not yet seen there; and why the next change
/// happens, as the navigator's command or the host said.
///
/// It owns the comparison at the heart of pop detection: ``reconcile(with:unexplained:)`` brings it to the host's
/// stack and returns what left and why. It never calls out to app code: what it removes is returned, for the navigator
/// to run and release once the change is over.
struct KnownStack {
  /// The screens, root first.
  private(set) var screens: [any Screen]
  /// What is attached to `screens[i]`: its `onLeave`, which runs when it leaves the stack, and its guard, asked before
  /// the person makes it leave. Kept apart from the screens, so that the comparison with the host's stack walks two
  /// arrays of screens; kept together, so that a push or a pop changes one array beside the screens.
  private var attached: [Attached]

  /// A record without its screen.
  private struct Attached {
    var onLeave: LeaveAction?
    var leaveGuard: LeaveGuard?
  }
  /// Screens handed to the host by a push, with their records, waiting to be seen on the host's stack, oldest first.
  /// Usually a push is seen at the reconcile right after it; a host that defers pushes (UIKit does while it still
  /// finishes a transition) may hold several, and carries them all out later, in order.
  private(set) var pendingPushes: [PendingPush] = []
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
    case changed(left: [ScreenRecord], top: (any Screen)?, reason: LeaveReason)
  }

  /// A push handed to the host and not yet seen on its stack.
  struct PendingPush {
    var entry: ScreenRecord
    /// Whether the host announced the screen (willShow) since the last reconcile: it was on the host's stack then.
    var wasShown = false

    /// The screen pushed.
    var screen: any Screen { entry.screen }
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    self.screens = screens
    attached = Array(repeating: Attached(), count: screens.count)
  }

  /// Notes `entry` as a push about to be handed to the host.
  mutating func expectPush(_ entry: consuming ScreenRecord) {
    pendingPushes.append(PendingPush(entry: entry))
  }

  /// Notes that the host announced `screen` (willShow): if it is a pending push, it was on the host's stack then.
  mutating func noteShown(_ screen: any Screen) {
    if let index = pendingIndex(of: screen) { pendingPushes[index].wasShown = true }
  }

  /// Whether `screen` was handed to the host by a push that the host has not carried out yet.
  func isPending(_ screen: AnyObject) -> Bool {
    pendingIndex(of: screen) != nil
  }

  /// The index of the pending push of `screen`, if any: an index loop, for the reason Support/IdentityScan.swift gives.
  private func pendingIndex(of screen: AnyObject) -> Int? {
    var index = 0
    while index < pendingPushes.count {
      if pendingPushes[index].screen === screen { return index }
      index += 1
    }
    return nil
  }

  /// Brings the stack to `current`, the host's, and returns what changed and why: the navigator command's reason,
  /// else the host's, else `unexplained`. The reasons are used up whether or not a change is found (a change the
  /// host announced that never came: a cancelled swipe).
  ///
  /// The comparison is complete: every screen of both stacks is accounted for, whatever changed the host — the
  /// navigator's own command, app code that ran inside it, or a call made on the host directly. It finds the common
  /// bottom of the two stacks, then works only on what lies above it: screens above it that are still on the host's
  /// stack keep their closures, a pending push found there goes on with its record, the other screens there are
  /// adopted without one, and the screens that are not there left. So does a pending push the host showed (willShow)
  /// that is not on its stack: app code inside the push removed it before this reconcile could see it.
  mutating func reconcile(with current: [any Screen], unexplained: @autoclosure () -> LeaveReason) -> Change {
    let (command, hostSaid) = (commandReason.take(), hostReason.take())
    let prefix = commonPrefixCount(with: current)
    let oldTop = topID
    // The entries above the common bottom, top-most first: they left, unless the host still has them higher up.
    var left: [ScreenRecord] = []
    left.reserveCapacity(screens.count - prefix)
    while screens.count > prefix { left.append(removeTop()) }
    if prefix < current.count {
      var moved: [ObjectIdentifier: ScreenRecord] = [:]
      if !left.isEmpty {
        // Screens were removed and others added or reordered: the screens that stayed keep their closures.
        let stayed = Set(current[prefix...].lazy.map(ObjectIdentifier.init))
        var gone: [ScreenRecord] = []
        for entry in left {
          if stayed.contains(entry.id) { moved[entry.id] = entry } else { gone.append(entry) }
        }
        left = gone
      }
      for screen in current[prefix...] {
        if let entry = moved.removeValue(forKey: ObjectIdentifier(screen)) {
          append(entry)
        } else if let index = pendingIndex(of: screen) {
          append(pendingPushes.remove(at: index).entry)
        } else {
          append(ScreenRecord(screen))
        }
      }
    }
    // Pending pushes the host showed that are not on its stack left, above those that left below them.
    var index = 0
    while index < pendingPushes.count {
      if pendingPushes[index].wasShown {
        left.insert(pendingPushes.remove(at: index).entry, at: 0)
      } else {
        index += 1
      }
    }
    let top = topID != oldTop ? current.last : nil
    guard !left.isEmpty || top != nil else { return .unchanged }
    return .changed(left: left, top: top, reason: command ?? hostSaid ?? unexplained())
  }

  /// How many screens at the bottom of this stack and of `current` are the same objects, in the same places.
  private func commonPrefixCount(with current: [any Screen]) -> Int {
    let count = min(screens.count, current.count)
    return (0..<count).first { screens[$0] !== current[$0] } ?? count
  }

  /// Puts `entry` on top.
  private mutating func append(_ entry: consuming ScreenRecord) {
    screens.append(entry.screen)
    attached.append(Attached(onLeave: entry.onLeave, leaveGuard: entry.leaveGuard))
  }

  /// Removes the top entry and returns it.
  private mutating func removeTop() -> ScreenRecord {
    let removed = attached.removeLast()
    return ScreenRecord(screens.removeLast(), onLeave: removed.onLeave, leaveGuard: removed.leaveGuard)
  }

  /// Takes the record of the screen at `index` off the stack, leaving the screen there with nothing attached.
  mutating func takeRecord(at index: Int) -> ScreenRecord {
    ScreenRecord(screens[index], onLeave: attached[index].onLeave.take(), leaveGuard: attached[index].leaveGuard.take())
  }

  /// Takes every record off the stack for a teardown, and returns them, top-most first: the pending pushes, newest
  /// first, then the stack. The screens stay, with nothing attached.
  mutating func takeAllRecords() -> [ScreenRecord] {
    var taken: [ScreenRecord] = []
    for index in pendingPushes.indices.reversed() {
      let entry = pendingPushes[index].entry
      pendingPushes[index].entry = ScreenRecord(entry.screen)
      taken.append(entry)
    }
    for index in screens.indices.reversed() { taken.append(takeRecord(at: index)) }
    return taken
  }

  /// The records, root first.
  var records: [ScreenRecord] {
    screens.indices.map {
      ScreenRecord(screens[$0], onLeave: attached[$0].onLeave, leaveGuard: attached[$0].leaveGuard)
    }
  }

  /// The guard of `screen`, on the stack or handed to the host by a push, if it has one: found where
  /// `updateRecord(of:_:)` finds the record.
  func leaveGuard(of screen: AnyObject) -> LeaveGuard? {
    if let index = lastIndex(of: screen) { return attached[index].leaveGuard }
    return pendingIndex(of: screen).flatMap { pendingPushes[$0].entry.leaveGuard }
  }

  /// Lets `change` change the record of `screen`, on the stack or handed to the host by a push; `false` when the stack
  /// does not know `screen`.
  mutating func updateRecord(of screen: AnyObject, _ change: (inout ScreenRecord) -> Void) -> Bool {
    if let index = lastIndex(of: screen) {
      var record = takeRecord(at: index)
      change(&record)
      attached[index] = Attached(onLeave: record.onLeave, leaveGuard: record.leaveGuard)
      return true
    }
    if let index = pendingIndex(of: screen) {
      change(&pendingPushes[index].entry)
      return true
    }
    return false
  }

  /// How many screens are on the stack.
  var count: Int { screens.count }

  /// The identity of the top screen.
  var topID: ObjectIdentifier? {
    guard let top = screens.last else { return nil }
    return ObjectIdentifier(top)
  }

  /// Whether the stack holds `screen` itself.
  func contains(_ screen: AnyObject) -> Bool {
    containsIdentical(screens, screen)
  }

  /// The index of `screen` itself on the stack.
  func lastIndex(of screen: AnyObject) -> Int? {
    lastIndexIdentical(screens, screen)
  }

  /// The screens from `index` to the top, root-most first.
  func screens(from index: Int) -> [any Screen] {
    Array(screens[index...])
  }
}
