import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// The memory-leak suite: every way a flow can end releases its coordinators, screens and everything their
/// closures captured. Run it alone with `swift test --filter MemoryLeak`.
@MainActor
@Suite struct MemoryLeakTests {
  /// Something a closure captures, to prove captures are released too.
  final class Capture {}

  /// A flow the app pushes: a child coordinator with a grandchild pushed above it, each with a screen and a
  /// capture, all tracked.
  private func pushFlow(on f: AppFixture, tracker: LeakTracker) {
    let child = FlowCoordinator("Child", navigator: f.navigator)
    let grandchild = FlowCoordinator("Grandchild", navigator: f.navigator)
    let capture = Capture()
    tracker.track(child, named: "Child coordinator")
    tracker.track(child.rootScreen, named: "Child screen")
    tracker.track(grandchild, named: "Grandchild coordinator")
    tracker.track(grandchild.rootScreen, named: "Grandchild screen")
    tracker.track(capture, named: "onFinish capture")
    f.app.pushCoordinator(child) { [unowned f] in
      _ = capture
      f.finished.append("Child")
    }
    tracker.track(child.show("Child detail"), named: "Child detail screen")
    child.pushCoordinator(grandchild)
  }

  enum PushedExit: String, CaseIterable {
    case backButtonTwice, swipesFinished, navigatorPopToRoot, navigatorPopToApp, navigatorSetScreens
    case hostPopToRootAnimated, hostPopsNonAnimated, hostSetScreens, childFinish, tabReTap, offScreenThenNextCall
  }

  @Test(arguments: PushedExit.allCases)
  func aPushedFlowIsReleased(by exit: PushedExit) throws {
    let f = AppFixture()
    let otherTab = HeadlessNavigationController("Other", root: HeadlessScreen("OtherRoot"))
    let tabs = HeadlessTabBarController(tabs: [f.host, otherTab])
    let tracker = LeakTracker()
    pushFlow(on: f, tracker: tracker)
    #expect(tracker.leaks.count == 6)

    switch exit {
    case .backButtonTwice:
      f.host.tapBackButton()
      f.host.tapBackButton()
      f.host.tapBackButton()
    case .swipesFinished:
      for _ in 0..<3 { try #require(f.host.beginInteractivePop()).finish() }
    case .navigatorPopToRoot:
      f.navigator.popToRoot()
    case .navigatorPopToApp:
      f.navigator.pop(to: f.app.rootScreen, animated: false)
    case .navigatorSetScreens:
      f.navigator.setScreens([f.app.rootScreen])
    case .hostPopToRootAnimated:
      f.host.popToRoot(animated: true)
    case .hostPopsNonAnimated:
      for _ in 0..<3 { f.host.pop(animated: false) }
    case .hostSetScreens:
      f.host.setScreens([f.app.rootScreen], animated: false)
    case .childFinish:
      (f.app.childCoordinators.first as? FlowCoordinator)?.finish()
    case .tabReTap:
      tabs.tapSelectedTab()
    case .offScreenThenNextCall:
      tabs.tapTab(at: 1)
      f.host.popToRoot(animated: true)  // off the window: no didShow
      f.navigator.synchronize()
    }
    tracker.expectNoLeaks(exit.rawValue)
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.finished == ["Child"])
  }

  @Test func aCancelledSwipeReleasesNothingAndTheNextBackReleasesEverything() throws {
    let f = AppFixture()
    let tracker = LeakTracker()
    pushFlow(on: f, tracker: tracker)
    try #require(f.host.beginInteractivePop()).cancel()
    #expect(tracker.leaks.count == 6)
    f.navigator.popToRoot()
    tracker.expectNoLeaks()
  }

  enum PresentedExit: String, CaseIterable {
    case pulledDown, navigatorDismiss, hostDismissThenNextCall, childFinish
  }

  @Test(arguments: PresentedExit.allCases)
  func aPresentedFlowIsReleasedWithEverythingInside(by exit: PresentedExit) throws {
    let f = AppFixture()
    try withLeakTracking { tracker in
      let sheet = FlowCoordinator(presenting: "Sheet")
      let inner = FlowCoordinator("Inner", navigator: sheet.navigator)
      let capture = Capture()
      tracker.track(sheet, named: "Presented coordinator")
      tracker.track(sheet.navigator, named: "Presented navigator")
      tracker.track(sheet.navigator.host, named: "Presented stack")
      tracker.track(sheet.rootScreen, named: "Presented root screen")
      tracker.track(inner, named: "Coordinator inside the presented flow")
      tracker.track(inner.rootScreen, named: "Screen inside the presented flow")
      tracker.track(capture, named: "onFinish capture")
      f.app.presentCoordinator(sheet) { [unowned f] in
        _ = capture
        f.finished.append("Sheet")
      }
      sheet.pushCoordinator(inner)

      switch exit {
      case .pulledDown: try #require(f.host.beginInteractiveDismiss()).finish()
      case .navigatorDismiss: f.navigator.dismiss()
      case .hostDismissThenNextCall:
        f.host.dismissPresentedScreen(animated: true, completion: nil)
        f.navigator.synchronize()
      case .childFinish: sheet.finish()
      }
    }
    #expect(f.finished == ["Sheet"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func tabsEachReleaseWhatWasPushedThereOnReTap() {
    let tracker = LeakTracker()
    let apps = (0..<4).map { _ in AppFixture() }
    let tabs = HeadlessTabBarController(tabs: apps.map(\.host))
    for (index, app) in apps.enumerated() {
      tabs.tapTab(at: index)
      pushFlow(on: app, tracker: tracker)
    }
    #expect(tracker.leaks.count == 24)
    for index in apps.indices {
      tabs.tapTab(at: index)
      tabs.tapSelectedTab()
    }
    tracker.expectNoLeaks()
  }

  @Test func childrenRemovedExplicitlyAreReleasedAndTheirScreensStillPopCleanly() {
    let f = AppFixture()
    let tracker = LeakTracker()
    pushFlow(on: f, tracker: tracker)
    do {
      let child = f.app.childCoordinators[0]
      f.app.removeChild(child)
      f.app.removeChild(child)
    }
    f.navigator.popToRoot()
    tracker.expectNoLeaks()
    #expect(f.issues.isEmpty)
  }

  /// Thousands of random operations over coordinators, screens and sheets; at the end, once the stack is popped
  /// to its root and the sheet dismissed, nothing is alive but the root.
  @Test func aLongRandomizedRunEndsWithNothingAliveButTheRoot() {
    let f = AppFixture()
    let tracker = LeakTracker()
    var rng = SplitMix64(seed: 20_261_121)
    var created = 0
    for _ in 0..<5_000 {
      // The newest pushed flow, or the app: a presented flow has a navigator of its own, over another stack.
      let parent =
        (f.app.childCoordinators.last as? FlowCoordinator).flatMap { $0.navigator === f.navigator ? $0 : nil } ?? f.app
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<25:
        created += 1
        let child = FlowCoordinator("C\(created)", navigator: f.navigator)
        let capture = Capture()
        tracker.track(child, named: "C\(created)")
        tracker.track(capture, named: "capture of C\(created)")
        parent.pushCoordinator(child, animated: rng.chance(50)) { _ = capture }
      case 25..<40:
        created += 1
        tracker.track(parent.show("S\(created)"), named: "S\(created)")
      case 40..<55: f.host.tapBackButton()
      case 55..<62:
        if let swipe = f.host.beginInteractivePop() {
          if rng.chance(50) { swipe.finish() } else { swipe.cancel() }
        }
      case 62..<66: f.navigator.popToRoot(animated: rng.chance(50))
      case 66..<70: f.host.pop(animated: false)
      case 70..<76:
        if f.host.presentedScreen == nil {
          created += 1
          let sheet = FlowCoordinator(presenting: "P\(created)")
          tracker.track(sheet, named: "P\(created)")
          tracker.track(sheet.navigator.host, named: "stack of P\(created)")
          f.app.presentCoordinator(sheet)
        }
      case 76..<82:
        if let swipe = f.host.beginInteractiveDismiss() {
          if rng.chance(50) { swipe.finish() } else { swipe.cancel() }
        }
      case 82..<86: f.navigator.dismiss()
      case 86..<92: (f.app.childCoordinators.randomElement(using: &rng) as? FlowCoordinator)?.finish()
      default:
        let stack = f.host.screens
        f.navigator.pop(to: stack[Int.random(in: 0..<stack.count, using: &rng)])
      }
    }
    #expect(created > 1_000)
    f.navigator.popToRoot()
    if f.host.presentedScreen != nil { f.navigator.dismiss() }
    #expect(f.host.screens.count == 1)
    #expect(f.app.childCoordinators.isEmpty)
    tracker.expectNoLeaks()
  }
}
