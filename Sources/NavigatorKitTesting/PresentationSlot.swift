import NavigatorKit

/// What a presenting context — a navigation stack, or a tab bar controller for all its tabs — presents.
@MainActor
final class PresentationSlot {
  /// The presented screen.
  var presented: (any Screen)?
  /// The stack whose `presentScreen` presented it: it hears the pull-down.
  weak var presenter: HeadlessNavigationController?
  /// How many presentations and dismissals animate in this context.
  var transitionsInFlight = 0
}
