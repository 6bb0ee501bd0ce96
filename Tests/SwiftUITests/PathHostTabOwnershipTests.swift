import NavigatorKit
import NavigatorKitTesting
import Testing

/// Under the tab bar a path host makes (a plain container of the tabs' path hosts), a presentation belongs to the tab
/// that made it, as on the other hosts: a link into another tab dismisses it through its owner, asking its guards.
@MainActor
@Suite struct PathHostTabOwnershipTests {
  enum TabRoute: Route {
    case tab(Int)
    case root(Int)
    case sheet
  }

  /// A tab: a router over a path host, drawn by the headless NavigationStack.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor
  final class TabFlow: RoutingCoordinator {
    var childCoordinators: [any Coordinator] = []
    let router: Router<TabRoute>
    let rootScreen: any Screen
    let stack: HeadlessNavigationStack<NavigationPathElement>

    init(_ index: Int, host: NavigationPathHost, runLoop: HeadlessRunLoop) {
      stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
      router = Router(navigator: Navigator(host: host), factory: ScreenFactory { HeadlessScreen("\($0)") })
      rootScreen = router.screen(for: .root(index))
    }

    func start() { navigator.setScreens([rootScreen], animated: false) }
    func handling(for route: TabRoute) -> RouteHandling<TabRoute>? { route == .sheet ? .present : nil }
  }

  /// Two tabs in the tab bar a path host makes.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @MainActor
  final class Tabs: RouteHandler {
    var childCoordinators: [any Coordinator] = []
    let runLoop = HeadlessRunLoop()
    let home: TabFlow
    let shop: TabFlow
    let tabBar: any ContainerScreen
    var selected = 0
    var issues: [NavigationIssue.Kind] = []

    init() {
      let parent = NavigationPathHost(scheduler: runLoop)
      home = TabFlow(0, host: parent.makeStack() as! NavigationPathHost, runLoop: runLoop)
      shop = TabFlow(1, host: parent.makeStack() as! NavigationPathHost, runLoop: runLoop)
      tabBar = parent.makeTabBar([home.navigator.host, shop.navigator.host])
      for tab in [home, shop] {
        tab.navigator.onIssue = { [unowned self] in issues.append($0.kind) }
        addChild(tab)
        tab.start()
      }
      runLoop.settle()
    }

    func start() {}
    func handling(for route: TabRoute) -> RouteHandling<TabRoute>? {
      guard case .tab(let index) = route else { return nil }
      return .selectTab([home, shop][index]) { self.selected = index }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func onlyTheTabThatPresentedReportsItAndAnotherTabCannotDismissIt() {
    let tabs = Tabs()
    let form = HeadlessScreen("Form")
    var reasons: [LeaveReason] = []
    tabs.home.navigator.present(form) { reasons.append($0) }
    tabs.runLoop.settle()
    #expect(tabs.home.navigator.presentedScreen === form)
    #expect(tabs.shop.navigator.presentedScreen == nil)
    #expect(tabs.tabBar.presentingNavigator === tabs.home.navigator)

    tabs.shop.navigator.dismiss()
    #expect(tabs.issues == [.nothingToDismiss])
    tabs.tabBar.presentingNavigator?.dismiss()
    tabs.runLoop.settle()
    #expect(reasons == [.dismiss])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aLinkIntoAnotherTabIsHeldByTheSheetsLeaveGuard() {
    let tabs = Tabs()
    let form = HeadlessScreen("Form")
    var reasons: [LeaveReason] = []
    tabs.home.navigator.present(form) { reasons.append($0) }
    tabs.runLoop.settle()
    var asked: [LeaveReason] = []
    tabs.home.navigator.setLeaveGuard(for: form) {
      asked.append($0)
      return false
    }

    tabs.open([.tab(1)])
    tabs.runLoop.settle()

    #expect(asked == [.dismiss])
    #expect(tabs.issues == [.pathHeldByLeaveGuard])
    #expect(tabs.home.navigator.presentedScreen === form)
    #expect(tabs.selected == 0)
    #expect(reasons.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aLinkIntoAnotherTabDismissesTheSheetOnceThroughItsOwner() {
    let tabs = Tabs()
    var reasons: [LeaveReason] = []
    tabs.home.router.present(.sheet) { reasons.append($0) }
    tabs.runLoop.settle()
    var events: [String] = []
    let observations = [("home", tabs.home.navigator), ("shop", tabs.shop.navigator)].map { name, navigator in
      navigator.observe { event in
        if case .didDismiss(_, let reason) = event { events.append("\(name): didDismiss(\(reason))") }
      }
    }

    tabs.open([.tab(1)])
    tabs.runLoop.settle()

    #expect(reasons == [.dismiss])
    #expect(events == ["home: didDismiss(dismiss)"])
    #expect(tabs.home.navigator.presentedScreen == nil)
    #expect(tabs.selected == 1)
    #expect(tabs.issues.isEmpty)
    _ = observations
  }
}
