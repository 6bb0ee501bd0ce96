/// A screen on the navigator's last known stack, with the closure to run when it leaves.
///
/// Not main-actor isolated, so that the identity scans in `IdentityScan.swift` can read it without a per-element
/// isolation check; it is only ever created and stored on the main actor.
struct StackEntry {
  let screen: any Screen
  var onPop: (@MainActor () -> Void)?
}

/// The screen the navigator presented or adopted, with the closure to run when the presentation ends.
@MainActor
struct Presentation {
  let screen: any Screen
  var onDismiss: (@MainActor () -> Void)?
}

/// A weak reference to an observation, so that a dropped token stops observing without a `deinit` hook.
@MainActor
struct WeakObservation {
  weak var value: NavigationObservation?
}

/// What the command the navigator just applied should have done to the host's stack, so that the reconcile right
/// after it can confirm that in O(1) instead of comparing the whole stack.
///
/// Only the reconcile that immediately follows the apply uses it: between the two, nothing but the host ran.
/// Anything unexpected — a deferred push, app code that changed the stack from a delegate callback — fails the check
/// and falls back to the full comparison, and the full comparison at the start of every navigator call catches the
/// rest.
enum StackExpectation {
  /// The screen with this identity was pushed on top of the known stack. An identity rather than the screen, to
  /// spare a retain and a release per push: the screen is alive until the expectation is consumed, held by the
  /// pending push and by its caller.
  case pushed(ObjectIdentifier)
  /// The top `count` known screens were popped.
  case popped(count: Int)
}

/// What a reconcile found the host doing.
enum HostState {
  /// A transition is in flight: nothing was decided.
  case transitioning
  /// Settled, and the reconcile ran no closure and sent no event: the known stack is the host's.
  case quiet
  /// Settled, but closures or observers ran, and may have changed the host behind the navigator's back.
  case calledOut
}

/// What applying a command did, for the value the navigator method returns.
enum CommandOutcome {
  /// Misuse: reported, nothing changed.
  case refused
  /// Carried out; it popped nothing.
  case done
  /// Carried out; it popped one screen.
  case popped(any Screen)
  /// Carried out; it popped these screens, top-most first.
  case poppedMany([any Screen])

  /// The popped screens, top-most first.
  var poppedScreens: [any Screen] {
    switch self {
    case .refused, .done: []
    case .popped(let screen): [screen]
    case .poppedMany(let screens): screens
    }
  }
}

/// Whether screens of a type are navigation hosts, remembered per type: the dynamic cast is the most expensive part
/// of checking a push. Each navigator keeps its own (instance state is cheaper to reach than a static table), and so
/// does each headless host in NavigatorKitTesting, which refuses such pushes as UIKit does.
package struct HostTypeCache {
  private var known: [ObjectIdentifier: Bool] = [:]
  /// The last type asked about, in front of the table: pushes often repeat a type.
  private var last: (type: ObjectIdentifier, isHost: Bool)?

  /// An empty cache.
  package init() {}

  /// Whether `screen` is a navigation host.
  @MainActor
  package mutating func isHost(_ screen: any Screen) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: screen))
    if let last, last.type == type { return last.isHost }
    let isHost: Bool
    if let cached = known[type] {
      isHost = cached
    } else {
      isHost = screen is any NavigationHost
      known[type] = isHost
    }
    last = (type, isHost)
    return isHost
  }
}

/// A navigator call waiting for the host to settle.
@MainActor
enum Command {
  case push(any Screen, animated: Bool, onPop: (@MainActor () -> Void)?, onRefused: (@MainActor () -> Void)?)
  case pop(animated: Bool)
  case popTo(any Screen, animated: Bool)
  case popToRoot(animated: Bool)
  case setScreens([any Screen], animated: Bool)
  case present(
    any Screen, animated: Bool, onDismiss: (@MainActor () -> Void)?, onRefused: (@MainActor () -> Void)?)
  case dismiss(animated: Bool)
  /// Ends a pushed flow: pops `root` and everything above it; a root at the bottom of the stack stays, and only its
  /// `onPop` runs. Nothing when `root` already left.
  case popOff(any Screen, animated: Bool)
  /// Ends a presented flow: dismisses `screen` if it is still the presented screen.
  case dismissPresentation(of: any Screen, animated: Bool)
}
