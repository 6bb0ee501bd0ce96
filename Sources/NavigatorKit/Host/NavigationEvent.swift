/// Something that happened on a ``Navigator``'s stack or presentation, delivered to its observers.
///
/// Events describe settled changes only: a swipe-back in progress produces nothing, a cancelled one produces
/// nothing, a finished one produces ``didPop(_:reason:)`` and then ``didShow(_:)``.
public enum NavigationEvent: Sendable {
  /// Screens left the stack, top-most first, for `reason`. Their `onLeave` closures have already run.
  case didPop([any Screen], reason: LeaveReason)
  /// A new screen is on top of the stack.
  case didShow(any Screen)
  /// A presentation finished appearing.
  case didPresent(any Screen)
  /// A presentation ended, by any path, for `reason`. Its `onLeave` closure has already run.
  case didDismiss(any Screen, reason: LeaveReason)

  /// Why the screens left or the presentation ended, for ``didPop(_:reason:)`` and ``didDismiss(_:reason:)``; `nil`
  /// for the other events.
  public var leaveReason: LeaveReason? {
    switch self {
    case .didPop(_, let reason), .didDismiss(_, let reason): reason
    case .didShow, .didPresent: nil
    }
  }
}

extension NavigationEvent: CustomStringConvertible {
  /// A short description such as `didPop([Detail, Settings])`, naming screens by their type or description. The leave
  /// reason is left out; read it from ``leaveReason``.
  public var description: String {
    switch self {
    case .didPop(let screens, _): "didPop([\(screens.map(screenName).joined(separator: ", "))])"
    case .didShow(let screen): "didShow(\(screenName(screen)))"
    case .didPresent(let screen): "didPresent(\(screenName(screen)))"
    case .didDismiss(let screen, _): "didDismiss(\(screenName(screen)))"
    }
  }
}
