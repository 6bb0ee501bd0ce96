/// What a ``Router`` shows, as a value you can save and restore: its routes and what it presents, recursively for
/// presented flows.
///
/// Read it from ``Router/state``, encode it with any `Codable` encoder when the app goes to the background, and give
/// it back to the coordinator at the next launch with ``RoutingCoordinator/restore(_:)``, which rebuilds the stack
/// and the coordinators behind it in one step, without animations.
///
/// ```swift
/// let saved = try JSONEncoder().encode(shop.router.state)
/// // … the next launch, with a new shop:
/// newShop.restore(try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved))
/// ```
///
/// Screens without a route (see ``Router/routes``) are not part of the state, and are not restored.
///
/// Decoding is lazy, route by route, like SwiftUI's `NavigationPath.CodableRepresentation` (S11 in
/// <doc:SwiftUIRules>): a saved route that no longer decodes — a case renamed or removed in an update — does not
/// throw the state away. The routes before it are kept, it and everything after it are dropped, and
/// ``decodingFailure`` says which one failed and why; ``RoutingCoordinator/restore(_:)`` restores what was kept and
/// reports the failure (``NavigationIssue/Kind/routeNotDecoded``), so the person lands as deep as could be restored.
/// The encoding is versioned: a state saved by a later version of NavigatorKit's encoding, or data that is not a
/// state at all, still throws.
public struct RouterState<R: Route>: Hashable, Codable, Sendable {
  /// What a router presents.
  public indirect enum Presentation: Hashable, Codable, Sendable {
    /// A single screen, presented with ``Router/present(_:animated:onLeave:)-2kkgr``.
    case screen(R)
    /// A flow with a stack and a router of its own, usually a presented child coordinator.
    case flow(RouterState<R>)
  }

  /// The routes on the stack, root first.
  public var routes: [R]

  /// What the router presents, if anything with a route.
  public var presentation: Presentation?

  /// The saved route that failed to decode, when this state was decoded and one did: the state holds the routes
  /// before it, and nothing after it. `nil` for a state that decoded whole, or was made in code.
  public internal(set) var decodingFailure: DecodingFailure?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - routes: The routes on the stack, root first.
  ///   - presentation: What the router presents.
  public init(routes: [R], presentation: Presentation? = nil) {
    self.routes = routes
    self.presentation = presentation
  }

  /// A saved route that failed to decode: where it was, and what the decoder said.
  public struct DecodingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The route's place in the saved state's ``RouterState/path``: the routes before it were decoded and kept; it
    /// and every route after it were dropped.
    public let index: Int

    /// What the decoder said about it, with the coding path, as `DecodingError` describes it.
    public let reason: String

    /// "route 2 of the path: …": the index and the reason.
    public var description: String { "route \(index) of the path: \(reason)" }

    init(index: Int, error: any Error) {
      self.index = index
      reason = Self.describe(error)
    }

    init(index: Int, reason: String) {
      self.index = index
      self.reason = reason
    }

    /// A `DecodingError`'s case, coding path and description; any other error's description.
    private static func describe(_ error: any Error) -> String {
      let (kind, context): (String, DecodingError.Context?) =
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?: ("type mismatch (\(type))", context)
        case .valueNotFound(let type, let context)?: ("value not found (\(type))", context)
        case .keyNotFound(let key, let context)?: ("key not found (\(key.stringValue))", context)
        case .dataCorrupted(let context)?: ("data corrupted", context)
        default: ("\(error)", nil)
        }
      guard let context else { return kind }
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "\(kind) at \(path.isEmpty ? "the top" : path): \(context.debugDescription)"
    }
  }

  // MARK: Codable

  /// The version of the encoding this NavigatorKit writes, and the latest it reads. A state saved without one is
  /// version 1.
  static var encodingVersion: Int { 1 }

  private enum CodingKeys: String, CodingKey {
    case version, routes, presentation
  }

  /// Decodes a state, route by route: a route that fails to decode ends the state there (``decodingFailure``).
  ///
  /// - Throws: `DecodingError` when the data is not a state, or was saved by a later version of the encoding.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    guard version <= Self.encodingVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "A state saved by version \(version) of NavigatorKit's encoding; this one reads up to "
          + "version \(Self.encodingVersion).")
    }
    var list = try container.nestedUnkeyedContainer(forKey: .routes)
    routes = []
    while !list.isAtEnd {
      do {
        routes.append(try list.decode(R.self))
      } catch {
        decodingFailure = DecodingFailure(index: routes.count, error: error)
        return
      }
    }
    do {
      presentation = try container.decodeIfPresent(Presentation.self, forKey: .presentation)
    } catch {
      decodingFailure = DecodingFailure(index: routes.count, error: error)
      return
    }
    if case .flow(let flow) = presentation, let failure = flow.decodingFailure {
      // The presented flow kept what it could; its routes follow these in the path.
      decodingFailure = DecodingFailure(index: routes.count + failure.index, reason: failure.reason)
    }
  }

  /// Encodes the routes and the presentation, with the encoding's version. A decoding failure is not encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.encodingVersion, forKey: .version)
    try container.encode(routes, forKey: .routes)
    try container.encodeIfPresent(presentation, forKey: .presentation)
  }

  /// The routes of every level, root level first: this state's routes, then those of the presented flow, and so on;
  /// a presented screen's route last. This is the deep link that ``RoutingCoordinator/restore(_:)`` opens below the
  /// root.
  public var path: [R] {
    var path = routes
    var next = presentation
    while let presentation = next {
      switch presentation {
      case .screen(let route):
        path.append(route)
        next = nil
      case .flow(let flow):
        path += flow.routes
        next = flow.presentation
      }
    }
    return path
  }
}

extension Router {
  /// This router's routes and what it presents, recursively: a presented flow whose stack has a router of the same
  /// route type is described by that router's state, a presented screen by its route.
  ///
  /// Under a tab bar a presentation belongs to the tab that made it, and only that tab's router describes it (see
  /// ``presentedRoute``), so that saving every tab's state and restoring each presents it once.
  ///
  /// Reading it runs pop detection first, so it describes the settled stack.
  public var state: RouterState<R> {
    let routes = self.routes
    guard let presented = navigator.presentedScreen else { return RouterState(routes: routes) }
    if let flow = presentedFlow(presented) {
      return RouterState(routes: routes, presentation: .flow(flow.state))
    }
    return RouterState(routes: routes, presentation: ownRoute(of: presented).map { .screen($0) })
  }
}
