/// Where a ``NavigationIssue`` goes when nobody installed a handler for it.
///
/// Once NavigatorKitTesting is in use (a headless screen or stack, or a leak tracker, was created) it installs
/// ``NavigationIssue/unhandledIssueHandler``, so that unhandled misuse fails the running test; otherwise the issue is
/// printed, once per kind.
@MainActor
struct UnhandledIssueReporter {
  private var printed: Set<NavigationIssue.Kind> = []

  mutating func report(_ issue: NavigationIssue) {
    if let handler = NavigationIssue.unhandledIssueHandler {
      handler(issue)
      return
    }
    guard printed.insert(issue.kind).inserted else { return }
    print("NavigatorKit warning: \(issue) (Set Navigator.onIssue to see every issue.)")
  }
}

extension NavigationIssue {
  /// Receives issues that no ``Navigator/onIssue`` handles, in place of the printed warning. NavigatorKitTesting sets
  /// it to fail the running test.
  @MainActor package static var unhandledIssueHandler: (@MainActor (NavigationIssue) -> Void)?
}

/// The name of `object`'s type, for issue messages.
func typeName(_ object: AnyObject) -> String {
  String(describing: type(of: object))
}
