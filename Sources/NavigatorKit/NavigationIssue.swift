/// A misuse of NavigatorKit that it refused to carry out: what was called, what is wrong, and how to fix it.
///
/// NavigatorKit never crashes on misuse and never half-applies a call. Where UIKit would raise an exception or
/// silently corrupt its stack (pushing a screen twice, popping to a screen that isn't there, presenting while
/// presenting…), the call is refused, the stack and every pending closure stay as they were, and an issue is
/// reported to ``Navigator/onIssue``. With no handler installed, the navigator prints a warning once per
/// ``Kind``.
///
/// ```swift
/// navigator.onIssue = { issue in
///   assertionFailure(issue.description)  // or log it
/// }
/// ```
public struct NavigationIssue: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of misuse NavigatorKit detects.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `push` of a screen that is already on the stack (UIKit raises `NSInvalidArgumentException`).
    case screenAlreadyInStack
    /// `push` or `setScreens` with a navigation host, such as a navigation controller, as a screen.
    case hostPushedAsScreen
    /// `pop()` with only the root screen on the stack.
    case nothingToPop
    /// `pop(to:)` with a screen that is not on the stack (UIKit raises `NSInternalInconsistencyException`).
    case screenNotInStack
    /// `setScreens` with an empty array.
    case emptyStack
    /// `setScreens` with the same screen more than once (UIKit raises `NSInternalInconsistencyException`).
    case duplicateScreens
    /// `present` while a screen is already presented (UIKit presents nothing and never runs the completion).
    case alreadyPresenting
    /// `present` of a screen that is on the stack, or of the host itself.
    case presentingScreenInStack
    /// `dismiss` with nothing presented.
    case nothingToDismiss
    /// A second ``Navigator`` was created for a host that another navigator still drives.
    case hostAlreadyObserved
    /// A coordinator was added as a child twice, or to two parents.
    case childAlreadyAdded
    /// `removeChild` or `finish` for a coordinator that is not a child.
    case notAChild
    /// `pushCoordinator` with a child that has another navigator, or `presentCoordinator` with one that shares it.
    case childUsesAnotherNavigator
    /// A coordinator was added as its own child, or as a child of one of its descendants.
    case coordinatorCycle
    /// A removed child coordinator was still alive after the lifetime audit's grace period.
    case coordinatorLeaked
    /// A deep link or a restored state named a route that no coordinator on its path handles; nothing was changed.
    case routeNotHandled
    /// `Router.setRoutes(_:replacing:animated:)` found the stack's routes differing from the ones the app expected.
    case routesDrifted
  }

  /// What kind of misuse this is.
  public let kind: Kind
  /// The call that was refused, for example `"Navigator.push(_:animated:onPop:)"`.
  public let call: String
  /// What is wrong and how to fix it, in a sentence or two.
  public let message: String

  /// Creates an issue. NavigatorKit creates these; you need this only to build expected values in tests.
  public init(kind: Kind, call: String, message: String) {
    self.kind = kind
    self.call = call
    self.message = message
  }

  /// `"<call>: <message>"`, ready to log.
  public var description: String { "\(call): \(message)" }
}
