#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// A navigation-controller delegate the app clears is called no more, as without NavigatorKit.
  extension UIKitShimTests {
    @MainActor
    @Suite struct ClearedDelegateAdapterTests {
      @Test(arguments: [true, false])
      func aScreenThatClearsTheDelegateIsAskedForNoAnimatorAfterwards(observationFires: Bool) async throws {
        // The custom-transition idiom: `navigationController?.delegate = self` when the screen appears, `nil` when it
        // disappears. The app's earlier delegate was replaced by the screen, so — as without NavigatorKit — neither is
        // called once the screen cleared it.
        UIKitShimRuntime.delegateObservationFires = observationFires
        let app = RecordingDelegate("app")
        let f = Fixture(delegate: app)
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        let screen = RecordingDelegate("screen")
        f.navigationController.delegate = screen
        await settle()
        f.push("A")
        await settle()
        #expect(screen.calls.contains("animationController(Root->A)"))
        #expect(host.forwardedDelegate === screen)
        f.navigationController.delegate = nil
        await settle()
        let (screenHeard, appHeard) = (screen.calls.count, app.calls.count)
        f.push("B")
        await settle()
        #expect(screen.calls.count == screenHeard)
        #expect(app.calls.count == appHeard)
        #expect(host.forwardedDelegate == nil)
        #expect(f.stack == ["Root", "A", "B"])
      }

      @Test func settingTheForwardedDelegateToNilStopsEveryCall() async throws {
        let app = RecordingDelegate("app")
        let f = Fixture(delegate: app)
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        let other = RecordingDelegate("other")
        host.forwardedDelegate = other
        host.forwardedDelegate = nil
        f.push("A")
        await settle()
        #expect(app.calls.isEmpty || !app.calls.contains("animationController(Root->A)"))
        #expect(other.calls.isEmpty)
        #expect(host.forwardedDelegate == nil)
      }

      @Test func aDelegateInFrontThatWentAwayGivesTheAppsDelegateBack() async throws {
        // Not a clear: the object in front of the proxy was released. The app's delegate is forwarded to again.
        let app = RecordingDelegate("app")
        let f = Fixture(delegate: app)
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        host.insistsOnBeingDelegate = false
        do {
          let library = RecordingDelegate("library")
          f.navigationController.delegate = library
          await settle()
        }
        await settle()
        f.push("A")
        await settle()
        #expect(app.calls.contains("didShow(A)"))
        #expect(host.forwardedDelegate === app)
      }
    }
  }
#endif
