#if canImport(XCTest)
  import Foundation
  import XCTest

  extension XCTestCase {
    /// Runs `body` on the main actor with a fresh ``LeakTracker``, then fails the test for each tracked object that
    /// outlives the scope, naming it.
    ///
    /// Call it from an ordinary, synchronous test method — not `@MainActor`, not `async` — which runs on the main
    /// thread on every platform, Linux included:
    ///
    /// ```swift
    /// final class CheckoutMemoryLeakXCTests: XCTestCase {
    ///   func testCheckoutIsReleasedOnBack() {
    ///     withLeakTracking { tracker in
    ///       let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    ///       let shop = ShopCoordinator(navigator: Navigator(host: host))
    ///       let checkout = CheckoutCoordinator(
    ///         cart: .sample, navigator: shop.navigator)
    ///       tracker.track(checkout, named: "CheckoutCoordinator")
    ///       shop.pushCoordinator(checkout)
    ///       host.tapBackButton()
    ///       XCTAssertTrue(shop.childCoordinators.isEmpty)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// The failure reads `Leaked: CheckoutCoordinator is still alive at the end of withLeakTracking` and is reported
    /// at the line that called this method. The check runs when `body` has returned and its locals are gone, so it
    /// catches what keeps itself alive (a retain cycle) or is held from outside the flow. A parent created in `body`
    /// is gone by then too, so a child it forgot to remove would pass: assert on the parent's `childCoordinators`
    /// inside `body` for that.
    ///
    /// Misuse: called off the main thread (from an `async` test method, say), it runs nothing and fails the test with
    /// a message saying so. From an `async` test, use ``LeakTracker`` directly, in a `@MainActor` method.
    ///
    /// - Parameters:
    ///   - file: The file to report failures in; the caller's by default.
    ///   - line: The line to report failures at; the caller's by default.
    ///   - body: The flow to check, run on the main actor. Track objects with the tracker it is given.
    public func withLeakTracking(
      file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor (LeakTracker) throws -> Void
    ) rethrows {
      guard Thread.isMainThread else {
        XCTFail(
          "withLeakTracking ran nothing: it was called off the main thread. Call it from a synchronous test method, "
            + "or use a LeakTracker in a @MainActor async test method.", file: file, line: line)
        return
      }
      let leaks = try MainActor.assumeIsolated {
        let tracker = LeakTracker()
        try body(tracker)
        return tracker.leaks
      }
      for name in leaks {
        XCTFail("Leaked: \(name) is still alive at the end of withLeakTracking", file: file, line: line)
      }
    }

    /// Fails the test at the caller if `object` is still alive when the test has finished and torn down.
    ///
    /// Call it right after creating an object the test expects to be released. It is not isolated to any actor, so
    /// any test method can call it — synchronous or `async`, `@MainActor` or not. A main-actor object, such as a
    /// coordinator, is `Sendable`, so a non-isolated method can create it in `MainActor.assumeIsolated` and track it:
    ///
    /// ```swift
    /// func testCheckoutHasNoRetainCycle() {
    ///   let checkout = MainActor.assumeIsolated {
    ///     let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    ///     return CheckoutCoordinator(cart: .sample, navigator: Navigator(host: host))
    ///   }
    ///   trackForMemoryLeaks(checkout)
    /// }
    /// ```
    ///
    /// The check runs in a teardown block, after every local of the test is gone, the parent coordinator included.
    /// So it catches objects that keep themselves alive (retain cycles), not a child that its parent forgot to
    /// remove: assert on the parent's `childCoordinators` for that, or use ``withLeakTracking(file:line:_:)``.
    ///
    /// - Parameters:
    ///   - object: The object to watch; held weakly.
    ///   - name: The name used in the failure message; the object's type by default.
    ///   - file: The file to report the failure in.
    ///   - line: The line to report the failure at.
    public func trackForMemoryLeaks(
      _ object: AnyObject, named name: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
      let label = name ?? String(describing: type(of: object))
      addTeardownBlock { [weak object] in
        XCTAssertNil(object, "Leaked: \(label) is still alive after the test", file: file, line: line)
      }
    }

    /// Fails the test at the caller if `object` is still alive when the test has finished and torn down.
    ///
    /// Renamed ``trackForMemoryLeaks(_:named:file:line:)``, whose label says what the string is, and which any
    /// test method can call, not only a main-actor one.
    ///
    /// - Parameters:
    ///   - object: The object to watch; held weakly.
    ///   - name: The name used in the failure message.
    ///   - file: The file to report the failure in.
    ///   - line: The line to report the failure at.
    @available(*, unavailable, renamed: "trackForMemoryLeaks(_:named:file:line:)")
    public func trackForMemoryLeaks(
      _ object: AnyObject, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
      trackForMemoryLeaks(object, named: name, file: file, line: line)
    }
  }
#endif
