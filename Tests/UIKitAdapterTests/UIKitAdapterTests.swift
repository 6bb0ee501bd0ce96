#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// The UIKit adapter, run against UIKitShim's double of UIKit: delegates owned by anyone, swipes, sheets, tabs.
  extension UIKitShimTests {
    @MainActor
    @Suite struct UIKitAdapterTests {
      // MARK: The app's navigation-controller delegate

      @Test func aDelegateSetBeforeTheNavigatorReceivesEachCallOnce() async {
        let app = RecordingDelegate()
        let f = Fixture(delegate: app)
        f.push("A")
        await settle()
        // The first appearance (R8), then the push.
        #expect(
          app.calls == [
            "willShow(Root)", "didShow(Root)", "animationController(Root->A)", "willShow(A)", "didShow(A)",
          ])
        #expect(f.navigationController.delegate !== app)
      }

      @Test func aDelegateSetAfterTheNavigatorIsAdoptedAtTheNextRunLoopTurnAndTheSwipeStillReachesTheNavigator() async {
        let f = Fixture()
        f.push("A", animated: false)
        let app = RecordingDelegate()
        // A subclass's `viewDidLoad`, a screen installing a custom transition: `delegate` assigned directly. It reads
        // back as assigned until the pass of the run loop is over, then the proxy is back in front.
        f.navigationController.delegate = app
        #expect(f.navigationController.delegate === app)
        UIKitShimRuntime.runLoopTurn()
        #expect(f.navigationController.delegate !== app)
        // No navigator call from here on: the swipe alone must reach it.
        f.navigationController.shimBeginInteractivePop()
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(f.take() == ["onPop(A)"])
        #expect(app.calls == ["willShow(Root)", "didShow(Root)"])
      }

      @Test func aDelegateReplacedMidFlowTakesOverWithoutLosingACall() async {
        let first = RecordingDelegate("first")
        let f = Fixture(delegate: first)
        f.push("A")
        let second = RecordingDelegate("second")
        f.navigationController.delegate = second
        await settle()
        #expect(first.calls == ["willShow(Root)", "didShow(Root)", "animationController(Root->A)", "willShow(A)"])
        #expect(second.calls == ["didShow(A)"])
        _ = f.navigator.pop()
        await settle()
        #expect(f.take() == ["onPop(A)"])
        #expect(first.calls.count == 4)
        #expect(second.calls == ["didShow(A)", "animationController(A->Root)", "willShow(Root)", "didShow(Root)"])
      }

      @Test func theAppDelegateHearsExactlyWhatUIKitAloneWouldTellIt() async {
        // The same flow twice: once with the app's delegate alone, once behind a navigator.
        func run(withNavigator: Bool) async -> [String] {
          UIKitShimRuntime.reset()
          let app = RecordingDelegate()
          let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
          navigationController.delegate = app
          let navigator = withNavigator ? Navigator(host: navigationController) : nil
          navigationController.shimShowInWindow()
          navigationController.pushViewController(NamedViewController("A"), animated: true)
          await settle()
          navigationController.pushViewController(NamedViewController("B"), animated: false)
          navigationController.shimBeginInteractivePop()
          navigationController.shimEndInteractivePop(cancelled: true)
          await settle()
          navigationController.shimBeginInteractivePop(fromContent: true)
          navigationController.shimEndInteractivePop(cancelled: false)
          await settle()
          navigationController.setViewControllers([NamedViewController("C")], animated: true)
          await settle()
          withExtendedLifetime(navigator) {}
          return app.calls
        }
        let alone = await run(withNavigator: false)
        let behindNavigator = await run(withNavigator: true)
        #expect(alone.count == 13)
        #expect(behindNavigator == alone)
      }

      @Test func forwardedDelegateReadsTheAppsDelegateAndDelegateReadsTheProxy() throws {
        let app = RecordingDelegate()
        let f = Fixture()
        f.navigationController.delegate = app
        let host = try #require(f.navigator.host as? NavigationControllerHost)
        #expect(host.forwardedDelegate === app)
        #expect(f.navigationController.delegate !== app)
        #expect(host.navigationController === f.navigationController)
      }

      // MARK: Swipes

      @Test func aCancelledEdgeSwipeRunsNothingAndHoldsCallsUntilItSettles() async {
        let f = Fixture()
        f.push("A", animated: false)
        f.navigationController.shimBeginInteractivePop()
        #expect(f.stack == ["Root"])
        f.push("B")
        #expect(f.navigator.queuedCommandCount == 1)
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await mainQueueTurn()
        #expect(f.navigator.queuedCommandCount == 1)
        await settle()
        #expect(f.take().isEmpty)
        #expect(f.stack == ["Root", "A", "B"])
      }

      @Test func aFinishedEdgeSwipeRunsOnPopOnce() async {
        let f = Fixture()
        f.push("A", animated: false)
        f.navigationController.shimBeginInteractivePop()
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        f.navigator.synchronize()
        #expect(f.take() == ["onPop(A)"])
        #expect(!f.navigator.host.isTransitioning)
      }

      @Test func aFinishedContentSwipeRunsOnPopOnce() async {
        let f = Fixture()
        f.push("A", animated: false)
        f.push("B", animated: false)
        f.navigationController.shimBeginInteractivePop(fromContent: true)
        #expect(f.navigator.host.isTransitioning)
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(f.take() == ["onPop(B)"])
        #expect(f.stack == ["Root", "A"])
      }

      @Test func aCancelledContentSwipeRunsNothing() async {
        let f = Fixture()
        f.push("A", animated: false)
        f.navigationController.shimBeginInteractivePop(fromContent: true)
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await settle()
        f.navigator.synchronize()
        #expect(f.take().isEmpty)
        #expect(f.stack == ["Root", "A"])
      }

      @Test func aSwipeIsInFlightFromItsFirstMomentEvenWhenAnotherObjectOwnsTheDelegate() async {
        let f = Fixture()
        f.push("A", animated: false)
        let other = InsistentDelegate(on: f.navigationController)
        defer { withExtendedLifetime(other) {} }
        #expect(f.navigationController.delegate === other)
        f.navigationController.shimBeginInteractivePop()
        // A navigator call mid-swipe must not decide that A left: the person may still cancel.
        f.push("B")
        #expect(f.take().isEmpty)
        #expect(f.navigator.queuedCommandCount == 1)
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await settle()
        #expect(f.take().isEmpty)
        #expect(f.stack == ["Root", "A", "B"])
      }

      @Test func aSwipeIsInFlightWhileTheFingerIsDownEvenBeforeUIKitHasStartedThePop() async {
        let f = Fixture()
        f.push("A", animated: false)
        let other = InsistentDelegate(on: f.navigationController)
        defer { withExtendedLifetime(other) {} }
        // The proxy's target hears `.began` first: no transition coordinator yet, only the gesture's state.
        UIKitShimRuntime.gestureTargetsRunBeforeUIKits = true
        f.navigationController.shimBeginInteractivePop()
        f.push("B")
        #expect(f.navigator.queuedCommandCount == 1)
        // The finger lifts; the swipe settles back while the main queue keeps running.
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await mainQueueTurn()
        #expect(f.take().isEmpty)
        #expect(f.navigator.queuedCommandCount == 1)
        await settle()
        #expect(f.take().isEmpty)
        #expect(f.stack == ["Root", "A", "B"])
      }

      // MARK: Ending transitions outside UIKit's completeTransition

      @Test func queuedCommandsRunAfterUIKitFinishedTheTransition() async {
        let f = Fixture()
        f.push("A")
        f.push("B")
        #expect(f.navigator.queuedCommandCount == 1)
        await settle()
        #expect(f.stack == ["Root", "A", "B"])
        #expect(!UIKitShimRuntime.log.contains { $0.contains("nested push animation") })
      }

      @Test func anOnPopThatPushesRunsAfterUIKitFinishedTheSwipe() async {
        let f = Fixture()
        f.navigator.push(NamedViewController("A"), animated: false) { [weak f] in f?.push("Next") }
        f.navigationController.shimBeginInteractivePop()
        f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(f.stack == ["Root", "Next"])
        #expect(!UIKitShimRuntime.log.contains { $0.contains("nested push animation") })
      }

      // MARK: Sheets

      @Test func aSheetPulledDownRunsOnDismissOnce() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        #expect(sheet.presentationController?.shimPullDown() == true)
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
        #expect(f.navigator.presentedScreen == nil)
      }

      @Test func aPullDownIsRefusedWhileTheSheetIsModal() async {
        let f = Fixture()
        let app = RecordingDelegate()
        let sheet = NamedViewController("Sheet")
        sheet.isModalInPresentation = true
        sheet.presentationController?.delegate = app
        f.navigator.present(sheet) { [weak f] in f?.log.append("onDismiss(Sheet)") }
        await settle()
        #expect(sheet.presentationController?.shimPullDown() == false)
        await settle()
        #expect(app.calls == ["didAttemptToDismiss"])
        #expect(f.take().isEmpty)
        #expect(!f.navigator.host.isTransitioning)
        #expect(f.navigator.presentedScreen === sheet)
      }

      @Test func aPresentationDelegateSetByThePresentedFlowKeepsPullDownsVisible() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        // The presented flow's own `presentationController?.delegate = self`, after the presentation.
        let flow = RecordingDelegate("flow")
        sheet.presentationController?.delegate = flow
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
        #expect(flow.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      }

      @Test func aNavigatorCallDuringAPullDownWaitsForItToSettle() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        sheet.presentationController?.shimPullDown()
        f.push("A")
        #expect(f.navigator.queuedCommandCount == 1)
        sheet.presentationController?.shimReleasePullDown(cancelled: true)
        await settle()
        #expect(f.stack == ["Root", "A"])
        #expect(f.take().isEmpty)
      }

      @Test func theSheetDelegateIsGivenBackOnlyAfterUIKitsDismissalCallback() async {
        let f = Fixture()
        let app = RecordingDelegate()
        let sheet = NamedViewController("Sheet")
        sheet.presentationController?.delegate = app
        f.navigator.present(sheet)
        await settle()
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(!UIKitShimRuntime.log.contains { $0.contains("replaced during its dismissal") })
        #expect(sheet.presentationController?.delegate === app)
        #expect(app.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      }

      @Test func aCloseButtonThatDismissesTwiceLeavesNothingQueued() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        // The Close button dismisses the sheet itself and also tells its coordinator, which asks the navigator.
        sheet.dismiss(animated: true)
        f.navigator.dismiss()
        f.push("A")
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
        #expect(f.stack == ["Root", "A"])
        #expect(f.navigator.queuedCommandCount == 0)
        #expect(!f.navigator.host.isTransitioning)
      }

      @Test func withoutAnAppDelegateAPopoverStillAdaptsAsUIKitWould() async {
        let f = Fixture()
        let popover = f.present("Popover", style: .popover)
        await settle()
        #expect(popover.presentationController?.shimAdapt(to: UITraitCollection()) == .fullScreen)
      }

      @Test func aChildFlowsHostIsThePresentedScreenAndItsPullDownEndsIt() async throws {
        let f = Fixture()
        let child = Navigator(host: UINavigationController(rootViewController: NamedViewController("ChildRoot")))
        f.navigator.present(child.host) { [weak f] in f?.log.append("onDismiss(Child)") }
        await settle()
        #expect(f.navigator.presentedScreen === child.host)
        let presented = try #require(f.navigationController.presentedViewController)
        presented.presentationController?.shimPullDown()
        presented.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Child)"])
      }

      @Test func aNavigationControllerPresentedAsItselfStaysThePresentedScreenWhenItHasANavigatorOfItsOwn() async {
        let f = Fixture()
        let editor = UINavigationController(rootViewController: NamedViewController("Form"))
        let editorNavigator = Navigator(host: editor)
        f.navigator.present(editor) { [weak f] in f?.log.append("onDismiss(Editor)") }
        await settle()
        f.navigator.synchronize()
        #expect(f.navigator.presentedScreen === editor)
        #expect(f.take().isEmpty)
        editor.presentationController?.shimPullDown()
        editor.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["onDismiss(Editor)"])
        withExtendedLifetime(editorNavigator) {}
      }

      // MARK: Tabs and lifetime

      @Test func reTappingTheSelectedTabRunsThePoppedScreensClosures() async {
        let f = Fixture()
        let tabs = UITabBarController()
        tabs.viewControllers = [f.navigationController, NamedViewController("Other")]
        f.push("A", animated: false)
        f.push("B", animated: false)
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(f.take() == ["onPop(B)", "onPop(A)"])
        #expect(f.stack == ["Root"])
      }

      @Test func pushingANavigationControllerIsReportedNotLost() async {
        var issues: [NavigationIssue] = []
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        let navigator = Navigator(host: navigationController) { issues.append($0) }
        var ran = false
        navigator.push(UINavigationController(rootViewController: NamedViewController("Nested"))) { ran = true }
        navigator.setScreens([NamedViewController("A"), UINavigationController()])
        await settle()
        #expect(issues.map(\.kind) == [.hostPushedAsScreen, .hostPushedAsScreen])
        #expect(navigationController.viewControllers.count == 1)
        #expect(!ran)
        #expect(navigator.checkInvariants().isEmpty)
      }

      /// A `Screen` that is not a view controller cannot go on a navigation controller: the host changes nothing rather
      /// than setting the view controllers without it.
      @Test func aHostSetsNoStackWithAScreenThatIsNotAViewController() throws {
        final class NotAViewController: Screen {}
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        let navigator = Navigator(host: navigationController)
        let host = try #require(navigator.host as? NavigationControllerHost)
        host.setScreens([NamedViewController("A"), NotAViewController()], animated: false)
        #expect(navigationController.viewControllers.map { ($0 as? NamedViewController)?.name } == ["Root"])
      }

      @Test func theNavigatorNavigationControllerAndDelegatesAreReleased() async {
        weak var weakNavigator: Navigator?
        weak var weakNavigationController: UINavigationController?
        weak var weakApp: RecordingDelegate?
        weak var weakSheet: UIViewController?
        do {
          let app = RecordingDelegate()
          let f = Fixture(delegate: app)
          f.push("A")
          let sheet = f.present("Sheet")
          await settle()
          sheet.presentationController?.shimPullDown()
          sheet.presentationController?.shimReleasePullDown(cancelled: false)
          await settle()
          weakNavigator = f.navigator
          weakNavigationController = f.navigationController
          weakApp = app
          weakSheet = sheet
        }
        await settle()
        #expect(weakNavigator == nil)
        #expect(weakNavigationController == nil)
        #expect(weakApp == nil)
        #expect(weakSheet == nil)
      }
    }
  }
#endif
