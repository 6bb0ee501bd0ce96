import Foundation
import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Seeded random sequences of every kind of change — router commands, navigator calls that bypass the router, direct
/// host calls, swipes, sheets, tab switches, transitions held in flight — checking after every step that each router's
/// `routes` equals its stack, that observers heard it, and that each route left exactly when its `onPop` ran.
///
/// Replay a failing seed with `NAVIGATORKIT_SEED=<seed> swift test --filter RouterModelTests`.
@MainActor
@Suite struct RouterModelTests {
  static var seeds: [UInt64] { randomizedTestSeeds(count: 300, offset: 11) }

  @Test func routesEqualTheStackAfterEveryStep() {
    var failures = 0
    var totals = RouterRun.Totals()
    for seed in Self.seeds {
      let run = RouterRun(seed: seed)
      if let failure = run.execute(steps: 150) {
        failures += 1
        Issue.record(
          """
          Seed \(seed) failed at step \(failure.step): \(failure.message)
          Replay: NAVIGATORKIT_SEED=\(seed) swift test --filter RouterModelTests
          Last steps:
          \(failure.trace.suffix(10).joined(separator: "\n"))
          """)
        if failures >= 3 { break }
      }
      totals.add(run.totals)
    }
    // The runs went through what matters: pops of every kind, checked inside onPop, and unrouted screens.
    #expect(totals.onPops > 3_000 && totals.swipes > 500 && totals.unroutedSeen > 1_000 && totals.inFlightChecks > 500)
  }
}

/// Routes that are numbers: `s(5)` names the screen of route 5.
enum NumberRoute: Route {
  case s(Int)
}

/// One seeded run over a tab bar with two tabs, each with a router.
@MainActor
final class RouterRun {
  struct Failure {
    let step: Int
    let message: String
    let trace: [String]
  }

  struct Totals {
    var onPops = 0
    var swipes = 0
    var unroutedSeen = 0
    var inFlightChecks = 0

    mutating func add(_ other: Totals) {
      onPops += other.onPops
      swipes += other.swipes
      unroutedSeen += other.unroutedSeen
      inFlightChecks += other.inFlightChecks
    }
  }

  @MainActor
  final class Tab {
    let router: Router<NumberRoute>
    let host: HeadlessNavigationController
    var heard: [NumberRoute]
    var observation: NavigationObservation?

    init(router: Router<NumberRoute>) {
      self.router = router
      host = router.headlessHost!
      heard = []
    }
  }

  var rng: SplitMix64
  let tabs: [Tab]
  let tabBar: HeadlessTabBarController
  var next = 0
  var trace: [String] = []
  var violations: [String] = []
  /// The tab whose router presented each presented route.
  var presenter: [Int: Int] = [:]
  /// How many times each route pushed with an `onPop` has run it.
  var onPopRuns: [Int: Int] = [:]
  var totals = Totals()

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    let manual = rng.chance(60)
    tabs = (0..<2).map { _ in Tab(router: Router(factory: .headless)) }
    tabBar = HeadlessTabBarController(tabs: tabs.map(\.host))
    for tab in tabs {
      tab.host.transitionMode = manual ? .manual : .immediate
      tab.router.navigator.onIssue = { _ in }  // misuse is part of the run
      tab.router.setRoutes([.s(newID())], animated: false)
      tab.heard = tab.router.routes
      tab.observation = tab.router.observeRoutes { [unowned tab] in tab.heard = $0 }
    }
  }

  func newID() -> Int {
    next += 1
    return next
  }

  func execute(steps: Int) -> Failure? {
    for step in 0..<steps {
      let index = rng.chance(80) ? tabBar.selectedIndex : Int.random(in: 0..<tabs.count, using: &rng)
      trace.append("tab\(index): " + perform(on: tabs[index]))
      if let message = check() { return Failure(step: step, message: message, trace: trace) }
    }
    for tab in tabs {
      while tab.host.isTransitioning { tab.host.completeTransition() }
      tab.router.navigator.synchronize()
    }
    if let message = check() { return Failure(step: steps, message: message, trace: trace) }
    // Every route pushed with an onPop ran it once if its screen left, never if it is still there.
    let onStack = Set(tabs.flatMap { $0.host.screens.compactMap(routeID(of:)) })
    for (id, runs) in onPopRuns where runs != (onStack.contains(id) ? 0 : 1) {
      return Failure(step: steps, message: "s(\(id)) ran its onPop \(runs) times", trace: trace)
    }
    return nil
  }

  /// The route number of a routed screen, from its name; `nil` for an unrouted one.
  func routeID(of screen: any Screen) -> Int? {
    guard let name = (screen as? HeadlessScreen)?.name, name.hasPrefix("s(") else { return nil }
    return Int(name.dropFirst(2).dropLast())
  }

  private func perform(on tab: Tab) -> String {
    let router = tab.router
    let host = tab.host
    let animated = rng.chance(60)
    if host.isTransitioning && rng.chance(40) {
      host.completeTransition()
      return "completeTransition()"
    }
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<22:
      let id = newID()
      onPopRuns[id] = 0
      router.push(.s(id), animated: animated) { [unowned self, unowned router, unowned host] in
        onPopRuns[id, default: 0] += 1
        totals.onPops += 1
        // The host is settled while onPop runs. Another screen of the same route (setRoutes made a new one for a
        // route it moved) may still be there; this one must be gone from routes.
        let left = router.routes.filter { $0 == .s(id) }.count
        let stayed = host.screens.filter { self.routeID(of: $0) == id }.count
        if left != stayed { violations.append("s(\(id)) was still in routes during its onPop") }
      }
      return "push(s(\(id)), animated: \(animated))"
    case 22..<30:
      router.pop(animated: animated)
      return "pop(animated: \(animated))"
    case 30..<35:
      let target = router.routes.randomElement(using: &rng) ?? .s(-1)
      router.pop(to: rng.chance(10) ? .s(-1) : target, animated: animated)
      return "pop(to: \(target), animated: \(animated))"
    case 35..<38:
      router.popToRoot(animated: animated)
      return "popToRoot(animated: \(animated))"
    case 38..<45:
      // Route values name screens in this run, so keep them unique: kept routes stay in order (each keeps its
      // screen), and a queued setRoutes, which reuses no screen, gets new routes only.
      let idle = !host.isTransitioning && router.navigator.queuedCommandCount == 0
      var routes = idle ? router.routes.filter { _ in rng.chance(70) } : []
      for _ in 0..<Int.random(in: 0...2, using: &rng) { routes.append(.s(newID())) }
      router.setRoutes(routes, animated: animated)
      return "setRoutes(\(routes), animated: \(animated))"
    case 45..<50:
      if router.navigator.presentedScreen == nil {
        let id = newID()
        presenter[id] = tabs.firstIndex { $0 === tab }
        router.present(.s(id), animated: animated)
        return "present(s(\(id)))"
      }
      router.dismiss(animated: animated)
      return "dismiss()"
    case 50..<55:
      router.navigator.push(HeadlessScreen("u\(newID())"), animated: animated)
      return "navigator.push(unrouted)"
    case 55..<58:
      tabBar.selectedIndex = 1 - tabBar.selectedIndex
      return "select tab \(tabBar.selectedIndex)"
    case 58..<61:
      router.navigator.synchronize()
      return "synchronize()"
    default:
      guard !host.isTransitioning && router.navigator.queuedCommandCount == 0 else { return "(busy)" }
      return performDirect(on: tab, animated: animated)
    }
  }

  private func performDirect(on tab: Tab, animated: Bool) -> String {
    let host = tab.host
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<20:
      guard host.isInWindow, host.presentedScreen == nil, host.screens.count > 1 else { return "(no back button)" }
      host.tapBackButton()
      return "tapBackButton()"
    case 20..<50:
      let top = host.screens.last.flatMap(routeID(of:))
      guard let swipe = host.beginInteractivePop() else { return "(no swipe)" }
      totals.swipes += 1
      swipe.update(progress: 0.5)
      // Mid-swipe the top route has not left: it is in routes until the swipe finishes.
      totals.inFlightChecks += 1
      if let top, !tab.router.routes.contains(.s(top)) {
        violations.append("s(\(top)) left routes while the swipe could still be cancelled")
      }
      if rng.chance(50) {
        swipe.finish()
        return "swipe finished"
      }
      swipe.cancel()
      return "swipe cancelled"
    case 50..<60:
      host.pop(animated: animated)
      return "host.pop(animated: \(animated))"
    case 60..<68:
      host.popToRoot(animated: animated)
      return "host.popToRoot(animated: \(animated))"
    case 68..<80:
      var screens = host.screens.filter { _ in rng.chance(70) }
      screens.append(tab.router.screen(for: .s(newID())))
      if rng.chance(30) { screens.shuffle(using: &rng) }
      host.setScreens(screens, animated: animated)
      return "host.setScreens(\(screens.map { ($0 as! HeadlessScreen).name }))"
    case 80..<90:
      let id = newID()
      host.push(tab.router.screen(for: .s(id)), animated: animated)
      return "host.push(s(\(id)))"
    default:
      guard let pull = host.beginInteractiveDismiss() else { return "(nothing to pull down)" }
      pull.finish()
      return "sheet pulled down"
    }
  }

  private func check() -> String? {
    if let violation = violations.first { return violation }
    for (index, tab) in tabs.enumerated() {
      if !tab.host.exceptions.isEmpty { return "tab\(index): the router made UIKit raise \(tab.host.exceptions)" }
      // Reading routes runs no app code; a change made off screen on the host directly is seen once synchronized.
      tab.router.synchronize()
      let routes = tab.router.routes
      if tab.heard != routes { return "tab\(index): observers heard \(tab.heard), routes are \(routes)" }
      guard !tab.host.isTransitioning, tab.router.navigator.queuedCommandCount == 0 else { continue }
      let stack = tab.host.screens.compactMap { routeID(of: $0).map(NumberRoute.s) }
      if routes != stack { return "tab\(index): routes \(routes), the stack is \(stack)" }
      let unrouted = tab.host.screens.count - stack.count
      if tab.router.unroutedScreenCount != unrouted {
        return "tab\(index): \(tab.router.unroutedScreenCount) unrouted screens counted, \(unrouted) on the stack"
      }
      totals.unroutedSeen += unrouted
      // A presentation belongs to the tab that made it: only that tab's host reports it, the tab bar reports it
      // whichever tab made it, and a present from another tab is refused while it is up. A router names it only if it
      // made it.
      if let own = tab.host.presentedScreen, own !== tabBar.presentedScreen {
        return "tab\(index): the host reports another presentation than the tab bar's"
      }
      if tab.host.presentedScreen == nil, let shown = tabBar.presentedScreen.flatMap(routeID(of:)),
        presenter[shown] == index
      {
        return "tab\(index): the host does not report the presentation its router made"
      }
      let presented = tab.host.presentedScreen.flatMap(routeID(of:)).flatMap { presenter[$0] == index ? $0 : nil }
      if tab.router.presentedRoute != presented.map(NumberRoute.s) {
        return "tab\(index): presentedRoute \(String(describing: tab.router.presentedRoute)) differs from the host's"
      }
    }
    return nil
  }
}
