// The coordinator layer's identity scan, nonisolated for the reason Support/IdentityScan.swift gives.

/// The index of the first coordinator in `coordinators` that is `coordinator` itself.
nonisolated func firstIndexIdentical(_ coordinators: [any Coordinator], _ coordinator: AnyObject) -> Int? {
  coordinators.firstIndex { $0 === coordinator }
}
