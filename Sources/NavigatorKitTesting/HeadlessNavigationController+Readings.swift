extension HeadlessNavigationController {
  /// UIKit behaviours that third parties report but that are not part of UIKit's documented contract; off by
  /// default, on one by one to test code against them.
  public struct Quirks: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set of quirks from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rule R6 of <doc:UIKitRules>: after a pop that skips over screens with three or more on the stack (pop to a
    /// screen, pop to root, or a set that pops), `viewControllers` briefly reads `[oldTop] + newStack` — for example
    /// `[C, A]` — until the navigation controller's next layout pass. Reported by third parties, not documented by
    /// Apple.
    public static let staleStackAfterMultiPop = Quirks(rawValue: 1 << 0)

    /// Rule R8 of <doc:UIKitRules>: on iOS 12, with the navigation controller as the window's root, the first
    /// appearance delivered didShow twice. Affects ``HeadlessNavigationController/appear()``.
    public static let duplicateInitialDidShow = Quirks(rawValue: 1 << 1)
  }

  /// What happens to a call made while a transition of the same kind is running.
  public enum CallDuringTransition: Sendable, Hashable {
    /// The call is carried out at once, as if no transition were running.
    case proceeds
    /// The call is carried out, in order, when the transition ends.
    case deferred
    /// Nothing happens; a pop returns `nil` and a completion never runs.
    case ignored
  }

  /// How this host reads the points of UIKit's behaviour that Apple does not document and that public reports leave
  /// open. Each property names the rule of <doc:UIKitRules> it settles; the defaults are the readings the evidence
  /// favours.
  ///
  /// Run the code under test against the other reading too when it depends on one:
  ///
  /// ```swift
  /// let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
  /// host.readings.didShowPrecedesCompletion = false
  /// host.readings.popDuringTransition = .deferred
  /// ```
  public struct Readings: Sendable, Hashable {
    /// Rules R20 and R20a: a pop, pop to a screen or pop to root made while a stack transition runs (including the
    /// settle animation of a swipe, and the back button, which stays enabled). ``CallDuringTransition/ignored`` by
    /// default: a pop made during a transition is reported to return `nil`; whether UIKit replays it afterwards is
    /// not settled (``CallDuringTransition/deferred``).
    public var popDuringTransition = CallDuringTransition.ignored

    /// Rule R20a: `setViewControllers(_:animated:)` made while a stack transition runs. Nothing documents it;
    /// ``CallDuringTransition/deferred`` by default, as UIKit defers a push.
    public var setScreensDuringTransition = CallDuringTransition.deferred

    /// Rule R20a: a presentation made while a push, pop or set animates. It normally goes ahead
    /// (``CallDuringTransition/proceeds``, the default).
    public var presentDuringStackTransition = CallDuringTransition.proceeds

    /// Rule R22: a dismissal made while a presentation or dismissal animates. UIKit logs "…while a presentation or
    /// dismiss is in progress!"; the message suggests nothing happens (``CallDuringTransition/ignored``, the
    /// default), which no source confirms.
    public var dismissDuringPresentationTransition = CallDuringTransition.ignored

    /// Rule R8a: whether the navigation delegate's didShow comes before the transition coordinator's completion
    /// blocks (and the observer's ``NavigatorKit/NavigationHostObserver/navigationHostDidEndTransition(_:)``),
    /// `true` by default, or after them. Not documented; code must not depend on it.
    public var didShowPrecedesCompletion = true

    /// Rule R23b: whether `isModalInPresentation` on the top screen of a presented navigation stack blocks the
    /// pull-down, as well as the flag on the presented stack itself. `true` by default: Apple's sample for
    /// disabling the pull-down sets the flag on the form screen inside the presented navigation controller.
    public var topScreenModalInPresentationCounts = true

    /// Rule R9: whether a pop to a screen or pop to root made while the stack is off screen returns `nil`, though
    /// it pops. `true` by default: reported before iOS 14 and again on iOS 18.
    public var offWindowMultiPopReturnsNil = true

    /// The readings the evidence favours.
    public init() {}
  }
}
