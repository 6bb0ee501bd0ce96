import NavigatorKit
import NavigatorKitTesting
import Observation
import Testing

/// What a SwiftUI view reads over a path host — the router's routes, the presented route, whether the stack is
/// settled — is observable with Observation.
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

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theNavigatorsScreensAreObservableForTheAppsPushAndThePersonsPop() {
    let app = SwiftUIApp()
    let navigator = app.shopRouter.navigator
    #expect(changes({ navigator.screens.count }) { app.shop.showProduct(1) })
    app.runLoop.settle()
    #expect(changes({ navigator.screens.count }) { app.shopStack.tapBackButton() })
    app.runLoop.settle()
    #expect(app.shopRouter.routes == [.shopHome])
  }

  /// Not yet: a router's routes are read from the navigator's settled stack, which is not observable. A view that
  /// shows them also reads the host's `isTransitioning`, which changes in the same settle.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theRoutersRoutesChangeWhenTheHostSettles() {
    let app = SwiftUIApp()
    let host = app.shopRouter.navigator.host as! NavigationPathHost
    app.shop.showProduct(1)
    #expect(changes({ host.isTransitioning }) { app.runLoop.settle() })
    #expect(app.shopRouter.routes == [.shopHome, .product(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func thePresentedRouteIsObservable() {
    let app = SwiftUIApp()
    app.shop.showProduct(1)
    app.runLoop.settle()
    let router = app.shopRouter
    #expect(changes({ router.presentedRoute }) { app.product?.showReviews() })
    app.runLoop.settle()
    #expect(router.presentedRoute == .reviews(1))
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func whetherTheStackIsSettledIsObservable() {
    let app = PathFixture()
    app.start("A")
    let host = app.host
    #expect(changes({ host.isTransitioning }) { app.push("B") })
    #expect(changes({ host.isTransitioning }) { app.runLoop.settle() })
    #expect(!host.isTransitioning)
  }
}
