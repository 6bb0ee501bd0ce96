/// Paths waiting for their flow to be ready, one per coordinator, holding the coordinators weakly.
@MainActor
enum PendingRoutes {
  private struct Entry {
    weak var coordinator: AnyObject?
    let path: Any
    /// Tries to open the path; `false` when the flow is still not ready.
    let attempt: @MainActor () -> Bool
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var isRetrying = false

  /// Opens `path` now if `attempt` can, or holds it for `coordinator`, replacing a path held before.
  static func submit<Handler: AnyObject>(
    for coordinator: Handler, path: Any, attempt: @escaping @MainActor (Handler) -> Bool
  ) {
    let id = ObjectIdentifier(coordinator)
    entries[id] = nil
    guard !attempt(coordinator) else { return }
    entries[id] = Entry(coordinator: coordinator, path: path) { [weak coordinator] in
      guard let coordinator else { return true }
      return attempt(coordinator)
    }
  }

  /// The path held for `coordinator`.
  static func path(for coordinator: AnyObject) -> Any? {
    guard let entry = entries[ObjectIdentifier(coordinator)], entry.coordinator === coordinator else { return nil }
    return entry.path
  }

  /// Tries every held path again.
  static func retry() {
    guard !isRetrying, !entries.isEmpty else { return }
    isRetrying = true
    defer { isRetrying = false }
    for (id, entry) in entries {
      entries[id] = nil
      guard entry.coordinator != nil else { continue }
      if !entry.attempt() && entries[id] == nil {
        entries[id] = entry
      }
    }
  }
}
