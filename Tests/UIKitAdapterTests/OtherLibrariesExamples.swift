#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  // UIKitIntegration.md's "Living with other libraries": each example, against the double's Hero, RxCocoa and UIKit.

  /// What the examples show.
  @MainActor
  private func showDiscardChangesAlert() {}

  // snippet: uikit-should-pop-override
  /// Asks before leaving a form with unsaved changes, the way apps did before iOS 16.
  final class FormNavigationController: UINavigationController, UINavigationBarDelegate {
    var hasUnsavedChanges = false

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      guard hasUnsavedChanges else { return true }
      showDiscardChangesAlert()
      return false
    }
  }
  // snippet-end

  extension UIKitShimTests {
    @MainActor
    @Suite struct OtherLibrariesExamples {
      @Test func heroWithAHostThatDoesNotInsist() async {
        HeroDouble.shared.forgetCalls()
        let app = RecordingDelegate()
        // snippet: uikit-hero
        let navigationController = UINavigationController(rootViewController: HomeScreen())
        navigationController.delegate = app  // your own delegate, if you have one
        let host = NavigationControllerHost(navigationController)
        host.insistsOnBeingDelegate = false  // before Hero installs itself
        let navigator = Navigator(host: host)

        navigationController.hero.isEnabled = true  // Hero forwards to NavigatorKit, which forwards to `app`
        // snippet-end
        navigationController.shimShowInWindow()
        navigator.push(HomeScreen()) { _ in }
        await settle()
        let heroCalls = HeroDouble.shared.calls
        #expect(
          heroCalls.suffix(3) == ["animator(HomeScreen->HomeScreen)", "willShow(HomeScreen)", "didShow(HomeScreen)"])
        #expect(app.calls.suffix(2) == ["willShow(HomeScreen)", "didShow(HomeScreen)"])
        // snippet: uikit-hero-off
        navigationController.hero.isEnabled = false  // Hero finds itself and puts back NavigatorKit's proxy
        // snippet-end
        navigator.pop()
        await settle()
        #expect(HeroDouble.shared.calls == heroCalls)  // Hero no longer animates this stack
        #expect(navigator.screens.count == 1)
        #expect(app.calls.suffix(2) == ["willShow(HomeScreen)", "didShow(HomeScreen)"])
      }

      @Test func rxCocoaSubscriptionsNextToTheNavigator() async {
        var shown: [UIViewController] = []
        let navigationController = UINavigationController(rootViewController: HomeScreen())
        let navigator = Navigator(host: navigationController)
        navigationController.shimShowInWindow()
        // snippet: uikit-rxcocoa
        navigationController.rx.didShow
          .subscribe(onNext: { viewController, _ in shown.append(viewController) })
        // snippet-end
        let screen = HomeScreen()
        navigator.push(screen) { _ in }
        await settle()
        #expect(shown.count == 1)
        #expect(shown.first === screen)
      }

      @Test func aShouldPopOverrideConfirmsTheBackButton() async {
        let navigationController = FormNavigationController(rootViewController: HomeScreen())
        let navigator = Navigator(host: navigationController)
        navigationController.shimShowInWindow()
        navigator.push(HomeScreen(), animated: false) { _ in }
        navigationController.hasUnsavedChanges = true
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigator.screens.count == 2)
        navigationController.hasUnsavedChanges = false
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigator.screens.count == 1)
      }
    }
  }

  /// A screen of the examples.
  final class HomeScreen: UIViewController {}
#endif
