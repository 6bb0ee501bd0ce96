/// A screen on the navigator's last known stack, with the closure to run when it leaves.
///
/// Not main-actor isolated, so that the identity scans in `IdentityScan.swift` can read it without a per-element
/// isolation check; it is only ever created and stored on the main actor.
struct StackEntry {
  let screen: any Screen
  var onPop: (@MainActor () -> Void)?
}
