/// One element of a ``NavigationPathHost``'s path: a screen, with an identity of its own.
///
/// SwiftUI tells the elements of a `NavigationStack` path apart by their index and their value's equality, so two
/// equal values would be one screen to it, and a changed value rebuilds its screen and every screen above it (S5 in
/// <doc:SwiftUIRules>). An element compares and hashes by ``id`` alone: the same screen pushed twice, or two screens
/// made from equal routes, are two elements, and nothing about a screen changes its element.
///
/// Elements are made by the host, one each time a screen goes onto its path; a screen pushed again after it left
/// gets a new element.
public struct NavigationPathElement: Hashable, Identifiable, Sendable {
  /// The element's identity: unique among the elements made in this process.
  public let id: Int

  /// The screen the element stands for.
  public let screen: any Screen

  /// Makes an element for `screen` with a new identity.
  @MainActor
  init(screen: any Screen) {
    Self.lastID += 1
    id = Self.lastID
    self.screen = screen
  }

  /// The identity of the last element made.
  @MainActor private static var lastID = 0

  /// Whether two elements are the same element: equal ``id``s.
  public static func == (lhs: NavigationPathElement, rhs: NavigationPathElement) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the element's ``id``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
