import NavigatorKit
import NavigatorKitTesting
import Observation
import Testing

/// What a SwiftUI view reads — a router's routes, its presented route, whether the stack is settled — is observable
/// with Observation, over a UIKit-style stack (the headless navigation controller, which is not observable itself)
/// and over a path host alike; and a change that changes none of it is not announced.
@MainActor
@Suite struct ObservableStateTests {
  /// Whether `read` is told of a change while `change` runs, as a SwiftUI view body that read it would be.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  private func changes<T>(_ read: @escaping @MainActor () -> T, when change: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking {
      _ = read()
    } onChange: {
      MainActor.assumeIsolated { flag.value = true }
    }
    change()
    return flag.value
  }

  /// A router over a headless navigation controller, with `.home` at the root.
  private func makeRouter(_ mode: TransitionMode = .immediate) -> (Router<AppRoute>, HeadlessNavigationController) {
    let router = Router<AppRoute>(factory: .headless)
    let host = router.headlessHost!
    host.transitionMode = mode
    router.setRoutes([.home], animated: false)
    return (router, host)
  }

  // MARK: Over a UIKit-style stack

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func routesChangeWhenARouteIsPushed() {
    let (router, _) = makeRouter()
    #expect(changes({ router.routes }) { router.push(.settings) })
    #expect(router.routes == [.home, .settings])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func routesChangeWhenThePersonTapsBack() {
    let (router, host) = makeRouter()
    router.push(.settings)
    #expect(changes({ router.routes }) { host.tapBackButton() })
    #expect(router.routes == [.home])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func routesChangeWhenASwipeBackFinishesNotWhenItBegins() throws {
    let (router, host) = makeRouter()
    router.push(.settings)
    var swipe: InteractiveTransition?
    #expect(!changes({ router.routes }) { swipe = host.beginInteractivePop() })
    #expect(changes({ router.routes }) { swipe?.finish() })
    #expect(router.routes == [.home])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aCancelledSwipeBackNeverChangesTheRoutes() {
    let (router, host) = makeRouter()
    router.push(.settings)
    #expect(!changes({ router.routes }) { host.beginInteractivePop()?.cancel() })
    #expect(router.routes == [.home, .settings])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func thePresentedRouteChangesWhenPresentedAndDismissed() {
    let (router, _) = makeRouter()
    #expect(changes({ router.presentedRoute }) { router.present(.reviews(1)) })
    #expect(router.presentedRoute == .reviews(1))
    #expect(changes({ router.presentedRoute }) { router.dismiss() })
    #expect(router.presentedRoute == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func thePresentedRouteChangesWhenThePersonPullsTheSheetDown() {
    let (router, host) = makeRouter()
    router.present(.reviews(1))
    #expect(changes({ router.presentedRoute }) { host.beginInteractiveDismiss()?.finish() })
    #expect(router.presentedRoute == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func isSettledFlipsWithTheAppsAnimatedPush() {
    let (router, host) = makeRouter(.manual)
    let navigator = router.navigator
    #expect(changes({ navigator.isSettled }) { router.push(.settings) })
    #expect(!navigator.isSettled)
    #expect(changes({ navigator.isSettled }) { host.completeTransition() })
    #expect(navigator.isSettled)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func isSettledFlipsWhenThePersonsSwipeBegins() {
    let (router, host) = makeRouter(.manual)
    router.push(.settings, animated: false)
    let navigator = router.navigator
    var swipe: InteractiveTransition?
    #expect(changes({ navigator.isSettled }) { swipe = host.beginInteractivePop() })
    #expect(!navigator.isSettled)
    #expect(
      changes({ navigator.isSettled }) {
        swipe?.cancel()
        host.completeTransition()
      })
    #expect(navigator.isSettled)
  }

  /// The headless stack says a pull-down started, as the UIKit adapter does at `presentationControllerWillDismiss`: a
  /// view that reads `isSettled` hears it turn `false` then, and `true` when the pull-down is cancelled.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func isSettledFlipsWhenThePersonsPullDownBegins() {
    let (router, host) = makeRouter(.manual)
    let navigator = router.navigator
    navigator.present(HeadlessScreen("Sheet"), animated: false)
    var pullDown: InteractiveTransition?
    #expect(changes({ navigator.isSettled }) { pullDown = host.beginInteractiveDismiss() })
    #expect(!navigator.isSettled)
    #expect(
      changes({ navigator.isSettled }) {
        pullDown?.cancel()
        host.completeTransition()
      })
    #expect(navigator.isSettled)
    #expect(navigator.presentedScreen != nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theNavigatorsScreensChangeWhenTheSwipeBegins() {
    let (router, host) = makeRouter()
    router.push(.settings)
    let navigator = router.navigator
    #expect(changes({ navigator.screens.count }) { _ = host.beginInteractivePop() })
    #expect(navigator.screens.count == 1)
  }

  /// A view hears of one change, reads again, and must hear of the next — even when it brings back what the view read
  /// first. Each read on its own, so that no other read's announcement hides a missed one.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aViewThatReadsAgainHearsEveryChange() {
    let (router, _) = makeRouter()
    let navigator = router.navigator
    let reads: [(String, @MainActor () -> Void)] = [
      ("routes", { _ = router.routes }),
      ("screens", { _ = navigator.screens }),
      ("topScreen", { _ = navigator.topScreen }),
      ("presentedRoute", { _ = router.presentedRoute }),
    ]
    for (name, read) in reads {
      for _ in 0..<2 {
        if name == "presentedRoute" {
          #expect(changes(read) { router.present(.reviews(1), animated: false) }, "\(name)")
          #expect(changes(read) { router.dismiss(animated: false) }, "\(name)")
        } else {
          #expect(changes(read) { router.push(.settings) }, "\(name)")
          #expect(changes(read) { router.pop() }, "\(name)")
        }
      }
    }
    #expect(router.routes == [.home])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aLoopThatChangesNothingAnnouncesNothing() {
    let (router, _) = makeRouter()
    router.push(.settings)
    let navigator = router.navigator
    let readAll: @MainActor () -> Void = {
      _ = (router.routes, router.presentedRoute, navigator.screens, navigator.topScreen, navigator.isSettled)
    }
    #expect(!changes(readAll) { router.synchronize() })
    #expect(!changes(readAll) { router.pop(to: .settings) })  // already on top: nothing to do
    #expect(!changes(readAll) { navigator.synchronize() })
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aRefusedCallAnnouncesNothing() {
    let (router, _) = makeRouter()
    router.navigator.onIssue = { _ in }
    let navigator = router.navigator
    #expect(!changes({ (router.routes, navigator.isSettled, navigator.screens.count) }) { router.pop() })
    #expect(!changes({ router.routes }) { router.setRoutes([.home], animated: true) })
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aChangeOfTheScreensBelowTheTopDoesNotAnnounceTheTop() {
    let (router, _) = makeRouter()
    router.push(.settings)
    let navigator = router.navigator
    #expect(
      !changes({ navigator.topScreen.map(ObjectIdentifier.init) }) { router.setRoutes([.product(1), .settings]) })
    #expect(changes({ router.routes }) { router.setRoutes([.home, .settings]) })
  }

  // MARK: Over a path host

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func routesChangeOverAPathHostForThePushAndThePersonsPop() {
    let app = SwiftUIApp()
    let router = app.shopRouter
    #expect(changes({ router.routes }) { app.shop.showProduct(1) })
    app.runLoop.settle()
    #expect(router.routes == [.shopHome, .product(1)])
    app.shopStack.tapBackButton()
    #expect(changes({ router.routes }) { app.runLoop.settle() })
    #expect(router.routes == [.shopHome])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func thePresentedRouteIsObservableOverAPathHost() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    let router = app.shopRouter
    #expect(changes({ router.presentedRoute }) { app.product?.showReviews() })
    app.runLoop.settle()
    #expect(router.presentedRoute == .reviews(1))
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func isSettledIsObservableOverAPathHost() {
    let app = PathFixture()
    app.start("A")
    let navigator = app.navigator
    // Settled until the turn of the push ends (what the app asks for in it joins the write), then waiting.
    #expect(!changes({ navigator.isSettled }) { app.push("B") })
    #expect(changes({ navigator.isSettled }) { app.runLoop.advance(by: .zero) })
    #expect(!navigator.isSettled)
    #expect(changes({ navigator.isSettled }) { app.runLoop.settle() })
    #expect(navigator.isSettled)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aLoopThatChangesNothingAnnouncesNothingOverAPathHost() {
    let app = PathFixture()
    app.start("A")
    let navigator = app.navigator
    #expect(!changes({ (navigator.screens.count, navigator.isSettled) }) { navigator.synchronize() })
  }
}
