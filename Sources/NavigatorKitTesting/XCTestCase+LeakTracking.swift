#if canImport(XCTest)
  import XCTest

  extension XCTestCase {
    /// Fails the test at the caller if `object` is still alive when the test has finished and torn down.
    ///
    /// Call it right after creating an object the test expects to be released:
    ///
    /// ```swift
    /// let coordinator = CheckoutCoordinator(navigator: navigator)
    /// trackForMemoryLeaks(coordinator, "CheckoutCoordinator")
    /// ```
    ///
    /// The check runs in a teardown block, after every local of the test is gone, the parent coordinator included.
    /// So it catches objects that keep themselves alive (retain cycles), not a child that its parent forgot to
    /// remove: assert on the parent's `childCoordinators` for that, or use a ``LeakTracker`` inside the test.
    ///
    /// On Linux, swift-corelibs-xctest cannot run a synchronous `@MainActor` test method (test discovery traps);
    /// declare such a method `async`.
    ///
    /// - Parameters:
    ///   - object: The object to watch; held weakly.
    ///   - name: The name used in the failure message; the object's type by default.
    ///   - file: The file to report the failure in.
    ///   - line: The line to report the failure at.
    @MainActor
    public func trackForMemoryLeaks(
      _ object: AnyObject, _ name: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
      let label = name ?? String(describing: type(of: object))
      addTeardownBlock { [weak object] in
        XCTAssertNil(object, "Leaked: \(label) is still alive after the test", file: file, line: line)
      }
    }
  }
#endif
