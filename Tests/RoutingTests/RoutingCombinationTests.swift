import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// Routes in the combinations issue 26 found broken or untested: animated pushes, reused screens, guarded deep
/// links, partial restores.
@MainActor
@Suite struct RoutingCombinationTests {
  // MARK: An animated push is in the routes at once (bug 1)

  @Test func anAnimatedPushIsInRoutesStateAndObserversWhileItAnimates() {
    var issues: [NavigationIssue] = []
    let router = Router<AppRoute>(factory: .headless) { issues.append($0) }
    let host = router.headlessHost!
    router.setRoutes([.home], animated: false)
    host.transitionMode = .manual
    var heard: [[AppRoute]] = []
    let observation = router.observeRoutes { heard.append($0) }
    router.push(.product(1))
    // The push is on the host's stack, animating.
    #expect(host.screens.count == 2)
    #expect(router.routes == [.home, .product(1)])
    #expect(router.state.routes == [.home, .product(1)])
    #expect(heard == [[.home, .product(1)]])
    // An app that keeps its own routes derives the next change from them: not refused as drift.
    #expect(router.setRoutes([.home, .product(1), .specs], replacing: [.home, .product(1)]))
    host.completeAllTransitions()
    #expect(router.routes == [.home, .product(1), .specs])
    #expect(heard.last == [.home, .product(1), .specs])
    #expect(issues.isEmpty)
    _ = observation
  }

  @Test func anAnimatedPushKeepsItsOnPop() {
    let router = Router<AppRoute>(factory: .headless)
    let host = router.headlessHost!
    router.setRoutes([.home], animated: false)
    host.transitionMode = .manual
    var popped = 0
    router.push(.product(1)) { popped += 1 }
    #expect(router.routes == [.home, .product(1)])
    host.completeAllTransitions()
    router.pop(animated: false)
    #expect(popped == 1)
    #expect(router.routes == [.home])
  }

  // MARK: Guarded deep links and restores (bug 6)

  /// A checkout form with unsaved changes is presented over product 7; a deep link to product 42's reviews would
  /// dismiss it. Its guard is asked, the link is held and reported, and once the person confirms, one call opens it.
  @Test func aDeepLinkAsksTheGuardsOfWhatItWouldRemoveAndWaitsForTheAppsDecision() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7), .share])
    let product = try #require(app.shop.childCoordinators.first as? ProductCoordinator)
    let checkout = try #require(product.navigator.presentedScreen)
    let form = CheckoutForm()
    product.navigator.setLeaveGuard(for: checkout) { reason in
      form.asked.append(reason)
      return !form.hasUnsavedChanges
    }
    let link: [AppRoute] = [.tab(.shop), .product(42), .reviews(product: 42)]
    app.tabs.open(link)
    #expect(form.asked == [.dismiss])
    #expect(product.navigator.presentedScreen === checkout)
    #expect(app.shop.router.routes == [.shopHome, .product(7)])
    #expect(app.issues.map(\.kind) == [.pathHeldByLeaveGuard])
    #expect(app.tabs.pendingPath == link)
    // Navigation events don't ask the guard again: the app decides.
    app.shop.router.navigator.synchronize()
    app.shop.router.push(.settings, animated: false)
    app.shop.router.pop(animated: false)
    #expect(form.asked == [.dismiss])
    // The person confirms "Discard".
    form.hasUnsavedChanges = false
    app.tabs.openPendingPath()
    #expect(app.tabs.pendingPath == nil)
    #expect(app.shop.router.routes == [.shopHome, .product(42)])
    #expect(app.shop.router.state.path == [.shopHome, .product(42), .reviews(product: 42)])
    #expect(app.issues.count == 1)
  }

  /// The guards of pushed screens a link would pop are asked too, top-most first.
  @Test func aDeepLinkAsksTheGuardsOfTheScreensItWouldPop() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7), .specs])
    let navigator = app.shop.navigator
    var asked: [String] = []
    for (index, name) in [(1, "product7"), (2, "specs")] {
      navigator.setLeaveGuard(for: navigator.screens[index]) { reason in
        asked.append("\(name): \(reason)")
        return true
      }
    }
    app.tabs.open([.tab(.shop), .settings])
    #expect(asked == ["specs: popTo", "product7: popTo"])
    #expect(app.shop.router.routes == [.shopHome, .settings])
    #expect(app.issues.isEmpty)
  }

  /// A restore that would take down a guarded screen is held the same way.
  @Test func aRestoreAsksTheGuardsToo() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7)])
    let navigator = app.shop.navigator
    navigator.setLeaveGuard(for: navigator.screens[1]) { _ in false }
    app.shop.restore(RouterState(routes: [.shopHome, .settings]))
    #expect(app.shop.router.routes == [.shopHome, .product(7)])
    #expect(app.issues.map(\.kind) == [.pathHeldByLeaveGuard])
  }

  // MARK: Restore opens what it can (bug 7)

  /// A saved state whose last route can no longer be handled (removed in an update, or an awaited picker that was on
  /// top) restores everything before it, and reports the rest.
  @Test func aRestoreOpensTheLongestPrefixItCanHandleAndReportsTheRest() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop)])
    let saved = RouterState<AppRoute>(routes: [.shopHome, .product(1), .specs, .settings])
    app.shop.restore(saved)
    #expect(app.shop.router.routes == [.shopHome, .product(1), .specs])
    let issue = try #require(app.issues.first)
    #expect(app.issues.count == 1)
    #expect(issue.kind == .routeNotHandled)
    #expect(issue.call == "RoutingCoordinator.restore(_:)")
    #expect(issue.message.contains("settings"))
  }

  @Test func aRestoreWithAnUnhandledPresentedRouteKeepsTheStackBelowIt() throws {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop)])
    let saved = RouterState<AppRoute>(
      routes: [.shopHome, .product(3)],
      presentation: .flow(RouterState(routes: [.reviews(product: 3), .review(1), .settings])))
    app.shop.restore(saved)
    #expect(app.shop.router.state.path == [.shopHome, .product(3), .reviews(product: 3), .review(1)])
    #expect(app.issues.map(\.kind) == [.routeNotHandled])
  }

  // MARK: Missing tests

  @Test func popToARouteThatIsTwiceOnTheStackPopsToTheTopMostMatch() {
    let router = Router<AppRoute>(factory: .headless)
    router.setRoutes([.home, .product(1), .specs, .product(1), .specs], animated: false)
    let upper = router.navigator.screens[3]
    let popped = router.pop(to: .product(1), animated: false)
    #expect(popped == [.specs])
    #expect(router.routes == [.home, .product(1), .specs, .product(1)])
    #expect(router.navigator.topScreen === upper)
  }

  @Test func setRoutesWithARouteTwiceKeepsTheExistingScreenAndMakesASecond() {
    var issues: [NavigationIssue] = []
    let router = Router<AppRoute>(factory: .headless) { issues.append($0) }
    router.setRoutes([.home, .product(1)], animated: false)
    let existing = router.navigator.screens[1]
    router.setRoutes([.home, .product(1), .product(1)], animated: false)
    #expect(router.routes == [.home, .product(1), .product(1)])
    #expect(router.navigator.screens[1] === existing)
    #expect(router.navigator.screens[2] !== existing)
    #expect(issues.isEmpty)
  }

  /// A deep link puts every screen of its path on the stack at once and animates only the last change: with manual
  /// transitions, everything is there and one transition is in flight.
  @Test func aDeepLinkAnimatesOnlyItsLastStep() {
    let app = RoutedApp(manual: true)
    app.tabs.open([.tab(.shop), .product(1), .product(2), .specs])
    #expect(app.shopHost.screens.count == 4)
    #expect(app.shopHost.isTransitioning)
    app.shopHost.completeTransition()
    #expect(!app.shopHost.isTransitioning)
    #expect(app.shop.router.routes == [.shopHome, .product(1), .product(2), .specs])
    #expect(app.issues.isEmpty)
  }
}

/// What a checkout form's guard reads and records.
@MainActor
final class CheckoutForm {
  var hasUnsavedChanges = true
  var asked: [LeaveReason] = []
}
