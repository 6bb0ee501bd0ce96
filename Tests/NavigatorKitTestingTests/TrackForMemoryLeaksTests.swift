#if canImport(XCTest)
  import NavigatorKit
  import NavigatorKitTesting
  import XCTest

  /// What keeps the leaked screens alive on purpose: a long-lived cache that forgot to let go. (A retain cycle would
  /// do too, but LeakSanitizer would then report the test's own leak at exit.)
  @MainActor
  private enum ForgottenCache {
    static var screens: [HeadlessScreen] = []
  }

  /// The XCTest helpers, used as an app's XCTest suite uses them: from ordinary synchronous test methods, which is
  /// what swift-corelibs-xctest on Linux can run (a synchronous `@MainActor` test method traps its test discovery).
  final class TrackForMemoryLeaksTests: XCTestCase {
    func testWithLeakTrackingPassesWhenAPoppedFlowIsReleased() {
      withLeakTracking { tracker in
        let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
        let navigator = Navigator(host: host)
        let detail = HeadlessScreen("Detail")
        tracker.track(detail, named: "Detail")
        navigator.push(detail)
        host.tapBackButton()
        XCTAssertEqual(host.screens.count, 1)
      }
    }

    func testTrackForMemoryLeaksPassesFromANonisolatedTestMethod() {
      let detail = MainActor.assumeIsolated {
        let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
        let detail = HeadlessScreen("Detail")
        Navigator(host: host).push(detail)
        return detail
      }
      trackForMemoryLeaks(detail, named: "Detail")
    }

    @MainActor
    func testTrackForMemoryLeaksPassesFromAMainActorAsyncTestMethod() async {
      let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
      let navigator = Navigator(host: host)
      let detail = HeadlessScreen("Detail")
      trackForMemoryLeaks(detail)
      navigator.push(detail)
      navigator.pop()
      XCTAssertEqual(host.screens.count, 1)
    }
  }

  /// The failing paths, checked honestly: a leak is held on purpose, the helper's real failure is intercepted, and
  /// the test fails unless that failure names the leaked object.
  final class LeakTrackingFailureTests: XCTestCase {
    #if canImport(ObjectiveC)
      // Apple's XCTest: expect the failure instead of intercepting it.
      private func expectLeakFailure(naming name: String) {
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("Leaked: \(name) is still alive") }
        XCTExpectFailure("the leak is on purpose", options: options)
      }
    #else
      // swift-corelibs-xctest has no XCTExpectFailure; every failure goes through this method, so intercept it.
      private func expectLeakFailure(naming name: String) {
        isIntercepting = true
        expectedName = name
      }
      private var expectedName: String?
      private var intercepted: [String] = []
      private var isIntercepting = false

      override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
      ) {
        guard isIntercepting else {
          return super.recordFailure(
            withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        intercepted.append(description)
      }

      private func checkInterceptedFailures() {
        isIntercepting = false
        guard let expectedName else { return }
        XCTAssertEqual(intercepted.count, 1, "expected one failure, got \(intercepted)")
        XCTAssertTrue(
          intercepted.allSatisfy { $0.contains("Leaked: \(expectedName) is still alive") },
          "the failure does not name \(expectedName): \(intercepted)")
      }
    #endif

    override func tearDown() {
      // Teardown blocks, where trackForMemoryLeaks checks, have run by now.
      MainActor.assumeIsolated { ForgottenCache.screens.removeAll() }
      #if !canImport(ObjectiveC)
        checkInterceptedFailures()
      #endif
      super.tearDown()
    }

    func testWithLeakTrackingFailsNamingAPoppedScreenThatIsStillHeld() {
      expectLeakFailure(naming: "Form")
      withLeakTracking { tracker in
        let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
        let navigator = Navigator(host: host)
        let form = HeadlessScreen("Form")
        tracker.track(form, named: "Form")
        navigator.push(form)
        ForgottenCache.screens.append(form)  // the leak, on purpose
        host.tapBackButton()
      }
    }

    func testTrackForMemoryLeaksFailsNamingAScreenThatIsStillHeld() {
      expectLeakFailure(naming: "Form")
      let form = MainActor.assumeIsolated {
        let form = HeadlessScreen("Form")
        ForgottenCache.screens.append(form)  // the leak, on purpose
        return form
      }
      trackForMemoryLeaks(form, named: "Form")
    }
  }
#endif
