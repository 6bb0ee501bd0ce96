import Foundation
import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Seeded random sequences of every operation — navigator calls, direct host calls, swipes from the edge and the
/// content area with their settle animations and re-grabs, interactive pushes, sheets shared by the tabs, tabs whose
/// deferred show callbacks arrive when they are selected again, manual transitions, closures that navigate —
/// checked against ``StackModel`` and the invariants after every step.
///
/// Replay a failing seed with `NAVIGATORKIT_SEED=<seed> swift test --filter ModelBasedTests`; soak with
/// `NAVIGATORKIT_SOAK_SEEDS=100000 swift test --filter ModelBasedTests`.
@MainActor
@Suite struct ModelBasedTests {
  static let steps = 200

  static var seeds: [UInt64] { randomizedTestSeeds(count: 1_000, offset: 17) }

  @Test func randomSequencesMatchTheModel() {
    var failures = 0
    for seed in Self.seeds {
      var run = RandomRun(seed: seed)
      if let failure = run.execute(steps: Self.steps) {
        failures += 1
        Issue.record(
          """
          Seed \(seed) failed at step \(failure.step): \(failure.message)
          Replay: NAVIGATORKIT_SEED=\(seed) swift test --filter ModelBasedTests
          Last steps:
          \(failure.trace.suffix(12).joined(separator: "\n"))
          """)
        if failures >= 3 { break }
      }
    }
  }
}

extension ModelBasedTests {
  /// `for await event in navigator.events` hears what a callback observer hears, event for event, over the first 100
  /// seeds of the randomized run — both tabs, every kind of step — and the sequence ends once the navigator is gone.
  @Test func theEventsSequenceMatchesTheCallbackObserverOverRandomRuns() async {
    final class Sink {
      var events: [String] = []
      var ended = false
    }
    for seed in Self.seeds.prefix(100) {
      var callbacks: [[String]] = [[], []]
      let sinks = [Sink(), Sink()]
      var readers: [Task<Void, Never>] = []
      do {
        var run = RandomRun(seed: seed)
        var observations: [NavigationObservation] = []
        for (index, tab) in run.tabs.enumerated() {
          let stream = tab.navigator.events
          let sink = sinks[index]
          readers.append(
            Task { @MainActor in
              for await event in stream { sink.events.append(event.description) }
              sink.ended = true
            })
          observations.append(tab.navigator.observe { callbacks[index].append($0.description) })
        }
        if let failure = run.execute(steps: Self.steps) {
          Issue.record("Seed \(seed) failed at step \(failure.step): \(failure.message)")
          return
        }
        observations.forEach { $0.cancel() }
      }
      // The run, and with it both navigators, is gone: each sequence ends once its loop has read what was buffered.
      for _ in 0..<1_000 where !sinks.allSatisfy(\.ended) {
        await Task.yield()
      }
      readers.forEach { $0.cancel() }
      for index in 0..<2 where sinks[index].events != callbacks[index] || !sinks[index].ended {
        // One seed's report is enough: the rest would repeat it.
        Issue.record(
          """
          Seed \(seed), tab \(index): the sequence \(sinks[index].ended ? "ended" : "did not end") and differs from \
          the callback observer at event \(zip(sinks[index].events, callbacks[index]).prefix { $0 == $1 }.count) \
          (\(sinks[index].events.count) against \(callbacks[index].count) events).
          Replay: NAVIGATORKIT_SEED=\(seed) swift test --filter ModelBasedTests
          """)
        return
      }
    }
  }
}

/// One seeded run over a tab bar with two tabs, each with a navigator and an app coordinator.
@MainActor
struct RandomRun {
  struct Failure {
    let step: Int
    let message: String
    let trace: [String]
  }

  @MainActor
  final class Tab {
    let host: HeadlessNavigationController
    let navigator: Navigator
    let app: FlowCoordinator
    var model: StackModel
    /// A swipe whose finger lifted, kept so that the person can grab it again while it settles.
    var settlingSwipe: InteractiveTransition?

    init(
      index: Int, rootID: Int, manual: Bool, didShowFirst: Bool, objects: ObjectTable,
      shared: SharedPresentation
    ) {
      let root = objects.make(rootID)
      host = HeadlessNavigationController("Tab\(index)", root: root)
      host.transitionMode = manual ? .manual : .immediate
      host.readings.didShowPrecedesCompletion = didShowFirst
      navigator = Navigator(host: host)
      app = FlowCoordinator("Tab\(index)", navigator: navigator, root: root)
      model = StackModel(root: rootID, isManual: manual, index: index, shared: shared)
    }
  }

  var rng: SplitMix64
  let objects = ObjectTable()
  let tabs: [Tab]
  let tabBar: HeadlessTabBarController
  let shared = SharedPresentation()
  let recorder = Recorder()
  var expectedLog: [String] = []
  var expectedIssues: [NavigationIssue.Kind] = []
  var trace: [String] = []
  let verbose = ProcessInfo.processInfo.environment["NAVIGATORKIT_TRACE"] != nil

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    let manual = rng.chance(50)
    let didShowFirst = rng.chance(50)
    let (objects, shared) = (self.objects, self.shared)
    tabs = (0..<2).map {
      Tab(
        index: $0, rootID: objects.nextID(), manual: manual, didShowFirst: didShowFirst,
        objects: objects, shared: shared)
    }
    tabBar = HeadlessTabBarController(tabs: tabs.map(\.host))
    for tab in tabs {
      tab.navigator.onIssue = { [recorder] in recorder.issues.append($0.kind) }
    }
    tabs[1].model.leaveWindow()
  }

  mutating func execute(steps: Int) -> Failure? {
    for step in 0..<steps {
      let tabIndex = rng.chance(80) ? tabBar.selectedIndex : Int.random(in: 0..<tabs.count, using: &rng)
      performRandomOperation(on: tabs[tabIndex], index: tabIndex)
      if verbose {
        let tab = tabs[tabIndex]
        print(
          "\(step) \(trace.last ?? "") | real \(tab.host.screens.map(objects.id(of:))) q\(tab.navigator.queuedCommandCount)"
            + " | model \(tab.model.stack) q\(tab.model.queue.count) | log \(recorder.log.suffix(3))")
      }
      if let message = check() {
        return Failure(step: step, message: message, trace: trace)
      }
    }
    // Settle everything; every closure that is due must have run.
    for (index, tab) in tabs.enumerated() {
      while tab.host.isTransitioning {
        tab.host.completeTransition()
        tab.model.completeTransition(log: &expectedLog, issues: &expectedIssues)
      }
      tab.navigator.synchronize()
      tab.model.hostNotified(log: &expectedLog, issues: &expectedIssues)
      trace.append("tab\(index): settle")
    }
    if let message = check() { return Failure(step: steps, message: message, trace: trace) }
    return nil
  }

  // MARK: Operations

  private mutating func performRandomOperation(on tab: Tab, index: Int) {
    let settled = !tab.host.isTransitioning && tab.navigator.queuedCommandCount == 0
    let roll = Int.random(in: 0..<100, using: &rng)
    let animated = rng.chance(60)
    var note = ""
    defer { trace.append("tab\(index): \(note)") }

    if tab.host.isTransitioning && !tab.model.inFlight {
      note = "(interactive transition left open)"
      return
    }
    if let swipe = tab.settlingSwipe, swipe.state == .settling, roll >= 90 {
      // R10a: the person grabs the screen again during the settle animation, then lets go once more.
      note = "swipe grabbed again while settling"
      swipe.interrupt()
      tab.model.interactionRegrabbed()
      lift(swipe, on: tab, finishing: rng.chance(50))
      return
    }
    if tab.model.inFlight && roll < 35 {
      note = "completeTransition()"
      tab.host.completeTransition()
      tab.model.completeTransition(log: &expectedLog, issues: &expectedIssues)
      return
    }
    switch roll {
    case 0..<20:
      let id = objects.nextID()
      let screen = objects.make(id)
      if rng.chance(8) {
        let spawn = objects.nextID()
        note = "push(s\(id), animated: \(animated)) whose onPop pushes s\(spawn) on the host directly"
        tab.navigator.push(screen, animated: animated) { [recorder, objects, weak host = tab.host] in
          recorder.log.append("pop:s\(id)")
          host?.push(objects.make(spawn), animated: false)
        }
        navigatorCall(tab, .push(id, animated: animated, closure: .logAndPushOnHost("pop:s\(id)", spawn: spawn)))
      } else if rng.chance(15) {
        let spawn = objects.nextID()
        let spawnAnimated = rng.chance(50)
        note = "push(s\(id), animated: \(animated)) whose onPop pushes s\(spawn)"
        tab.navigator.push(screen, animated: animated) { [recorder, objects, weak navigator = tab.navigator] in
          recorder.log.append("pop:s\(id)")
          navigator?.push(objects.make(spawn), animated: spawnAnimated) { recorder.log.append("pop:s\(spawn)") }
        }
        navigatorCall(
          tab, .push(id, animated: animated, closure: .logAndPush("pop:s\(id)", spawn: spawn, animated: spawnAnimated)))
      } else {
        note = "push(s\(id), animated: \(animated))"
        tab.navigator.push(screen, animated: animated) { [recorder] in recorder.log.append("pop:s\(id)") }
        navigatorCall(tab, .push(id, animated: animated, closure: .log("pop:s\(id)")))
      }
    case 20..<26:
      let id = objects.nextID()
      note = "pushCoordinator(c\(id), animated: \(animated))"
      let child = FlowCoordinator("c\(id)", navigator: tab.navigator, root: objects.make(id))
      tab.app.pushCoordinator(child, animated: animated) { [recorder] in recorder.log.append("finish:c\(id)") }
      navigatorCall(tab, .push(id, animated: animated, closure: .log("finish:c\(id)")))
    case 26..<34:
      note = "pop(animated: \(animated))"
      tab.navigator.pop(animated: animated)
      navigatorCall(tab, .pop(animated: animated))
    case 34..<40:
      let target = rng.chance(10) ? objects.nextID() : tab.model.stack.randomElement(using: &rng)!
      note = "pop(to: s\(target), animated: \(animated))"
      tab.navigator.pop(to: objects.make(target), animated: animated)
      navigatorCall(tab, .popTo(target, animated: animated))
    case 40..<44:
      note = "popToRoot(animated: \(animated))"
      tab.navigator.popToRoot(animated: animated)
      navigatorCall(tab, .popToRoot(animated: animated))
    case 44..<50:
      let ids = randomStack(from: tab.model.stack)
      note = "setScreens(\(ids.map { "s\($0)" }), animated: \(animated))"
      tab.navigator.setScreens(ids.map(objects.make), animated: animated)
      navigatorCall(tab, .setScreens(ids, animated: animated))
    case 50..<54:
      let existing = tab.model.stack.randomElement(using: &rng)!
      // Misuse when it runs at once; fine if a queued pop removes the screen first.
      note = "push(existing s\(existing))"
      let line = "pop-again:s\(existing)"
      tab.navigator.push(objects.make(existing), animated: animated) { [recorder] in recorder.log.append(line) }
      navigatorCall(tab, .push(existing, animated: animated, closure: .log(line)))
    case 54..<60:
      let id = objects.nextID()
      note = "present(s\(id), animated: \(animated))"
      tab.navigator.present(objects.make(id), animated: animated) { [recorder] in recorder.log.append("dismiss:s\(id)")
      }
      navigatorCall(tab, .present(id, animated: animated, onDismiss: "dismiss:s\(id)"))
    case 60..<64:
      note = "dismiss(animated: \(animated))"
      tab.navigator.dismiss(animated: animated)
      navigatorCall(tab, .dismiss(animated: animated))
    case 64..<67:
      note = "synchronize()"
      tab.navigator.synchronize()
      tab.model.hostNotified(log: &expectedLog, issues: &expectedIssues)
    case 67..<70:
      let selected = 1 - tabBar.selectedIndex
      note = "select tab \(selected)"
      tabBar.selectedIndex = selected
      // The tab that leaves the window first; the one selected then announces what changed while it was away.
      for (i, t) in tabs.enumerated() where i != selected { t.model.leaveWindow() }
      tabs[selected].model.enterWindow(log: &expectedLog, issues: &expectedIssues)
    default:
      guard settled else {
        note = "(direct host call skipped: tab is transitioning)"
        return
      }
      note = performDirectHostCall(on: tab, roll: roll, animated: animated)
    }
  }

  private mutating func performDirectHostCall(on tab: Tab, roll: Int, animated: Bool) -> String {
    let host = tab.host
    let stack = tab.model.stack
    let showsPop = stack.count > 1
    switch roll {
    case 70..<76:
      // Any tab's presentation covers the tab bar, and with it this tab's back button.
      guard host.isInWindow, shared.presented == nil, showsPop else { return "tapBackButton() ignored" }
      host.tapBackButton()
      changeStack(tab, to: Array(stack.dropLast()), showsTop: true, animated: true)
      return "tapBackButton()"
    case 76..<81:
      let fromContent = rng.chance(30)
      guard let swipe = fromContent ? host.beginInteractiveContentPop() : host.beginInteractivePop() else {
        return "swipe refused"
      }
      tab.model.interactionBegan(changingTo: Array(stack.dropLast()))
      swipe.update(progress: Double.random(in: 0...1, using: &rng))
      let finishing = rng.chance(50)
      lift(swipe, on: tab, finishing: finishing)
      return "\(fromContent ? "content" : "edge") swipe \(finishing ? "finished" : "cancelled")"
    case 81..<84:
      let id = objects.nextID()
      guard let push = host.beginInteractivePush(objects.make(id)) else { return "interactive push refused" }
      tab.model.interactionBegan(changingTo: stack + [id])
      let finishing = rng.chance(50)
      lift(push, on: tab, finishing: finishing)
      return "interactive push of s\(id) \(finishing ? "finished" : "cancelled")"
    case 84..<87:
      host.pop(animated: animated)
      changeStack(tab, to: showsPop ? Array(stack.dropLast()) : stack, showsTop: showsPop, animated: animated)
      return "host.pop(animated: \(animated))"
    case 87..<89:
      host.popToRoot(animated: animated)
      changeStack(tab, to: [stack[0]], showsTop: showsPop, animated: animated)
      return "host.popToRoot(animated: \(animated))"
    case 89..<91:
      let ids = randomStack(from: stack, allowMisuse: false)
      host.setScreens(ids.map(objects.make), animated: animated)
      changeStack(tab, to: ids, showsTop: ids.last != stack.last, animated: animated)
      return "host.setScreens(\(ids.map { "s\($0)" }), animated: \(animated))"
    case 91..<93:
      let id = objects.nextID()
      host.push(objects.make(id), animated: animated)
      changeStack(tab, to: stack + [id], showsTop: true, animated: animated)
      return "host.push(s\(id), animated: \(animated))"
    case 93..<96:
      // The sheet covers the tab bar; it belongs to the tab that presented it, which runs the pull-down and hears its end.
      guard let presenter = shared.presenterTab, let pull = tabBar.beginInteractiveDismiss() else {
        return "beginInteractiveDismiss() refused"
      }
      let finishing = rng.chance(60)
      if finishing { pull.finish() } else { pull.cancel() }
      tabs[presenter].model.pullDownLifted(finishing: finishing, log: &expectedLog, issues: &expectedIssues)
      return "sheet of tab\(presenter) pull \(finishing ? "finished" : "cancelled")"
    case 96..<98:
      if tab.model.presented == nil {
        let id = objects.nextID()
        host.presentScreen(objects.make(id), animated: animated, completion: nil)
        tab.model.hostPresented(id, animated: animated, log: &expectedLog, issues: &expectedIssues)
        return "host.presentScreen(s\(id), animated: \(animated))"
      }
      host.dismissPresentedScreen(animated: animated, completion: nil)
      tab.model.hostDismissed(animated: animated, log: &expectedLog, issues: &expectedIssues)
      return "host.dismissPresentedScreen(animated: \(animated))"
    default:
      let selected = tabBar.selectedTab === host
      guard selected else { return "tab re-tap skipped: not selected" }
      tabBar.tapSelectedTab()
      changeStack(tab, to: [stack[0]], showsTop: showsPop, animated: true)
      return "tapSelectedTab()"
    }
  }

  /// Lifts the finger of an interactive stack transition; in manual mode, keeps it for a later re-grab.
  private mutating func lift(_ transition: InteractiveTransition, on tab: Tab, finishing: Bool) {
    if finishing { transition.finish() } else { transition.cancel() }
    tab.settlingSwipe = transition.state == .settling ? transition : nil
    tab.model.interactionLifted(finishing: finishing, log: &expectedLog, issues: &expectedIssues)
  }

  private mutating func navigatorCall(_ tab: Tab, _ command: StackModel.Command) {
    tab.model.navigatorCall(command, log: &expectedLog, issues: &expectedIssues)
  }

  private mutating func changeStack(_ tab: Tab, to stack: [Int], showsTop: Bool, animated: Bool) {
    tab.model.hostChangedStack(
      to: stack, showsTop: showsTop, animated: animated, log: &expectedLog, issues: &expectedIssues)
  }

  /// A new stack built from the current one: some screens kept (possibly reordered), some new; now and then
  /// empty or with a duplicate, which is misuse.
  private mutating func randomStack(from stack: [Int], allowMisuse: Bool = true) -> [Int] {
    if allowMisuse && rng.chance(8) { return [] }
    var ids = stack.filter { _ in rng.chance(60) }
    if rng.chance(30) { ids.shuffle(using: &rng) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) { ids.append(objects.nextID()) }
    if ids.isEmpty { ids = [objects.nextID()] }
    if allowMisuse && rng.chance(6) { ids.append(ids[0]) }
    return ids
  }

  // MARK: Checks

  private func check() -> String? {
    if recorder.log != expectedLog {
      return "closures ran \(recorder.log.suffix(8)), the model expects \(expectedLog.suffix(8))"
    }
    if recorder.issues != expectedIssues {
      return "issues \(recorder.issues.suffix(5)), the model expects \(expectedIssues.suffix(5))"
    }
    for (index, tab) in tabs.enumerated() {
      if tab.host.isTransitioning != tab.model.inFlight {
        return "tab\(index): host transitioning \(tab.host.isTransitioning), model \(tab.model.inFlight)"
      }
      if tab.navigator.queuedCommandCount != tab.model.queue.count {
        return "tab\(index): \(tab.navigator.queuedCommandCount) queued, the model has \(tab.model.queue.count)"
      }
      let ids = tab.host.screens.map { objects.id(of: $0) }
      if ids != tab.model.stack {
        return "tab\(index): stack \(ids), the model has \(tab.model.stack)"
      }
      if tab.host.presentedScreen.map(objects.id(of:)) != tab.model.presented {
        return "tab\(index): presented differs from the model"
      }
      if !tab.host.exceptions.isEmpty {
        return "tab\(index): the navigator made UIKit raise \(tab.host.exceptions)"
      }
      // Changes the host told nobody about (off the window, a direct dismissal) wait for the next call.
      guard tab.model.isReconciled else { continue }
      if let broken = tab.navigator.checkInvariants().first {
        return "tab\(index): invariant: \(broken)"
      }
      if !tab.model.inFlight, let broken = tab.app.checkTreeInvariants().first {
        return "tab\(index): tree invariant: \(broken)"
      }
    }
    return nil
  }
}

/// Closures log here; a class so that closures can capture it.
@MainActor
final class Recorder {
  var log: [String] = []
  var issues: [NavigationIssue.Kind] = []
}

/// Numbered screens, created on demand and looked up by number.
@MainActor
final class ObjectTable {
  private var next = 0
  private var screens: [Int: HeadlessScreen] = [:]
  private var ids: [ObjectIdentifier: Int] = [:]

  func nextID() -> Int {
    next += 1
    return next
  }

  func make(_ id: Int) -> HeadlessScreen {
    if let screen = screens[id] { return screen }
    let screen = HeadlessScreen("s\(id)")
    screens[id] = screen
    ids[ObjectIdentifier(screen)] = id
    return screen
  }

  func id(of screen: any Screen) -> Int { ids[ObjectIdentifier(screen)] ?? -1 }
}
