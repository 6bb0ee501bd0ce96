#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// What UIKitShim models of UIKit, checked on the double alone: if one of these breaks, the adapter tests stop
  /// meaning what they say. Each names the rule or report it follows (see the UIKit rules article).
  extension UIKitShimTests {
    @MainActor
    @Suite struct ShimModelTests {
      /// An object that answers `responds(to:)` itself, as a delegate proxy does.
      final class Answering: NSObject, UIGestureRecognizerDelegate, ShimMessageForwarding {
        var claims: Set<String> = []
        weak var target: AnyObject?
        func shimResponds(to method: String) -> Bool { claims.contains(method) }
        func shimForwardingTarget(for method: String) -> AnyObject? { target }
      }

      final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          asked += 1
          return false
        }
      }

      func shownStack(_ names: String...) -> UINavigationController {
        UIKitShimRuntime.reset()
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        for name in names { navigationController.pushViewController(NamedViewController(name), animated: false) }
        return navigationController
      }

      @Test func aPresentationControllersPresenterIsUnsetUntilThePresentation() throws {
        let presenter = UINavigationController(rootViewController: NamedViewController("Root"))
        presenter.shimShowInWindow()
        let sheet = NamedViewController("Sheet")
        let presentationController = try #require(sheet.presentationController)
        _ = presentationController.presentingViewController  // configuring a sheet before presenting it
        #expect(UIKitShimRuntime.crashes.count == 1)
        UIKitShimRuntime.crashes = []
        presenter.present(sheet, animated: false)
        #expect(presentationController.presentingViewController === presenter)
        #expect(sheet.presentingViewController === presenter)
        #expect(UIKitShimRuntime.crashes.isEmpty)
      }

      @Test func aPresentedStackReportsThePresentationsCoordinator() {
        // Apple's page for `transitionCoordinator`: during a presentation or dismissal it returns that transition's
        // coordinator — for the presented view controller too, and (through its ancestors) for the screens inside it.
        let presenter = UINavigationController(rootViewController: NamedViewController("Root"))
        presenter.shimShowInWindow()
        let form = NamedViewController("Form")
        let presented = UINavigationController(rootViewController: form)
        presenter.present(presented, animated: true)
        #expect(presented.transitionCoordinator != nil)
        #expect(form.transitionCoordinator === presented.transitionCoordinator)
        #expect(presenter.transitionCoordinator === presented.transitionCoordinator)
        UIKitShimRuntime.finishAnimations()
        #expect(presented.transitionCoordinator == nil)
        presented.dismiss(animated: true)
        #expect(form.transitionCoordinator != nil)
        UIKitShimRuntime.finishAnimations()
        #expect(form.transitionCoordinator == nil)
      }

      @Test func theRunLoopTurnsWithoutEndingAnimations() {
        var turns = 0
        let observer = ShimRunLoopObserver { turns += 1 }
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        navigationController.pushViewController(NamedViewController("A"), animated: true)
        UIKitShimRuntime.runLoopTurn()
        #expect(turns == 1)
        #expect(navigationController.transitionCoordinator != nil)  // the push is still animating
        UIKitShimRuntime.finishAnimations()
        #expect(turns == 2)
        #expect(navigationController.transitionCoordinator == nil)
        observer.invalidate()
      }

      @Test func theEdgeSwipeExistsOnlyOnceTheViewIsLoaded() {
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        #expect(navigationController.interactivePopGestureRecognizer == nil)
        navigationController.loadViewIfNeeded()
        #expect(navigationController.interactivePopGestureRecognizer != nil)
        #expect(navigationController.interactiveContentPopGestureRecognizer == nil)
        navigationController.shimShowInWindow()
        #expect(navigationController.interactiveContentPopGestureRecognizer != nil)
      }

      @Test func aSwipeNeedsTheNavigationControllerInAWindow() {
        UIKitShimRuntime.reset()
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        navigationController.pushViewController(NamedViewController("A"), animated: false)
        #expect(navigationController.shimBeginInteractivePop() == false)
        navigationController.shimShowInWindow()
        #expect(navigationController.shimBeginInteractivePop())
      }

      @Test func assigningTheDelegateGivesThePopGesturesUIKitsDelegateBack() {
        let navigationController = shownStack("A")
        let app = Simultaneous()
        navigationController.interactivePopGestureRecognizer?.delegate = app
        let plain = DelegateImplementing()
        navigationController.delegate = plain
        #expect(navigationController.interactivePopGestureRecognizer?.delegate !== app)
        #expect(navigationController.interactivePopGestureRecognizer?.delegate != nil)
        UIKitShimRuntime.delegateAssignmentRewiresPopGestures = false
        navigationController.interactivePopGestureRecognizer?.delegate = app
        navigationController.delegate = nil
        #expect(navigationController.interactivePopGestureRecognizer?.delegate === app)
      }

      @Test func aDelegateWithACustomAnimatorLeavesThePopGesturesWithoutADelegate() {
        let navigationController = shownStack()
        let app = RecordingDelegate()
        navigationController.delegate = app
        #expect(navigationController.interactivePopGestureRecognizer?.delegate == nil)
        #expect(navigationController.interactiveContentPopGestureRecognizer?.delegate == nil)
      }

      @Test func aSwipeAtTheRootWithoutUIKitsDelegateFreezesTheScreen() {
        let navigationController = shownStack()
        #expect(navigationController.shimBeginInteractivePop() == false)
        #expect(UIKitShimRuntime.crashes.isEmpty)
        navigationController.interactivePopGestureRecognizer?.delegate = nil
        #expect(navigationController.shimBeginInteractivePop() == false)
        #expect(UIKitShimRuntime.crashes.count == 1)
        UIKitShimRuntime.crashes = []
      }

      @Test func whatADelegateRespondsToIsReadWhenItIsAssigned() {
        let navigationController = shownStack("A")
        let answering = Answering()
        let target = Simultaneous()
        answering.target = target
        navigationController.interactivePopGestureRecognizer?.delegate = answering
        answering.claims = ["gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"]
        navigationController.shimBeginInteractivePop()
        navigationController.shimEndInteractivePop(cancelled: true)
        UIKitShimRuntime.finishAnimations()
        #expect(target.asked == 0)
        navigationController.interactivePopGestureRecognizer?.delegate = answering
        navigationController.shimBeginInteractivePop()
        #expect(target.asked == 1)
      }

      @Test func aClaimedMethodGoesToTheForwardingTarget() {
        let navigationController = shownStack("A")
        let answering = Answering()
        let target = Simultaneous()
        answering.target = target
        answering.claims = ["gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"]
        navigationController.interactiveContentPopGestureRecognizer?.delegate = answering
        #expect(navigationController.shimBeginInteractivePop(fromContent: true))
        #expect(target.asked == 1)
        #expect(UIKitShimRuntime.crashes.isEmpty)
      }

      @Test func aClaimedMethodThatNobodyImplementsIsAnUnrecognizedSelector() {
        let navigationController = shownStack("A")
        let answering = Answering()
        answering.claims = ["gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"]
        navigationController.interactivePopGestureRecognizer?.delegate = answering
        navigationController.shimBeginInteractivePop()
        #expect(UIKitShimRuntime.crashes.count == 1)
        #expect(UIKitShimRuntime.crashes.first?.contains("unrecognized selector sent to instance") == true)
        UIKitShimRuntime.crashes = []
      }

      @Test func delegateObservationMayStaySilent() {
        let navigationController = shownStack()
        var heard = 0
        let observation = navigationController.observe(\.delegate, options: [.new]) { _, _ in heard += 1 }
        let app = RecordingDelegate()
        navigationController.delegate = app
        UIKitShimRuntime.delegateObservationFires = false
        navigationController.delegate = nil
        observation.invalidate()
        #expect(heard == 1)
      }

      @Test func eachStyleGetsItsPresentationControllerClass() {
        func controller(_ style: UIModalPresentationStyle) -> UIPresentationController? {
          let viewController = UIViewController()
          viewController.modalPresentationStyle = style
          return viewController.presentationController
        }
        #expect(controller(.automatic) is UISheetPresentationController)
        #expect(controller(.formSheet) is UISheetPresentationController)
        #expect(controller(.popover) is UIPopoverPresentationController)
        #expect(!(controller(.fullScreen) is UISheetPresentationController))
      }

      @Test func aFullScreenCoverCannotBePulledDown() {
        let navigationController = shownStack()
        let app = RecordingDelegate()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        cover.presentationController?.delegate = app
        navigationController.present(cover, animated: false)
        #expect(cover.presentationController?.shimPullDown() == false)
        #expect(app.calls.isEmpty)
        #expect(navigationController.presentedViewController === cover)
      }

      @Test(arguments: [false, true])
      func aPullDownCallsDidDismissInEitherOrderWithTheCompletions(didDismissFirst: Bool) {
        let navigationController = shownStack()
        UIKitShimRuntime.didDismissBeforeCoordinatorCompletion = didDismissFirst
        final class Order: NSObject, UIAdaptivePresentationControllerDelegate {
          var events: [String] = []
          func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            presentationController.presentingViewController.transitionCoordinator?.animate(
              alongsideTransition: nil
            ) { [weak self] _ in self?.events.append("completion") }
          }
          func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("didDismiss")
          }
        }
        let order = Order()
        let sheet = UIViewController()
        sheet.presentationController?.delegate = order
        navigationController.present(sheet, animated: false)
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        UIKitShimRuntime.finishAnimations()
        #expect(order.events == (didDismissFirst ? ["didDismiss", "completion"] : ["completion", "didDismiss"]))
      }

      @Test func unselectedTabsAreOffScreenAndLoadWhenFirstSelected() {
        UIKitShimRuntime.reset()
        let first = UINavigationController(rootViewController: NamedViewController("A"))
        let second = UINavigationController(rootViewController: NamedViewController("B"))
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.shimShowInWindow()
        #expect(first.isViewLoaded)
        #expect(!second.isViewLoaded)
        second.pushViewController(NamedViewController("C"), animated: false)
        #expect(second.shimBeginInteractivePop() == false)
        tabs.shimTapTab(at: 1)
        #expect(second.isViewLoaded)
        #expect(second.shimBeginInteractivePop())
        #expect(first.shimBeginInteractivePop() == false)
      }

      @Test func appearanceCallbacksFollowTheTop() {
        final class Appearing: UIViewController {
          var events: [String] = []
          override func viewDidLoad() { events.append("load") }
          override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
          override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
          override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
          override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        }
        let navigationController = shownStack()
        let screen = Appearing()
        navigationController.pushViewController(screen, animated: true)
        UIKitShimRuntime.finishAnimations()
        navigationController.popViewController(animated: false)
        #expect(screen.events == ["load", "willAppear", "didAppear", "willDisappear", "didDisappear"])
      }

      @Test func aPopDuringATransitionIsIgnoredAndASetWaitsForItsEnd() {
        let navigationController = shownStack("A")
        navigationController.pushViewController(NamedViewController("B"), animated: true)
        #expect(navigationController.popViewController(animated: false) == nil)
        navigationController.setViewControllers([navigationController.viewControllers[0]], animated: false)
        #expect(navigationController.viewControllers.count == 3)
        UIKitShimRuntime.finishAnimations()
        #expect(navigationController.viewControllers.count == 1)
      }

      @Test func theBackButtonRunsTheTopItemsBackActionInsteadOfPopping() {
        let navigationController = shownStack("A")
        var tapped = 0
        navigationController.topViewController?.navigationItem.backAction = UIAction { _ in tapped += 1 }
        navigationController.shimTapBackButton()
        #expect(tapped == 1)
        #expect(navigationController.viewControllers.count == 2)
        navigationController.topViewController?.navigationItem.backAction = nil
        navigationController.shimTapBackButton()
        UIKitShimRuntime.finishAnimations()
        #expect(navigationController.viewControllers.count == 1)
      }

      @Test func aPopoverDelegateIsToldBeforeThePresentation() {
        final class Popover: NSObject, UIPopoverPresentationControllerDelegate {
          var prepared = 0
          func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            prepared += 1
          }
        }
        let navigationController = shownStack()
        let app = Popover()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.presentationController?.delegate = app
        navigationController.present(popover, animated: false)
        #expect(app.prepared == 1)
      }
    }
  }
#endif
