/// The stack as the navigator last reconciled it, root first: each screen with the closure to run when it leaves.
///
/// The check that opens every navigator call — is the host's stack still the known one? — is O(1) when nothing changed
/// since the navigator last looked, the usual case: the known stack keeps the array the host handed over then
/// (``rememberHostStack(_:)``), and an array the host hands back sharing that array's storage holds the same screens,
/// since nothing can change storage that another array still holds (copy on write). It lets go of that array
/// (``releaseHostStack()``) before the navigator changes the host, so that the host changes its own array in place
/// rather than copying it. A host that builds a new array at every read (UIKit's `viewControllers` does) is compared
/// screen by screen, one pass.
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
  /// The array the host handed over when it last held exactly ``screens``; `nil` once the stack or the host may have
  /// changed since.
  private var hostStack: [any Screen]?

  /// A closure in a struct: an array stores a bare function type at its most general abstraction, so every closure
  /// going in or out of `[(() -> Void)?]` would be wrapped in a newly allocated thunk. A struct field keeps the
  /// closure as it is.
  private struct OnPop {
    var closure: (@MainActor () -> Void)?
  }

  /// Adopts `screens`, without closures.
  init(adopting screens: [any Screen]) {
    self.screens = screens
    self.onPops = Array(repeating: OnPop(closure: nil), count: screens.count)
    updateMembers()
  }

  /// The top screen.
  var top: (any Screen)? { screens.last }

  /// The identity of the top screen.
  var topID: ObjectIdentifier? {
    guard let top = screens.last else { return nil }
    return ObjectIdentifier(top)
  }

  /// Puts `entry` on top.
  mutating func append(_ entry: StackEntry) {
    append(entry.screen, onPop: entry.onPop)
  }

  /// Puts `screen` on top, with `onPop`. Both are consumed: moved into the stack rather than copied.
  mutating func append(_ screen: consuming any Screen, onPop: consuming (@MainActor () -> Void)?) {
    let id = ObjectIdentifier(screen)
    hostStack = nil
    screens.append(screen)
    onPops.append(OnPop(closure: onPop))
    if members != nil {
      members?.insert(id)
    } else if screens.count >= Self.membersFromDepth {
      updateMembers()
    }
  }

  /// Removes the top entry and returns it. The stack must not be empty.
  mutating func removeTop() -> StackEntry {
    hostStack = nil
    let entry = StackEntry(screen: screens.removeLast(), onPop: onPops.removeLast().closure)
    if members != nil {
      members?.remove(ObjectIdentifier(entry.screen))
      updateMembers()
    }
    return entry
  }

  /// Removes the entries from `index` up, and returns them top-most first.
  mutating func removeEntries(from index: Int) -> [StackEntry] {
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

  /// Remembers `current`, the host's stack, which holds exactly the known screens: the next comparison with what the
  /// host hands back is then O(1) if the host has not changed its stack meanwhile.
  mutating func rememberHostStack(_ current: [any Screen]) {
    hostStack = current
  }

  /// Lets go of the host's array, so that the host can change it in place: called before the navigator changes the
  /// host's stack. Holding on would only cost the host a copy of its array, never a wrong result.
  mutating func releaseHostStack() {
    hostStack = nil
  }

  /// How many screens at the bottom of this stack and of `current` are the same objects, in the same places.
  ///
  /// - Complexity: O(1) when `current` shares its storage with the array remembered by ``rememberHostStack(_:)``;
  ///   otherwise O(*m*), where *m* is the length of the common prefix.
  ///
  /// `mutating` though it changes nothing: called on the navigator's stored property, a mutating method works on
  /// the property in place, where a non-mutating one gets a copy (two retains and two releases, at the start of every
  /// navigator call).
  mutating func commonPrefixCount(with current: [any Screen]) -> Int {
    if let hostStack, sharesStorage(hostStack, current) { return screens.count }
    let common = Swift.min(screens.count, current.count)
    var prefix = 0
    while prefix < common && ObjectIdentifier(screens[prefix]) == ObjectIdentifier(current[prefix]) {
      prefix += 1
    }
    return prefix
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

  /// The screens from `index` to the top, top-most first.
  func screensTopMostFirst(from index: Int) -> [any Screen] {
    // A plain loop: `reversed()` copies each existential through its value witness, several times slower.
    var result: [any Screen] = []
    result.reserveCapacity(screens.count - index)
    var position = screens.count - 1
    while position >= index {
      result.append(screens[position])
      position -= 1
    }
    return result
  }
}

extension KnownStack: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { screens.count }

  subscript(position: Int) -> StackEntry {
    StackEntry(screen: screens[position], onPop: onPops[position].closure)
  }
}

/// Whether `first` and `second` are views of the same storage, which then holds the same screens for both.
private func sharesStorage(_ first: [any Screen], _ second: [any Screen]) -> Bool {
  #if compiler(>=6.2)
    if #available(macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2, visionOS 1.0, *) {
      let first = first[...]
      let second = second[...]
      return first.span.isIdentical(to: second.span)
    }
  #endif
  return false
}
