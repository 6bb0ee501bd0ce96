#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// What the UIKit adapter does at the edges of UIKit's callbacks: a delegate cleared by the app, an app delegate that
  /// pushes from its own callback, a didShow that comes late, the tab bar's and the sheet's questions.
  extension UIKitShimTests {
    @MainActor
    @Suite struct AdapterPinnedBehaviourTests {
      /// An app delegate that pushes `next` from its own didShow of `after`, and records the didShows it hears and
      /// whether the host was transitioning when each arrived.
      final class PushingDelegate: NSObject, UINavigationControllerDelegate {
        var after: UIViewController?
        var next: UIViewController?
        var animated = false
        var shown: [String] = []
        var transitioningAtDidShow: [Bool] = []
        weak var host: (any NavigationHost)?

        func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
          shown.append((viewController as? NamedViewController)?.name ?? "?")
          transitioningAtDidShow.append(host?.isTransitioning ?? false)
          if viewController === after, let next {
            self.next = nil
            navigationController.pushViewController(next, animated: self.animated)
          }
        }
      }

      @Test func anAppDelegateThatPushesFromItsOwnDidShowHearsTheDidShowOfWhatItPushed() async {
        let app = PushingDelegate()
        let f = Fixture(delegate: app)
        let a = NamedViewController("A")
        app.after = a
        app.next = NamedViewController("B")
        f.navigator.push(a)
        await settle()
        #expect(f.stack == ["Root", "A", "B"])
        #expect(app.shown.suffix(2) == ["A", "B"])
      }

      @Test func aLateDidShowOfOnePushDoesNotEndThePushStartedAfterIt() async {
        let app = PushingDelegate()
        let f = Fixture(delegate: app)
        app.host = f.navigator.host
        await settle()
        f.push("A")
        // App code at the end of A's push pushes B: UIKit runs it before A's didShow (R20, R8a).
        f.navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { [f] _ in f.push("B") }
        await settle()
        #expect(f.stack == ["Root", "A", "B"])
        #expect(app.shown.suffix(2) == ["A", "B"])
        // A's didShow came while B's push animated: it did not end B's push.
        #expect(app.transitioningAtDidShow.suffix(2) == [true, false])
      }

      @Test func aHostThatDoesNotInsistInstallsItselfWhereTheDelegateWasCleared() async throws {
        let f = Fixture(delegate: RecordingDelegate())
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        host.insistsOnBeingDelegate = false
        let form = NamedViewController("Form")
        var left: [LeaveReason] = []
        f.navigator.push(form, animated: false) { left.append($0) }
        await settle()
        f.navigationController.delegate = nil  // the app clears it
        f.navigator.synchronize()  // the next navigator call
        #expect(f.navigationController.delegate != nil)
        f.navigationController.shimTapBackButton()
        await settle()
        #expect(left == [.backButton])
      }

      @Test func aTabReTapAsksTheGuardsBelowTheTop() async {
        let f = Fixture()
        let form = f.push("Form", animated: false)
        f.push("Help", animated: false)
        var asked: [LeaveReason] = []
        f.navigator.setLeaveGuard(for: form) {
          asked.append($0)
          return false
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [f.navigationController, NamedViewController("Other")]
        let tabDelegate = NavigationTabBarControllerDelegate()
        tabs.delegate = tabDelegate
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(asked == [.tabReselected])
        #expect(f.stack == ["Root", "Form", "Help"])
        #expect(f.take().isEmpty)
      }

      @Test func tappingAnotherTabAsksNoneOfItsGuards() async {
        let f = Fixture()
        let form = f.push("Form", animated: false)
        var asked: [LeaveReason] = []
        f.navigator.setLeaveGuard(for: form) {
          asked.append($0)
          return false
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [NamedViewController("Other"), f.navigationController]
        let tabDelegate = NavigationTabBarControllerDelegate()
        tabs.delegate = tabDelegate
        tabs.shimTapTab(at: 1)
        await settle()
        #expect(tabs.selectedViewController === f.navigationController)
        #expect(asked.isEmpty)
        #expect(f.stack == ["Root", "Form"])
      }

      /// An app's own container view controller, neither a navigation controller nor a tab bar controller: the
      /// navigator sees no stack inside it.
      final class PlainContainer: UIViewController {
        let inner: [UIViewController]

        init(_ inner: [UIViewController]) {
          self.inner = inner
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
          nil
        }

        override var children: [UIViewController] { inner }
      }

      @Test func aPullDownOfAPlainPresentedContainerAsksTheGuardsOfTheStacksInsideIt() async {
        let f = Fixture()
        let stack = UINavigationController(rootViewController: NamedViewController("Inner.root"))
        let stackNavigator = Navigator(host: stack)
        let container = PlainContainer([stack])
        var left: [String] = []
        f.navigator.present(container) { left.append("container:\($0)") }
        await settle()
        let form = NamedViewController("Form")
        stackNavigator.push(form, animated: false) { left.append("form:\($0)") }
        var asked: [LeaveReason] = []
        stackNavigator.setLeaveGuard(for: form) {
          asked.append($0)
          return false
        }
        #expect(container.presentationController?.shimPullDown() == false)
        await settle()
        #expect(asked == [.sheetPulledDown])
        #expect(left.isEmpty)
        #expect(f.navigator.presentedScreen === container)
      }
    }
  }
#endif
