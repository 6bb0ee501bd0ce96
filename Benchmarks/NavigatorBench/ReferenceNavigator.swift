// The baselines NavigatorKit is measured against: the usual hand-rolled design, and the bare floor.

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

/// The usual hand-rolled pop detection, as apps write it over `UINavigationControllerDelegate`, re-implemented over
/// the same headless host as NavigatorKit:
///
/// - It is the host's observer (delegate), and holds the host by its concrete type, as a router holds its
///   `UINavigationController`.
/// - `onPop` closures live in a dictionary keyed by the screen's `ObjectIdentifier`.
/// - On didShow it runs (and removes) the closure of the transition's *from* screen, if that screen is no longer
///   in `host.screens` (a linear `contains` scan). UIKit would give the from screen through the
///   `transitionCoordinator`; headlessly there is none, so the router records the previous top at willShow time
///   (the top it last saw shown, i.e. the screen on top before the operation).
/// - Pops made through it run the closures of the screens the host returns.
/// - Observers are weak boxes in an array; dead boxes are dropped when one is found.
///
/// Its scans are plain linear identity scans (see ``containsIdentical(_:_:)``).
@MainActor
final class ReferenceNavigator: NavigationHostObserver {
  let host: HeadlessNavigationController
  private var completions: [ObjectIdentifier: @MainActor () -> Void] = [:]
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
      completions[ObjectIdentifier(screen)] = onPop
    }
    host.push(screen, animated: animated)
  }

  @discardableResult
  func pop(animated: Bool = true) -> (any Screen)? {
    guard let popped = host.pop(animated: animated) else { return nil }
    runCompletion(of: popped)
    return popped
  }

  @discardableResult
  func popToRoot(animated: Bool = true) -> [any Screen] {
    let popped = host.popToRoot(animated: animated) ?? []
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
    completion()
    emit(.didPop(screen))
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
    let from = fromScreen
    fromScreen = nil
    shownTop = screen
    if let from, !containsIdentical(self.host.screens, from) {
      runCompletion(of: from)
    }
    emit(.didShow(screen))
  }

  func navigationHostDidEndTransition(_ host: any NavigationHost) {}

  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
}

@MainActor
struct WeakReferenceObservation {
  weak var value: ReferenceObservation?
}

/// The floor: a bare Swift array of screens with their closures, and a closure call per pop. No host, no checks.
@MainActor
final class BareStack {
  private var entries: [(screen: any Screen, onPop: (@MainActor () -> Void)?)] = []

  init(root: any Screen) {
    entries.append((root, nil))
  }

  var count: Int { entries.count }

  func push(_ screen: any Screen, onPop: (@MainActor () -> Void)? = nil) {
    entries.append((screen, onPop))
  }

  func pop() {
    guard entries.count > 1 else { return }
    entries.removeLast().onPop?()
  }

  func popToRoot() {
    while entries.count > 1 {
      entries.removeLast().onPop?()
    }
  }
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
// dynamic actor isolation checking): about 80 ns per element on Linux, 50 to 100 times the comparison itself. That
// is an artefact of where the closure is written, not part of the design (a UIKit router writes
// `viewControllers.contains(from)`, which takes no closure), so the reference must not pay it.

/// Whether `screens` holds `screen` itself: a linear identity scan.
nonisolated func containsIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  screens.contains(where: { $0 === screen })
}

/// The index of `child` itself in `children`: a linear identity scan.
nonisolated func indexOfIdentical(_ children: [any ReferenceCoordinator], _ child: AnyObject) -> Int? {
  children.firstIndex(where: { $0 === child })
}
