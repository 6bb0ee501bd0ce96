#if UIKitShim
  import NavigatorKit
  import Observation
  import Testing
  import UIKitShim

  /// A SwiftUI view that reads a router or navigator over a `UINavigationController` is told when what it read changed:
  /// the navigation controller is not observable, so the navigator announces what it hears through its delegate proxy.
  extension UIKitShimTests {
    @MainActor
    @Suite struct ObservationAdapterTests {
      enum Page: Route { case home, detail }

      /// Set by a tracking closure's `onChange`.
      final class Told: @unchecked Sendable {
        var value = false
      }

      /// Starts tracking what `read` reads, as a view body does; the result says whether a change was announced since.
      @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
      private func track<T>(_ read: @escaping @MainActor () -> T) -> Told {
        let told = Told()
        withObservationTracking {
          _ = read()
        } onChange: {
          told.value = true
        }
        return told
      }

      @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
      @Test func aSwipeBackIsAnnouncedWhenItBeginsAndItsRouteWhenItFinishes() async {
        let f = Fixture()
        let router = Router<Page>(
          navigator: f.navigator,
          factory: ScreenFactory(
            makeStack: { NavigationControllerHost(UINavigationController()) },
            makeScreen: { NamedViewController("\($0)") }))
        router.setRoutes([.home, .detail], animated: false)
        await settle()
        let navigator = f.navigator
        let settledAtBegin = track { navigator.isSettled }
        let routesAtBegin = track { router.routes }
        #expect(f.navigationController.shimBeginInteractivePop())
        #expect(settledAtBegin.value)  // willShow: the swipe began
        #expect(!navigator.isSettled)
        #expect(!routesAtBegin.value)  // the person may still cancel
        let routesAtEnd = track { router.routes }
        let settledAtEnd = track { navigator.isSettled }
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(routesAtEnd.value)
        #expect(settledAtEnd.value)
        #expect(router.routes == [.home])
        #expect(navigator.isSettled)
      }

      @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
      @Test func aPullDownIsAnnouncedWhenItBeginsAndThePresentationWhenItEnds() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        let navigator = f.navigator
        let settledAtBegin = track { navigator.isSettled }
        #expect(sheet.presentationController?.shimPullDown() == true)
        #expect(settledAtBegin.value)  // presentationControllerWillDismiss
        let presentedAtEnd = track { navigator.presentedScreen.map(ObjectIdentifier.init) }
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(presentedAtEnd.value)
        #expect(navigator.presentedScreen == nil)
      }
    }
  }
#endif
