import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

/// A refused show call's issue names the method the app called — its own overload, not a sibling's or a helper's —
/// whether the call was checked at once or waited behind a transition.
@MainActor
@Suite struct EntryPointNamingTests {
  enum Verb: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case push, pushTold, pushCompleting, present, presentTold, presentCompleting
    var testDescription: String { rawValue }

    var method: String {
      switch self {
      case .push, .pushTold: "push(_:animated:onLeave:)"
      case .pushCompleting: "push(_:animated:completing:)"
      case .present, .presentTold: "present(_:animated:onLeave:)"
      case .presentCompleting: "present(_:animated:completing:)"
      }
    }
  }

  /// Root, A and a presented Sheet; then `verb` pushes A again or presents over the Sheet, both refused.
  private func refuse(_ verb: Verb, on h: Harness, again a: HeadlessScreen) async {
    let other = HeadlessScreen("Other")
    switch verb {
    case .push: h.navigator.push(a) {}
    case .pushTold: h.navigator.push(a) { _ in }
    case .pushCompleting: _ = await h.navigator.push(a, completing: FlowCompletion<Int>())
    case .present: h.navigator.present(other) {}
    case .presentTold: h.navigator.present(other) { _ in }
    case .presentCompleting: _ = await h.navigator.present(other, completing: FlowCompletion<Int>())
    }
  }

  @Test(arguments: Verb.allCases)
  func aRefusedNavigatorCallNamesTheMethodCalled(_ verb: Verb) async {
    let h = Harness()
    let a = h.push("A")
    h.navigator.present(HeadlessScreen("Sheet"))
    await refuse(verb, on: h, again: a)
    #expect(h.issues.map(\.call) == ["Navigator." + verb.method])
    #expect(h.names == ["Root", "A"])
  }

  @Test(arguments: [Verb.push, .pushTold, .present, .presentTold])
  func aCallThatWaitedBehindATransitionKeepsItsName(_ verb: Verb) async {
    let h = Harness(mode: .manual)
    let a = h.push("A")
    h.host.completeTransition()
    h.navigator.present(HeadlessScreen("Sheet"))
    h.host.completeTransition()
    h.push("B")  // in flight: the next call waits in the queue, and is checked when it is applied
    await refuse(verb, on: h, again: a)
    #expect(h.issues.isEmpty)
    #expect(h.navigator.queuedCommandCount == 1)
    h.host.completeAllTransitions()
    #expect(h.issues.map(\.call) == ["Navigator." + verb.method])
    #expect(h.names == ["Root", "A", "B"])
  }

  enum CoordinatorVerb: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pushCoordinator, pushCoordinatorTold, pushCoordinatorCompleting
    case presentCoordinator, presentCoordinatorTold, presentCoordinatorCompleting
    var testDescription: String { rawValue }

    var call: String {
      switch self {
      case .pushCoordinator, .pushCoordinatorTold: "NavigationCoordinator.pushCoordinator(_:animated:onLeave:)"
      case .pushCoordinatorCompleting: "NavigationCoordinator.pushCoordinator(_:animated:completing:)"
      case .presentCoordinator, .presentCoordinatorTold: "NavigationCoordinator.presentCoordinator(_:animated:onLeave:)"
      case .presentCoordinatorCompleting: "NavigationCoordinator.presentCoordinator(_:animated:completing:)"
      }
    }
  }

  /// The refusal comes from the navigator's own check (a root screen already on the stack, a second presentation),
  /// so the name travels from the coordinator's method through the navigator.
  @Test(arguments: CoordinatorVerb.allCases)
  func aRefusedCoordinatorCallNamesTheMethodCalled(_ verb: CoordinatorVerb) async {
    let f = AppFixture()
    f.navigator.present(HeadlessScreen("Sheet"))
    let pushed = FlowCoordinator("Again", navigator: f.navigator, root: f.app.rootScreen)
    let presented = FlowCoordinator(presenting: "Flow")
    switch verb {
    case .pushCoordinator: f.app.pushCoordinator(pushed) {}
    case .pushCoordinatorTold: f.app.pushCoordinator(pushed) { _ in }
    case .pushCoordinatorCompleting: _ = await f.app.pushCoordinator(pushed, completing: FlowCompletion<Int>())
    case .presentCoordinator: f.app.presentCoordinator(presented) {}
    case .presentCoordinatorTold: f.app.presentCoordinator(presented) { _ in }
    case .presentCoordinatorCompleting:
      _ = await f.app.presentCoordinator(presented, completing: FlowCompletion<Int>())
    }
    #expect(f.issues.map(\.kind) == [verb.rawValue.hasPrefix("push") ? .screenAlreadyInStack : .alreadyPresenting])
    #expect(f.issues.map(\.call) == [verb.call])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func aCoordinatorsOwnCheckNamesTheMethodCalledToo() {
    let f = AppFixture()
    let elsewhere = FlowCoordinator(presenting: "Elsewhere")
    f.app.pushCoordinator(elsewhere) { _ in }
    #expect(f.issues.map(\.kind) == [.childUsesAnotherNavigator])
    #expect(f.issues.map(\.call) == ["NavigationCoordinator.pushCoordinator(_:animated:onLeave:)"])
  }
}
