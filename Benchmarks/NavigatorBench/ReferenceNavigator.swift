// The baseline NavigatorKit is measured against: the classic hand-rolled design, written with care.

import NavigatorKit
import NavigatorKitTesting

/// What the hand-rolled router tells its observers.
enum ReferenceEvent {
  case didShow(any Screen)
  case didPop(any Screen)
}

/// A token that keeps an observer of a ``ReferenceNavigator`` registered while it is alive.
@MainActor
final class ReferenceObservation {
  let handler: @MainActor (ReferenceEvent) -> Void

  init(handler: @escaping @MainActor (ReferenceEvent) -> Void) {
    self.handler = handler
  }
}

/// The classic hand-rolled pop detection, written with care, as apps write it over `UINavigationControllerDelegate`,
/// re-implemented over the same headless host as NavigatorKit, under the same compiler settings and runtime checks:
///
/// - It is the host's observer (delegate), and holds the host by its concrete type, as a router holds its
///   `UINavigationController`.
/// - `onPop` closures live in a dictionary keyed by the screen's `ObjectIdentifier`, each wrapped in a struct: a
///   dictionary of bare closures would wrap every closure going in or out in a newly allocated thunk.
/// - On didShow it runs (and removes) the closure of the transition's *from* screen if that screen is no longer in
///   `host.screens`, scanning from the top, where the from screen of a push sits. UIKit would give the from screen
///   through the `transitionCoordinator`; the router records the top it last saw shown at willShow instead, which is
///   the same screen and costs nothing.
/// - Multi-screen pops made through it run the closures of the screens the host returns (didShow only sees the top).
/// - Events are built only when someone observes; observers are weak boxes in an array, dead ones dropped when found.
/// - Values are moved rather than copied where it matters (the from screen is taken, not copied).
///
/// What it does not do is NavigatorKit's reason to exist: it misses the middle screens of a multi-screen pop made on
/// the host directly, changes to a stack off screen, and changes made from a delegate callback; it never queues.
@MainActor
final class ReferenceNavigator: NavigationHostObserver {
  let host: HeadlessNavigationController
  /// A closure in a struct, so that the dictionary stores it as it is.
  private struct Completion {
    let run: @MainActor () -> Void
  }
  private var completions: [ObjectIdentifier: Completion] = [:]
  /// The top screen as of the last didShow.
  private var shownTop: (any Screen)?
  /// The transition's from screen: the top before the operation, recorded at willShow.
  private var fromScreen: (any Screen)?
  private var observers: [WeakReferenceObservation] = []

  init(host: HeadlessNavigationController) {
    self.host = host
    shownTop = host.screens.last
    host.navigationObserver = self
  }

  func push(_ screen: any Screen, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil) {
    if let onPop {
      completions[ObjectIdentifier(screen)] = Completion(run: onPop)
    }
    host.push(screen, animated: animated)
  }

  /// Pops the top screen; its closure runs at didShow.
  @discardableResult
  func pop(animated: Bool = true) -> (any Screen)? {
    host.pop(animated: animated)
  }

  @discardableResult
  func popToRoot(animated: Bool = true) -> [any Screen] {
    let popped = host.popToRoot(animated: animated) ?? []
    // didShow ran the top one's; the others are only known from what the host returns.
    for screen in popped {
      runCompletion(of: screen)
    }
    return popped
  }

  func observe(_ handler: @escaping @MainActor (ReferenceEvent) -> Void) -> ReferenceObservation {
    let observation = ReferenceObservation(handler: handler)
    observers.append(WeakReferenceObservation(value: observation))
    return observation
  }

  private func runCompletion(of screen: any Screen) {
    guard let completion = completions.removeValue(forKey: ObjectIdentifier(screen)) else { return }
    completion.run()
    if !observers.isEmpty {
      emit(.didPop(screen))
    }
  }

  private func emit(_ event: ReferenceEvent) {
    var foundDead = false
    for observer in observers {
      if let observation = observer.value {
        observation.handler(event)
      } else {
        foundDead = true
      }
    }
    if foundDead {
      observers.removeAll { $0.value == nil }
    }
  }

  // MARK: NavigationHostObserver

  func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {
    fromScreen = shownTop
  }

  func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {
    let from = fromScreen.take()
    shownTop = screen
    if let from, !containsIdenticalFromTop(self.host.screens, from) {
      runCompletion(of: from)
    }
    if !observers.isEmpty {
      emit(.didShow(screen))
    }
  }

  func navigationHostDidEndTransition(_ host: any NavigationHost) {}

  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
}

@MainActor
struct WeakReferenceObservation {
  weak var value: ReferenceObservation?
}

/// A coordinator in the usual hand-rolled design: children in an array, removed by a linear identity scan.
@MainActor
protocol ReferenceCoordinator: AnyObject {
  var childCoordinators: [any ReferenceCoordinator] { get set }
  func start()
}

extension ReferenceCoordinator {
  func addChild(_ child: any ReferenceCoordinator) {
    childCoordinators.append(child)
  }

  func removeChild(_ child: any ReferenceCoordinator) {
    if let index = indexOfIdentical(childCoordinators, child) {
      childCoordinators.remove(at: index)
    }
  }
}

// MARK: - Linear identity scans

// These are nonisolated on purpose. In main-actor code, a closure handed to a standard library algorithm such as
// `contains(where:)` is wrapped in a thunk that checks, on every call, that it runs on the main actor (Swift 6
// dynamic actor isolation checking): many times the comparison itself, on every element. That
// is an artefact of where the closure is written, not part of the design (a UIKit router writes
// `viewControllers.contains(from)`, which takes no closure), so the reference must not pay it.

/// Whether `screens` holds `screen` itself: a linear identity scan from the top.
nonisolated func containsIdenticalFromTop(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  var index = screens.count - 1
  while index >= 0 {
    if screens[index] === screen { return true }
    index -= 1
  }
  return false
}

/// The index of `child` itself in `children`: a linear identity scan.
nonisolated func indexOfIdentical(_ children: [any ReferenceCoordinator], _ child: AnyObject) -> Int? {
  children.firstIndex(where: { $0 === child })
}
