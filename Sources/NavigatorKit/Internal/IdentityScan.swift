// Linear identity scans for main-actor code.
//
// They are nonisolated on purpose. In main-actor code, a closure handed to a standard library algorithm
// (`contains(where:)`, `firstIndex(where:)`, `removeAll(where:)`, `map`) is wrapped in a thunk that checks, on every
// call, that it runs on the main actor (Swift 6 dynamic actor isolation checking, because the standard library isn't
// built in the Swift 6 language mode). That check costs 40–80 ns per element on Linux, 50–100 times the comparison.

/// Whether `screens` holds `screen` itself. Package-wide: the headless host in NavigatorKitTesting uses it too.
package nonisolated func containsIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  screens.contains { $0 === screen }
}

/// The index of the last screen in `screens` that is `screen` itself. Package-wide, like `containsIdentical`.
package nonisolated func lastIndexIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Int? {
  screens.lastIndex { $0 === screen }
}

/// The index of the first coordinator in `coordinators` that is `coordinator` itself.
nonisolated func firstIndexIdentical(_ coordinators: [any Coordinator], _ coordinator: AnyObject) -> Int? {
  coordinators.firstIndex { $0 === coordinator }
}

/// How many screens at the bottom of `known` and `current` are the same objects, in the same places.
nonisolated func commonPrefixCount(_ known: [StackEntry], _ current: [any Screen]) -> Int {
  known.withUnsafeBufferPointer { known in
    current.withUnsafeBufferPointer { current in
      let common = min(known.count, current.count)
      var prefix = 0
      while prefix < common && ObjectIdentifier(known[prefix].screen) == ObjectIdentifier(current[prefix]) {
        prefix += 1
      }
      return prefix
    }
  }
}

/// The index of the last entry of `known` for `screen` itself.
nonisolated func lastIndexIdentical(_ known: [StackEntry], _ screen: AnyObject) -> Int? {
  let id = ObjectIdentifier(screen)
  return known.withUnsafeBufferPointer { known in
    var index = known.count - 1
    while index >= 0 {
      if ObjectIdentifier(known[index].screen) == id { return index }
      index -= 1
    }
    return nil
  }
}

/// Whether `known` holds an entry for `screen` itself.
nonisolated func containsIdentical(_ known: [StackEntry], _ screen: AnyObject) -> Bool {
  let id = ObjectIdentifier(screen)
  return known.withUnsafeBufferPointer { known in
    for entry in known where ObjectIdentifier(entry.screen) == id { return true }
    return false
  }
}

/// The screens of `known` from `index` to the top, top-most first.
nonisolated func screensTopMostFirst(_ known: [StackEntry], from index: Int) -> [any Screen] {
  var screens: [any Screen] = []
  screens.reserveCapacity(known.count - index)
  var position = known.count - 1
  while position >= index {
    screens.append(known[position].screen)
    position -= 1
  }
  return screens
}
