// The benchmark cases. Each implementation is driven through the same generic code (specialised per
// implementation by the optimizer), over state of its own, with the same closures; every timed run checks afterwards
// that each `onPop` ran exactly once and that the stack (or the parent's children) is back where it started.

import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting

/// What the `onPop` closures and observers count, so that their work can't be optimised away and can be checked.
@MainActor
final class Counter {
  var value = 0
}

/// A stack under test: NavigatorKit's navigator or the hand-rolled reference.
@MainActor
protocol StackDriver: AnyObject {
  /// Screens on the stack.
  var depth: Int { get }
  func benchPush(_ screen: any Screen, onPop: @escaping @MainActor () -> Void)
  func benchPop()
  func benchPopToRoot()
}

/// A stack under test that can be observed.
@MainActor
protocol ObservableDriver: StackDriver {
  /// Registers `handler` for every event; it stays registered while the returned token is alive.
  func benchObserve(_ handler: @escaping @MainActor () -> Void) -> AnyObject
}

extension Navigator: ObservableDriver {
  var depth: Int { screens.count }

  func benchPush(_ screen: any Screen, onPop: @escaping @MainActor () -> Void) {
    push(screen, animated: true, onLeave: onPop)
  }

  func benchPop() {
    pop(animated: true)
  }

  func benchPopToRoot() {
    popToRoot(animated: true)
  }

  func benchObserve(_ handler: @escaping @MainActor () -> Void) -> AnyObject {
    observe { _ in handler() }
  }
}

extension ReferenceNavigator: ObservableDriver {
  var depth: Int { host.screens.count }

  func benchPush(_ screen: any Screen, onPop: @escaping @MainActor () -> Void) {
    push(screen, animated: true, onPop: onPop)
  }

  func benchPop() {
    pop(animated: true)
  }

  func benchPopToRoot() {
    popToRoot(animated: true)
  }

  func benchObserve(_ handler: @escaping @MainActor () -> Void) -> AnyObject {
    observe { _ in handler() }
  }
}

// MARK: - Making the implementations

/// A fresh headless host (transitions finish at once) with a root screen.
@MainActor
func makeHost() -> HeadlessNavigationController {
  let host = HeadlessNavigationController(root: HeadlessScreen("r"))
  host.transitionMode = .immediate
  return host
}

@MainActor
func makeNavigator() -> Navigator {
  let navigator = Navigator(host: makeHost())
  navigator.onIssue = { issue in fatalError("The benchmark misused NavigatorKit: \(issue)") }
  return navigator
}

@MainActor
func makeReference() -> ReferenceNavigator {
  ReferenceNavigator(host: makeHost())
}

// MARK: - Stack cases

/// Pushes screens, each with an `onPop`, until `driver` holds `depth` screens. Names stay short so that the host's
/// callback log holds small (inline) strings.
@MainActor
@discardableResult
func fill(_ driver: some StackDriver, toDepth depth: Int, counter: Counter) -> [HeadlessScreen] {
  let screens = (driver.depth..<depth).map { HeadlessScreen("p\($0)") }
  for screen in screens {
    driver.benchPush(screen) { counter.value += 1 }
  }
  return screens
}

/// Push a screen with an `onPop`, then pop it, on a stack `depth` screens deep. One operation is one round trip.
@MainActor
func pushPopRound<Driver: StackDriver>(depth: Int, _ make: @escaping @MainActor () -> Driver) -> TimedRun {
  { operations in
    let driver = make()
    let counter = Counter()
    let filled = fill(driver, toDepth: depth, counter: counter)
    let screen = HeadlessScreen("t")
    let elapsed = timeLoop(operations) {
      driver.benchPush(screen) { counter.value += 1 }
      driver.benchPop()
    }
    precondition(counter.value == operations && driver.depth == depth, "push+pop lost track of a screen")
    withExtendedLifetime(filled) {}
    return elapsed
  }
}

/// The round trip of ``pushPopRound(depth:_:)`` with `observers` observers registered, each called for every event.
@MainActor
func observedPushPopRound<Driver: ObservableDriver>(
  depth: Int, observers: Int, _ make: @escaping @MainActor () -> Driver
) -> TimedRun {
  { operations in
    let driver = make()
    let counter = Counter()
    let events = Counter()
    let filled = fill(driver, toDepth: depth, counter: counter)
    let tokens = (0..<observers).map { _ in driver.benchObserve { events.value += 1 } }
    let screen = HeadlessScreen("t")
    let elapsed = timeLoop(operations) {
      driver.benchPush(screen) { counter.value += 1 }
      driver.benchPop()
    }
    // Per round trip, both implementations send three events: shown (push), popped and shown (pop).
    precondition(counter.value == operations && events.value == 3 * operations * observers, "events were lost")
    withExtendedLifetime((filled, tokens)) {}
    return elapsed
  }
}

/// popToRoot on a stack `depth` screens deep, each screen above the root with an `onPop`. One operation is one
/// popToRoot; only that call is timed, and the stack is rebuilt before each one, untimed.
@MainActor
func popToRoot<Driver: StackDriver>(from depth: Int, _ make: @escaping @MainActor () -> Driver) -> TimedRun {
  { operations in
    let driver = make()
    let counter = Counter()
    let screens = (1..<depth).map { HeadlessScreen("p\($0)") }
    var elapsed: UInt64 = 0
    for _ in 0..<operations {
      for screen in screens {
        driver.benchPush(screen) { counter.value += 1 }
      }
      precondition(driver.depth == depth)
      elapsed += timeOnce { driver.benchPopToRoot() }
    }
    precondition(counter.value == operations * (depth - 1) && driver.depth == 1, "popToRoot lost an onPop")
    return elapsed
  }
}

// MARK: - Child coordinator cases

@MainActor
final class BenchCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  func start() {}
}

@MainActor
final class BenchReferenceCoordinator: ReferenceCoordinator {
  var childCoordinators: [any ReferenceCoordinator] = []
  func start() {}
}

// Releasing a child can't be repeated on its own without running out of children (among 10, after ten removals),
// and timing a single removal would mostly time the clock. So one operation is a release and a replacement: the
// child in the middle of `childCoordinators` is released with `removeChild`, then appended back to the array
// directly — the same plain `append` on both sides, since `childCoordinators` is the single source of truth and an
// app may append to it itself — which keeps the parent at `siblings` children. Both implementations keep the order of
// the others, so the middle child differs between iterations and the re-added child goes to the end in both. Since an
// operation leaves the parent as it found it, the parent and its children are built once and kept between runs.

/// NavigatorKit: `Coordinator.removeChild(_:)` of the middle child, among `siblings` children, and its replacement.
@MainActor
func childRelease(among siblings: Int) -> TimedRun {
  var family: (parent: BenchCoordinator, children: [BenchCoordinator])?
  return { operations in
    let (parent, children) =
      family
      ?? {
        let parent = BenchCoordinator()
        let children = (0..<siblings).map { _ in BenchCoordinator() }
        for child in children {
          parent.addChild(child)
        }
        family = (parent, children)
        return (parent, children)
      }()
    let elapsed = timeLoop(operations) {
      let child = parent.childCoordinators[parent.childCoordinators.count / 2]
      parent.removeChild(child)
      parent.childCoordinators.append(child)
    }
    precondition(parent.childCoordinators.count == children.count, "a child was lost")
    return elapsed
  }
}

/// The reference: the same release, with a linear identity scan of the array, and the same replacement.
@MainActor
func referenceChildRelease(among siblings: Int) -> TimedRun {
  var family: (parent: BenchReferenceCoordinator, children: [BenchReferenceCoordinator])?
  return { operations in
    let (parent, children) =
      family
      ?? {
        let parent = BenchReferenceCoordinator()
        let children = (0..<siblings).map { _ in BenchReferenceCoordinator() }
        for child in children {
          parent.addChild(child)
        }
        family = (parent, children)
        return (parent, children)
      }()
    let elapsed = timeLoop(operations) {
      let child = parent.childCoordinators[parent.childCoordinators.count / 2]
      parent.removeChild(child)
      parent.childCoordinators.append(child)
    }
    precondition(parent.childCoordinators.count == children.count, "a child was lost")
    return elapsed
  }
}

// MARK: - What an app's test feels

/// The scenario an app's test runs most: a new stack and navigator, a parent coordinator, a child coordinator pushed,
/// a swipe back that the person finishes, and a check that the child was released. Timed as a whole, setup included,
/// since a test pays for all of it; meant for a debug build (`swift run navigator-bench` with
/// `NAVIGATOR_BENCH_FILTER=app test`), which is how tests are built.
func appTestScenario() -> TimedRun {
  { operations in
    timeLoop(operations) {
      let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
      let parent = FlowCoordinator("Parent", navigator: Navigator(host: host), root: host.screens[0])
      weak var child: FlowCoordinator?
      do {
        let detail = FlowCoordinator("Detail", navigator: parent.navigator)
        parent.pushCoordinator(detail)
        child = detail
      }
      host.beginInteractivePop()?.finish()
      precondition(child == nil && parent.childCoordinators.isEmpty, "the child was not released")
    }
  }
}

// MARK: - Container cases

/// Dismisses a presented tab bar of `tabs` stacks, each `depth` screens above its root with an `onPop`, each stack
/// driven by a navigator of its own: every screen inside leaves with the tab bar. One operation is one dismissal; only
/// that call is timed, and the tab bar is rebuilt and presented before each one, untimed.
@MainActor
func containerDismiss(tabs: Int, depth: Int) -> TimedRun {
  { operations in
    let root = makeNavigator()
    let counter = Counter()
    var elapsed: UInt64 = 0
    for _ in 0..<operations {
      let navigators = (0..<tabs).map { _ in makeNavigator() }
      for navigator in navigators {
        fill(navigator, toDepth: depth + 1, counter: counter)
      }
      let tabBar = HeadlessTabBarController(tabs: navigators.map(\.host))
      root.present(tabBar, animated: false)
      elapsed += timeOnce { root.dismiss(animated: false) }
      withExtendedLifetime(navigators) {}
    }
    precondition(counter.value == operations * tabs * depth, "a screen inside the tab bar kept its onPop")
    return elapsed
  }
}
