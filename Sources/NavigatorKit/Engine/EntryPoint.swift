/// The public method an app called, as a ``NavigationIssue`` names it: `"Navigator.push(_:animated:onLeave:)"`.
///
/// Made in the body of each public method from its `#function`, so the name in a misuse message is the name of the
/// method the app called — not a string written by hand that drifts when a method is renamed or gains an overload —
/// and handed down, with the command, to the check that refuses the call. The name is put together only then: a call
/// that passes its checks builds no string.
struct EntryPoint: CustomStringConvertible, Sendable {
  /// The type the app called the method on, as the app's code spells it: `"Navigator"`. Each layer names its own types
  /// (`EntryPoint.navigator(_:)` here; the coordinator and routing layers add theirs).
  let owner: StaticString
  /// The method's `#function`: `"push(_:animated:onLeave:)"`.
  let method: StaticString

  var description: String { "\(owner).\(method)" }

  /// A method of ``Navigator``; pass `#function`.
  static func navigator(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: "Navigator", method: method)
  }
}
