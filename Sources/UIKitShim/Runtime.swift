// UIKitShim: a small behavioural double of UIKit, for running NavigatorKit's UIKit adapter on Linux
// (`swift test --traits UIKitShim`). See README.md next to this file.
//
// Rules for this module:
// - Every declaration that stands for a UIKit one has the Swift signature of Apple's iOS SDK (names, labels,
//   optionality, `@MainActor`, `open`, `weak`, unavailable initialisers), checked against the page named in its doc
//   comment. The module is built with library evolution, so its enumerations are not frozen, as UIKit's are not.
// - Behaviour follows the UIKit rules the headless stack in NavigatorKitTesting follows (R1–R27), one rule at a time;
//   each behaviour names its rule. What a test drives (a finger, the end of an animation) is a `shim`-prefixed member
//   that does not exist in UIKit, so adapter code can never call it by mistake without `#if UIKitShim`.
// - Where UIKit relies on the Objective-C runtime (key-value observing, target/action), the double offers the same
//   Swift spelling where Foundation on Apple platforms has one (`observe(_:options:changeHandler:)`), and a
//   `shim`-prefixed stand-in otherwise (`shimAddAction(_:)` for `addTarget(_:action:)`).

@_exported import Foundation
@_exported import UIKitShimEnums

/// The double's clock and log: animations in flight, and what UIKit would print to the console.
///
/// Tests end animations with ``finishAnimations()``; nothing advances by itself.
@MainActor
public enum UIKitShimRuntime {
  /// Messages UIKit would log: refused presentations, nested transitions, a delegate replaced during its dismissal.
  public static var log: [String] = []

  /// Whether `didShow` comes before the transition coordinator's completion blocks at the end of a stack transition
  /// (R8a, undocumented: either order must work).
  public static var didShowBeforeCoordinatorCompletion = false

  /// Whether a gesture recogniser's other targets hear a state change before UIKit's own target does. UIKit does not
  /// document the order; with `true`, an app's target hears a swipe-back's `.began` before the pop has started.
  public static var gestureTargetsRunBeforeUIKits = false

  /// Transitions whose animation is running, oldest first.
  static var running: [Transition] = []

  /// How deep the double is inside a transition's completion (UIKit's `completeTransition`).
  static var completingTransitions = 0

  /// Whether code is running inside the end of a transition, where UIKit defers pushes (R20).
  public static var isCompletingTransition: Bool { completingTransitions > 0 }

  /// Lets every animation that is not waiting for a finger run to its end, oldest first, including those started by
  /// completions.
  public static func finishAnimations() {
    while let next = running.first(where: { !$0.isWaitingForFinger }) {
      next.finish()
    }
  }

  /// Forgets the log and every transition in flight; for the start of a test.
  public static func reset() {
    log = []
    running = []
    completingTransitions = 0
    didShowBeforeCoordinatorCompletion = false
    gestureTargetsRunBeforeUIKits = false
  }
}

/// One animated transition in flight: its coordinator, and what to do when it ends.
@MainActor
final class Transition {
  let coordinator: ShimTransitionCoordinator
  /// The view controller whose `transitionCoordinator` reports it (with its descendants).
  weak var owner: UIViewController?
  private let onEnd: (ShimTransitionCoordinator) -> Void
  private(set) var isWaitingForFinger: Bool

  init(owner: UIViewController, interactive: Bool, onEnd: @escaping (ShimTransitionCoordinator) -> Void) {
    coordinator = ShimTransitionCoordinator(interactive: interactive)
    self.owner = owner
    self.onEnd = onEnd
    isWaitingForFinger = interactive
    UIKitShimRuntime.running.append(self)
  }

  /// The finger lifted: the transition becomes non-interactive and settles (R10a).
  func release(cancelled: Bool) {
    guard isWaitingForFinger else { return }
    isWaitingForFinger = false
    coordinator.interactionEnded(cancelled: cancelled)
  }

  /// The animation reached its end: UIKit's `completeTransition`.
  func finish() {
    UIKitShimRuntime.running.removeAll { $0 === self }
    UIKitShimRuntime.completingTransitions += 1
    defer { UIKitShimRuntime.completingTransitions -= 1 }
    onEnd(coordinator)
  }

  static func running(for viewController: UIViewController) -> Transition? {
    UIKitShimRuntime.running.last { $0.owner === viewController }
  }
}
