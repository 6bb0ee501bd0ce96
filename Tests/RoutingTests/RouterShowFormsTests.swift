import NavigatorKit
import NavigatorKitTesting
import Testing

/// Routes of a small app where one screen picks a value.
enum PickRoute: Route {
  case home, picker, note, again
}

/// The screen the factory makes for `.picker`: it keeps its own completion, as a view controller keeps a delegate.
final class PickerScreen: HeadlessScreen {
  let completion = FlowCompletion<Int>()
  init() { super.init("picker") }
}

/// A screen of another type, to name with a key path the factory does not match.
final class NoteScreen: HeadlessScreen {
  let completion = FlowCompletion<Int>()
}

extension ScreenFactory<PickRoute> {
  /// Makes a new screen for every route but `.again`, which is always the same picker: pushing it twice is misuse.
  static var picking: ScreenFactory<PickRoute> {
    let again = PickerScreen()
    return ScreenFactory(
      makeStack: { HeadlessNavigationController() },
      makeScreen: { route in
        switch route {
        case .picker: PickerScreen()
        case .again: again
        default: HeadlessScreen("\(route)")
        }
      })
  }
}

/// Router's show methods have Navigator's shapes: `onLeave:` with or without the reason, and an awaited result.
@MainActor
@Suite struct RouterShowFormsTests {
  let router: Router<PickRoute>
  var host: HeadlessNavigationController { router.navigator.host as! HeadlessNavigationController }

  init() {
    router = Router(factory: .picking)
    router.setRoutes([.home], animated: false)
  }

  @Test func onLeaveIsToldWhyTheRoutedScreenLeft() throws {
    var reasons: [LeaveReason] = []
    router.push(.note) { reasons.append($0) }
    router.present(.picker) { reasons.append($0) }
    try #require(host.beginInteractiveDismiss()).finish()
    host.tapBackButton()
    #expect(reasons == [.sheetPulledDown, .backButton])
    #expect(router.routes == [.home])
  }

  @Test func anAwaitedRoutedScreenDeliversItsValue() async {
    var routesWhileWaiting: [PickRoute] = []
    let waiting = Task { @MainActor [router] in
      await router.push(.picker, completing: \PickerScreen.completion)
    }
    for _ in 0..<100 where !(host.screens.last is PickerScreen) { await Task.yield() }
    routesWhileWaiting = router.routes
    (host.screens.last as? PickerScreen)?.completion.complete(7)
    #expect(await waiting.value == .completed(7))
    #expect(routesWhileWaiting == [.home, .picker])
    #expect(router.routes == [.home])  // completing popped it
  }

  @Test func anAwaitedRoutedScreenLeftAnotherWayGivesTheReason() async {
    let pushed = Task { @MainActor [router] in await router.push(.picker, completing: \PickerScreen.completion) }
    for _ in 0..<100 where host.screens.count < 2 { await Task.yield() }
    host.tapBackButton()
    #expect(await pushed.value == .left(.backButton))

    let presented = Task { @MainActor [router] in
      await router.present(.picker, completing: \PickerScreen.completion)
    }
    for _ in 0..<100 where host.presentedScreen == nil { await Task.yield() }
    #expect(router.presentedRoute == .picker)
    host.beginInteractiveDismiss()?.finish()
    #expect(await presented.value == .left(.sheetPulledDown))
  }

  @Test func completingAnAwaitedPresentedRouteDismissesIt() async {
    let presented = Task { @MainActor [router] in
      await router.present(.picker, completing: \PickerScreen.completion)
    }
    for _ in 0..<100 where host.presentedScreen == nil { await Task.yield() }
    (host.presentedScreen as? PickerScreen)?.completion.complete(3)
    #expect(await presented.value == .completed(3))
    #expect(host.presentedScreen == nil)
    #expect(router.presentedRoute == nil)
    #expect(host.screens.count == 1)
  }

  @Test func aKeyPathIntoAnotherScreenTypeIsRefusedAndShowsNothing() async {
    var issues: [NavigationIssue] = []
    router.navigator.onIssue = { issues.append($0) }
    let pushed = await router.push(.note, completing: \NoteScreen.completion)
    let presented = await router.present(.picker, completing: \NoteScreen.completion)
    #expect(pushed == .left(.refused))
    #expect(presented == .left(.refused))
    #expect(issues.map(\.kind) == [.unexpectedScreenType, .unexpectedScreenType])
    #expect(issues.map(\.call) == ["Router.push(_:animated:completing:)", "Router.present(_:animated:completing:)"])
    #expect(host.screens.count == 1)
    #expect(host.presentedScreen == nil)
  }

  enum Verb: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case push, pushTold, pushCompleting, present, presentTold, presentCompleting
    var testDescription: String { rawValue }

    var call: String {
      switch self {
      case .push, .pushTold: "Router.push(_:animated:onLeave:)"
      case .pushCompleting: "Router.push(_:animated:completing:)"
      case .present, .presentTold: "Router.present(_:animated:onLeave:)"
      case .presentCompleting: "Router.present(_:animated:completing:)"
      }
    }
  }

  /// A screen pushed twice, or a second presentation: refused by the navigator, named after the router's method.
  @Test(arguments: Verb.allCases)
  func aRefusedRouterCallNamesTheMethodCalled(_ verb: Verb) async {
    var issues: [NavigationIssue] = []
    router.navigator.onIssue = { issues.append($0) }
    router.push(.again)
    router.present(.note)
    switch verb {
    case .push: router.push(.again) {}
    case .pushTold: router.push(.again) { _ in }
    case .pushCompleting: _ = await router.push(.again, completing: \PickerScreen.completion)
    case .present: router.present(.picker) {}
    case .presentTold: router.present(.picker) { _ in }
    case .presentCompleting: _ = await router.present(.picker, completing: \PickerScreen.completion)
    }
    #expect(issues.map(\.call) == [verb.call])
    #expect(router.routes == [.home, .again])
    #expect(router.presentedRoute == .note)
  }
}

/// The router's other commands name themselves too, not the navigator call they make.
@MainActor
@Suite struct RouterMisuseNamingTests {
  @Test func eachRefusedRouterCommandNamesTheRouterMethod() {
    let router = Router(factory: .picking)
    var issues: [NavigationIssue] = []
    router.navigator.onIssue = { issues.append($0) }
    router.setRoutes([.home], animated: false)
    router.pop()
    router.setRoutes([])
    router.setRoutes([], replacing: [.home])
    router.dismiss()
    router.pop(to: .note)
    #expect(issues.map(\.kind) == [.nothingToPop, .emptyStack, .emptyStack, .nothingToDismiss, .screenNotInStack])
    #expect(
      issues.map(\.call) == [
        "Router.pop(animated:)", "Router.setRoutes(_:animated:)", "Router.setRoutes(_:replacing:animated:)",
        "Router.dismiss(animated:)", "Router.pop(to:animated:)",
      ])
    #expect(router.routes == [.home])
  }
}

/// A routing coordinator over the picking routes: `.note` is pushed on its stack.
@MainActor
final class NotesCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<PickRoute>
  let rootScreen: any Screen

  init(router: Router<PickRoute>) {
    self.router = router
    rootScreen = router.screen(for: .home)
  }

  func start() {}

  func handling(for route: PickRoute) -> RouteHandling<PickRoute>? {
    route == .note ? .push : nil
  }
}

/// `isReadyForRoutes` reads state; the planner brings the navigator up to date before it asks.
@MainActor
@Suite struct RouteReadinessTests {
  @Test func aRootSetOffScreenOnTheHostIsSeenWhenAPathOpens() {
    let router = Router(factory: .picking)
    let host = router.navigator.host as! HeadlessNavigationController
    host.isInWindow = false  // an unselected tab: the host calls nothing back
    let flow = NotesCoordinator(router: router)
    host.setScreens([flow.rootScreen], animated: false)  // app code setting the root on the host directly
    #expect(!flow.isReadyForRoutes)  // the getter runs no pop detection: the navigator has not looked yet
    flow.open([.note])
    #expect(flow.pendingPath == nil)
    #expect(router.routes == [.home, .note])
  }
}
