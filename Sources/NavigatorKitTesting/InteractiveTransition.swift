/// A transition driven by the person's finger: a swipe-back, a sheet pull-down, or a push or stack change that the
/// app drives with an interaction controller of its own.
///
/// Get one from ``HeadlessNavigationController/beginInteractivePop()``,
/// ``HeadlessNavigationController/beginInteractiveContentPop()``,
/// ``HeadlessNavigationController/beginInteractiveDismiss()``,
/// ``HeadlessNavigationController/beginInteractivePush(_:)`` or
/// ``HeadlessNavigationController/beginInteractiveSetScreens(_:)``, then lift the finger with ``finish()`` or
/// ``cancel()``, past or short of the threshold.
///
/// As in UIKit, lifting the finger does not end the transition: it becomes non-interactive and animates to its end
/// (the *settle* phase). The transition is still in flight during it — ``state`` is ``State-swift.enum/settling``,
/// the host's `isTransitioning` is `true`, its transition coordinator says `isInteractive == false` and already
/// knows `isCancelled` — and calls can arrive. In ``TransitionMode/immediate`` mode the settle animation ends before
/// ``finish()`` or ``cancel()`` returns; in ``TransitionMode/manual`` mode it ends at
/// ``HeadlessNavigationController/completeTransition()``, and until then the person can grab the screen again with
/// ``interrupt()``.
///
/// ```swift
/// host.transitionMode = .manual
/// let swipe = try #require(host.beginInteractivePop())
/// swipe.update(progress: 0.3)
/// swipe.cancel()  // the finger lifts: the screen animates back
/// #expect(swipe.state == .settling)
/// host.completeTransition()  // the settle animation ends; the screen stays and no onLeave runs
/// ```
@MainActor
public final class InteractiveTransition {
  /// Where an interactive transition stands.
  public enum State: Sendable, Hashable {
    /// The finger is down.
    case interacting
    /// The finger lifted and the transition animates to its end; ``InteractiveTransition/isCancelled`` says which
    /// end.
    case settling
    /// The transition completed.
    case finished
    /// The transition was abandoned; everything is as it was before it began.
    case cancelled
  }

  /// What the transition does when it finishes.
  public enum Kind: Sendable, Hashable {
    /// A swipe-back, from the left edge or (iOS 26) from anywhere in the content area.
    case pop
    /// A sheet pulled down.
    case dismiss
    /// A push driven by an interaction controller the app supplies.
    case push
    /// A stack replacement driven by an interaction controller the app supplies.
    case setScreens
  }

  /// What the transition does when it finishes.
  public let kind: Kind
  /// How far the finger has gone, from 0 to 1.
  public private(set) var progress: Double = 0
  /// Where the transition stands.
  public private(set) var state: State = .interacting
  /// Whether the finger lifted short of the threshold. Known from the lift, through the settle phase, as UIKit's
  /// transition coordinator knows it; `false` while the finger is down.
  public private(set) var isCancelled = false

  /// Tells the host the finger lifted (`true`: past the threshold). Dropped once the transition settled, with
  /// everything it captured — the transition's screens among it — so that a settled transition owns no screen.
  private var lift: ((InteractiveTransition, Bool) -> Void)?
  /// Asks the host to make the transition interactive again; `false` when it cannot. Dropped once settled.
  private var regrab: ((InteractiveTransition) -> Bool)?

  init(
    kind: Kind, lift: @escaping (InteractiveTransition, Bool) -> Void,
    regrab: @escaping (InteractiveTransition) -> Bool
  ) {
    self.kind = kind
    self.lift = lift
    self.regrab = regrab
  }

  /// Moves the transition to `progress`, clamped to 0...1. Nothing else happens: UIKit sends no callbacks while
  /// the finger moves. Ignored unless the finger is down.
  public func update(progress: Double) {
    guard state == .interacting else { return }
    self.progress = min(max(progress, 0), 1)
  }

  /// Lifts the finger past the threshold: the transition settles towards its end, then completes. Ignored unless
  /// the finger is down.
  public func finish() {
    guard state == .interacting else { return }
    state = .settling
    isCancelled = false
    lift?(self, true)
  }

  /// Lifts the finger short of the threshold: the transition settles back, then everything is as it was. Ignored
  /// unless the finger is down.
  public func cancel() {
    guard state == .interacting else { return }
    state = .settling
    isCancelled = true
    lift?(self, false)
  }

  /// Grabs the screen again during the settle phase, as a person can with an interruptible transition (iOS 26
  /// navigation transitions, or a custom interruptible animator): the transition becomes interactive again and
  /// the coordinator's interaction handlers run a second time.
  ///
  /// - Returns: Whether the transition is interactive again; `false` unless it is ``State-swift.enum/settling``.
  @discardableResult
  public func interrupt() -> Bool {
    guard state == .settling, regrab?(self) == true else { return false }
    state = .interacting
    isCancelled = false
    return true
  }

  /// The settle animation ended.
  func settled() {
    state = isCancelled ? .cancelled : .finished
    progress = isCancelled ? 0 : 1
    // The host is done with the transition: what it captured (the screens it moved, its context) goes now, not when
    // the test lets go of this object.
    let dropped = (lift.take(), regrab.take())
    withExtendedLifetime(dropped) {}
  }
}
