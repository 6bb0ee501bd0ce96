/// A screen that holds other screens side by side — a tab bar controller — whose navigation stacks leave with it.
///
/// When a container leaves — presented and dismissed, pulled down, popped, or taken along by the flow it is in — every
/// screen inside it leaves too, exactly once, innermost first: what a stack inside presents, then each stack's screens
/// top-most first, then the container itself, each with the container's ``LeaveReason``. A ``Navigator`` finds the
/// stacks inside through ``childScreens``: a child that is a ``NavigationHost`` driven by a navigator of its own has its
/// closures run; a child that is a container is searched in turn. A presented navigation stack needs no conformance: a
/// ``NavigationHost`` holds its own screens.
///
/// A person's exit — a pull-down of the container, a swipe-back that pops it — asks the leave guards of every screen
/// inside first (see ``Navigator/setLeaveGuard(for:_:)``).
///
/// `UITabBarController` conforms in the UIKit adapter, and NavigatorKitTesting's `HeadlessTabBarController` in tests.
/// See <doc:Containers>.
///
/// ```swift
/// final class SplitScreen: ContainerScreen {
///   let primary: any NavigationHost
///   let secondary: any NavigationHost
///   init(primary: any NavigationHost, secondary: any NavigationHost) {
///     (self.primary, self.secondary) = (primary, secondary)
///   }
///   var childScreens: [any Screen] { [primary, secondary] }
/// }
/// ```
@MainActor
public protocol ContainerScreen: Screen {
  /// The screens held side by side, in order — a tab bar controller's tabs, as `viewControllers` lists them.
  ///
  /// Read whenever the container leaves or a person's exit asks the guards inside; return the screens as they are now.
  var childScreens: [any Screen] { get }
}
