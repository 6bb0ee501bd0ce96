// Answering the person's taps: one tap, one navigation, however fast the second tap comes.

extension Navigator {
  /// Runs `action`, the navigation that answers a tap of the person's, unless the navigation of an earlier tap is
  /// still in flight: then nothing runs and ``NavigationIssue/Kind/tapIgnored`` is reported.
  ///
  /// A double tap on a row sends the row's action twice, both times while the first push still animates. Each call
  /// makes a new screen (or a new child coordinator), so the navigator cannot tell them from two pushes the app means,
  /// and it keeps every programmatic push: a push made during a transition is queued and applied, in order, once the
  /// transition ends. Wrap the code that answers a tap — a row selection, a button's action — in this call to say
  /// that a second tap must do nothing:
  ///
  /// ```swift
  /// func orderTapped(_ order: Order) {  // from a table view's didSelectRowAt, a button's action…
  ///   navigator.respondToTap {
  ///     navigator.push(OrderDetailViewController(order: order))
  ///   }
  /// }
  /// ```
  ///
  /// The tap's navigation is in flight from the moment `action` returns until the navigator has settled
  /// (``isSettled``): its transitions have ended and nothing it queued waits. A tap whose navigation ends at once — a
  /// push without animation — leaves nothing in flight. A tap during a transition the app started itself is answered:
  /// its navigation is queued behind it, like every call.
  ///
  /// - Parameter action: The tap's navigation: calls on this navigator, or on the coordinators and routers that use
  ///   it.
  /// - Returns: Whether `action` ran.
  @discardableResult
  public func respondToTap(_ action: () -> Void) -> Bool {
    let tap = attachment(TapInFlight.init)
    guard !tap.isInFlight else {
      report(
        .tapIgnored, "Navigator.respondToTap(_:)",
        "A tap was ignored: the navigation an earlier tap started is still in flight (a double tap). Nothing was "
          + "changed. To navigate on every tap, call the navigator without respondToTap(_:).")
      return false
    }
    action()
    guard !isSettled else { return true }
    tap.isInFlight = true
    whenSettled { tap.isInFlight = false }
    return true
  }
}

/// Whether the navigation that a tap started (``Navigator/respondToTap(_:)``) is still in flight, kept with the
/// navigator.
@MainActor
private final class TapInFlight {
  var isInFlight = false

  init() {}
}
