/// The stack as the navigator last reconciled it, root first: each screen with the closure to run when it leaves.
///
/// ``absorb(_:pendingPush:pendingPushWasShown:)`` brings it to the host's stack and says what changed; the navigator
/// then runs the closures of what left (the stack itself never calls out, so that app code never runs while it is
/// being changed). What the navigator knows about the host's revision, the push it handed over and why the stack is
/// changing lives beside it on the navigator (see `Navigator+Reconcile.swift`).
///
/// The navigator changes it only through `Navigator.changeKnown(_:)` (or `takeKnown()` and `putBackKnown(_:)`, for a
/// change that moves a value in), which takes it out of the navigator, changes it, and puts it back: every access to
/// the stored stack is then a plain read or exchange, which the compiler proves exclusive without a check at run time,
/// and nothing it removes is released while it is out.
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

  /// A closure in a struct: an array stores a bare function type at its most general abstraction, so every closure
  /// going in or out of `[(() -> Void)?]` would be wrapped in a newly allocated thunk. A struct field keeps the
  /// closure as it is.
  private struct OnPop {
    var closure: LeaveAction?
  }

  /// What ``absorb(_:pendingPush:pendingPushWasShown:)`` found.
  enum Change {
    /// The host's stack is the known one.
    case unchanged
    /// Screens were added on top and none left; `top` is the new top.
    case added(top: any Screen)
    /// The top screen left, and nothing else changed: the most common removal, reported without building an array.
    case poppedOne(StackEntry, top: (any Screen)?)
    /// Anything else: `left` are the entries that left, top-most first; `top` is the new top when it changed.
    case changed(left: [StackEntry], top: (any Screen)?)
  }

  /// An empty stack: what stands in the navigator while its stack is taken out to be changed.
  init() {
    screens = []
    onPops = []
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    self.screens = screens
    self.onPops = Array(repeating: OnPop(closure: nil), count: screens.count)
    updateMembers()
  }

  // MARK: Reconciling

  /// Brings the stack to `current`, the host's, and returns what changed.
  ///
  /// The comparison is complete — every screen of both stacks is accounted for, whatever changed the host: the
  /// navigator's own command, app code that ran inside it (a navigation-controller delegate changes the stack from
  /// `willShow`), or a call made on the host directly. It finds the common bottom of the two stacks in one pass, then
  /// works only on what changed above it.
  ///
  /// - Parameters:
  ///   - pendingPush: The push the navigator handed to the host and has not yet seen on its stack. When its screen is
  ///     found above the known stack it is taken, and its screen goes on with its `onPop`.
  ///   - pendingPushWasShown: Whether the host announced the pending push's screen (willShow) since the last look: it
  ///     was on the stack then, so if it is missing now, app code inside the push (a delegate's didShow) removed it,
  ///     and it left like any other screen.
  mutating func absorb(
    _ current: [any Screen], pendingPush: inout StackEntry?, pendingPushWasShown: Bool
  ) -> Change {
    let prefix = commonPrefixCount(with: current)
    let change: Change
    if prefix == screens.count {
      if prefix == current.count {
        change = .unchanged
      } else {
        // Screens added on top: a push.
        var position = prefix
        while position < current.count {
          append(current[position], adopting: &pendingPush)
          position += 1
        }
        change = .added(top: current[current.count - 1])
      }
    } else if prefix == current.count && screens.count - prefix == 1 {
      change = .poppedOne(removeTop(), top: current.last)
    } else {
      let oldTop = topID
      let left = replaceAbove(prefix, with: current, adopting: &pendingPush)
      change = .changed(left: left, top: topID != oldTop ? current.last : nil)
    }
    guard pendingPushWasShown, let gone = pendingPush.take() else { return change }
    // The host showed the pushed screen, yet it is not on its stack: app code inside the push removed it before this
    // reconcile could see it. It left like any other screen.
    switch consume change {
    case .unchanged: return .changed(left: [gone], top: nil)
    case .added(let top): return .changed(left: [gone], top: top)
    case .poppedOne(let entry, let top): return .changed(left: [gone, entry], top: top)
    case .changed(let left, let top): return .changed(left: [gone] + left, top: top)
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
  private mutating func replaceAbove(
    _ prefix: Int, with current: [any Screen], adopting pendingPush: inout StackEntry?
  ) -> [StackEntry] {
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
        append(screen, adopting: &pendingPush)
      }
    }
    return left
  }

  /// Puts `screen`, found on the host's stack above the known one, on top: with its `onPop` when it is the pending
  /// push, which is then taken.
  private mutating func append(_ screen: any Screen, adopting pendingPush: inout StackEntry?) {
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
  mutating func append(_ screen: consuming any Screen, onPop: consuming LeaveAction?) {
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
  mutating func removeTop() -> StackEntry {
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

  /// The identity of the top screen.
  var topID: ObjectIdentifier? {
    guard let top = screens.last else { return nil }
    return ObjectIdentifier(top)
  }

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

  /// Whether the stack is exactly `current`, screen for screen.
  func isExactly(_ current: [any Screen]) -> Bool {
    current.count == screens.count && commonPrefixCount(with: current) == screens.count
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

/// What the navigator knows of its host's ``NavigationHost/screensRevision``: a plain value, so that the look that
/// opens every call reads it without touching the known stack.
enum RevisionMatch: Equatable {
  /// Nothing: the host keeps no revision, or the navigator handed it a command other than a push or a pop.
  case none
  /// The host's stack was exactly the known one at this revision.
  case matched(Int)
  /// The navigator handed the host a push of its pending push at this matched revision.
  case push(after: Int)
  /// The navigator handed the host a pop of the known top screen at this matched revision.
  case pop(after: Int)

  /// The match after handing the host a push: one further, if the push is the host's only change.
  var expectingPush: RevisionMatch {
    guard case .matched(let revision) = self else { return .none }
    return .push(after: revision)
  }

  /// The match after handing the host a pop: one further, if the pop is the host's only change.
  var expectingPop: RevisionMatch {
    guard case .matched(let revision) = self else { return .none }
    return .pop(after: revision)
  }
}
