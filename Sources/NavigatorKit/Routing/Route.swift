/// A value that names a screen of your app: typically an enum, such as `.home` or `.detail(id: 3)`.
///
/// A ``Router`` turns routes into screens through a ``ScreenFactory`` and tells you which routes are on the stack.
/// Routes are values — `Hashable` to compare stacks, `Codable` to save and restore them, `Sendable` to arrive from a
/// notification or a URL handler — while screens stay objects compared by identity.
///
/// ```swift
/// enum AppRoute: Route {
///   enum Tab: Int, Codable, Sendable { case home, shop, profile }
///
///   case tab(Tab)
///   case home
///   case shopHome
///   case profileHome
///   case product(Int)
///   case specs
///   case settings
///   case reviews(product: Int)
///   case review(Int)
///   case share
///   case colorPicker
/// }
/// ```
///
/// A route's `description` names the screens that the headless factory of NavigatorKitTesting makes for it, so a
/// test's events and leak reports read `product(42)`.
public protocol Route: Hashable, Codable, Sendable {}

extension Sequence where Element: Route {
  /// The routes as issues print them: `[shopHome, product(42)]`, each route as events name a screen made for it,
  /// rather than an array's `[MyApp.AppRoute.shopHome, MyApp.AppRoute.product(42)]`.
  var issueDescription: String {
    "[" + map { String(describing: $0) }.joined(separator: ", ") + "]"
  }
}
