// The misuse the routing layer reports.

extension NavigationIssue.Kind {
  /// A deep link or a restored state named a route that no coordinator on its path handles; nothing was changed.
  public static let routeNotHandled = Self(rawValue: "routeNotHandled")
  /// A restored state had a saved route that no longer decodes (``RouterState/decodingFailure``): the routes before it
  /// were restored, it and the ones after it were dropped.
  public static let routeNotDecoded = Self(rawValue: "routeNotDecoded")
  /// `Router.setRoutes(_:replacing:animated:)` found the stack's routes differing from the ones the app expected.
  public static let routesDrifted = Self(rawValue: "routesDrifted")
  /// `Router.push(_:animated:completing:)` or `Router.present(_:animated:completing:)` with a key path into a screen
  /// type that the router's factory did not make for the route; nothing was shown.
  public static let unexpectedScreenType = Self(rawValue: "unexpectedScreenType")
  /// A deep link or a restored state would take down a screen whose leave guard refused; nothing was changed, and the
  /// path waits in ``RouteHandler/pendingPath`` for ``RouteHandler/openPendingPath()``.
  public static let pathHeldByLeaveGuard = Self(rawValue: "pathHeldByLeaveGuard")
  /// `Router(navigator:factory:onIssue:)` with neither a navigator nor a factory that makes stacks: the router drives a
  /// stack that is on no screen.
  public static let stackNotMade = Self(rawValue: "stackNotMade")
}
