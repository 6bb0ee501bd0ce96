/// Whether screens of a type are navigation stacks (``NavigationHost/isNavigationStack(_:)``), remembered per type: the
/// dynamic cast is the most expensive part of checking a push. Each navigator keeps its own (instance state is cheaper to reach than a static table), and so
/// does each headless host in NavigatorKitTesting, which refuses such pushes as UIKit does.
package struct HostTypeCache {
  private var known: [ObjectIdentifier: Bool] = [:]
  /// The last type remembered, in front of the table: pushes often repeat a type.
  private var last: (type: ObjectIdentifier, isHost: Bool)?

  /// An empty cache.
  package init() {}

  /// Whether `screen` is a navigation stack, as `host` answers it.
  @MainActor
  package mutating func isHost(_ screen: any Screen, for host: any NavigationHost) -> Bool {
    if let answer = answer(for: screen) { return answer }
    let isHost = host.isNavigationStack(screen)
    remember(isHost, for: screen)
    return isHost
  }

  /// Whether `screen` is a navigation stack, if a screen of its type was asked about before.
  package func answer(for screen: any Screen) -> Bool? {
    let type = ObjectIdentifier(Swift.type(of: screen))
    if let last, last.type == type { return last.isHost }
    return known[type]
  }

  /// Remembers whether screens of `screen`'s type are navigation stacks, and makes that type the one asked about last.
  package mutating func remember(_ isHost: Bool, for screen: any Screen) {
    let type = ObjectIdentifier(Swift.type(of: screen))
    known[type] = isHost
    last = (type, isHost)
  }
}
