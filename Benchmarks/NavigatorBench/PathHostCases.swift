import NavigatorKit
import NavigatorKitTesting
import Observation

// The path host's case: a push and a pop through a Navigator over a NavigationPathHost, against an app that keeps a
// plain `[Route]` path and does nothing else. Both are bound to the same headless NavigationStack and run on the same
// headless run loop, so the gate measures what the host and the navigator add to SwiftUI's own work, not that work.

/// The plain path's routes.
enum BenchRoute: Route {
  case item(Int)
}

/// What an app without NavigatorKit binds: an observable `[Route]` path, and a sheet item it never uses.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
final class RoutePathModel {
  var path: [BenchRoute] = []
  var sheet: BenchRoute?
}

/// Push a screen with an `onPop` through a Navigator over a path host, let it settle, pop it, let it settle.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
func pathHostPushPopRound() -> TimedRun {
  { operations in
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(scheduler: runLoop)
    let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
    let navigator = Navigator(host: host)
    navigator.onIssue = { issue in fatalError("The benchmark misused NavigatorKit: \(issue)") }
    navigator.push(HeadlessScreen("r"))
    runLoop.settle()
    let counter = Counter()
    let screen = HeadlessScreen("t")
    let elapsed = timeLoop(operations) {
      navigator.push(screen) { counter.value += 1 }
      runLoop.settle()
      navigator.pop()
      runLoop.settle()
    }
    precondition(counter.value == operations && stack.shownPath.isEmpty, "path host push+pop lost track of a screen")
    return elapsed
  }
}

/// Append a route to a plain path, let it settle, remove it, let it settle: the same SwiftUI work, nothing else.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
func routeArrayPushPopRound() -> TimedRun {
  { operations in
    let runLoop = HeadlessRunLoop()
    let model = RoutePathModel()
    let stack = HeadlessNavigationStack(
      path: { model.path }, setPath: { model.path = $0 }, sheet: { model.sheet }, setSheet: { model.sheet = $0 },
      runLoop: runLoop)
    let elapsed = timeLoop(operations) {
      model.path.append(.item(1))
      runLoop.settle()
      model.path.removeLast()
      runLoop.settle()
    }
    precondition(stack.shownPath.isEmpty, "the plain path lost track of a screen")
    return elapsed
  }
}

/// The root of a deep link's stack: every route is a screen pushed on its router.
@MainActor
final class LinkedStack: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<BenchRoute>
  let rootScreen: any Screen

  init(router: Router<BenchRoute>) {
    self.router = router
    rootScreen = router.screen(for: .item(0))
  }

  func start() {
    navigator.setScreens([rootScreen], animated: false)
  }

  func handling(for route: BenchRoute) -> RouteHandling<BenchRoute>? { .push }
}

/// Opens a deep link of `depth` routes, each pushed by the coordinator's route handling, through a router over a path
/// host bound to the headless NavigationStack, and returns how much of the run loop's time passed until everything
/// settled, in the host's settle delays: the time a person watches the stack being built.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
func pathHostLinkSettleDelays(depth: Int) -> Double {
  let runLoop = HeadlessRunLoop()
  let host = NavigationPathHost(scheduler: runLoop)
  let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
  let router = Router(
    navigator: Navigator(host: host), factory: ScreenFactory<BenchRoute> { _ in HeadlessScreen("item") },
    onIssue: { issue in fatalError("The benchmark misused NavigatorKit: \(issue)") })
  let links = LinkedStack(router: router)
  links.start()
  runLoop.settle()
  let start = runLoop.now
  links.open((1...depth).map(BenchRoute.item))
  runLoop.settle()
  precondition(stack.shownPath.count == depth && router.routes.count == depth + 1, "the link did not open")
  return (runLoop.now - start) / host.settleDelay
}
