/// Something that happened on a ``Navigator``'s stack or presentation, delivered to its observers.
///
/// Events describe settled changes only: a swipe-back in progress produces nothing, a cancelled one produces
/// nothing, a finished one produces ``didPop(_:)`` and then ``didShow(_:)``.
public enum NavigationEvent {
  /// Screens left the stack, top-most first. Their `onPop` closures have already run.
  case didPop([any Screen])
  /// A new screen is on top of the stack.
  case didShow(any Screen)
  /// A presentation finished appearing.
  case didPresent(any Screen)
  /// A presentation ended, by any path. Its `onDismiss` closure has already run.
  case didDismiss(any Screen)
}

extension NavigationEvent: CustomStringConvertible {
  /// A short description such as `didPop([Detail, Settings])`, naming screens by their type or description.
  public var description: String {
    switch self {
    case .didPop(let screens): "didPop([\(screens.map(screenName).joined(separator: ", "))])"
    case .didShow(let screen): "didShow(\(screenName(screen)))"
    case .didPresent(let screen): "didPresent(\(screenName(screen)))"
    case .didDismiss(let screen): "didDismiss(\(screenName(screen)))"
    }
  }
}
