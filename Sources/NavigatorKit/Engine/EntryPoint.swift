/// The public method an app called, as a ``NavigationIssue`` names it: `"Navigator.push(_:animated:onLeave:)"`.
///
/// Made in the body of each public method from its `#function`, so the name in a misuse message is the name of the
/// method the app called — not a string written by hand that drifts when a method is renamed or gains an overload —
/// and handed down, with the command, to the check that refuses the call. The name is put together only then: a call
/// that passes its checks builds no string.
struct EntryPoint: CustomStringConvertible, Sendable {
  /// The type the app called the method on.
  enum Owner: UInt8, Sendable {
    case navigator, navigationCoordinator, router, coordinator, routeHandler, routingCoordinator

    /// The type's name, as the app's code spells it.
    var name: StaticString {
      switch self {
      case .navigator: "Navigator"
      case .navigationCoordinator: "NavigationCoordinator"
      case .router: "Router"
      case .coordinator: "Coordinator"
      case .routeHandler: "RouteHandler"
      case .routingCoordinator: "RoutingCoordinator"
      }
    }
  }

  /// The type the app called the method on. A one-byte tag beside the method's name keeps the entry point small
  /// enough to travel in registers with every push and pop.
  let owner: Owner
  /// The method's `#function`: `"push(_:animated:onLeave:)"`.
  let method: StaticString

  var description: String { "\(owner.name).\(method)" }

  /// A method of ``Navigator``; pass `#function`.
  static func navigator(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: .navigator, method: method)
  }

  /// A method of ``NavigationCoordinator``; pass `#function`.
  static func coordinator(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: .navigationCoordinator, method: method)
  }

  /// A method of ``Router``; pass `#function`.
  static func router(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: .router, method: method)
  }

  /// The pop or dismissal that ends a flow for ``NavigationCoordinator/finish(animated:)`` or
  /// ``FlowCompletion/complete(_:animated:)``: checked before it is made, it is never refused, so no issue names it.
  static let endingAFlow = EntryPoint(owner: .navigationCoordinator, method: "finish(animated:)")
}
