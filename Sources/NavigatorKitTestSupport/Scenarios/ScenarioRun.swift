import NavigatorKit

/// One run of a scenario on one host: the app the set-up describes, the acts carried out, and what followed.
///
/// The run is the app: it holds the coordinators, as an app's scene does, and names every navigator, flow and screen
/// it made, weakly, so that what left can be checked for leaks once everything settled.
@MainActor
package final class ScenarioRun {
  /// What a run found.
  package struct Result: Sendable {
    /// What followed the acts.
    package let outcome: ScenarioOutcome
    /// The acts the host could not do, or that named nothing; each fails the row.
    package let failures: [String]
  }

  private let host: any ScenarioHost
  private var outcome = ScenarioOutcome()
  private var failures: [String] = []

  private final class Named {
    let name: String
    weak var object: AnyObject?
    let aliases: [Weak]
    /// Whether it is a screen the run made, rather than a stack or a tab bar.
    let isScreen: Bool
    init(_ name: String, _ object: AnyObject, aliases: [AnyObject], isScreen: Bool) {
      self.name = name
      self.object = object
      self.aliases = aliases.map(Weak.init)
      self.isScreen = isScreen
    }
    func stands(for other: AnyObject) -> Bool {
      object === other || aliases.contains { $0.object === other }
    }
  }

  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// Every screen, stack and tab bar made, in order.
  private var screens: [Named] = []
  /// Every navigator, by name, in the order made; and the coordinator that owns its stack.
  private var navigators: [(name: String, navigator: Weak, coordinator: Weak)] = []
  /// The flows, by name.
  private var flows: [String: Weak] = [:]
  /// Navigators whose flow ended or whose tab was removed: left out of checks.
  private var ended: Set<String> = []
  /// What left, to be released.
  private var left: [(name: String, object: Weak)] = []
  private var observations: [NavigationObservation] = []

  // The app: what its scene holds.
  private var window: (any Screen)?
  private var mainCoordinator: ScenarioFlow?
  private var tabs: ScenarioTabs?
  private var tabNames: [String] = []
  private var tabFlows: [String: ScenarioFlow] = [:]
  private var awaiting: [String: (completion: FlowCompletion<String>, task: Task<FlowOutcome<String>, Never>)] = [:]

  private init(host: any ScenarioHost) {
    self.host = host
  }

  /// Runs `scenario` on `host`.
  package static func run(_ scenario: Scenario, on host: any ScenarioHost) async -> Result {
    let run = ScenarioRun(host: host)
    await run.setUp(scenario.setUp)
    for act in scenario.acts {
      await run.perform(act)
      await host.settle()
      run.letGoOfRemovedTabs()
    }
    run.check()
    await run.checkLeaks()
    return Result(outcome: run.outcome, failures: run.failures)
  }

  // MARK: Set-up

  private func setUp(_ setUp: ScenarioSetUp) async {
    switch setUp {
    case .stack(let rootName, let pushed):
      let stack = host.makeWindowStack()
      let navigator = Navigator(host: stack)
      let main = ScenarioFlow(navigator: navigator, root: make(rootName))
      register(navigator, "main", coordinator: main)
      window = stack
      mainCoordinator = main
      main.start()
      for name in pushed { push(name, on: navigator, animated: false) }
    case .tabs(let names):
      let stacks = names.map { _ in host.makeTabStack() }
      let tabBar = host.makeWindowTabBar(stacks)
      track(tabBar, "tabs")
      window = tabBar
      var made: [ScenarioTab] = []
      for (name, stack) in zip(names, stacks) {
        let navigator = Navigator(host: stack)
        let router = Router(navigator: navigator, factory: factory)
        let tab = ScenarioTab(name, router: router) { [weak self] flow in self?.madeRoutedFlow(flow) }
        register(navigator, name, coordinator: tab)
        made.append(tab)
      }
      tabNames = names
      let tabs = ScenarioTabs(tabs: made) { [weak self, host] index in
        guard let self, let tabBar = self.window as? any ContainerScreen else { return }
        _ = host.selectTab(index, of: tabBar)
      }
      self.tabs = tabs
      tabs.start()
    }
    await host.settle()
  }

  private var factory: ScreenFactory<ScenarioRoute> {
    ScreenFactory { [weak self, host] route in
      self?.make(route.description) ?? host.makeScreen(route.description)
    }
  }

  private func madeRoutedFlow(_ flow: ScenarioRoutedFlow) {
    register(flow.navigator, flow.name, coordinator: flow)
    flows[flow.name] = Weak(flow)
  }

  // MARK: Names

  private func track(_ object: any Screen, _ name: String, isScreen: Bool = false) {
    screens.append(Named(name, object, aliases: host.aliases(of: object), isScreen: isScreen))
  }

  private func make(_ name: String) -> any Screen {
    let screen = host.makeScreen(name)
    track(screen, name, isScreen: true)
    return screen
  }

  private func register(_ navigator: Navigator, _ name: String, coordinator: AnyObject) {
    navigators.append((name, Weak(navigator), Weak(coordinator)))
    ended.remove(name)
    track(navigator.host, name)
    navigator.onIssue = { [weak self] issue in self?.outcome.issues.append("\(name): \(issue.kind)") }
    observations.append(
      navigator.observe { [weak self] event in self?.record(event, on: name) })
  }

  private func name(of screen: any Screen) -> String {
    screens.last { $0.stands(for: screen) }?.name ?? "\(type(of: screen))"
  }

  private func screen(named name: String) -> (any Screen)? {
    guard let object = screens.last(where: { $0.isScreen && $0.name == name && $0.object != nil })?.object else {
      failures.append("no screen named \(name)")
      return nil
    }
    return object as? any Screen
  }

  private func navigator(_ name: String) -> Navigator? {
    guard let navigator = navigators.last(where: { $0.name == name })?.navigator.object as? Navigator else {
      failures.append("no navigator named \(name)")
      return nil
    }
    return navigator
  }

  private func coordinator(of name: String) -> (any NavigationCoordinator)? {
    guard
      let coordinator = navigators.last(where: { $0.name == name })?.coordinator.object as? any NavigationCoordinator
    else {
      failures.append("no coordinator for \(name)")
      return nil
    }
    return coordinator
  }

  private func tab(_ name: String) -> ScenarioTab? {
    guard let tab = tabs?.tabs.first(where: { self.name(of: $0.rootScreen) == name }) else {
      failures.append("no routed tab named \(name)")
      return nil
    }
    return tab
  }

  // MARK: Logging

  private func leaveLogger(_ name: String, object: AnyObject) -> @MainActor (LeaveReason) -> Void {
    let weakObject = Weak(object)
    return { [weak self] reason in
      self?.outcome.left.append("\(name): \(reason)")
      if let object = weakObject.object { self?.left.append((name, Weak(object))) }
    }
  }

  private func record(_ event: NavigationEvent, on navigatorName: String) {
    switch event {
    case .didPop(let popped, let reason):
      outcome.events.append("\(navigatorName): didPop([\(popped.map(name(of:)).joined(separator: ", "))]) \(reason)")
      for screen in popped { left.append((name(of: screen), Weak(screen))) }
    case .didDismiss(let screen, let reason):
      outcome.events.append("\(navigatorName): didDismiss(\(name(of: screen))) \(reason)")
      left.append((name(of: screen), Weak(screen)))
    case .didPresent(let screen):
      outcome.events.append("\(navigatorName): didPresent(\(name(of: screen)))")
    case .didShow:
      break
    }
  }

  // MARK: Acts

  private func push(_ name: String, on navigator: Navigator, animated: Bool) {
    let screen = make(name)
    navigator.push(screen, animated: animated, onLeave: leaveLogger(name, object: screen))
  }

  private func fail(_ act: ScenarioAct) {
    failures.append("the \(host.kind) host cannot do \(act)")
  }

  private func perform(_ act: ScenarioAct) async {
    switch act {
    case .push(let name, let on, let animated):
      guard let navigator = navigator(on) else { return }
      push(name, on: navigator, animated: animated)
    case .pop(let on, let animated):
      navigator(on)?.pop(animated: animated)
    case .popTo(let name, let on, let animated):
      guard let navigator = navigator(on), let screen = screen(named: name) else { return }
      navigator.pop(to: screen, animated: animated)
    case .popToRoot(let on, let animated):
      navigator(on)?.popToRoot(animated: animated)
    case .setScreens(let names, let on, let animated):
      guard let navigator = navigator(on) else { return }
      navigator.setScreens(names.map { existingOrNew($0, in: navigator) }, animated: animated)
    case .present(let name, let on, let animated):
      guard let navigator = navigator(on) else { return }
      let screen = make(name)
      navigator.present(screen, animated: animated, onLeave: leaveLogger(name, object: screen))
    case .dismiss(let on, let animated):
      navigator(on)?.dismiss(animated: animated)
    case .setGuard(let name, let on, let allows):
      guard let navigator = navigator(on), let screen = screen(named: name) else { return }
      navigator.setLeaveGuard(for: screen) { [weak self] reason in
        self?.outcome.asked.append("\(name): \(reason)")
        return allows
      }
      host.leaveGuardWasSet(on: navigator.host)
    case .pushAwaiting(let name, let on):
      guard let navigator = navigator(on) else { return }
      await pushAwaiting(name, on: navigator)
    case .complete(let name, let value):
      guard let completion = awaiting[name]?.completion else { return failures.append("nothing awaits \(name)") }
      completion.complete(value, animated: false)
    case .awaitOutcome(let name):
      guard let task = awaiting[name]?.task else { return failures.append("nothing awaits \(name)") }
      switch await task.value {
      case .completed(let value): outcome.left.append("outcome \(name): completed(\(value))")
      case .left(let reason): outcome.left.append("outcome \(name): left(\(reason))")
      }
      awaiting[name] = nil
    case .routerPush(let name, let tabName):
      guard let tab = tab(tabName) else { return }
      tab.router.push(.screen(name), animated: false, onLeave: routeLeaveLogger(name))
    case .routerPresent(let name, let tabName):
      guard let tab = tab(tabName) else { return }
      tab.router.present(.sheet(name), animated: false, onLeave: routeLeaveLogger(name))
    case .open(let routes):
      guard let tabs else { return failures.append("no tabs to open \(routes) at") }
      tabs.open(routes, animated: false)
    case .restore(let tabName, let routes):
      tab(tabName)?.restore(RouterState(routes: [.root(tabName)] + routes))
    case .pushFlow(let name, let on):
      guard let parent = coordinator(of: on) else { return }
      let flow = ScenarioFlow(navigator: parent.navigator, root: make(name))
      flows[name] = Weak(flow)
      parent.pushCoordinator(flow, animated: false, onLeave: flowLogger(name, flow))
    case .presentFlow(let name, let on):
      guard let parent = coordinator(of: on) else { return }
      let navigator = Navigator(host: parent.navigator.host.makeStack())
      let flow = ScenarioFlow(navigator: navigator, root: make(name + "Root"))
      register(navigator, name, coordinator: flow)
      flows[name] = Weak(flow)
      parent.presentCoordinator(flow, animated: false, onLeave: flowLogger(name, flow))
    case .presentTabs(let name, let names, let on):
      guard let parent = coordinator(of: on) else { return }
      let presenter = parent.navigator.host
      var madeTabs: [ScenarioFlow] = []
      for tabName in names {
        let stack = presenter.makeStack()
        host.willDrawTabStack(stack)
        let navigator = Navigator(host: stack)
        let flow = ScenarioFlow(navigator: navigator, root: make(tabName))
        register(navigator, tabName, coordinator: flow)
        madeTabs.append(flow)
      }
      let tabBar = presenter.makeTabBar(madeTabs.map(\.navigator.host))
      track(tabBar, name)
      let flow = ScenarioTabsFlow(navigator: parent.navigator, tabBar: tabBar, tabs: madeTabs)
      flows[name] = Weak(flow)
      parent.presentCoordinator(flow, animated: false, onLeave: flowLogger(name, flow, tabs: names))
    case .finishFlow(let name):
      guard let flow = flows[name]?.object as? any NavigationCoordinator else {
        return failures.append("no flow named \(name)")
      }
      flow.finish(animated: false)
    case .tapBack(let on):
      guard let navigator = navigator(on) else { return }
      if !host.tapBackButton(on: navigator.host) { fail(act) }
    case .swipe(let on, let fromContent, let completes):
      guard let navigator = navigator(on) else { return }
      if !host.swipeBack(on: navigator.host, fromContent: fromContent, completes: completes) { fail(act) }
    case .pullDown(let on, let completes):
      guard let navigator = navigator(on) else { return }
      if !host.pullDown(presentedBy: navigator.host, completes: completes) { fail(act) }
    case .tapTab(let index):
      guard let tabBar = window as? any ContainerScreen, host.tapTab(index, of: tabBar) else { return fail(act) }
    case .selectTab(let index):
      guard let tabBar = window as? any ContainerScreen, host.selectTab(index, of: tabBar) else { return fail(act) }
    case .foreignSetScreens(let names, let on):
      guard let navigator = navigator(on) else { return }
      let screens = names.map { existingOrNew($0, in: navigator) }
      if !host.foreignSetScreens(screens, on: navigator.host) { fail(act) }
    case .setTabs(let names):
      setTabs(names, act: act)
    case .screenPresents(let name, let presentedName):
      guard let screen = screen(named: name) else { return }
      if !host.present(make(presentedName), by: screen) { fail(act) }
    case .setModalInPresentation(let name):
      guard let screen = screen(named: name) else { return }
      if !host.setModalInPresentation(screen) { fail(act) }
    case .synchronize:
      for entry in navigators { (entry.navigator.object as? Navigator)?.synchronize() }
    case .check:
      check()
    }
  }

  private func existingOrNew(_ name: String, in navigator: Navigator) -> any Screen {
    navigator.screens.last { self.name(of: $0) == name } ?? make(name)
  }

  private func routeLeaveLogger(_ name: String) -> @MainActor (LeaveReason) -> Void {
    { [weak self] reason in self?.outcome.left.append("\(name): \(reason)") }
  }

  private func flowLogger(_ name: String, _ flow: AnyObject, tabs: [String] = []) -> @MainActor (LeaveReason) -> Void {
    let weakFlow = Weak(flow)
    return { [weak self] reason in
      guard let self else { return }
      outcome.left.append("flow \(name): \(reason)")
      ended.insert(name)
      ended.formUnion(tabs)
      if let flow = weakFlow.object { left.append(("flow \(name)", Weak(flow))) }
    }
  }

  private func pushAwaiting(_ name: String, on navigator: Navigator) async {
    let screen = make(name)
    let completion = FlowCompletion<String>()
    let task = Task { await navigator.push(screen, animated: false, completing: completion) }
    awaiting[name] = (completion, task)
    for _ in 0..<100 where navigator.topScreen !== screen {
      await Task.yield()
    }
    if navigator.topScreen !== screen { failures.append("the awaited push of \(name) never came") }
  }

  private func setTabs(_ names: [String], act: ScenarioAct) {
    guard let tabBar = window as? any ContainerScreen, tabs != nil else { return fail(act) }
    var stacks: [any NavigationHost] = []
    for name in names {
      if let kept = navigators.last(where: { $0.name == name })?.navigator.object as? Navigator, tabNames.contains(name)
      {
        stacks.append(kept.host)
        continue
      }
      let stack = host.makeTabStack()
      let navigator = Navigator(host: stack)
      let flow = ScenarioFlow(navigator: navigator, root: make(name))
      register(navigator, name, coordinator: flow)
      tabFlows[name] = flow
      stacks.append(stack)
    }
    guard host.setTabs(stacks, of: tabBar) else { return fail(act) }
    for removed in tabNames where !names.contains(removed) { ended.insert(removed) }
    removedTabs = tabNames.filter { !names.contains($0) }
    for name in names { tabFlows[name]?.start() }
    tabNames = names
  }

  /// The tabs taken off by the last act, whose coordinators the app still holds.
  private var removedTabs: [String] = []

  /// The app lets go of the removed tabs' coordinators once the act is over: UIKit tells no one of a tab taken off
  /// (R29), and the adapter ends its screens at the next turn of the run loop, which needs the tab's navigator then.
  private func letGoOfRemovedTabs() {
    guard let tabs else { return }
    for removed in removedTabs {
      if let tab = tabs.tabs.first(where: { name(of: $0.rootScreen) == removed }) {
        tabs.removeChild(tab)
        tabs.tabs.removeAll { $0 === tab }
      }
      tabFlows[removed] = nil
    }
    removedTabs = []
  }

  // MARK: Checks

  private func check() {
    for entry in navigators where !ended.contains(entry.name) {
      guard let navigator = entry.navigator.object as? Navigator else { continue }
      let stack = navigator.screens.map(name(of:)).joined(separator: " > ")
      let presented = navigator.presentedScreen.map { " | " + name(of: $0) } ?? ""
      outcome.checks.append("\(entry.name): \(stack.isEmpty ? "(empty)" : stack)\(presented)")
    }
    if !tabNames.isEmpty, let tabBar = window as? any ContainerScreen {
      let selected = host.selectedTab(of: tabBar).map { tabNames.indices.contains($0) ? tabNames[$0] : "\($0)" }
      outcome.checks.append("tab: \(selected ?? "none")")
    }
  }

  private func checkLeaks() async {
    awaiting = [:]
    await host.settle()
    var onScreen: [AnyObject] = []
    for entry in navigators {
      guard let navigator = entry.navigator.object as? Navigator else { continue }
      onScreen += navigator.screens.map { $0 as AnyObject }
      if let presented = navigator.presentedScreen { onScreen.append(presented) }
    }
    var seen: Set<String> = []
    for entry in left {
      guard let object = entry.object.object, !onScreen.contains(where: { $0 === object }),
        seen.insert(entry.name).inserted
      else { continue }
      outcome.leaked.append(entry.name)
    }
  }
}

/// How a row went on one host: what disagrees with the expected answer, and what leaked.
package struct ScenarioVerdict: Sendable {
  /// The acts the host could not do and each part of the outcome that differs from the row's answer for the host,
  /// one line each, the whole outcome last; empty when the row passed.
  package let mismatches: [String]
  /// The screens and flows that left and were not released.
  package let leaks: [String]

  /// Everything a test records as failed: each mismatch, then each leak.
  package var problems: [String] {
    mismatches + leaks.map { "\($0) left and was not released" }
  }

  /// Runs `scenario` on `host` and compares what followed with the row's answer for the host.
  @MainActor
  package static func of(_ scenario: Scenario, on host: any ScenarioHost) async -> ScenarioVerdict {
    let expected = scenario.expected(on: host.kind)
    let result = await ScenarioRun.run(scenario, on: host)
    var mismatches = result.failures + result.outcome.mismatches(against: expected)
    if !mismatches.isEmpty {
      mismatches.append("\(scenario.name) on \(host.kind), the whole outcome: \(result.outcome)")
    }
    let leaks = result.outcome.leaked.filter { !expected.leaked.contains($0) }
    return ScenarioVerdict(mismatches: mismatches, leaks: leaks)
  }
}
