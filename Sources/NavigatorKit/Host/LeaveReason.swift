/// Why a screen left the stack, or why a presentation ended.
///
/// The navigator passes a reason to the closures you give with `onLeave:` — ``Navigator/push(_:animated:onLeave:)-7og9f``,
/// ``Navigator/present(_:animated:onLeave:)-6bcgg``, and the coordinators' and routers' show methods built on them —
/// and with the ``NavigationEvent/didPop(_:reason:)`` and ``NavigationEvent/didDismiss(_:reason:)`` events.
///
/// Exits made through the navigator always carry their call (``pop``, ``popTo``, ``popToRoot``, ``setScreens``,
/// ``dismiss``, and ``finish`` for a flow that ended). Each layer declares the reasons it gives beside its code: the
/// navigator's calls and the host's exits here, flows and results with them. Exits the person made carry what the host saw: the headless stack in NavigatorKitTesting
/// knows each one exactly; the UIKit adapter knows the swipe-back gestures and the sheet pull-down, and reports
/// ``unknown`` where UIKit does not say (see <doc:UIKitRules>).
///
/// `LeaveReason` is a structure rather than an enumeration so that a reason added in a later version breaks no one's
/// code: a `switch` over it ends with `default:`.
///
/// ```swift
/// navigator.push(editor) { reason in
///   if reason.isPersonInitiated {
///     analytics.log("editor closed by the person: \(reason)")
///   }
/// }
/// ```
public struct LeaveReason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The reason's name, which is also the name of its static member: `"backButton"`.
  public let rawValue: String

  /// Creates a reason with the given name.
  ///
  /// NavigatorKit's own reasons are the static members; use this for expected values in tests, or for reasons of
  /// your own that a custom host reports.
  ///
  /// - Parameter rawValue: The reason's name, such as `"backButton"`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The reason's name, as ``rawValue``.
  public var description: String { rawValue }

  /// Whether the person caused the exit with a gesture or a tap: ``backButton``, ``interactivePop``,
  /// ``interactiveContentPop``, ``sheetPulledDown``, ``tabReselected`` or ``navigationStackPop``. These are the exits
  /// a leave guard is asked about (see ``Navigator/setLeaveGuard(for:_:)``), except ``navigationStackPop``: SwiftUI
  /// has already removed the screen when the host hears of it, so there is nothing left to refuse (S7).
  public var isPersonInitiated: Bool {
    self == .backButton || self == .interactivePop || self == .interactiveContentPop || self == .sheetPulledDown
      || self == .tabReselected || self == .navigationStackPop
  }

  // MARK: The person

  /// The person tapped the navigation bar's back button.
  public static var backButton: LeaveReason { LeaveReason(rawValue: "backButton") }

  /// The person finished a swipe-back from the screen's left edge (`interactivePopGestureRecognizer`).
  public static var interactivePop: LeaveReason { LeaveReason(rawValue: "interactivePop") }

  /// The person finished a swipe-back from anywhere in the content area, as iOS 26 allows
  /// (`interactiveContentPopGestureRecognizer`).
  public static var interactiveContentPop: LeaveReason { LeaveReason(rawValue: "interactiveContentPop") }

  /// The person popped a SwiftUI `NavigationStack` — its back button, the back button's history menu, or a
  /// swipe-back — which SwiftUI tells only by writing a shorter path, without saying which of them it was.
  ///
  /// `NavigationPathHost` reports it; a custom back button that the host knows of reports ``backButton`` instead.
  public static var navigationStackPop: LeaveReason { LeaveReason(rawValue: "navigationStackPop") }

  /// The person tapped the selected tab again, which pops its stack to the root.
  public static var tabReselected: LeaveReason { LeaveReason(rawValue: "tabReselected") }

  /// The person pulled the presented sheet down and let it go.
  public static var sheetPulledDown: LeaveReason { LeaveReason(rawValue: "sheetPulledDown") }

  // MARK: The navigator

  /// ``Navigator/pop(animated:)``.
  public static var pop: LeaveReason { LeaveReason(rawValue: "pop") }

  /// ``Navigator/pop(to:animated:)``.
  public static var popTo: LeaveReason { LeaveReason(rawValue: "popTo") }

  /// ``Navigator/popToRoot(animated:)``.
  public static var popToRoot: LeaveReason { LeaveReason(rawValue: "popToRoot") }

  /// ``Navigator/setScreens(_:animated:)`` replaced the stack without this screen.
  public static var setScreens: LeaveReason { LeaveReason(rawValue: "setScreens") }

  /// ``Navigator/dismiss(animated:)``.
  public static var dismiss: LeaveReason { LeaveReason(rawValue: "dismiss") }

  // MARK: Elsewhere

  /// App code changed the host directly — a call on the navigation controller rather than on the navigator, on
  /// screen or while the stack was off screen — and the host said so.
  public static var changedOnHost: LeaveReason { LeaveReason(rawValue: "changedOnHost") }

  /// The host changed without saying why: a custom host that does not report reasons, or a UIKit exit that UIKit does
  /// not tell apart (the back button, a pop made on the navigation controller directly).
  public static var unknown: LeaveReason { LeaveReason(rawValue: "unknown") }
}
