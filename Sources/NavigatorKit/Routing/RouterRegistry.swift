/// The router of each navigation stack, and the router that made each screen, so that a router can find the router of
/// the flow it presents and tell another router's screens from its own. Holds everything weakly.
@MainActor
enum RouterRegistry {
  private struct Entry {
    weak var host: (any NavigationHost)?
    weak var router: AnyObject?
  }

  private struct Made {
    weak var screen: (any Screen)?
    weak var router: AnyObject?
  }

  private static var entries = WeakTable<Entry>()
  private static var makers = WeakTable<Made>(sweepingFrom: 256)

  /// Remembers that `router` made (or registered) `screen`, so that another router can tell it is not its own.
  static func recordMaker(_ router: AnyObject, of screen: any Screen) {
    makers.insert(Made(screen: screen, router: router), for: screen) { $1.screen != nil && $1.router != nil }
  }

  /// The router that made `screen`, if it is still alive.
  static func maker(of screen: any Screen) -> AnyObject? {
    guard let made = makers[screen], made.screen === screen else { return nil }
    return made.router
  }

  /// Remembers that `router` routes `host`'s stack.
  static func register(_ router: AnyObject, for host: any NavigationHost) {
    entries.insert(Entry(host: host, router: router), for: host) { $1.host != nil && $1.router != nil }
  }

  /// The router over `screen`, when `screen` is a navigation stack that has one.
  static func router(for screen: any Screen) -> AnyObject? {
    guard let entry = entries[screen], entry.host === screen else { return nil }
    return entry.router
  }
}
