import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Random runs of the person's exits and the app's commands over the path host, with the invariants checked after
/// every step and when everything settled. A failing seed replays with `NAVIGATORKIT_SEED=<seed>`.
@MainActor
@Suite struct RandomizedPathHostTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: randomizedTestSeeds(count: 40, offset: 0x5_1F7))
  func personExitsAndAppWritesKeepEveryPromise(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    run(seed: seed, rng: &rng, base: rng.chance(50) ? .iOS26 : .iOS16_1Through18)
  }

  /// iOS 16.0, whose cancelled swipe leaves the path shortened for good (S2): what SwiftUI shows may then differ from
  /// the path, but every screen still leaves once, and never while the host holds it.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: randomizedTestSeeds(count: 20, offset: 0x16_0))
  func onIOS16_0EveryScreenStillLeavesOnce(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    run(seed: seed, rng: &rng, base: .iOS16_0)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private func run(
    seed: UInt64, rng: inout SplitMix64, base: HeadlessNavigationStack<NavigationPathElement>.Behavior
  ) {
    var behavior = base
    behavior.swipeCommitWrite = rng.chance(50) ? .whenReleased : .whenAnimationEnds
    behavior.overlappingPopWrites = rng.chance(50) ? .onePerPop : .merged
    behavior.appWriteDuringTransition = rng.chance(70) ? .dropped : .appliedAfterTransition
    behavior.reportsUpdateLoops = true  // S6: iOS 26's rule, held on every version
    let app = PathFixture(behavior: behavior)
    app.start("S0")
    var pushed: [String] = ["S0"]
    var leaves: [String: Int] = [:]
    var next = 1
    let record = { (name: String) in leaves[name, default: 0] += 1 }
    // The fixture logs leaves as "name:reason"; count them by name.
    var logged = 0
    func takeLeaves() {
      for entry in app.left.dropFirst(logged) { record(String(entry.prefix { $0 != ":" })) }
      logged = app.left.count
    }

    for step in 0..<120 {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<22:
        let name = "S\(next)"
        next += 1
        pushed.append(name)
        app.push(name)
      case 22..<28: app.navigator.pop()
      case 28..<31: app.navigator.popToRoot()
      case 31..<45: app.stack.tapBackButton()
      case 45..<50: app.stack.chooseFromBackHistory(keeping: Int.random(in: 0..<3, using: &rng))
      case 50..<60: app.stack.beginInteractivePop(fromContent: rng.chance(40))
      case 60..<66: app.stack.finishInteractivePop()
      case 66..<72: app.stack.cancelInteractivePop()
      case 72..<76:
        if app.navigator.presentedScreen == nil, !app.host.isTransitioning {
          app.navigator.present(HeadlessScreen("Sheet\(step)"))
        }
      case 76..<80:
        if app.stack.beginSheetPullDown() {
          if rng.chance(60) { app.stack.finishSheetPullDown() } else { app.stack.cancelSheetPullDown() }
        }
      case 80..<83: app.navigator.dismiss()
      default:
        app.runLoop.advance(by: .milliseconds(Int.random(in: 0...900, using: &rng)))
      }
      takeLeaves()
      // Exactly once, and never for a screen still on the stack.
      #expect(leaves.values.allSatisfy { $0 == 1 }, "seed \(seed) step \(step): a leave ran twice")
      let onStack = Set(app.names)
      #expect(leaves.keys.allSatisfy { !onStack.contains($0) }, "seed \(seed) step \(step): left but on the stack")
      if leaves.values.contains(where: { $0 > 1 }) { return }
    }
    if app.stack.transition?.isInteractive == true {
      if rng.chance(50) { app.stack.finishInteractivePop() } else { app.stack.cancelInteractivePop() }
    }
    app.stack.cancelSheetPullDown()
    #expect(app.runLoop.settle(), "seed \(seed): never settled")
    takeLeaves()
    if !behavior.shortensPathWhenSwipeBegins {
      #expect(app.expectSettledAgreement(), "seed \(seed): the stack shows \(app.shown), the host holds \(app.names)")
    } else {
      #expect(!app.host.isTransitioning && ["Root"] + app.bound == app.names, "seed \(seed): \(app.names)")
    }
    // Every screen pushed is on the stack or left, once.
    let onStack = Set(app.names)
    for name in pushed {
      #expect(onStack.contains(name) != (leaves[name] == 1), "seed \(seed): \(name) is lost")
    }
    #expect(app.stack.updateLoopWarnings.isEmpty, "seed \(seed): the host wrote from inside SwiftUI's update")
    // The random commands misuse on purpose; anything else would be the host losing track.
    let expected: Set<NavigationIssue.Kind> = [.alreadyPresenting, .nothingToPop, .nothingToDismiss]
    let unexpected = app.issues.filter { !expected.contains($0.kind) }
    #expect(unexpected.isEmpty, "seed \(seed): \(unexpected)")
  }
}
