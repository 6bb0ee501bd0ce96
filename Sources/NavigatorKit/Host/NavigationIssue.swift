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
///   // Stop in debug builds; log the issue in release builds.
///   assertionFailure(issue.description)
/// }
/// ```
public struct NavigationIssue: Sendable, Hashable, CustomStringConvertible {
  /// A kind of misuse: what `onIssue` handlers and tests match on.
  ///
  /// The kinds NavigatorKit reports are static members, compared with `==` or matched in a `switch`. `Kind` is a
  /// structure rather than an enumeration so that a new kind in a later version breaks no one's code: a `switch` over
  /// it ends with `default:`, which is also where the kinds a newer version adds arrive.
  ///
  /// ```swift
  /// navigator.onIssue = { issue in
  ///   switch issue.kind {
  ///   case .tapIgnored, .screenAlreadyInStack:
  ///     print("a double tap, ignored: \(issue)")
  ///   default:
  ///     assertionFailure(issue.description)
  ///   }
  /// }
  /// ```
  public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's name, which is also the name of its static member: `"screenAlreadyInStack"`.
    public let rawValue: String

    /// Creates a kind with the given name.
    ///
    /// NavigatorKit's own kinds are the static members; use this to build expected values in tests, or kinds of your
    /// own for issues you report in the same format.
    ///
    /// - Parameter rawValue: The kind's name, such as `"screenAlreadyInStack"`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The kind's name, as ``rawValue``.
    public var description: String { rawValue }

    /// `push` of a screen that is already on the stack (UIKit raises `NSInvalidArgumentException`).
    public static let screenAlreadyInStack = Kind(rawValue: "screenAlreadyInStack")

    /// `push` or `setScreens` with a navigation host, such as a navigation controller, as a screen.
    public static let hostPushedAsScreen = Kind(rawValue: "hostPushedAsScreen")

    /// `pop()` with only the root screen on the stack.
    public static let nothingToPop = Kind(rawValue: "nothingToPop")

    /// `pop(to:)` with a screen that is not on the stack (UIKit raises `NSInternalInconsistencyException`).
    public static let screenNotInStack = Kind(rawValue: "screenNotInStack")

    /// `setScreens` with an empty array.
    public static let emptyStack = Kind(rawValue: "emptyStack")

    /// `setScreens` with the same screen more than once (UIKit raises `NSInternalInconsistencyException`).
    public static let duplicateScreens = Kind(rawValue: "duplicateScreens")

    /// `present` while a screen is already presented (UIKit presents nothing and never runs the completion).
    public static let alreadyPresenting = Kind(rawValue: "alreadyPresenting")

    /// `present` of a screen that is on the stack, or of the host itself.
    public static let presentingScreenInStack = Kind(rawValue: "presentingScreenInStack")

    /// `dismiss` with nothing presented.
    public static let nothingToDismiss = Kind(rawValue: "nothingToDismiss")

    /// A second ``Navigator`` was created for a host that another navigator still drives.
    public static let hostAlreadyObserved = Kind(rawValue: "hostAlreadyObserved")
  }

  /// What kind of misuse this is.
  public let kind: Kind
  /// The public method the app called, as its type and its `#function` spell it: `"Navigator.push(_:animated:onLeave:)"`,
  /// or a method of a coordinator or a router built on the navigator.
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
