#if canImport(XCTest)
  import NavigatorKit
  import NavigatorKitTesting
  import XCTest

  /// The XCTest helper, used as an app's XCTest suite would use it. (On Linux, corelibs XCTest needs main-actor test
  /// methods to be `async`.)
  final class TrackForMemoryLeaksTests: XCTestCase {
    @MainActor
    func testAPoppedScreenPassesTheTeardownCheck() async {
      let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
      let navigator = Navigator(host: host)
      let detail = HeadlessScreen("Detail")
      trackForMemoryLeaks(detail, "Detail")
      navigator.push(detail)
      navigator.pop()
      XCTAssertEqual(host.screens.count, 1)
    }
  }
#endif
