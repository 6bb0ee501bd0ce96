import NavigatorKit
import NavigatorKitTesting
import Testing

/// A router's factory need not make stacks: the flows a router presents get a stack of its navigator's host's kind
/// (`NavigationHost.makeStack()`), as a plain coordinator's do.
@MainActor
@Suite struct RouterStackKindTests {
  /// A factory of screens only, as an app writes it now: no `makeStack`.
  static let screensOnly = ScreenFactory<AppRoute> { HeadlessScreen("\($0)") }

  @Test func aFlowPresentedByARouterWithoutMakeStackGetsAStackOfItsHostsKind() throws {
    let host = HeadlessNavigationController("Shop")
    let router = Router(navigator: Navigator(host: host), factory: Self.screensOnly)
    let product = ProductCoordinator(product: 7, router: router)
    router.navigator.setScreens([product.rootScreen], animated: false)
    product.showReviews()
    let stack = try #require(host.presentedScreen as? HeadlessNavigationController)
    #expect(stack !== host)
    #expect(router.presentedRoute == .reviews(product: 7))
    let reviews = try #require(product.childCoordinators.first as? ReviewsCoordinator)
    #expect(reviews.router.navigator.host === stack)
    var left: [LeaveReason] = []
    reviews.router.push(.review(1), animated: false) { left.append($0) }
    #expect(reviews.router.routes == [.reviews(product: 7), .review(1)])
    router.dismiss(animated: false)
    #expect(left == [.dismiss])
    #expect(product.childCoordinators.isEmpty)
  }

  @Test func aFactoryWithMakeStackStillMakesThePresentedStacks() throws {
    let made = HeadlessNavigationController("Made")
    let factory = ScreenFactory<AppRoute>(makeStack: { made }, makeScreen: { HeadlessScreen("\($0)") })
    let router = Router(navigator: Navigator(host: HeadlessNavigationController("Shop")), factory: factory)
    #expect(router.makePresentedRouter().navigator.host === made)
  }

  @Test func aRouterWithNeitherANavigatorNorMakeStackReportsItAndDrivesAStackOnNoScreen() {
    var issues: [NavigationIssue] = []
    let router = Router(factory: Self.screensOnly) { issues.append($0) }
    #expect(issues.map(\.kind) == [.stackNotMade])
    #expect(issues.first?.call == "Router.init(navigator:factory:onIssue:)")
    router.setRoutes([.home, .product(1)], animated: false)
    var left: [LeaveReason] = []
    router.push(.specs, animated: false) { left.append($0) }
    router.pop(animated: false)
    #expect(router.routes == [.home, .product(1)])
    #expect(left == [.pop])
    #expect(issues.count == 1)
  }

  @Test func aRouterGivenANavigatorKeepsItsIssueHandlerUnlessGivenOne() {
    var heard: [String] = []
    let navigator = Navigator(host: HeadlessNavigationController("Shop")) { _ in heard.append("navigator's") }
    let router = Router(navigator: navigator, factory: Self.screensOnly)
    router.pop()
    let replacing = Router(navigator: navigator, factory: Self.screensOnly) { _ in heard.append("router's") }
    replacing.pop()
    #expect(heard == ["navigator's", "router's"])
  }
}
