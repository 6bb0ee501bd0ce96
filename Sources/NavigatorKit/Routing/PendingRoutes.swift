/// Paths waiting for their flow to be ready, one per coordinator, holding the coordinators weakly.
@MainActor
enum PendingRoutes {
  private struct Entry {
    weak var coordinator: AnyObject?
    let path: Any
    /// Tries to open the path.
    let attempt: @MainActor () -> RouteOpening
    /// Whether a leave guard holds the path: then only the app opens it (``RouteHandler/openPendingPath()``).
    var waitsForTheApp: Bool
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var isRetrying = false

  /// Opens `path` now if `attempt` can, or holds it for `coordinator`, replacing a path held before.
  static func submit<Handler: AnyObject>(
    for coordinator: Handler, path: Any, attempt: @escaping @MainActor (Handler) -> RouteOpening
  ) {
    let id = ObjectIdentifier(coordinator)
    entries[id] = nil
    let opening = attempt(coordinator)
    guard opening != .opened else { return }
    let retry: @MainActor () -> RouteOpening = { [weak coordinator] in
      guard let coordinator else { return .opened }
      return attempt(coordinator)
    }
    entries[id] = Entry(
      coordinator: coordinator, path: path, attempt: retry, waitsForTheApp: opening == .heldByLeaveGuard)
  }

  /// Drops the path held for `coordinator`, if any.
  static func discard(for coordinator: AnyObject) {
    entries[ObjectIdentifier(coordinator)] = nil
  }

  /// Whether the path held for `coordinator` waits for a leave guard.
  static func isHeldByLeaveGuard(for coordinator: AnyObject) -> Bool {
    guard let entry = entries[ObjectIdentifier(coordinator)], entry.coordinator === coordinator else { return false }
    return entry.waitsForTheApp
  }

  /// The path held for `coordinator`.
  static func path(for coordinator: AnyObject) -> Any? {
    guard let entry = entries[ObjectIdentifier(coordinator)], entry.coordinator === coordinator else { return nil }
    return entry.path
  }

  /// Tries every held path again: those that wait for their flow to be ready, and, when `confirmed` is the
  /// coordinator that holds one, the path a leave guard held.
  static func retry(confirming confirmed: AnyObject? = nil) {
    guard !isRetrying, !entries.isEmpty else { return }
    isRetrying = true
    defer { isRetrying = false }
    for (id, entry) in entries {
      guard entry.coordinator != nil else {
        entries[id] = nil
        continue
      }
      if entry.waitsForTheApp && entry.coordinator !== confirmed { continue }
      entries[id] = nil
      let opening = entry.attempt()
      if opening != .opened && entries[id] == nil {
        var kept = entry
        kept.waitsForTheApp = opening == .heldByLeaveGuard
        entries[id] = kept
      }
    }
  }
}
