/// Whether screens of a type are navigation stacks (``NavigationHost/isNavigationStack(_:)``), remembered per type: the
/// dynamic cast is the most expensive part of checking a push. Each navigator keeps its own (instance state is cheaper to reach than a static table), and so
/// does each headless host in NavigatorKitTesting, which refuses such pushes as UIKit does.
package struct HostTypeCache {
  private var known: [ObjectIdentifier: Bool] = [:]
  /// The last type asked about, in front of the table: pushes often repeat a type.
  private var last: (type: ObjectIdentifier, isHost: Bool)?

  /// An empty cache.
  package init() {}

  /// Whether `screen` is a navigation stack, as `host` answers it.
  @MainActor
  package mutating func isHost(_ screen: any Screen, for host: any NavigationHost) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: screen))
    if let last, last.type == type { return last.isHost }
    let isHost: Bool
    if let cached = known[type] {
      isHost = cached
    } else {
      isHost = host.isNavigationStack(screen)
      known[type] = isHost
    }
    last = (type, isHost)
    return isHost
  }
}
