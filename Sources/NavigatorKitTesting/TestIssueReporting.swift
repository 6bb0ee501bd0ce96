import NavigatorKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Makes misuse that no ``NavigatorKit/Navigator/onIssue`` handles fail the running test, so that app tests notice
/// it: a Swift Testing issue inside a Swift Testing test, an XCTest failure inside an XCTest run, and NavigatorKit's
/// usual printed warning anywhere else (a demo, a benchmark).
///
/// Installed by the first ``HeadlessScreen`` (every headless stack is one) or ``LeakTracker`` a process creates. It also makes the
/// lifetime audits that navigators get by default check only when asked, so that no timed check fires in the middle
/// of a later test.
@MainActor
enum TestIssueReporting {
  private static var isInstalled = false
  private static var printed: Set<NavigationIssue.Kind> = []

  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    NavigationIssue.unhandledIssueHandler = { report($0) }
    // A timed lifetime check would fire during a later test and fail it: tests run the checks explicitly.
    CoordinatorLifetimeAudit.defaultChecksAutomatically = false
  }

  private static func report(_ issue: NavigationIssue) {
    let message = "Unhandled NavigatorKit issue (\(issue.kind)), set Navigator.onIssue to handle it: \(issue)"
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
      }
    #endif
    #if canImport(XCTest)
      if isRunningXCTest {
        // Fails the XCTest case that is running. Outside one (a task that outlived its test), XCTest drops the
        // failure, so the warning below is printed too.
        XCTFail(message)
      }
    #endif
    if printed.insert(issue.kind).inserted {
      print("NavigatorKit warning: \(issue) (Set Navigator.onIssue to see every issue.)")
    }
  }

  #if canImport(XCTest)
    /// Whether this process runs XCTest tests: an `.xctest` bundle, as `swift test` and Xcode run them.
    private static let isRunningXCTest: Bool = {
      let environment = ProcessInfo.processInfo.environment
      if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil { return true }
      return ProcessInfo.processInfo.arguments.first.map { $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") }
        ?? false
    }()
  #endif
}
