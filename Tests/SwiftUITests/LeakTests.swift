import NavigatorKit
import NavigatorKitTesting
import Testing

/// Every flow over a path host and its headless NavigationStack lets go of everything it made.
@MainActor
@Suite struct LeakTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: ["back", "history", "swipe", "cancelledSwipe", "contentSwipe", "sheet", "droppedWrite"])
  func aFlowOverThePathHostLeavesNothingAlive(flow: String) {
    let tracker = LeakTracker()
    do {
      let app = PathFixture(behavior: .iOS26)
      tracker.track(app, named: "fixture")
      tracker.track(app.host, named: "host")
      tracker.track(app.stack, named: "stack")
      tracker.track(app.navigator, named: "navigator")
      tracker.track(app.runLoop, named: "runLoop")
      app.start("A")
      tracker.track(app.push("B"), named: "B")
      tracker.track(app.push("C"), named: "C")
      app.runLoop.settle()
      switch flow {
      case "back": app.stack.tapBackButton()
      case "history": app.stack.chooseFromBackHistory(keeping: 0)
      case "swipe":
        app.stack.beginInteractivePop()
        app.stack.finishInteractivePop()
      case "cancelledSwipe":
        app.stack.beginInteractivePop()
        app.stack.cancelInteractivePop()
      case "contentSwipe":
        app.stack.beginInteractivePop(fromContent: true)
        app.stack.finishInteractivePop()
      case "sheet":
        let sheet = HeadlessScreen("Sheet")
        tracker.track(sheet, named: "Sheet")
        app.navigator.present(sheet)
        app.runLoop.settle()
        app.stack.beginSheetPullDown()
        app.stack.finishSheetPullDown()
      default:
        app.stack.beginInteractivePop()
        app.push("D")
        app.runLoop.advance(by: .seconds(1))
        app.stack.cancelInteractivePop()
      }
      app.runLoop.settle()
      #expect(app.expectSettledAgreement())
    }
    tracker.expectNoLeaks("after \(flow)")
  }

  /// The leak check HuntingLeaks describes, over a path host: the stack and its navigator outlive the check, and each
  /// screen the person pops — three screens deep, by Back, by an edge swipe, by a swipe from the content — is released
  /// as it leaves, whatever the headless NavigationStack remembers of its writes.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: ["back", "swipe", "contentSwipe", "history"])
  func aScreenThePersonPopsIsReleasedWhileItsStackLives(exit: String) {
    let app = PathFixture(behavior: .iOS26)
    app.start()
    let tracker = LeakTracker()
    for name in ["A", "B", "C"] { tracker.track(app.push(name), named: name) }
    app.runLoop.settle()
    for (popped, staying) in [("C", ["A", "B"]), ("B", ["A"]), ("A", [])] {
      switch exit {
      case "back": app.stack.tapBackButton()
      case "swipe":
        app.stack.beginInteractivePop()
        app.stack.finishInteractivePop()
      case "contentSwipe":
        app.stack.beginInteractivePop(fromContent: true)
        app.stack.finishInteractivePop()
      default: app.stack.chooseFromBackHistory(keeping: app.stack.shownPath.count - 1)
      }
      app.runLoop.settle()
      #expect(app.left.last == "\(popped):navigationStackPop")
      #expect(tracker.leaks == staying, "after \(exit) popped \(popped)")  // the popped screen was released
    }
    #expect(app.stack.pathWrites.suffix(3) == [["A", "B"], ["A"], []])  // the writes, by name
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theSwiftUIAppLeavesNothingAliveAfterADeepLinkAndAPullDown() {
    let tracker = LeakTracker()
    weak var released: SwiftUIApp?
    do {
      let app = SwiftUIApp()
      released = app
      app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
      app.runLoop.settle()
      tracker.track(app.tabs, named: "tabs")
      for router in app.routers { tracker.track(router.navigator.host, named: "host") }
      tracker.track(app.product!, named: "product")
      tracker.track(app.product!.childCoordinators[0], named: "reviews")
      tracker.track(app.shopStack.presentedStack!, named: "sheet stack")
      app.shopStack.beginSheetPullDown()
      app.shopStack.finishSheetPullDown()
      app.runLoop.settle()
      app.shopStack.tapBackButton()
      app.runLoop.settle()
    }
    #expect(released == nil)
    tracker.expectNoLeaks("after the app went")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aChildCoordinatorGoesAsSoonAsItsScreenIsSwipedAway() {
    let app = SwiftUIApp()
    let tracker = LeakTracker()
    app.shop.showProduct(1)
    app.runLoop.settle()
    tracker.track(app.product!, named: "product")
    app.shopStack.beginInteractivePop()
    app.shopStack.finishInteractivePop()
    app.runLoop.settle()
    tracker.expectNoLeaks("after the swipe")
  }
}
