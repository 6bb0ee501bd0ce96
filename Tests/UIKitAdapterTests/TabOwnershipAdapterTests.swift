#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Under a `UITabBarController` a presentation belongs to the tab that made it — through its navigator, its router, a
  /// coordinator, or one of its own screens, whose presenting view controller is the tab bar controller — and a tab
  /// taken off the tab bar ends its screens; what the double does is what UIKit does (R21a, R29).
  extension UIKitShimTests {
    @MainActor
    @Suite struct TabOwnershipAdapterTests {
      enum TabRoute: Route {
        case tab(Int)
        case root(Int)
        case sheet
      }

      /// A tab: a router over its navigation controller.
      @MainActor
      final class TabFlow: RoutingCoordinator {
        var childCoordinators: [any Coordinator] = []
        let router: Router<TabRoute>
        let rootScreen: any Screen

        init(_ index: Int) {
          router = Router(
            navigator: Navigator(host: UINavigationController()),
            factory: ScreenFactory { NamedViewController("\($0)") })
          rootScreen = router.screen(for: .root(index))
        }

        func start() { navigator.setScreens([rootScreen], animated: false) }
        func handling(for route: TabRoute) -> RouteHandling<TabRoute>? { route == .sheet ? .present : nil }
        var navigationController: UINavigationController {
          (navigator.host as! NavigationControllerHost).navigationController
        }
      }

      /// Two tabs in a tab bar controller on screen, their issues collected.
      @MainActor
      final class Tabs: RouteHandler {
        var childCoordinators: [any Coordinator] = []
        let tabBar = UITabBarController()
        let home = TabFlow(0)
        let shop = TabFlow(1)
        var issues: [NavigationIssue.Kind] = []

        init() {
          for tab in [home, shop] {
            tab.navigator.onIssue = { [unowned self] in issues.append($0.kind) }
            addChild(tab)
            tab.start()
          }
          tabBar.viewControllers = [home.navigationController, shop.navigationController]
          tabBar.shimShowInWindow()
        }

        func start() {}
        func handling(for route: TabRoute) -> RouteHandling<TabRoute>? {
          guard case .tab(let index) = route else { return nil }
          return .selectTab([home, shop][index]) { self.tabBar.selectedIndex = index }
        }
      }

      /// The ways the home tab puts something up over the tabs.
      enum Maker: String, CaseIterable, CustomTestStringConvertible {
        case navigator, router, coordinator, ownScreen
        var testDescription: String { rawValue }
      }

      /// Puts something up from the home tab; returns it (the screen its navigator knows) and what its leave closure hears.
      private func presentFromHome(
        _ tabs: Tabs, by maker: Maker, reasons: @escaping @MainActor (LeaveReason) -> Void
      ) async
        -> any Screen
      {
        let home = tabs.home
        let shown: any Screen
        switch maker {
        case .navigator:
          let form = NamedViewController("Form")
          home.navigator.present(form, onLeave: reasons)
          shown = form
        case .router:
          home.router.present(.sheet, onLeave: reasons)
          shown = home.navigator.presentedScreen!
        case .coordinator:
          let flow = TabFlow(9)
          flow.navigator.setScreens([flow.rootScreen], animated: false)
          home.presentCoordinator(flow, onLeave: reasons)
          shown = flow.navigator.host
        case .ownScreen:
          // One of the tab's own screens presents an alert: the tab bar controller is its presenting view controller.
          let alert = NamedViewController("Alert")
          (home.rootScreen as! UIViewController).present(alert, animated: false)
          #expect(alert.presentingViewController === tabs.tabBar)
          shown = alert
        }
        await settle()
        return shown
      }

      @Test(arguments: Maker.allCases)
      func onlyTheTabThatPresentedReportsIt(_ maker: Maker) async {
        let tabs = Tabs()
        let shown = await presentFromHome(tabs, by: maker) { _ in }
        // UIKit reports it as every tab's `presentedViewController` (R21a)…
        #expect(tabs.shop.navigationController.presentedViewController != nil)
        // …but it is the home tab's only.
        #expect(tabs.home.navigator.presentedScreen === shown)
        #expect(tabs.shop.navigator.presentedScreen == nil)
        #expect(tabs.tabBar.presentingNavigator === tabs.home.navigator)
        // Selecting another tab moves nothing.
        tabs.tabBar.selectedIndex = 1
        #expect(tabs.shop.navigator.presentedScreen == nil)
        #expect(tabs.home.navigator.presentedScreen === shown)
      }

      @Test func aPresentThroughTheTabWhoseScreenPresentedIsReportedAsAlreadyPresenting() async {
        let tabs = Tabs()
        let alert = await presentFromHome(tabs, by: .ownScreen) { _ in }
        var ran = false
        tabs.home.navigator.present(NamedViewController("Sheet")) { ran = true }
        await settle()
        #expect(tabs.issues == [.alreadyPresenting])
        #expect(tabs.tabBar.presentedViewController === alert as? UIViewController)
        #expect(!ran)
      }

      @Test(arguments: Maker.allCases)
      func anotherTabsDismissLeavesItUp(_ maker: Maker) async {
        let tabs = Tabs()
        var reasons: [LeaveReason] = []
        let shown = await presentFromHome(tabs, by: maker) { reasons.append($0) }
        tabs.shop.navigator.dismiss()
        await settle()
        #expect(tabs.issues == [.nothingToDismiss])
        #expect(tabs.home.navigator.presentedScreen === shown)
        #expect(reasons.isEmpty)
      }

      @Test(arguments: Maker.allCases)
      func aLinkIntoAnotherTabIsHeldByItsLeaveGuard(_ maker: Maker) async {
        let tabs = Tabs()
        var reasons: [LeaveReason] = []
        let shown = await presentFromHome(tabs, by: maker) { reasons.append($0) }
        tabs.home.navigator.synchronize()  // adopts what the tab's own screen presented
        var asked: [LeaveReason] = []
        tabs.home.navigator.setLeaveGuard(for: shown) {
          asked.append($0)
          return false
        }

        tabs.open([.tab(1)])
        await settle()

        #expect(asked == [.dismiss])
        #expect(tabs.issues == [.pathHeldByLeaveGuard])
        #expect(tabs.home.navigator.presentedScreen === shown)
        #expect(tabs.tabBar.selectedIndex == 0)
        #expect(reasons.isEmpty)
      }

      @Test(arguments: Maker.allCases)
      func aLinkIntoAnotherTabDismissesItOnceThroughItsOwner(_ maker: Maker) async {
        let tabs = Tabs()
        var reasons: [LeaveReason] = []
        _ = await presentFromHome(tabs, by: maker) { reasons.append($0) }
        tabs.home.navigator.synchronize()
        var events: [String] = []
        let observations = [("home", tabs.home.navigator), ("shop", tabs.shop.navigator)].map { name, navigator in
          navigator.observe { event in
            if case .didDismiss(_, let reason) = event { events.append("\(name): didDismiss(\(reason))") }
          }
        }

        tabs.open([.tab(1)])
        await settle()

        #expect(reasons == (maker == .ownScreen ? [] : [.dismiss]))  // an adopted presentation has no closure
        #expect(events == ["home: didDismiss(dismiss)"])
        #expect(tabs.tabBar.presentedViewController == nil)
        #expect(tabs.tabBar.selectedIndex == 1)
        #expect(tabs.issues.isEmpty)
        _ = observations
      }

      // MARK: A tab taken off

      @Test func aTabTakenOffEndsItsScreensAtTheNextRunLoopTurn() async {
        let tabs = Tabs()
        var left: [String] = []
        tabs.shop.navigator.push(NamedViewController("Detail"), animated: false) { left.append("Detail: \($0)") }
        await settle()
        tabs.tabBar.viewControllers = [tabs.home.navigationController]
        #expect(tabs.shop.navigationController.parent == nil)  // R29
        #expect(left.isEmpty)  // UIKit tells no one
        UIKitShimRuntime.runLoopTurn()
        #expect(left == ["Detail: changedOnHost"])
        UIKitShimRuntime.runLoopTurn()
        #expect(left == ["Detail: changedOnHost"])
      }

      /// What an awaiting task heard.
      @MainActor
      final class Outcome {
        var reason: LeaveReason?
      }

      @Test func anAwaitedFlowInATabTakenOffReturns() async {
        let tabs = Tabs()
        let navigator = tabs.shop.navigator
        let completion = FlowCompletion<Int>()
        let outcome = Outcome()
        let flow = Task { @MainActor in
          outcome.reason = await navigator.push(NamedViewController("Pick"), animated: false, completing: completion)
            .leaveReason
        }
        await settle()
        tabs.tabBar.viewControllers = [tabs.home.navigationController]
        UIKitShimRuntime.runLoopTurn()
        await settle()
        #expect(outcome.reason == .changedOnHost)
        flow.cancel()
      }

      @Test func aTabMovedToAnotherTabBarWithinATurnKeepsItsScreens() async {
        let tabs = Tabs()
        var left: [String] = []
        tabs.shop.navigator.push(NamedViewController("Detail"), animated: false) { left.append("Detail: \($0)") }
        await settle()
        UIKitShimRuntime.runLoopTurn()
        let other = UITabBarController()
        tabs.tabBar.viewControllers = [tabs.home.navigationController]
        other.viewControllers = [tabs.shop.navigationController]
        UIKitShimRuntime.runLoopTurn()
        #expect(left.isEmpty)
        #expect(tabs.shop.navigator.screens.count == 2)
      }

      @Test func aTabTheTabBarKeepsKeepsItsScreens() async {
        let tabs = Tabs()
        var left: [String] = []
        tabs.shop.navigator.push(NamedViewController("Detail"), animated: false) { left.append("Detail: \($0)") }
        await settle()
        tabs.tabBar.viewControllers = [tabs.shop.navigationController, tabs.home.navigationController]
        UIKitShimRuntime.runLoopTurn()
        #expect(left.isEmpty)
      }
    }
  }
#endif
