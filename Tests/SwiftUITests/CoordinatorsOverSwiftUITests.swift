import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// Coordinators, routes, deep links, restoration, guards, results and async over path hosts bound to headless
/// NavigationStacks: a tab of two stacks and a sheet with a stack of its own.
@MainActor
@Suite struct CoordinatorsOverSwiftUITests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backReleasesTheChildCoordinator() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    weak var product: ProductFlow?
    product = app.product
    #expect(product != nil)
    app.shopStack.tapBackButton()
    app.runLoop.settle()
    #expect(product == nil)
    #expect(app.shop.childCoordinators.isEmpty)
    #expect(app.shopRouter.routes == [.shopHome])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_finishedSwipeReleasesTheChildCoordinator() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    weak var product: ProductFlow?
    product = app.product
    app.shopStack.beginInteractivePop()
    app.shopStack.finishInteractivePop()
    app.runLoop.settle()
    #expect(product == nil)
    #expect(app.shop.childCoordinators.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_cancelledSwipeKeepsTheChildCoordinator() {
    let app = SwiftUIApp()
    // snippet: swiftui-test-swipe
    app.shop.showProduct(1)
    app.runLoop.settle()
    weak var product: ProductFlow?
    product = app.product

    app.shopStack.beginInteractivePop()
    app.shopStack.cancelInteractivePop()  // SwiftUI writes nothing
    app.runLoop.settle()
    #expect(product != nil)
    #expect(app.shopRouter.routes == [.shopHome, .product(1)])

    app.shopStack.beginInteractivePop()
    app.shopStack.finishInteractivePop()  // one write of the shorter path
    app.runLoop.settle()
    #expect(product == nil)  // the child coordinator went with its screen
    // snippet-end
    #expect(app.shop.childCoordinators.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backHistoryMenuReleasesEveryChildAbove() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    app.product?.pushCoordinator(ProductFlow(product: 2, router: app.shopRouter))
    app.runLoop.settle()
    weak var first: ProductFlow?
    first = app.product
    weak var second: (any Coordinator)?
    second = app.product?.childCoordinators.first
    #expect(second != nil)
    app.shopStack.chooseFromBackHistory(keeping: 0)
    app.runLoop.settle()
    #expect(first == nil && second == nil)
    #expect(app.shopRouter.routes == [.shopHome])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_aSheetHasAStackOfItsOwnAndPullingItDownReleasesItsFlow() throws {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    app.product?.showReviews()
    app.runLoop.settle()
    weak var reviews: ReviewsFlow?
    reviews = app.product?.childCoordinators.first as? ReviewsFlow
    let sheetStack = try #require(app.shopStack.presentedStack)
    reviews?.router.push(.review(7))
    app.runLoop.settle()
    #expect(sheetStack.shownPath.count == 1)
    #expect(reviews?.router.routes == [.reviews(1), .review(7)])
    sheetStack.tapBackButton()  // Back inside the sheet leaves the reviews flow alone
    app.runLoop.settle()
    #expect(reviews?.router.routes == [.reviews(1)])
    #expect(app.shopStack.beginSheetPullDown())
    app.shopStack.finishSheetPullDown()
    app.runLoop.settle()
    #expect(reviews == nil)
    #expect(app.product?.childCoordinators.isEmpty == true)
    #expect(app.shopStack.presentedStack == nil)
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_aCancelledPullDownKeepsTheSheetsFlow() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    app.product?.showReviews()
    app.runLoop.settle()
    weak var reviews: ReviewsFlow?
    reviews = app.product?.childCoordinators.first as? ReviewsFlow
    app.shopStack.beginSheetPullDown()
    app.shopStack.cancelSheetPullDown()
    app.runLoop.settle()
    #expect(reviews != nil)
    #expect(app.shopRouter.presentedRoute == .reviews(1))
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func finishEndsAPushedFlowAndAPresentedOneOnceEach() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    app.product?.showReviews()
    app.runLoop.settle()
    weak var reviews: ReviewsFlow?
    reviews = app.product?.childCoordinators.first as? ReviewsFlow
    reviews?.finish()
    app.runLoop.settle()
    #expect(reviews == nil)
    #expect(app.shopStack.shownSheet == nil)
    weak var product: ProductFlow?
    product = app.product
    product?.finish()
    app.runLoop.settle()
    #expect(product == nil)
    #expect(app.shopStack.shownPath.isEmpty)
    #expect(app.shopRouter.routes == [.shopHome])
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func deepLinkSelectsTheTabPushesAndPresentsAStackInASheet() throws {
    let app = SwiftUIApp()
    app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
    app.runLoop.settle()
    #expect(app.tabs.selected == .shop)
    #expect(app.shopRouter.routes == [.shopHome, .product(3)])
    #expect(app.shopStack.shownPath.count == 1)
    let sheetStack = try #require(app.shopStack.presentedStack)
    #expect(sheetStack.shownPath.count == 1)
    let reviews = try #require(app.product?.childCoordinators.first as? ReviewsFlow)
    #expect(reviews.router.routes == [.reviews(3), .review(9)])
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func deepLinkBeforeLaunchOpensOnceTheTabsExist() {
    let app = SwiftUIApp(start: false)
    app.tabs.open([.tab(.shop), .product(4)])
    app.tabs.start()
    app.runLoop.settle()
    #expect(app.shopRouter.routes == [.shopHome, .product(4)])
    #expect(app.tabs.selected == .shop)
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func eachTabKeepsItsOwnStack() {
    let app = SwiftUIApp()
    app.routers[0].push(.settings)
    app.shop.showProduct(2)
    app.runLoop.settle()
    app.stacks[0].tapBackButton()
    app.runLoop.settle()
    #expect(app.routers[0].routes == [.home])
    #expect(app.shopRouter.routes == [.shopHome, .product(2)])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S10_aTabReTapPopsOnlyWhenTheAppsSelectionHandlerSaysSo() {
    let app = SwiftUIApp()
    app.shop.showProduct(2)
    app.runLoop.settle()
    weak var product: ProductFlow?
    product = app.product
    #expect(app.shopStack.pathWrites.isEmpty)  // SwiftUI pops nothing by itself on a re-tap
    app.shopRouter.popToRoot()  // what an app's selection binding does when the selected tab is chosen again
    app.runLoop.settle()
    #expect(product == nil)
    #expect(app.shopStack.shownPath.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S11_aStateRoundTripsThroughJSONIntoANewApp() throws {
    let app = SwiftUIApp()
    app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
    app.runLoop.settle()
    let saved = try JSONEncoder().encode(app.shopRouter.state)

    let next = SwiftUIApp()
    next.shop.restore(try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved))
    next.runLoop.settle()
    #expect(next.shopRouter.state == app.shopRouter.state)
    #expect(next.shopStack.shownPath.count == 1)
    #expect(next.shopStack.presentedStack?.shownPath.count == 1)
    #expect(next.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S11_aRouteThatNoLongerOpensIsReportedAndTheRestIsRestored() throws {
    let app = SwiftUIApp()
    let state = RouterState<AppRoute>(
      routes: [.shopHome, .product(3), .settings], presentation: nil)
    app.shop.restore(state)
    app.runLoop.settle()
    #expect(app.shopRouter.routes == [.shopHome, .product(3)])
    #expect(app.issues.map(\.kind) == [.routeNotHandled])
    #expect(app.issues.first?.message.contains("settings") == true)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_aLeaveGuardIsAskedByTheGuardedBackButtonOnly() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    let host = app.shopRouter.navigator.host as! NavigationPathHost
    host.usesGuardedBackButton = true
    var asked: [LeaveReason] = []
    let product = app.shopRouter.navigator.topScreen!
    app.shopRouter.navigator.setLeaveGuard(for: product) { reason in
      asked.append(reason)
      return false
    }
    host.backButtonTapped()
    app.runLoop.settle()
    #expect(asked == [.backButton])
    #expect(app.shopRouter.routes == [.shopHome, .product(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func results_aCompletedFlowGivesItsValueOnce() async throws {
    let app = PathFixture()
    app.start("A")
    let (picker, completion, task) = try #require(await app.startAwaitedPicker())
    completion.complete("red")
    app.runLoop.settle()
    try #require(app.navigator.topScreen !== picker)  // else the await below would never return
    let outcome = await task.value
    #expect(outcome.value == "red")
    #expect(app.names == ["Root", "A"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func results_aSwipedAwayFlowGivesItsReasonOnce() async throws {
    let app = PathFixture()
    app.start("A")
    let (picker, _, task) = try #require(await app.startAwaitedPicker())
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    try #require(app.navigator.topScreen !== picker)  // else the await below would never return
    let outcome = await task.value
    guard case .left(let reason) = outcome else {
      Issue.record("expected the flow to have left, got \(outcome)")
      return
    }
    #expect(reason == .navigationStackPop)
  }
}
