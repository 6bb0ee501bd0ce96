import NavigatorKit
import NavigatorKitTesting
import Testing

/// The docs' drawing recipe — one `NavigatorStack` closure per tab, `switch router.route(of: element.screen)` — draws
/// every screen that stack shows, the sheets it presents included: `NavigatorStack` draws a presented flow's stack
/// with the same closure.
@MainActor
@Suite struct DrawingRecipeTests {
  /// What the recipe's closure draws for an element, as the SwiftUI article's `AppView` switches.
  static func drawn(_ element: NavigationPathElement, by router: Router<AppRoute>) -> String {
    switch router.route(of: element.screen) {
    case .product(let id): "ProductView(\(id))"
    case .reviews(let id), .review(let id): "ReviewsView(\(id))"
    default: "HomeView"
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theTabsClosureDrawsTheScreensOfTheSheetItsFlowPresented() throws {
    let app = SwiftUIApp()
    app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
    app.runLoop.settle()
    let sheet = try #require(app.shopStack.presentedStack)
    let shop = app.shopRouter.navigator.host as! NavigationPathHost
    let reviews = app.product!.childCoordinators[0] as! ReviewsFlow
    let sheetHost = reviews.router.navigator.host as! NavigationPathHost
    #expect(sheet.shownPath == sheetHost.path)
    let drawnInTab = ([shop.root!] + app.shopStack.shownPath).map { Self.drawn($0, by: app.shopRouter) }
    let drawnInSheet = ([sheetHost.root!] + sheet.shownPath).map { Self.drawn($0, by: app.shopRouter) }
    #expect(drawnInTab == ["HomeView", "ProductView(3)"])
    #expect(drawnInSheet == ["ReviewsView(3)", "ReviewsView(9)"])
    #expect(app.shopRouter.route(of: sheetHost.root!.screen) == .reviews(3))
    #expect(app.shopRouter.routes == [.shopHome, .product(3)])  // its own routes, not the sheet's
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aRouterFindsTheRoutesOfFlowsPresentedFromItsFlowsButNotOfAnotherRouters() {
    let app = SwiftUIApp()
    let presented = app.shopRouter.makePresentedRouter()
    let presentedFromIt = presented.makePresentedRouter()
    let review = presentedFromIt.screen(for: .review(9))
    let homeSheet = app.routers[0].makePresentedRouter()
    let fromAnotherTab = homeSheet.screen(for: .review(1))
    #expect(app.shopRouter.route(of: review) == .review(9))
    #expect(presented.route(of: review) == .review(9))
    #expect(presentedFromIt.route(of: review) == .review(9))
    #expect(app.shopRouter.route(of: fromAnotherTab) == nil)
    #expect(app.routers[0].route(of: review) == nil)
    // A presenter's screen is not its flow's.
    #expect(presentedFromIt.route(of: presented.screen(for: .reviews(9))) == nil)
  }
}
