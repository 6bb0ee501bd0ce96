// The coordinator layer's identity scan, nonisolated for the reason Support/IdentityScan.swift gives.

/// The index of the first coordinator in `coordinators` that is `coordinator` itself.
nonisolated func firstIndexIdentical(_ coordinators: [any Coordinator], _ coordinator: AnyObject) -> Int? {
  var index = 0
  while index < coordinators.count {
    if coordinators[index] === coordinator { return index }
    index += 1
  }
  return nil
}
