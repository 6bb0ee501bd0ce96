/// The stack as the navigator last reconciled it, root first: each screen with the closure to run when it leaves, and
/// the push handed to the host but not yet seen on its stack.
///
/// ``absorb(_:revision:pendingPushWasShown:)`` brings it to the host's stack and says what changed; the navigator then
/// runs the closures of what left (the stack itself never calls out, so that app code never runs in the middle of an
/// access to it).
///
/// How much of the host's stack a look compares depends on the host's ``NavigationHost/screensRevision``:
/// - With a revision (the headless host), a look that finds the revision the stack last matched compares nothing: the
///   host's stack is the known one (``isCurrent(_:)``). That is the look that opens every navigator call. After the
///   navigator's own push or pop, a revision one further and the depth and top that command gives mean the command was
///   the host's only change, so the screens below it are known without comparing them either.
/// - Otherwise (UIKit keeps no revision), every look compares the host's stack with the known one from the bottom, one
///   pass, then works only on what changed above the common bottom.
///
/// Whether a screen is on the stack — asked before every push — is a linear scan while the stack is shallow, and a
/// hash-set lookup once it is deep (``membersFromDepth`` screens or more), so that a push costs the same at any depth.
/// The set is kept up to date from then on, and dropped again when the stack gets shallow (below
/// ``membersUntilDepth``; the gap keeps a stack that moves around one depth from building and dropping it each time).
/// Below some 60 screens the scan is the cheaper of the two. The set assumes each screen is on the stack once, as
/// UIKit, the headless host and the navigator itself require (`checkInvariants()` reports a screen listed
/// twice); a custom host that lists a screen twice could get a push of that screen after one copy left, for it to
/// refuse.
///
/// Not main-actor isolated, so that its scans run without per-element isolation checks (see `IdentityScan.swift`);
/// it is only ever created and stored on the main actor, by a ``Navigator``.
struct KnownStack {
  /// The depth from which membership is kept in a set.
  static let membersFromDepth = 64
  /// The depth below which the set is dropped.
  static let membersUntilDepth = 32

  /// The screens, root first.
  private(set) var screens: [any Screen]
  /// The identities of `screens`, while the stack is deep. Each screen is held by `screens` while it is in the set,
  /// so no identity in it can be reused by another object.
  private(set) var members: Set<ObjectIdentifier>?
  /// `onPops[i]` runs when `screens[i]` leaves the stack.
  private var onPops: [OnPop]
  /// The host's revision when its stack was last found to be exactly ``screens``; `nil` when the host keeps none, and
  /// from the moment the navigator hands the host a command until the next look.
  private var hostRevision: Int?
  /// What the navigator's own push or pop gives if it is the host's only change; see ``Expectation``.
  private var expectation: Expectation?
  /// A screen handed to the host by a push, waiting to be seen on its stack with its `onPop`. Usually seen at the
  /// reconcile right after the push; kept longer when the host defers the push (UIKit does while it still finishes a
  /// transition), until it shows up or the next push replaces it.
  private(set) var pendingPush: StackEntry?
  /// Why the next change leaves screens, when the navigator's own command makes it: set with the command, taken by the
  /// next ``absorb(_:revision:pendingPushWasShown:)``. Kept here rather than on the navigator so that setting and
  /// taking it cost no access of their own.
  private var commandReason: LeaveReason?
  /// Why the host says its stack is about to change (the person's back button or swipe), until the next look: that
  /// look's change is the one the host announced, and the reason is dropped if the look finds none.
  private var hostReason: LeaveReason?

  /// A closure in a struct: an array stores a bare function type at its most general abstraction, so every closure
  /// going in or out of `[(() -> Void)?]` would be wrapped in a newly allocated thunk. A struct field keeps the
  /// closure as it is.
  private struct OnPop {
    var closure: LeaveAction?
  }

  /// What the host's stack is after the navigator's own push or pop, when that command is the only change the host
  /// made: its revision one further than before, `count` screens with `top` on top, of which the bottom
  /// `unchangedBottom` are the known ones. A host raises its revision by one for a push or a pop and by at least one
  /// for any other change, and carries out a push or a pop at once when it is settled (see
  /// ``NavigationHost/screensRevision``), so any other change — app code that ran inside the command — shows as
  /// another revision, and the look then compares the stacks in full. The depth, the top and the screen below the
  /// place where the stacks part are checked too, in case a host does not keep to that.
  private struct Expectation {
    let revision: Int
    let count: Int
    let top: ObjectIdentifier
    let unchangedBottom: Int
  }

  /// What ``absorb(_:revision:pendingPushWasShown:)`` found.
  enum Change {
    /// The host's stack is the known one.
    case unchanged
    /// Screens were added on top and none left; `top` is the new top.
    case added(top: any Screen)
    /// The top screen left, and nothing else changed: the most common removal, reported without building an array.
    /// `reason` is the navigator command's, or else the host's, if either explained the change.
    case poppedOne(StackEntry, top: (any Screen)?, reason: LeaveReason?)
    /// Anything else: `left` are the entries that left, top-most first; `top` is the new top when it changed; `reason`
    /// is the navigator command's, or else the host's, if either explained the change.
    case changed(left: [StackEntry], top: (any Screen)?, reason: LeaveReason?)
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    self.screens = screens
    self.onPops = Array(repeating: OnPop(closure: nil), count: screens.count)
    updateMembers()
  }

  /// The identity of the top screen.
  var topID: ObjectIdentifier? {
    guard let top = screens.last else { return nil }
    return ObjectIdentifier(top)
  }

  // MARK: Pushes

  /// Notes a push about to be handed to the host, unless `screen` is on the stack already, and what the host's stack
  /// is if the push is its only change. A push still pending is dropped: its screen never showed up. (That is the one
  /// place the stack releases a closure of its own, inside the navigator's access to it: only when UIKit deferred a
  /// push and the app pushed again before it showed up. Should the closure's captures reach back into the navigator
  /// as they deinitialize, the runtime's exclusivity check stops them.)
  ///
  /// - Returns: Whether the push was noted; `false` when `screen` is on the stack.
  mutating func expectPush(of screen: any Screen, onPop: LeaveAction?) -> Bool {
    guard !contains(screen) else { return false }
    pendingPush = StackEntry(screen: screen, onPop: onPop)
    expect(count: screens.count + 1, top: ObjectIdentifier(screen), unchangedBottom: screens.count)
    return true
  }

  /// Prepares a pop of the top screen, unless only the root is left: notes what the host's stack is if the pop is its
  /// only change.
  ///
  /// - Returns: Whether there is a screen to pop.
  mutating func expectPop() -> Bool {
    guard screens.count > 1 else { return false }
    expect(
      count: screens.count - 1, top: ObjectIdentifier(screens[screens.count - 2]), unchangedBottom: screens.count - 1)
    commandReason = .pop
    return true
  }

  /// Notes that the navigator is about to change the host's stack for `reason` with a command other than a push or a
  /// pop: the next look compares the stacks in full.
  mutating func expectChange(because reason: LeaveReason) {
    hostRevision = nil
    expectation = nil
    commandReason = reason
  }

  /// Notes why the host says its stack is about to change, for the next look.
  mutating func noteHostReason(_ reason: LeaveReason) {
    hostReason = reason
  }

  /// Makes `reason` the reason of the change the command being applied makes, replacing the command's own.
  mutating func noteCommandReason(_ reason: LeaveReason) {
    commandReason = reason
  }

  /// Notes what the host's stack is after the command about to be handed to it, if that command is its only change.
  private mutating func expect(count: Int, top: ObjectIdentifier, unchangedBottom: Int) {
    expectation = hostRevision.map {
      Expectation(revision: $0 &+ 1, count: count, top: top, unchangedBottom: unchangedBottom)
    }
    hostRevision = nil
  }

  // MARK: Reconciling

  /// Whether the host's stack is still exactly the known one, told by its `revision` alone: the revision the stack
  /// last matched. Always `false` for a host without one.
  func isCurrent(_ revision: Int?) -> Bool {
    guard let revision, let hostRevision else { return false }
    return revision == hostRevision
  }

  /// Ends a look at once when the host's `revision` says its stack is still the known one (``isCurrent(_:)``), and
  /// returns whether it did. A reason the host gave is then dropped: the change it announced did not happen (a swipe
  /// the person cancelled).
  mutating func absorbIfCurrent(_ revision: Int?) -> Bool {
    guard isCurrent(revision) else { return false }
    hostReason = nil
    return true
  }

  /// Brings the stack to `current`, the host's at `revision`, and returns what changed.
  ///
  /// The comparison is complete — every screen of both stacks is accounted for, whatever changed the host: the
  /// navigator's own command, app code that ran inside it (a navigation-controller delegate changes the stack from
  /// `willShow`), or a call made on the host directly. It finds the common bottom of the two stacks, then works only on
  /// what changed above it. The common bottom is known without comparing it when the revision says the navigator's
  /// own push or pop was the host's only change (see ``Expectation``); otherwise it takes one pass.
  ///
  /// - Parameter pendingPushWasShown: Whether the host announced the pending push's screen (willShow) since the last
  ///   look: it was on the stack then, so if it is missing now, app code inside the push (a delegate's didShow)
  ///   removed it, and it left like any other screen.
  mutating func absorb(_ current: [any Screen], revision: Int?, pendingPushWasShown: Bool) -> Change {
    let hostReason = self.hostReason.take()
    let prefix: Int
    if let expected = expectation.take(), revision == expected.revision, current.count == expected.count,
      ObjectIdentifier(current[current.count - 1]) == expected.top,
      expected.unchangedBottom == 0
        || current[expected.unchangedBottom - 1] === screens[expected.unchangedBottom - 1]
    {
      prefix = expected.unchangedBottom
    } else {
      prefix = commonPrefixCount(with: current)
    }
    let change: Change
    if prefix == screens.count {
      if prefix == current.count {
        change = .unchanged
      } else {
        // Screens added on top: a push.
        var position = prefix
        while position < current.count {
          appendAdoptingPendingPush(current[position])
          position += 1
        }
        change = .added(top: current[current.count - 1])
      }
    } else if prefix == current.count && screens.count - prefix == 1 {
      change = .poppedOne(removeTop(), top: current.last, reason: commandReason.take() ?? hostReason)
    } else {
      let oldTop = topID
      let left = replaceAbove(prefix, with: current)
      change = .changed(
        left: left, top: topID != oldTop ? current.last : nil, reason: commandReason.take() ?? hostReason)
    }
    commandReason = nil
    hostRevision = revision
    guard pendingPushWasShown, let gone = pendingPush.take() else { return change }
    // The host showed the pushed screen, yet it is not on its stack: app code inside the push removed it before this
    // reconcile could see it. It left like any other screen.
    switch consume change {
    case .unchanged: return .changed(left: [gone], top: nil, reason: hostReason)
    case .added(let top): return .changed(left: [gone], top: top, reason: hostReason)
    case .poppedOne(let entry, let top, let reason): return .changed(left: [gone, entry], top: top, reason: reason)
    case .changed(let left, let top, let reason): return .changed(left: [gone] + left, top: top, reason: reason)
    }
  }

  /// How many screens at the bottom of this stack and of `current` are the same objects, in the same places.
  private func commonPrefixCount(with current: [any Screen]) -> Int {
    let common = Swift.min(screens.count, current.count)
    var prefix = 0
    while prefix < common && ObjectIdentifier(screens[prefix]) == ObjectIdentifier(current[prefix]) {
      prefix += 1
    }
    return prefix
  }

  /// Replaces the entries above the first `prefix` with the screens of `current` above it, keeping the closures of
  /// screens that stayed, and returns the entries that left, top-most first.
  private mutating func replaceAbove(_ prefix: Int, with current: [any Screen]) -> [StackEntry] {
    let above = removeEntries(from: prefix)
    var left: [StackEntry] = []
    var survivors: [ObjectIdentifier: StackEntry] = [:]
    if prefix < current.count && !above.isEmpty {
      // Screens were removed and others added or reordered: keep the closures of screens that stayed.
      let remaining = Set(current[prefix...].lazy.map(\.screenID))
      for entry in above {
        if remaining.contains(entry.screen.screenID) {
          survivors[entry.screen.screenID] = entry
        } else {
          left.append(entry)
        }
      }
    } else {
      left = above
    }
    for screen in current[prefix...] {
      if let entry = survivors.removeValue(forKey: screen.screenID) {
        append(entry.screen, onPop: entry.onPop)
      } else {
        appendAdoptingPendingPush(screen)
      }
    }
    return left
  }

  /// Puts `screen`, found on the host's stack above the known one, on top: with its `onPop` when it is the pending
  /// push.
  private mutating func appendAdoptingPendingPush(_ screen: any Screen) {
    if let pending = pendingPush, pending.screen === screen {
      pendingPush = nil
      // The screen and closure handed over field by field: passing the entry whole would copy both.
      append(pending.screen, onPop: pending.onPop)
    } else {
      append(screen, onPop: nil)
    }
  }

  // MARK: Storage

  /// Puts `screen` on top, with `onPop`. Both are consumed: moved into the stack rather than copied.
  private mutating func append(_ screen: consuming any Screen, onPop: consuming LeaveAction?) {
    let id = ObjectIdentifier(screen)
    screens.append(screen)
    onPops.append(OnPop(closure: onPop))
    if members != nil {
      members?.insert(id)
    } else if screens.count >= Self.membersFromDepth {
      updateMembers()
    }
  }

  /// Takes the `onPop` of the screen at `index` off the stack, leaving the screen there without one.
  mutating func takeOnPop(at index: Int) -> LeaveAction? {
    defer { onPops[index].closure = nil }
    return onPops[index].closure
  }

  /// Removes the top entry and returns it. The stack must not be empty.
  private mutating func removeTop() -> StackEntry {
    let entry = StackEntry(screen: screens.removeLast(), onPop: onPops.removeLast().closure)
    if members != nil {
      members?.remove(ObjectIdentifier(entry.screen))
      updateMembers()
    }
    return entry
  }

  /// Removes the entries from `index` up, and returns them top-most first.
  private mutating func removeEntries(from index: Int) -> [StackEntry] {
    // A membership set that would be dropped at `index` anyway is dropped now, not emptied screen by screen.
    if index < Self.membersUntilDepth {
      members = nil
    }
    var removed: [StackEntry] = []
    removed.reserveCapacity(screens.count - index)
    // One by one from the top, each moved out: copying the range out and then removing it would retain and release
    // every screen and closure once more.
    while screens.count > index {
      removed.append(removeTop())
    }
    return removed
  }

  /// Builds the membership set when the stack is deep and has none, and drops it when the stack got shallow.
  private mutating func updateMembers() {
    if members == nil, screens.count >= Self.membersFromDepth {
      var members = Set<ObjectIdentifier>(minimumCapacity: screens.count * 2)
      for screen in screens {
        members.insert(ObjectIdentifier(screen))
      }
      self.members = members
    } else if members != nil, screens.count < Self.membersUntilDepth {
      members = nil
    }
  }

  // MARK: Queries

  /// Whether the stack holds `screen` itself.
  ///
  /// - Complexity: O(1) when the stack is deep, O(*n*) below ``membersFromDepth``.
  func contains(_ screen: AnyObject) -> Bool {
    if let members { return members.contains(ObjectIdentifier(screen)) }
    return containsIdentical(screens, screen)
  }

  /// The index of `screen` itself on the stack.
  func lastIndex(of screen: AnyObject) -> Int? {
    lastIndexIdentical(screens, screen)
  }

  /// Whether `revision`, the host's, lets a look skip comparing the stacks although `current`, the host's stack,
  /// differs from the known one: a host whose revision misses a change. For `checkInvariants()`.
  func trustsStaleRevision(_ revision: Int?, current: [any Screen]) -> Bool {
    isCurrent(revision)
      && (current.count != screens.count || commonPrefixCount(with: current) != screens.count)
  }

  /// The screens from `index` to the top, root-most first.
  func screens(from index: Int) -> [any Screen] {
    Array(screens[index...])
  }
}

extension KnownStack: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { screens.count }

  subscript(position: Int) -> StackEntry {
    StackEntry(screen: screens[position], onPop: onPops[position].closure)
  }
}
