/// The public method an app called, as a ``NavigationIssue`` names it: `"Navigator.push(_:animated:onLeave:)"`.
///
/// Made in the body of each public method from its `#function`, so the name in a misuse message is the name of the
/// method the app called — not a string written by hand that drifts when a method is renamed or gains an overload —
/// and handed down to the check that refuses the call. The type's name is the one the app's code spells.
struct EntryPoint: CustomStringConvertible, Sendable {
  /// The type the app called the method on, as the app's code spells it.
  let type: StaticString
  /// The method's `#function`: `"push(_:animated:onLeave:)"`.
  let method: StaticString

  var description: String { "\(type).\(method)" }

  // The types the app calls most have a shorthand; a method of another type (`Coordinator`, `RouteHandler`) makes its
  // entry point with `EntryPoint(type: "Coordinator", method: #function)`.

  /// A method of ``Navigator``; pass `#function`.
  static func navigator(_ method: StaticString) -> EntryPoint {
    EntryPoint(type: "Navigator", method: method)
  }

  /// A method of ``NavigationCoordinator``; pass `#function`.
  static func coordinator(_ method: StaticString) -> EntryPoint {
    EntryPoint(type: "NavigationCoordinator", method: method)
  }

  /// A method of ``Router``; pass `#function`.
  static func router(_ method: StaticString) -> EntryPoint {
    EntryPoint(type: "Router", method: method)
  }

  /// The pop or dismissal that ends a flow for ``NavigationCoordinator/finish(animated:)`` or
  /// ``FlowCompletion/complete(_:animated:)``: checked before it is made, it is never refused, so no issue names it.
  static let endingAFlow = EntryPoint(type: "NavigationCoordinator", method: "finish(animated:)")
}
