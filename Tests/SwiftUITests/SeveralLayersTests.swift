import NavigatorKit
import NavigatorKitTesting
import Testing

/// A sheet holding a path host of its own, which presents a sheet too, on the headless NavigationStack: the outer
/// navigator's presentation is the inner host; the inner navigator has two screens and presents "Top".
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class LayeredFixture {
  let app: PathFixture
  let innerHost: NavigationPathHost
  let innerNavigator: Navigator

  /// With `threeLayers`, "Top" is a path host too, with a root of its own, and presents "Topmost".
  init(behavior: HeadlessNavigationStack<NavigationPathElement>.Behavior, threeLayers: Bool = false) {
    let app = PathFixture(behavior: behavior)
    self.app = app
    app.start("A")
    innerHost = NavigationPathHost(scheduler: app.runLoop)
    innerNavigator = Navigator(host: innerHost)
    innerNavigator.onIssue = { app.issues.append($0) }
    innerNavigator.push(HeadlessScreen("InnerRoot")) { app.left.append("InnerRoot:\($0)") }
    app.navigator.present(innerHost) { app.left.append("Sheet:\($0)") }
    app.runLoop.settle()
    innerNavigator.push(HeadlessScreen("Inner")) { app.left.append("Inner:\($0)") }
    app.runLoop.settle()
    guard threeLayers else {
      innerNavigator.present(HeadlessScreen("Top")) { app.left.append("Top:\($0)") }
      app.runLoop.settle()
      return
    }
    let topHost = NavigationPathHost(scheduler: app.runLoop)
    let topNavigator = Navigator(host: topHost)
    self.topNavigator = topNavigator
    topNavigator.push(HeadlessScreen("TopRoot")) { app.left.append("TopRoot:\($0)") }
    innerNavigator.present(topHost) { app.left.append("Top:\($0)") }
    app.runLoop.settle()
    topNavigator.present(HeadlessScreen("Topmost")) { app.left.append("Topmost:\($0)") }
    app.runLoop.settle()
  }

  /// The navigator of "Top" when it is a stack.
  private(set) var topNavigator: Navigator?

  /// The headless stack shown in the outer sheet.
  var innerStack: HeadlessNavigationStack<NavigationPathElement>? { app.stack.presentedStack }
}

/// S8 over the path host: dismissing a sheet whose stack presents a sheet of its own ends every screen of both
/// layers once, innermost first, with the reason the outer sheet went — not as a pull-down of the inner one, which is
/// what SwiftUI's `nil` on the inner item would otherwise read as — on iOS 17+ and on iOS 16 alike.
@MainActor
@Suite struct SeveralLayersTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_dismissingTheOuterSheetEndsBothLayersOnceInnermostFirst(together: Bool) throws {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let layers = LayeredFixture(behavior: behavior)
    let app = layers.app
    #expect(layers.innerStack?.shownSheet.map { String(describing: $0.screen) } == "Top")
    #expect(app.left.isEmpty)
    app.navigator.dismiss()
    app.runLoop.settle()
    #expect(app.left == ["Top:dismiss", "Inner:dismiss", "InnerRoot:dismiss", "Sheet:dismiss"])
    #expect(app.issues.isEmpty)
    #expect(app.stack.shownSheet == nil)
    #expect(app.navigator.presentedScreen == nil)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_threeLayersEndOnceInnermostFirst(together: Bool) throws {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let layers = LayeredFixture(behavior: behavior, threeLayers: true)
    let app = layers.app
    let topStack = try #require(layers.innerStack?.presentedStack)
    #expect(topStack.shownSheet.map { String(describing: $0.screen) } == "Topmost")
    app.navigator.dismiss()
    app.runLoop.settle()
    #expect(
      app.left == [
        "Topmost:dismiss", "TopRoot:dismiss", "Top:dismiss", "Inner:dismiss", "InnerRoot:dismiss", "Sheet:dismiss",
      ])
    #expect(app.issues.isEmpty)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_aHostLeavingWithItsSheetWritesNothingBackOverSwiftUIsNil(together: Bool) {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let layers = LayeredFixture(behavior: behavior)
    let app = layers.app
    layers.innerNavigator.push(HeadlessScreen("Late")) { app.left.append("Late:\($0)") }  // the inner host waits
    app.navigator.dismiss()
    app.runLoop.advance(by: app.host.settleDelay + .milliseconds(100))
    // The inner host's wait ended during the dismissal: it does not write its sheet back, which would present it
    // again in the sheet being dismissed.
    #expect(layers.innerHost.presented == nil)
    app.runLoop.settle()
    #expect(layers.innerHost.presented == nil)
    #expect(app.left == ["Top:dismiss", "Late:dismiss", "Inner:dismiss", "InnerRoot:dismiss", "Sheet:dismiss"])
    #expect(app.issues.isEmpty)
  }

  /// A host kept by the app and presented again after its sheet went works as before.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_aHostPresentedAgainAfterItsSheetWentWritesAgain() throws {
    let layers = LayeredFixture(behavior: .iOS16_1Through18)
    let app = layers.app
    app.navigator.dismiss()
    app.runLoop.settle()
    app.navigator.present(layers.innerHost) { app.left.append("Again:\($0)") }
    app.runLoop.settle()
    layers.innerNavigator.push(HeadlessScreen("New")) { app.left.append("New:\($0)") }
    app.runLoop.settle()
    let innerStack = try #require(layers.innerStack)
    #expect(innerStack.shownPath.map { String(describing: $0.screen) } == ["Inner", "New"])
    // What it presented went with the sheet, and does not come back.
    #expect(innerStack.shownSheet == nil)
    #expect(layers.innerNavigator.presentedScreen == nil)
    #expect(app.left.filter { $0.hasPrefix("Top:") } == ["Top:dismiss"])
    innerStack.tapBackButton()  // and the person's pops are taken again
    app.runLoop.settle()
    #expect(app.left.suffix(1) == ["New:navigationStackPop"])
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_bothLayersLeaveNothingAlive(together: Bool) {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let tracker = LeakTracker()
    do {
      let layers = LayeredFixture(behavior: behavior)
      tracker.track(layers, named: "fixture")
      tracker.track(layers.app.host, named: "outer host")
      tracker.track(layers.innerHost, named: "inner host")
      tracker.track(layers.innerNavigator, named: "inner navigator")
      tracker.track(layers.innerStack!, named: "inner stack")
      tracker.track(layers.innerNavigator.presentedScreen!, named: "Top")
      tracker.track(layers.innerNavigator.topScreen!, named: "Inner")
      layers.app.navigator.dismiss()
      layers.app.runLoop.settle()
      #expect(layers.app.left.count == 4)
      #expect(layers.innerStack == nil)
    }
    tracker.expectNoLeaks("after both layers went")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_finishingAFlowWhoseSheetPresentsAnotherReleasesBoth(together: Bool) throws {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let app = SwiftUIApp(behavior: behavior)
    app.shop.showProduct(1)
    app.runLoop.settle()
    app.product?.showReviews()
    app.runLoop.settle()
    weak var reviews: ReviewsFlow?
    reviews = app.product?.childCoordinators.first as? ReviewsFlow
    var left: [LeaveReason] = []
    reviews?.router.present(.review(5)) { left.append($0) }
    app.runLoop.settle()
    weak var sheetStack: HeadlessNavigationStack<NavigationPathElement>?
    sheetStack = app.shopStack.presentedStack
    #expect(sheetStack?.shownSheet != nil)
    reviews?.finish()
    app.runLoop.settle()
    #expect(left == [.finish])
    #expect(reviews == nil)
    #expect(sheetStack == nil)
    #expect(app.product?.childCoordinators.isEmpty == true)
    #expect(app.shopRouter.presentedRoute == nil)
    #expect(app.issues.isEmpty)
  }
}
