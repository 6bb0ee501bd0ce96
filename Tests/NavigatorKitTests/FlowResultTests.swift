import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// Every way an awaited screen's flow ends.
enum ResultExit: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case completes, backButton, edgeSwipe, navigatorPop, navigatorPopToRoot, navigatorSetScreens, tabReselected
  case hostPopDirectly, navigatorReleased, parentDismissed, taskCancelled, refusedAsMisuse

  var testDescription: String { rawValue }

  var expected: FlowOutcome<Int> {
    switch self {
    case .completes: .completed(42)
    case .backButton: .left(.backButton)
    case .edgeSwipe: .left(.interactivePop)
    case .navigatorPop: .left(.pop)
    case .navigatorPopToRoot: .left(.popToRoot)
    case .navigatorSetScreens: .left(.setScreens)
    case .tabReselected: .left(.tabReselected)
    case .hostPopDirectly: .left(.changedOnHost)
    case .navigatorReleased: .left(.hostReleased)
    case .parentDismissed: .left(.dismiss)
    case .taskCancelled: .left(.cancelled)
    case .refusedAsMisuse: .left(.refused)
    }
  }
}

/// A picker screen that returns a number.
@MainActor
final class NumberPicker: HeadlessScreen {
  let completion = FlowCompletion<Int>()
}

/// Collects the outcomes an awaiting task receives.
@MainActor
final class OutcomeBox<Value: Sendable> {
  var outcomes: [FlowOutcome<Value>] = []
  var task: Task<Void, Never>?

  /// Waits, without sleeping, until an outcome arrived or `turns` turns of the main actor passed.
  func waitForOutcome(turns: Int = 100) async {
    for _ in 0..<turns where outcomes.isEmpty {
      await Task.yield()
    }
  }

  /// Waits until `condition` holds or `turns` turns passed.
  func wait(turns: Int = 100, until condition: () -> Bool) async {
    for _ in 0..<turns where !condition() {
      await Task.yield()
    }
  }
}

@MainActor
@Suite struct FlowResultTests {
  /// Pushes a picker through a navigator in a tab and awaits it, ends its flow by `exit`, and returns what arrived,
  /// with weak references to what must be released.
  private func run(_ exit: ResultExit) async -> (
    outcomes: [FlowOutcome<Int>], screenReleased: Bool, completionWaiting: Bool
  ) {
    let box = OutcomeBox<Int>()
    weak var weakPicker: NumberPicker?
    var completionWaiting = false
    do {
      var fixture: LeaveFixture? = LeaveFixture()
      fixture!.navigator.onIssue = { _ in }
      var navigator: Navigator? = fixture!.navigator
      var host = fixture!.host
      if exit == .parentDismissed {
        // The picker is pushed inside a presented flow, which the app then dismisses.
        let presented = HeadlessNavigationController("Flow", root: HeadlessScreen("FlowRoot"))
        navigator = Navigator(host: presented)
        host = presented
        fixture!.navigator.present(presented)
      }
      let picker = NumberPicker("Picker")
      weakPicker = picker
      if exit == .refusedAsMisuse { navigator!.push(picker) }
      box.task = Task { @MainActor [navigator] in
        box.outcomes.append(await navigator!.push(picker, completing: picker.completion))
      }
      await box.wait { picker.completion.isWaiting || !box.outcomes.isEmpty }
      #expect(host.screens.last === picker)
      switch exit {
      case .completes: picker.completion.complete(42)
      case .backButton: fixture!.host.tapBackButton()
      case .edgeSwipe: fixture!.host.beginInteractivePop()?.finish()
      case .navigatorPop: navigator!.pop()
      case .navigatorPopToRoot: navigator!.popToRoot()
      case .navigatorSetScreens: navigator!.setScreens([fixture!.root])
      case .tabReselected: fixture!.tabs.tapSelectedTab()
      case .hostPopDirectly: fixture!.host.pop(animated: true)
      case .navigatorReleased:
        return ([], false, false)  // an awaiting task keeps its navigator; see parentDismissed
      case .parentDismissed: fixture!.navigator.dismiss()
      case .taskCancelled:
        box.task?.cancel()
      case .refusedAsMisuse: break
      }
      await box.waitForOutcome()
      if exit == .taskCancelled, let fixture {
        // Cancelling ends the flow: the picker is popped.
        await box.wait { fixture.host.screens.count == 1 }
        #expect(fixture.host.screens.count == 1)
      }
      if exit == .completes { #expect(fixture!.host.screens.count == 1) }
      // A second ending changes nothing: the outcome arrived once.
      picker.completion.complete(7)
      completionWaiting = picker.completion.isWaiting
      _ = fixture
      fixture = nil
      navigator = nil
    }
    await box.wait { weakPicker == nil }
    return (box.outcomes, weakPicker == nil, completionWaiting)
  }

  @Test(arguments: ResultExit.allCases.filter { $0 != .navigatorReleased })
  func anAwaitedPushResolvesExactlyOnceOnEveryExit(_ exit: ResultExit) async {
    let result = await run(exit)
    #expect(result.outcomes == [exit.expected])
    #expect(!result.completionWaiting)
    #expect(result.screenReleased)
  }

  @Test func aPresentedPickerResolvesWithItsValueOrWhyItLeft() async {
    for (end, expected) in [
      ("complete", FlowOutcome<Int>.completed(1)), ("pullDown", .left(.sheetPulledDown)), ("dismiss", .left(.dismiss)),
      ("cancel", .left(.cancelled)),
    ] {
      let fixture = LeaveFixture()
      let picker = NumberPicker("Picker")
      let box = OutcomeBox<Int>()
      box.task = Task { @MainActor in
        box.outcomes.append(await fixture.navigator.present(picker, completing: picker.completion))
      }
      await box.wait { picker.completion.isWaiting }
      switch end {
      case "complete": picker.completion.complete(1)
      case "pullDown": fixture.host.beginInteractiveDismiss()?.finish()
      case "dismiss": fixture.navigator.dismiss()
      default: box.task?.cancel()
      }
      await box.waitForOutcome()
      await box.wait { fixture.navigator.presentedScreen == nil }
      #expect(box.outcomes == [expected], "\(end)")
      #expect(fixture.navigator.presentedScreen == nil, "\(end)")
    }
  }
}

@MainActor
@Suite struct CoordinatorResultTests {
  @Test func aChildCompletesWithItsValueAndIsReleased() async {
    let fixture = AppFixture()
    weak var weakChild: FlowCoordinator?
    let box = OutcomeBox<String>()
    do {
      let child = FlowCoordinator("SignIn", navigator: fixture.navigator)
      weakChild = child
      box.task = Task { @MainActor in
        box.outcomes.append(await fixture.app.pushCoordinator(child, completing: child.completion))
      }
      await box.wait { child.completion.isWaiting }
      #expect(fixture.app.childCoordinators.count == 1)
      child.completion.complete("Ada")
    }
    await box.waitForOutcome()
    #expect(box.outcomes == [.completed("Ada")])
    #expect(fixture.app.childCoordinators.isEmpty)
    #expect(fixture.host.screens.count == 1)
    #expect(weakChild == nil)
  }

  @Test func aChildThatFinishesWithoutAValueReportsFinish() async {
    let fixture = AppFixture()
    let child = FlowCoordinator("SignIn", navigator: fixture.navigator)
    let box = OutcomeBox<String>()
    box.task = Task { @MainActor in
      box.outcomes.append(await fixture.app.pushCoordinator(child, completing: child.completion))
    }
    await box.wait { child.completion.isWaiting }
    child.finish()
    await box.waitForOutcome()
    #expect(box.outcomes == [.left(.finish)])
    fixture.host.tapBackButton()
    #expect(box.outcomes == [.left(.finish)])
  }

  @Test func aPresentedChildPulledDownReportsIt() async {
    let fixture = AppFixture()
    let child = FlowCoordinator("SignIn", navigator: Navigator(host: HeadlessNavigationController("SignInStack")))
    let box = OutcomeBox<String>()
    box.task = Task { @MainActor in
      box.outcomes.append(await fixture.app.presentCoordinator(child, completing: child.completion))
    }
    await box.wait { child.completion.isWaiting }
    fixture.host.beginInteractiveDismiss()?.finish()
    await box.waitForOutcome()
    #expect(box.outcomes == [.left(.sheetPulledDown)])
    #expect(fixture.app.childCoordinators.isEmpty)
  }

  @Test func aChildWhoseParentFlowIsDismissedEndsWithTheDismissal() async {
    let fixture = AppFixture()
    let box = OutcomeBox<String>()
    weak var weakFlow: FlowCoordinator?
    do {
      let flow = fixture.presentChild("Settings")
      weakFlow = flow
      let child = FlowCoordinator("SignIn", navigator: flow.navigator)
      box.task = Task { @MainActor [flow] in
        box.outcomes.append(await flow.pushCoordinator(child, completing: child.completion))
      }
      await box.wait { child.completion.isWaiting }
      #expect(box.outcomes.isEmpty)
    }
    fixture.navigator.dismiss()  // the parent flow goes, with its stack and the child on it
    await box.waitForOutcome()
    #expect(box.outcomes == [.left(.dismiss)])
    #expect(weakFlow == nil)
  }

  @Test func aRefusedChildResolvesAtOnce() async {
    let fixture = AppFixture()
    var issues: [NavigationIssue] = []
    fixture.navigator.onIssue = { issues.append($0) }
    let other = Navigator(host: HeadlessNavigationController("Other"))
    let child = FlowCoordinator("SignIn", navigator: other)
    let outcome = await fixture.app.pushCoordinator(child, completing: child.completion)
    #expect(outcome == .left(.refused))
    #expect(issues.map(\.call) == ["NavigationCoordinator.pushCoordinator(_:animated:completing:)"])
  }
}
