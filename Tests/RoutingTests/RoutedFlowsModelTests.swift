import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Seeded random sequences over the shop tab of a routed app — router commands, awaited pushes and awaited child
/// coordinators, completions, cancelled tasks, leave guards that refuse or allow, and the person's gestures (back
/// button, swipes finished and cancelled, tab re-taps, double taps) — checking after every step that every awaited flow
/// resolved exactly once when its screen left and not before, that `routes` equals the stack, that a refused gesture
/// changed nothing, and that nothing that left is still alive.
///
/// Replay a failing seed with `NAVIGATORKIT_SEED=<seed> swift test --filter RoutedFlowsModelTests`.
@MainActor
@Suite struct RoutedFlowsModelTests {
  static var seeds: [UInt64] { randomizedTestSeeds(count: 100, offset: 26) }

  @Test func awaitedFlowsGuardsAndGesturesKeepTheirPromisesAfterEveryStep() async {
    var failures = 0
    var totals = RoutedFlowsRun.Totals()
    for seed in Self.seeds {
      let run = RoutedFlowsRun(seed: seed)
      if let failure = await run.execute(steps: 60) {
        failures += 1
        Issue.record(
          """
          Seed \(seed) failed at step \(failure.step): \(failure.message)
          Replay: NAVIGATORKIT_SEED=\(seed) swift test --filter RoutedFlowsModelTests
          Last steps:
          \(failure.trace.suffix(10).joined(separator: "\n"))
          """)
        if failures >= 3 { break }
      }
      totals.add(run.totals)
    }
    // The runs went through what matters: flows resolved every way, guards refused the person, and leaks were checked.
    #expect(totals.completed > 20 && totals.leftByPerson > 20 && totals.leftByCall > 20 && totals.cancelled > 5)
    #expect(totals.refusedGestures > 10 && totals.ignoredTaps > 5)
  }
}

/// A flow pushed with `completing:` and awaited by a task of its own.
@MainActor
final class AwaitedFlow {
  let name: String
  let completion = FlowCompletion<Int>()
  weak var screen: (any Screen)?
  var outcomes: [FlowOutcome<Int>] = []
  var task: Task<Void, Never>?

  init(name: String) { self.name = name }
}

/// One seeded run.
@MainActor
final class RoutedFlowsRun {
  struct Failure {
    let step: Int
    let message: String
    let trace: [String]
  }

  struct Totals {
    var completed = 0
    var leftByPerson = 0
    var leftByCall = 0
    var cancelled = 0
    var refusedGestures = 0
    var ignoredTaps = 0

    mutating func add(_ other: Totals) {
      completed += other.completed
      leftByPerson += other.leftByPerson
      leftByCall += other.leftByCall
      cancelled += other.cancelled
      refusedGestures += other.refusedGestures
      ignoredTaps += other.ignoredTaps
    }
  }

  private var rng: SplitMix64
  private let app = RoutedApp()
  private var flows: [AwaitedFlow] = []
  private var guarded: [ObjectIdentifier: Bool] = [:]
  private var seen: [WeakScreen] = []
  private var trace: [String] = []
  private(set) var totals = Totals()
  private var counter = 0

  private struct WeakScreen {
    weak var screen: (any Screen)?
    let name: String
  }

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    app.tabs.open([.tab(.shop)])
  }

  private var shop: ShopCoordinator { app.shop }
  private var router: Router<AppRoute> { app.shop.router }
  private var host: HeadlessNavigationController { app.shopHost }

  func execute(steps: Int) async -> Failure? {
    for step in 0..<steps {
      await perform(step)
      // A flow that stopped waiting has handed its outcome to its awaiting task, which takes it on a later turn of
      // the main actor: wait for that task to end, not for a number of turns (a yielding test can run ahead of it).
      for _ in 0..<2 { await Task.yield() }
      // Awaiting a task lets other main-actor work run, which may end another flow: until none is left in between.
      while let flow = flows.first(where: { !$0.completion.isWaiting && $0.outcomes.isEmpty }), let task = flow.task {
        await task.value
        if flow.outcomes.isEmpty { break }  // its task ended without an outcome: the check below reports it
      }
      if let message = check() {
        return Failure(step: step, message: message, trace: trace)
      }
    }
    for flow in flows { flow.task?.cancel() }
    return nil
  }

  private func perform(_ step: Int) async {
    let stack = host.screens
    counter += 1
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<14:
      let route = AppRoute.review(counter)
      trace.append("\(step): push \(route)")
      router.push(route, animated: rng.chance(50))
    case 14..<28:
      let flow = AwaitedFlow(name: "picker\(counter)")
      let screen = router.screen(for: .review(counter))
      flow.screen = screen
      flows.append(flow)
      trace.append("\(step): await push \(flow.name)")
      let completion = flow.completion
      flow.task = Task { @MainActor [weak navigator = router.navigator] in
        let outcome = await navigator?.push(screen, completing: completion)
        flow.outcomes.append(outcome ?? .left(.refused))
      }
      await turns { flow.completion.isWaiting || !flow.outcomes.isEmpty }
    case 28..<36:
      let flow = AwaitedFlow(name: "product\(counter)")
      let child = ProductCoordinator(product: counter, router: router)
      flow.screen = child.rootScreen
      flows.append(flow)
      trace.append("\(step): await pushCoordinator \(flow.name)")
      let completion = flow.completion
      flow.task = Task { @MainActor [weak shop] in
        let outcome = await shop?.pushCoordinator(child, completing: completion)
        flow.outcomes.append(outcome ?? .left(.refused))
      }
      await turns { flow.completion.isWaiting || !flow.outcomes.isEmpty }
    case 36..<46:
      guard let flow = waitingFlows().randomElement(using: &rng) else { return }
      trace.append("\(step): complete \(flow.name)")
      flow.completion.complete(counter, animated: rng.chance(50))
      totals.completed += 1
    case 46..<50:
      guard let flow = waitingFlows().randomElement(using: &rng) else { return }
      trace.append("\(step): cancel \(flow.name)'s task")
      flow.task?.cancel()
      // The cancellation reaches the main actor on a later turn.
      await turns { !flow.completion.isWaiting }
      totals.cancelled += 1
    case 50..<58:
      guard stack.count > 1, let screen = stack.dropFirst().randomElement(using: &rng) else { return }
      let allows = rng.chance(40)
      trace.append("\(step): guard \(name(screen)) allows \(allows)")
      guarded[ObjectIdentifier(screen)] = allows
      router.navigator.setLeaveGuard(for: screen) { _ in allows }
    case 58..<66:
      trace.append("\(step): back button")
      personGesture(stack) { host.tapBackButton() }
    case 66..<72:
      trace.append("\(step): swipe back, finished")
      personGesture(stack) { host.beginInteractivePop()?.finish() }
    case 72..<75:
      trace.append("\(step): swipe back, cancelled")
      host.beginInteractivePop()?.cancel()
      if host.screens.count != stack.count { trace.append("  a cancelled swipe changed the stack") }
    case 75..<80:
      trace.append("\(step): tab re-tap")
      let refuses = stack.dropFirst().contains { guarded[ObjectIdentifier($0)] == false }
      app.tabBar.tapSelectedTab()
      if refuses {
        totals.refusedGestures += 1
        if host.screens.count != stack.count { trace.append("  a refused re-tap changed the stack") }
      } else if stack.count > 1 {
        totals.leftByPerson += 1
      }
    case 80..<85:
      trace.append("\(step): pop")
      if stack.count > 1 {
        router.pop(animated: rng.chance(50))
        totals.leftByCall += 1
      }
    case 85..<89:
      let routes = router.routes
      guard routes.count > 1, let route = routes.dropLast().randomElement(using: &rng) else { return }
      trace.append("\(step): pop(to: \(route))")
      router.pop(to: route, animated: rng.chance(50))
      totals.leftByCall += 1
    case 89..<92:
      trace.append("\(step): popToRoot")
      router.popToRoot(animated: rng.chance(50))
      totals.leftByCall += 1
    case 92..<95:
      let routes = router.routes
      let kept = Int.random(in: 1...routes.count, using: &rng)
      let next = Array(routes.prefix(kept)) + [.specs]
      trace.append("\(step): setRoutes \(next)")
      router.setRoutes(next, animated: rng.chance(50))
      totals.leftByCall += 1
    default:
      // A double tap on a row: the second tap lands while the first push animates.
      trace.append("\(step): double tap")
      host.transitionMode = .manual
      let route = AppRoute.review(counter)
      for _ in 0..<2 {
        if !router.navigator.respondToTap({ router.push(route) }) { totals.ignoredTaps += 1 }
      }
      // While the push animates, its route is already in the routes: it is on the stack and cannot be cancelled.
      let animating = host.screens.compactMap { router.route(of: $0) }
      if router.routes != animating { trace.append("  mid-push routes \(router.routes), stack \(animating)") }
      host.completeAllTransitions()
      host.transitionMode = .immediate
    }
  }

  /// Runs the person's `gesture` on the top screen: refused, it changes nothing; allowed, the top leaves.
  private func personGesture(_ stack: [any Screen], _ gesture: () -> Void) {
    guard stack.count > 1, let top = stack.last else { return }
    gesture()
    if guarded[ObjectIdentifier(top)] == false {
      totals.refusedGestures += 1
      if host.screens.count != stack.count { trace.append("  a refused gesture changed the stack") }
    } else {
      totals.leftByPerson += 1
    }
  }

  private func waitingFlows() -> [AwaitedFlow] {
    flows.filter { $0.completion.isWaiting }
  }

  private func name(_ screen: any Screen) -> String {
    (screen as? HeadlessScreen)?.name ?? "?"
  }

  /// Lets the main actor run until `condition` holds, or for a bound far above what a quiet run needs.
  private func turns(until condition: () -> Bool, line: Int = #line) async {
    var turn = 0
    while !condition() && turn < 10_000 {
      await Task.yield()
      turn += 1
    }
    if !condition() { trace.append("  waited 10,000 turns in vain (line \(line))") }
  }

  /// - Returns: What broke, or `nil`.
  private func check() -> String? {
    if let broken = trace.last(where: { $0.hasPrefix("  ") }) { return String(broken.dropFirst(2)) }
    let stack = host.screens
    // A guard goes with its screen; an identifier may come back for a new screen.
    let onStackIDs = Set(stack.map(ObjectIdentifier.init))
    guarded = guarded.filter { onStackIDs.contains($0.key) }
    for screen in stack where !seen.contains(where: { $0.screen === screen }) {
      seen.append(WeakScreen(screen: screen, name: name(screen)))
    }
    if host.isTransitioning { return "a transition is still in flight" }
    // The routes are the stack's.
    let onStack = stack.compactMap { router.route(of: $0) }
    if router.routes != onStack { return "routes \(router.routes) but the stack's are \(onStack)" }
    let issues = app.issues.filter { $0.kind != .tapIgnored }
    if !issues.isEmpty { return "issues: \(issues)" }
    // Every awaited flow resolved exactly once, when its screen left, and not before.
    for flow in flows {
      let isOnStack = flow.screen.map { screen in stack.contains { $0 === screen } } ?? false
      if flow.outcomes.count > 1 { return "\(flow.name) resolved \(flow.outcomes.count) times: \(flow.outcomes)" }
      if !flow.completion.isWaiting && flow.outcomes.isEmpty {
        return "\(flow.name) stopped waiting but its outcome never arrived"
      }
      if !isOnStack && flow.outcomes.isEmpty { return "\(flow.name) left the stack but its wait never ended" }
      if isOnStack && !flow.outcomes.isEmpty {
        return "\(flow.name) is still on the stack but resolved with \(flow.outcomes)"
      }
    }
    // Child coordinators are exactly the products whose screens are on the stack.
    let children = shop.childCoordinators.compactMap { $0 as? any NavigationCoordinator }
    for child in children where !stack.contains(where: { $0 === child.rootScreen }) {
      return "a child coordinator outlived its screen"
    }
    // Nothing that left is alive.
    let leaked = seen.filter { entry in entry.screen.map { screen in !stack.contains { $0 === screen } } ?? false }
    if !leaked.isEmpty { return "left the stack but still alive: \(leaked.map(\.name))" }
    seen.removeAll { $0.screen == nil }
    return nil
  }
}
