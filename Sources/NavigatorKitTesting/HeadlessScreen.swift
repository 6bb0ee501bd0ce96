import NavigatorKit

/// A screen for tests: a named object that stands in for a view controller.
///
/// Subclass it to give a screen state or behaviour of your own, the way app screens subclass `UIViewController`.
///
/// ```swift
/// let list = HeadlessScreen("ProductList")
/// navigator.push(list)
/// ```
@MainActor
open class HeadlessScreen: Screen, CustomStringConvertible {
  /// The name used in events, issues and logs.
  public nonisolated let name: String

  /// Whether the person is prevented from dismissing this screen by pulling it down, as in UIKit.
  ///
  /// When `true` on the presented screen — or, with
  /// ``HeadlessNavigationController/Readings-swift.struct/topScreenModalInPresentationCounts`` (the default), on
  /// the top screen of a presented navigation stack —
  /// ``HeadlessNavigationController/beginInteractiveDismiss()`` refuses to start and calls
  /// `presentationControllerDidAttemptToDismiss` instead, without asking `presentationControllerShouldDismiss`
  /// (rules R23 and R23b of <doc:UIKitRules>).
  open var isModalInPresentation = false

  /// Told about the person pulling this screen down while it is presented, like the delegate of a
  /// `UIPresentationController`; held weakly, as UIKit holds it.
  public weak var presentationControllerDelegate: (any HeadlessPresentationControllerDelegate)?

  /// Creates a screen called `name`.
  ///
  /// The first headless screen (or stack) a process creates makes unhandled ``NavigatorKit/NavigationIssue``s fail
  /// the running test; see ``NavigatorKit/Navigator/onIssue``.
  public init(_ name: String) {
    self.name = name
    TestIssueReporting.install()
  }

  /// The screen's ``name``.
  public nonisolated var description: String { name }
}
