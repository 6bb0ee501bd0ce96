import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// `Router`: routes read from the settled stack, commands by route, reuse in `setRoutes`, observation and drift.
@MainActor
@Suite struct RouterTests {
  let router = Router<AppRoute>(factory: .headless)
  var host: HeadlessNavigationController { router.headlessHost! }

  init() {
    router.setRoutes([.home], animated: false)
  }

  @Test func aRouteLeavesRoutesExactlyWhenItsOnPopRuns() throws {
    var routesSeenByOnPop: [AppRoute]?
    router.push(.product(1)) { routesSeenByOnPop = router.routes }

    let swipe = try #require(host.beginInteractivePop())
    swipe.update(progress: 0.7)
    // The swipe may still be cancelled: the screen has not left, so its route is still there.
    #expect(router.routes == [.home, .product(1)])
    #expect(routesSeenByOnPop == nil)

    swipe.finish()
    #expect(routesSeenByOnPop == [.home])
    #expect(router.routes == [.home])
  }

  @Test func routesFollowACancelledSwipeDirectHostCallsAndChangesOffScreen() throws {
    router.push(.product(1))
    router.push(.specs)
    try #require(host.beginInteractivePop()).cancel()
    #expect(router.routes == [.home, .product(1), .specs])

    host.pop(animated: false)  // app code calling UIKit directly
    #expect(router.routes == [.home, .product(1)])

    host.isInWindow = false  // an unselected tab: no callbacks at all
    host.popToRoot(animated: true)
    #expect(router.routes == [.home, .product(1)])  // a getter runs no app code: the onLeave has not run yet
    router.synchronize()
    #expect(router.routes == [.home])
  }

  @Test func screensWithoutARouteAreLeftOutAndCounted() {
    router.navigator.push(HeadlessScreen("Legacy"))
    router.push(.settings)
    #expect(router.routes == [.home, .settings])
    #expect(router.unroutedScreenCount == 1)
    #expect(host.screens.count == 3)
  }

  @Test func headlessScreensAreNamedAfterTheirRoute() {
    router.push(.product(42))
    router.present(.reviews(product: 42))
    #expect((router.navigator.topScreen as? HeadlessScreen)?.name == "product(42)")
    #expect((router.navigator.presentedScreen as? HeadlessScreen)?.name == "reviews(product: 42)")
    #expect(host.callbackLog.last == "didShow(product(42))")
  }

  @Test func setRoutesReusesTheScreensOfRoutesThatStayInOrder() {
    var popped: [String] = []
    router.push(.product(1)) { popped.append("product(1)") }
    router.push(.specs) { popped.append("specs") }
    let product = router.navigator.screens[1]

    router.setRoutes([.home, .product(1), .settings, .product(2)])

    #expect(router.routes == [.home, .product(1), .settings, .product(2)])
    #expect(router.navigator.screens[1] === product)
    #expect(popped == ["specs"])
    router.popToRoot()
    #expect(popped == ["specs", "product(1)"])
  }

  @Test func setRoutesGivesAReorderedRouteANewScreen() {
    var popped: [String] = []
    router.push(.product(1)) { popped.append("product(1)") }
    router.push(.product(2)) { popped.append("product(2)") }

    router.setRoutes([.home, .product(2), .product(1)], animated: false)

    // product(2) keeps its screen; product(1), now above it, gets a new one and the old one leaves.
    #expect(router.routes == [.home, .product(2), .product(1)])
    #expect(popped == ["product(1)"])
  }

  @Test func setRoutesDuringAPopDoesNotBringThePoppedScreenBack() {
    host.transitionMode = .manual
    var popped = 0
    router.push(.product(1), animated: false) { popped += 1 }
    let home = host.screens[0]
    let product = host.screens[1]

    router.pop()  // animating: the settled stack still has product(1)
    router.setRoutes([.home, .product(1), .specs], animated: false)  // queued behind the pop
    host.completeTransition()

    #expect(popped == 1)
    #expect(router.routes == [.home, .product(1), .specs])
    #expect(host.screens[0] === home)  // the root stays
    #expect(host.screens[1] !== product)  // a new screen: the popped one left for good
  }

  @Test func popsReturnRoutes() {
    router.push(.product(1))
    router.push(.specs)
    router.push(.settings)
    #expect(router.pop() == .settings)
    router.push(.settings)
    #expect(router.pop(to: .product(1)) == [.specs, .settings])  // stack order, as UIKit returns them
    #expect(router.popToRoot() == [.product(1)])
    #expect(router.routes == [.home])
  }

  @Test func popToARouteNotOnTheStackIsReportedAndChangesNothing() {
    var issues: [NavigationIssue] = []
    router.navigator.onIssue = { issues.append($0) }
    router.push(.product(1))

    #expect(router.pop(to: .settings) == [])

    #expect(issues.map(\.kind) == [.screenNotInStack])
    #expect(issues.first?.call == "Router.pop(to:animated:)")
    #expect(router.routes == [.home, .product(1)])
  }

  @Test func presentAndDismissRunOnDismissOnce() {
    var dismissed = 0
    router.present(.share) { dismissed += 1 }
    #expect(router.presentedRoute == .share)
    #expect(router.state == RouterState(routes: [.home], presentation: .screen(.share)))
    router.dismiss()
    #expect(dismissed == 1)
    #expect(router.presentedRoute == nil)
  }

  @Test func observersHearEveryChangeOfRoutesOnce() throws {
    var heard: [[AppRoute]] = []
    let observation = router.observeRoutes { heard.append($0) }

    router.push(.product(1))
    router.push(.specs)
    host.tapBackButton()
    // A screen inserted below the top: the navigator reports no event for it; reading routes tells no observer,
    // synchronizing does.
    host.setScreens([host.screens[0], router.screen(for: .settings), host.screens[1]], animated: false)
    _ = router.routes
    #expect(heard.count == 3)
    router.synchronize()
    observation.cancel()
    router.popToRoot()

    #expect(
      heard == [
        [.home, .product(1)],
        [.home, .product(1), .specs],
        [.home, .product(1)],
        [.home, .settings, .product(1)],
      ])
  }

  @Test func anAppArrayOfRoutesThatDriftedIsReportedInsteadOfReapplied() {
    var issues: [NavigationIssue] = []
    router.navigator.onIssue = { issues.append($0) }
    var appRoutes: [AppRoute] = [.home, .product(1)]
    router.setRoutes(appRoutes)

    host.tapBackButton()  // the person goes back; the app's array does not hear of it

    let applied = router.setRoutes(appRoutes + [.specs], replacing: appRoutes)
    #expect(!applied)
    #expect(issues.map(\.kind) == [.routesDrifted])
    #expect(router.routes == [.home])  // product(1) was not pushed back

    appRoutes = router.routes
    #expect(router.setRoutes(appRoutes + [.specs], replacing: appRoutes))
    #expect(router.routes == [.home, .specs])
  }

  @Test func aPresentedRouterSharesTheIssueHandlerAndIsFoundInTheState() {
    var issues: [NavigationIssue.Kind] = []
    router.navigator.onIssue = { issues.append($0.kind) }
    let flow = router.makePresentedRouter()
    flow.setRoutes([.reviews(product: 1), .review(2)], animated: false)
    router.navigator.present(flow.navigator.host)
    flow.pop(to: .settings)

    #expect(issues == [.screenNotInStack])
    #expect(router.presentedRoute == .reviews(product: 1))
    #expect(
      router.state
        == RouterState(
          routes: [.home], presentation: .flow(RouterState(routes: [.reviews(product: 1), .review(2)]))))
  }

  @Test func theStateRoundTripsThroughJSON() throws {
    let state = RouterState<AppRoute>(
      routes: [.shopHome, .product(4)],
      presentation: .flow(RouterState(routes: [.reviews(product: 4)], presentation: .screen(.share))))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(RouterState<AppRoute>.self, from: data) == state)
    #expect(state.path == [.shopHome, .product(4), .reviews(product: 4), .share])
  }
}
