import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Deep stacks: from 64 screens the navigator checks pushes against a set of the screens on the stack instead of
/// scanning it, and drops the set again below 32. The behaviour must not change across those depths.
@MainActor
@Suite struct DeepStackTests {
  /// A navigator over a headless stack with a root, the issues it reported, and how often each screen's `onPop` ran.
  @MainActor
  final class Deep {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator: Navigator
    var issues: [NavigationIssue.Kind] = []
    var pops: [ObjectIdentifier: Int] = [:]

    init() {
      navigator = Navigator(host: host)
      navigator.onIssue = { [unowned self] issue in issues.append(issue.kind) }
    }

    @discardableResult
    func push(_ name: String) -> HeadlessScreen {
      let screen = HeadlessScreen(name)
      push(screen)
      return screen
    }

    func push(_ screen: HeadlessScreen) {
      let id = ObjectIdentifier(screen)
      navigator.push(screen, animated: false) { [unowned self] in pops[id, default: 0] += 1 }
    }

    func expectConsistent(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(navigator.checkInvariants() == [], sourceLocation: sourceLocation)
    }
  }

  @Test func aDeepStackRefusesScreensAlreadyOnItAtEveryDepth() {
    let deep = Deep()
    var pushed: [HeadlessScreen] = []
    for index in 1..<100 {
      pushed.append(deep.push("S\(index)"))
      deep.expectConsistent()
    }
    #expect(deep.navigator.screens.count == 100)
    // Every screen of a stack deep enough to be checked through the set.
    for screen in pushed {
      deep.push(screen)
    }
    #expect(deep.issues.count == pushed.count && deep.issues.allSatisfy { $0 == .screenAlreadyInStack })
    #expect(deep.navigator.screens.count == 100)
    #expect(deep.host.exceptions.isEmpty)

    // Back below the depth where the set is dropped, through single pops: still refused, still consistent.
    while deep.navigator.screens.count > 20 {
      deep.navigator.pop(animated: false)
      deep.expectConsistent()
    }
    deep.issues.removeAll()
    for screen in pushed.prefix(19) {
      deep.push(screen)
    }
    #expect(deep.issues.count == 19 && deep.issues.allSatisfy { $0 == .screenAlreadyInStack })

    // A screen that left the stack can be pushed again, at any depth.
    deep.navigator.popToRoot(animated: false)
    deep.expectConsistent()
    #expect(pushed.allSatisfy { deep.pops[ObjectIdentifier($0)] == 1 })
    deep.issues.removeAll()
    for screen in pushed {
      deep.push(screen)
    }
    #expect(deep.issues.isEmpty)
    #expect(deep.navigator.screens.count == 100)
    deep.expectConsistent()
  }

  @Test func aDeepStackChangedOnTheHostDirectlyKeepsTheClosuresOfScreensThatStayed() {
    let deep = Deep()
    let pushed = (1..<80).map { deep.push("S\($0)") }
    // Drop every third screen, and move the top screen to the middle, behind the navigator's back.
    var changed: [any Screen] = [deep.host.screens[0]]
    changed += pushed.enumerated().filter { $0.offset % 3 != 0 && $0.offset != 78 }.map(\.element)
    changed.insert(pushed[78], at: 40)
    deep.host.setScreens(changed, animated: false)
    deep.navigator.synchronize()
    deep.expectConsistent()

    let gone = pushed.enumerated().filter { $0.offset % 3 == 0 && $0.offset != 78 }.map(\.element)
    #expect(gone.allSatisfy { deep.pops[ObjectIdentifier($0)] == 1 })
    #expect(deep.pops.count == gone.count)
    // Refused: a screen that stayed, the one that moved. Accepted: one that left.
    deep.push(pushed[1])
    deep.push(pushed[78])
    deep.push(gone[3])
    #expect(deep.issues == [.screenAlreadyInStack, .screenAlreadyInStack])
    #expect(deep.navigator.topScreen === gone[3])
    deep.expectConsistent()

    // Every screen that stayed still has its closure.
    deep.navigator.popToRoot(animated: false)
    #expect(pushed.allSatisfy { deep.pops[ObjectIdentifier($0)] == ($0 === gone[3] ? 2 : 1) })
  }

  /// A seeded walk up and down across both depths where the navigator switches between scanning and the set, with
  /// pushes of new and already-stacked screens, pops, pops to a screen, and pops made on the host directly.
  @Test func aWalkAcrossTheSwitchingDepthsRunsEveryOnPopOnce() {
    var rng = SplitMix64(seed: 2_026)
    let deep = Deep()
    var everPushed: [HeadlessScreen] = []
    /// How many times each screen entered the stack through an accepted push.
    var entered: [ObjectIdentifier: Int] = [:]
    var refusals = 0
    var deepest = 0
    for step in 0..<3_000 {
      let depth = deep.navigator.screens.count
      deepest = max(deepest, depth)
      // Drift up for 250 steps, then down for 250, so the walk crosses 32 and 64 several times each way.
      let pushes = (step / 250) % 2 == 0 ? 70 : 35
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < pushes {
        let screen = deep.push("S\(step)")
        everPushed.append(screen)
        entered[ObjectIdentifier(screen), default: 0] += 1
      } else if roll < pushes + 5 {
        let screen = everPushed.randomElement(using: &rng) ?? HeadlessScreen("New")
        if deep.navigator.screens.contains(where: { $0 === screen }) {
          refusals += 1
        } else {
          entered[ObjectIdentifier(screen), default: 0] += 1
        }
        deep.push(screen)
      } else if depth > 1 && roll < pushes + 7 {
        // One of the five screens under the top: a pop to a random screen would rarely let the stack get deep.
        let target = Int.random(in: max(0, depth - 6)..<(depth - 1), using: &rng)
        deep.navigator.pop(to: deep.navigator.screens[target], animated: false)
      } else if depth > 1 && roll < pushes + 15 {
        deep.host.pop(animated: false)
      } else if depth > 1 {
        deep.navigator.pop(animated: false)
      }
      deep.expectConsistent()
      #expect(deep.issues.count == refusals)
    }
    deep.navigator.popToRoot(animated: false)
    #expect(deepest > 2 * 64)
    #expect(refusals > 0)
    // Every screen left the stack exactly as often as it entered it.
    #expect(deep.pops == entered)
  }
}
