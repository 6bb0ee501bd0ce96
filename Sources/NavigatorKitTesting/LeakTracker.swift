/// Tracks objects by weak reference and tells which are still alive: the leak check for your own tests.
///
/// Track what a flow creates, end the flow, then ask for ``leaks``:
///
/// ```swift
/// @Test func popToRootReleasesTheWholeCheckout() {
///   let tracker = LeakTracker()
///   do {
///     let checkout = CheckoutCoordinator(
///       cart: .sample, navigator: shop.navigator)
///     tracker.track(checkout, named: "CheckoutCoordinator")
///     shop.pushCoordinator(checkout)
///     checkout.showPayment()
///   }
///   shop.navigator.popToRoot()
///   tracker.expectNoLeaks("after popToRoot")
/// }
/// ```
///
/// With Swift Testing, ``expectNoLeaks(_:sourceLocation:)`` records a failing issue that names each leaked object,
/// and ``withLeakTracking(sourceLocation:_:)`` checks at the end of a scope. With XCTest, use
/// `XCTestCase.withLeakTracking(file:line:_:)` or `XCTestCase.trackForMemoryLeaks(_:named:file:line:)`.
@MainActor
public final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }

  private var entries: [Entry] = []

  /// Creates a tracker with nothing tracked.
  ///
  /// Like a headless screen, the first tracker a process creates makes unhandled NavigatorKit issues fail the running
  /// test (see `Navigator.onIssue`).
  public init() {
    TestIssueReporting.install()
  }

  /// Starts tracking `object` under a name. The tracker holds it weakly and never keeps it alive.
  ///
  /// - Parameters:
  ///   - object: The object that should be released; held weakly.
  ///   - name: The name that ``leaks`` and failure messages use for it; the object's type by default.
  public func track(_ object: AnyObject, named name: String? = nil) {
    entries.append(Entry(object: object, name: name ?? String(describing: type(of: object))))
  }

  /// Starts tracking `object` under `name`.
  ///
  /// Renamed ``track(_:named:)``, whose label says what the string is.
  ///
  /// - Parameters:
  ///   - object: The object that should be released; held weakly.
  ///   - name: The name that ``leaks`` and failure messages use for it.
  @available(*, unavailable, renamed: "track(_:named:)")
  public func track(_ object: AnyObject, _ name: String) {
    track(object, named: name)
  }

  /// The names of tracked objects that are still alive, in the order they were tracked.
  public var leaks: [String] {
    entries.filter { $0.object != nil }.map(\.name)
  }

  /// The names of every tracked object, alive or not.
  public var trackedNames: [String] {
    entries.map(\.name)
  }
}
