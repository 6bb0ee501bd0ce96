#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// The defects a UIKit review found in the adapter (issue 24, D1–D9), each over the behaviour of UIKit that the
  /// double did not model before: recognisers created with the view, the Objective-C runtime's cached answers, code
  /// dismissals, libraries that save and restore the delegate, containers inside sheets, custom animators, changes
  /// during a swipe, the back button.
  extension UIKitShimTests {
    @MainActor
    @Suite struct DeviceDefectTests {
      /// A screen with a leave guard that answers `allows`, and the reasons it was asked for.
      @MainActor
      final class Guard {
        var allows = false
        var asked: [LeaveReason] = []

        func install(on screen: UIViewController, of navigator: Navigator) {
          navigator.setLeaveGuard(for: screen) { [unowned self] reason in
            asked.append(reason)
            return allows
          }
        }
      }

      // MARK: D1 — recognisers created when the view loads

      @Test(arguments: [false, true], [true, false])
      func theSwipeGuardIsAskedWhenTheViewLoadsAfterTheNavigator(
        fromContent: Bool, contentSwipeCreatedAtFirstAppearance: Bool
      ) async {
        // When iOS 26 creates the content swipe is not documented: with the view, or at the first appearance.
        UIKitShimRuntime.contentPopGestureCreatedAtFirstAppearance = contentSwipeCreatedAtFirstAppearance
        let f = Fixture(shown: false)
        let form = f.push("Form", animated: false)
        let answer = Guard()
        answer.install(on: form, of: f.navigator)
        f.navigationController.shimShowInWindow()
        #expect(f.navigationController.shimBeginInteractivePop(fromContent: fromContent) == false)
        await settle()
        #expect(answer.asked == [fromContent ? .interactiveContentPop : .interactivePop])
        #expect(f.stack == ["Root", "Form"])
      }

      @Test func aTabShownForTheFirstTimeHasItsSwipeWatched() async {
        let f = Fixture(shown: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [NamedViewController("First"), f.navigationController]
        tabs.shimShowInWindow()
        #expect(!f.navigationController.isViewLoaded)
        let a = f.push("A", animated: false)
        tabs.shimTapTab(at: 1)
        var heard: [LeaveReason] = []
        f.navigator.setLeaveGuard(for: a) { reason in
          heard.append(reason)
          return true
        }
        #expect(f.navigationController.shimBeginInteractivePop())
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(heard == [.interactivePop])
        #expect(f.take() == ["onPop(A)"])
      }

      // MARK: D2 — the proxies claim only what they implement

      final class SimultaneousScreen: UIViewController, UIGestureRecognizerDelegate {
        var askedSimultaneous = 0
        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          askedSimultaneous += 1
          return false
        }
      }

      @Test func aFreedScreenThatWasThePopGesturesDelegateDoesNotCrashTheNextSwipe() async {
        let f = Fixture(shownFirst: true)
        f.push("A", animated: false)
        weak var weakScreen: SimultaneousScreen?
        do {
          let screen = SimultaneousScreen()
          weakScreen = screen
          f.navigationController.interactivePopGestureRecognizer?.delegate = screen
          f.navigator.synchronize()  // NavigatorKit's delegate adopts the screen
          #expect(f.navigationController.interactivePopGestureRecognizer?.delegate !== screen)
          #expect(f.navigationController.shimBeginInteractivePop(fromContent: false))
          f.navigationController.shimEndInteractivePop(cancelled: true)
          await settle()
          #expect(screen.askedSimultaneous == 1)
        }
        #expect(weakScreen == nil)
        #expect(f.navigationController.shimBeginInteractivePop())
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(f.take() == ["onPop(A)"])
      }

      final class AdaptingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var prepared = 0
        func presentationController(
          _ presentationController: UIPresentationController,
          prepare adaptivePresentationController: UIPresentationController
        ) {
          prepared += 1
        }
      }

      @Test func aFreedPresentationDelegateDoesNotCrashTheNextAdaptation() async {
        let f = Fixture()
        let sheet = f.present("Sheet", style: .formSheet)
        do {
          let app = AdaptingDelegate()
          sheet.presentationController?.delegate = app
          f.navigator.synchronize()
          await settle()
          sheet.presentationController?.shimAdapt(to: UITraitCollection())
          #expect(app.prepared == 1)
        }
        sheet.presentationController?.shimAdapt(to: UITraitCollection())
        #expect(f.navigator.presentedScreen === sheet)
      }

      /// An app's tab bar delegate written for iOS 18's `UITab`.
      final class TabDelegate: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
          calls.append("shouldSelectTab(\(tab.identifier))")
          return true
        }
        func tabBarController(
          _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
        ) {
          calls.append("didSelectTab(\(selectedTab.identifier))")
        }
      }

      func tabs(around f: Fixture) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.tabs = [
          UITab(title: "Home", image: nil, identifier: "home") { _ in f.navigationController },
          UITab(title: "Other", image: nil, identifier: "other") { _ in NamedViewController("Other") },
        ]
        tabs.shimShowInWindow()
        return tabs
      }

      @Test func aReTapOfAUITabAsksTheGuardAndSaysSo() async {
        let f = Fixture(shown: false)
        let tabs = tabs(around: f)
        let app = TabDelegate()
        let tabDelegate = NavigationTabBarControllerDelegate(forwardingTo: app)
        tabs.delegate = tabDelegate
        var reasons: [LeaveReason] = []
        let a = NamedViewController("A")
        f.navigator.push(a, animated: false) { reasons.append($0) }
        let answer = Guard()
        answer.install(on: a, of: f.navigator)
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(answer.asked == [.tabReselected])
        #expect(f.stack == ["Root", "A"])
        answer.allows = true
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(reasons == [.tabReselected])
        #expect(app.calls == ["shouldSelectTab(home)", "shouldSelectTab(home)", "didSelectTab(home)"])
      }

      @Test func anAppTabDelegateWithOnlyViewControllerMethodsHearsThemWithUITabs() async {
        let f = Fixture(shown: false)
        let tabs = tabs(around: f)
        /// Implements only the view-controller method, and says so as an Objective-C class would.
        final class ViewControllerTabDelegate: NSObject, UITabBarControllerDelegate, ShimMessageForwarding {
          var calls: [String] = []
          func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect")
          }
          func shimResponds(to method: String) -> Bool { method == "tabBarController(_:didSelect:)" }
          func shimForwardingTarget(for method: String) -> AnyObject? { nil }
        }
        let app = ViewControllerTabDelegate()
        let tabDelegate = NavigationTabBarControllerDelegate(forwardingTo: app)
        tabs.delegate = tabDelegate
        tabs.shimTapTab(at: 1)
        await settle()
        #expect(app.calls == ["didSelect"])
        #expect(tabs.selectedIndex == 1)
      }

      @Test func anAppTabDelegatesAnimatorIsAskedAndItsReleaseCrashesNothing() async {
        final class Animating: NSObject, UITabBarControllerDelegate {
          var asked = 0
          func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
          ) -> (any UIViewControllerAnimatedTransitioning)? {
            asked += 1
            return nil
          }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [NamedViewController("First"), NamedViewController("Second")]
        tabs.shimShowInWindow()
        let tabDelegate = NavigationTabBarControllerDelegate()
        weak var weakApp: Animating?
        do {
          let app = Animating()
          weakApp = app
          tabDelegate.forwardedDelegate = app
          tabs.delegate = tabDelegate  // UIKit reads the answers now
          tabs.shimTapTab(at: 1)
          #expect(app.asked == 1)
        }
        #expect(weakApp == nil)
        tabs.shimTapTab(at: 0)
        #expect(tabs.selectedIndex == 0)
      }

      // MARK: D3 — a sheet presented from the previous sheet's onLeave

      @Test func aSheetPresentedFromThePreviousSheetsOnLeaveReportsItsOwnPullDown() async {
        let f = Fixture()
        let second = NamedViewController("Second")
        let answer = Guard()
        var reasons: [String] = []
        let first = NamedViewController("First")
        f.navigator.present(first) { [unowned f] reason in
          reasons.append("First: \(reason)")
          f.navigator.present(second) { reason in reasons.append("Second: \(reason)") }
          answer.install(on: second, of: f.navigator)
        }
        await settle()
        first.presentationController?.shimPullDown()
        first.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.navigator.presentedScreen === second)
        #expect(second.presentationController?.shimPullDown() == false)
        #expect(answer.asked == [.sheetPulledDown])
        answer.allows = true
        #expect(second.presentationController?.shimPullDown() == true)
        second.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(reasons == ["First: sheetPulledDown", "Second: sheetPulledDown"])
      }

      // MARK: What else the double now shows about sheets

      @Test(arguments: [false, true])
      func aPullDownRunsOnLeaveOnceWhicheverComesFirstOfDidDismissAndTheCompletions(didDismissFirst: Bool) async {
        UIKitShimRuntime.didDismissBeforeCoordinatorCompletion = didDismissFirst
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
        f.present("Next")
        await settle()
        #expect((f.navigator.presentedScreen as? NamedViewController)?.name == "Next")
      }

      @Test func aPopoverDelegateIsPreparedThroughTheProxy() async {
        final class Popover: NSObject, UIPopoverPresentationControllerDelegate {
          var prepared = 0
          func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            prepared += 1
          }
        }
        let f = Fixture()
        let app = Popover()
        let popover = NamedViewController("Popover")
        popover.modalPresentationStyle = .popover
        popover.presentationController?.delegate = app
        f.navigator.present(popover) { _ in }
        await settle()
        #expect(app.prepared == 1)
        #expect(popover.presentationController is UIPopoverPresentationController)
      }

      @Test func aFullScreenCoverIsNeverAskedAboutAPullDown() async {
        let f = Fixture()
        let cover = f.present("Cover", style: .fullScreen)
        var asked: [LeaveReason] = []
        f.navigator.setLeaveGuard(for: cover) { reason in
          asked.append(reason)
          return true
        }
        await settle()
        #expect(cover.presentationController?.shimPullDown() == false)
        #expect(asked.isEmpty)
        #expect(f.navigator.presentedScreen === cover)
      }

      @Test func aPresentationDelegateSetWhileObservationIsSilentIsAdoptedAtTheNextCall() async {
        UIKitShimRuntime.delegateObservationFires = false
        let f = Fixture()
        let app = RecordingDelegate()
        let sheet = f.present("Sheet")
        await settle()
        sheet.presentationController?.delegate = app  // in the presented flow's viewDidLoad, say
        f.navigator.synchronize()
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
        #expect(app.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      }

      // MARK: D4 — dismissals made by code

      @Test(arguments: [UIModalPresentationStyle.pageSheet, .fullScreen])
      func aDismissalByCodeEndsThePresentationWithoutANavigatorCall(style: UIModalPresentationStyle) async {
        let f = Fixture()
        let screen = f.present("Modal", style: style)
        await settle()
        // A Close button in the presented screen, an alert's action, SwiftUI's `dismiss()`.
        screen.dismiss(animated: true)
        await settle()
        #expect(f.take() == ["onDismiss(Modal)"])
        #expect(f.navigator.presentedScreen == nil)
      }

      @Test func aPresentationAfterADismissalByCodeIsNotRefused() async {
        var issues: [NavigationIssue] = []
        let f = Fixture()
        f.navigator.onIssue = { issues.append($0) }
        let cover = f.present("Cover", style: .fullScreen)
        await settle()
        cover.dismiss(animated: false)
        await settle()
        f.present("Next")
        await settle()
        #expect(issues.isEmpty)
        #expect(f.take() == ["onDismiss(Cover)"])
        #expect((f.navigator.presentedScreen as? NamedViewController)?.name == "Next")
      }

      // MARK: D5 — libraries that save and restore the delegate

      /// Hero's habit: save `delegate`, install itself for one transition, then put back what it saved.
      final class SavingLibrary: NSObject, UINavigationControllerDelegate {
        private var saved: (any UINavigationControllerDelegate)?

        func begin(on navigationController: UINavigationController) {
          saved = navigationController.delegate
          navigationController.delegate = self
        }

        func end(on navigationController: UINavigationController) {
          navigationController.delegate = saved
          saved = nil
        }
      }

      @Test func theAppsDelegateHearsItsCallsAgainAfterALibraryRestoresTheDelegate() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        let library = SavingLibrary()
        library.begin(on: f.navigationController)
        f.push("A")
        await settle()
        library.end(on: f.navigationController)
        f.push("B")
        await settle()
        #expect(app.calls.suffix(3) == ["animationController(A->B)", "willShow(B)", "didShow(B)"])
        #expect(f.take().isEmpty)
      }

      @Test func theAppsDelegateHearsItsCallsAgainAfterALibraryThatReplacedItIsFreed() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        do {
          let library = SavingLibrary()
          library.begin(on: f.navigationController)  // and never ends: the library goes away with it installed
          f.push("A")
          await settle()
        }
        f.push("B")
        await settle()
        #expect(app.calls.suffix(3) == ["animationController(A->B)", "willShow(B)", "didShow(B)"])
      }

      @Test func aDelegateAssignedWhileObservationIsSilentIsAdoptedAtTheNextNavigatorCall() async {
        // UIKit does not promise that `delegate` is observable. Without the observation, a library's save and
        // restore cannot be told from the proxy staying in place; an assignment is still caught at the next call.
        UIKitShimRuntime.delegateObservationFires = false
        let f = Fixture()
        let app = RecordingDelegate()
        f.navigationController.delegate = app
        f.push("A")
        await settle()
        #expect(app.calls == ["animationController(Root->A)", "willShow(A)", "didShow(A)"])
        #expect(f.navigationController.delegate !== app)
      }

      // MARK: D6 — guards of stacks inside containers

      @Test func aGuardedFormInATabBarControllerInsideASheetStopsThePullDown() async {
        let f = Fixture()
        let inner = UINavigationController(rootViewController: NamedViewController("List"))
        let innerNavigator = Navigator(host: inner)
        let form = NamedViewController("Form")
        innerNavigator.push(form, animated: false)
        let answer = Guard()
        answer.install(on: form, of: innerNavigator)
        let tabs = UITabBarController()
        tabs.viewControllers = [inner, NamedViewController("Other")]
        f.navigator.present(tabs) { [unowned f] reason in f.log.append("tabs: \(reason)") }
        await settle()
        #expect(tabs.presentationController?.shimPullDown() == false)
        #expect(answer.asked == [.sheetPulledDown])
        #expect(f.navigator.presentedScreen === tabs)
        answer.allows = true
        #expect(tabs.presentationController?.shimPullDown() == true)
        tabs.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["tabs: sheetPulledDown"])
      }

      // MARK: D7 — custom animators and the swipe

      @Test(arguments: [true, false])
      func anAppDelegateWithACustomAnimatorDoesNotFreezeASwipeAtTheRoot(unwires: Bool) async {
        // Reported on iOS 26 only: assigning a delegate with a custom animator leaves the pop gestures without one.
        UIKitShimRuntime.customAnimatorUnwiresPopGestures = unwires
        let f = Fixture(shownFirst: true)
        let app = RecordingDelegate()  // implements animationControllerFor
        f.navigationController.delegate = app
        #expect(f.navigationController.shimBeginInteractivePop() == false)
        #expect(f.navigationController.shimBeginInteractivePop(fromContent: true) == false)
        await settle()
        #expect(f.stack == ["Root"])
      }

      @Test(arguments: [true, false])
      func aGuardStillStopsTheSwipeAfterTheAppAssignsItsDelegate(rewires: Bool) async {
        // Whether every assignment of `delegate` gives the pop gestures UIKit's own delegate back is not documented.
        UIKitShimRuntime.delegateAssignmentRewiresPopGestures = rewires
        let f = Fixture(shownFirst: true)
        let form = f.push("Form", animated: false)
        let answer = Guard()
        answer.install(on: form, of: f.navigator)
        let app = DelegateImplementing(["navigationController(_:didShow:animated:)"])
        f.navigationController.delegate = app  // UIKit gives the pop gestures its own delegate back
        #expect(f.navigationController.shimBeginInteractivePop() == false)
        #expect(answer.asked == [.interactivePop])
        #expect(f.stack == ["Root", "Form"])
      }

      // MARK: D8 — a cancelled swipe's reason

      @Test func aChangeMadeByCodeDuringACancelledSwipeIsNotReportedAsTheSwipe() async {
        let f = Fixture(shownFirst: true)
        var reasons: [String] = []
        let a = NamedViewController("A")
        f.navigator.push(a, animated: false) { reason in reasons.append("A: \(reason)") }
        #expect(f.navigationController.shimBeginInteractivePop())
        // A deep link handled by the app while the finger is down; UIKit runs it once the swipe ends.
        f.navigationController.setViewControllers([f.navigationController.viewControllers[0]], animated: false)
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await settle()
        #expect(f.stack == ["Root"])
        #expect(reasons == ["A: unknown"])
      }

      // MARK: D9 — the back button

      @Test func theBackButtonAsksTheGuardAndSaysSo() async {
        let f = Fixture()
        var reasons: [LeaveReason] = []
        let form = NamedViewController("Form")
        f.navigator.push(form, animated: false) { reason in reasons.append(reason) }
        let answer = Guard()
        answer.install(on: form, of: f.navigator)
        f.navigationController.shimTapBackButton()
        await settle()
        #expect(answer.asked == [.backButton])
        #expect(f.stack == ["Root", "Form"])
        answer.allows = true
        f.navigationController.shimTapBackButton()
        await settle()
        #expect(f.stack == ["Root"])
        #expect(reasons == [.backButton])
      }

      @Test func aScreenThatBecomesTheRootLosesItsBackAction() async {
        let f = Fixture()
        f.push("A", animated: false)
        let b = f.push("B", animated: false)
        #expect(b.navigationItem.backAction != nil)
        f.navigator.setScreens([b], animated: false)
        await settle()
        #expect(f.stack == ["B"])
        // A back action on the root's item would make a back button that does nothing.
        #expect(b.navigationItem.backAction == nil)
      }

      @Test func aScreenThatHidesItsBackButtonGetsNoBackAction() async {
        let f = Fixture()
        let form = NamedViewController("Form")
        form.navigationItem.hidesBackButton = true  // a form with a Cancel button of its own
        let sheetLike = NamedViewController("Editor")
        sheetLike.navigationItem.leftBarButtonItems = [UIBarButtonItem()]
        f.navigator.push(form, animated: false) { _ in }
        f.navigator.push(sheetLike, animated: false) { _ in }
        await settle()
        #expect(form.navigationItem.backAction == nil)
        #expect(sheetLike.navigationItem.backAction == nil)
      }

      @Test func aScreenThatHidesItsBackButtonInViewDidLoadGetsNoBackAction() async {
        final class Form: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.hidesBackButton = true
          }
        }
        let f = Fixture()
        let form = Form()
        f.navigator.push(form) { _ in }
        await settle()
        #expect(form.navigationItem.backAction == nil)
      }

      @Test func aScreensOwnBackActionIsLeftAlone() async {
        let f = Fixture()
        let form = NamedViewController("Form")
        var tapped = 0
        form.navigationItem.backAction = UIAction { _ in tapped += 1 }
        f.navigator.push(form, animated: false) { _ in }
        f.navigationController.shimTapBackButton()
        await settle()
        #expect(tapped == 1)
        #expect(f.stack == ["Root", "Form"])
      }
    }
  }
#endif
