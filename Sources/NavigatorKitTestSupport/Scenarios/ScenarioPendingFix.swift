/// A fix being made on another branch that rows of the scenario table wait for.
///
/// Each host's runner lists, in one list, the rows that fail on today's code only because of one of these, and runs
/// them as known issues until the fix is merged; the row keeps the rule's answer meanwhile.
package enum ScenarioPendingFix: Sendable {
  /// A presentation under a tab bar belongs to the tab that made it: today the headless tab bar shares it among its
  /// tabs, so another tab reports it, dismisses it, and a link dismisses it through the wrong tab.
  case ownershipUnderTabBar
  /// A removed tab ends its screens: today not on a `UITabBarController`, and the container a path host's
  /// `makeTabBar(_:)` makes cannot drop a tab.
  case removedTab
  /// Setting a tab bar's tabs keeps the selected tab if it is still there (R29): today the UIKit double selects the
  /// first.
  case uiKitDoubleTabSelection
  /// The SwiftUI double keeps no screen alive: today `HeadlessNavigationStack.pathWrites` keeps every element it
  /// wrote. Only the row's leak check waits.
  case swiftUIDoubleKeepsNoScreen

  /// Whether only the row's leak check waits for the fix.
  package var waitsOnlyForTheLeakCheck: Bool { self == .swiftUIDoubleKeepsNoScreen }

  /// What the known issue says.
  package var comment: String {
    switch self {
    case .ownershipUnderTabBar: "awaiting the ownership rule under a tab bar"
    case .removedTab: "awaiting a removed tab ending its screens"
    case .uiKitDoubleTabSelection: "awaiting the UIKit double keeping the selected tab (R29)"
    case .swiftUIDoubleKeepsNoScreen: "awaiting the SwiftUI double keeping no screen alive"
    }
  }
}
