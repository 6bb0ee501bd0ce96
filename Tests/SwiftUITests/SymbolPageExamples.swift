import NavigatorKit
import NavigatorKitTesting
import Testing

/// The routes of the SwiftUI tests' shop.
enum ShopRoute: Route {
  case home
  case product(Int)
  case reviews(Int)
  case cart
  case checkout
}

/// The screen a SwiftUI app's factory makes for a route: SwiftUI draws it from its route.
@MainActor
final class RouteScreen: Screen, CustomStringConvertible {
  let route: ShopRoute
  init(_ route: ShopRoute) { self.route = route }
  nonisolated var description: String { "screen" }
}

/// The examples of the path host's and the headless NavigationStack's symbol pages, compiled and run.
@MainActor
@Suite struct SymbolPageExamples {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func pathHostPageWiresARouter() {
    // snippet: path-host-router
    let shopRouter = Router(
      navigator: Navigator(host: NavigationPathHost()),
      factory: ScreenFactory<ShopRoute> { route in RouteScreen(route) })
    shopRouter.setRoutes([.home, .product(42)])
    // snippet-end
    let host = shopRouter.navigator.host as? NavigationPathHost
    #expect(host?.root.map { shopRouter.route(of: $0.screen) } == .home)
    #expect(host?.path.map { shopRouter.route(of: $0.screen) } == [.product(42)])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func headlessStackPageSwipesAndTaps() {
    // snippet: headless-navigation-stack
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(scheduler: runLoop)
    let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
    let navigator = Navigator(host: host)
    var left: [LeaveReason] = []
    navigator.push(HeadlessScreen("Home"))
    navigator.push(HeadlessScreen("Detail")) { reason in left.append(reason) }
    runLoop.settle()

    stack.beginInteractivePop()
    stack.cancelInteractivePop()  // the person changed their mind: nothing is written, nothing runs
    runLoop.settle()
    stack.tapBackButton()
    runLoop.settle()
    #expect(left == [.navigationStackPop])
    // snippet-end
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func runLoopPageSettles() {
    // snippet: headless-run-loop
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(scheduler: runLoop)
    let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
    let navigator = Navigator(host: host)
    navigator.push(HeadlessScreen("Home"))
    runLoop.settle()
    // snippet-end
    #expect(stack.shownPath.isEmpty && host.root != nil && !host.isTransitioning)
  }
}
