import NavigatorKit
import NavigatorKitTesting
import Observation
import Testing

/// A view that reads a router's routes is drawn again when they change, whoever else listens to them.
@MainActor
@Suite struct RouteObservationTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aViewReadingRoutesIsRedrawnWhileTheAppAlsoObservesThem() {
    let router = Router<AppRoute>(factory: .headless)
    router.setRoutes([.home], animated: false)
    var heard: [[AppRoute]] = []
    let token = router.observeRoutes { heard.append($0) }
    let redrawn = Flag()
    withObservationTracking {
      _ = router.routes  // the view's body
    } onChange: {
      MainActor.assumeIsolated { redrawn.value = true }
    }
    router.push(.settings)
    #expect(redrawn.value)
    #expect(heard == [[.home, .settings]])
    withExtendedLifetime(token) {}
  }
}
