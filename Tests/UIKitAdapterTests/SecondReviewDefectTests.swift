#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// The defects the second UIKit review found (issue 31: E2, E3, E5, E6), each over a behaviour of UIKit the double
  /// did not model before, and the double's run-loop turn at every point a device has one.
  extension UIKitShimTests {
    @MainActor
    @Suite struct SecondReviewDefectTests {
      // MARK: E2 — the back action follows whichever screen is root

      @Test(arguments: [false, true])
      func aScreenThatBecomesTheRootByARemovalBelowItLosesItsBackAction(byAssigningTheStack: Bool) async {
        let f = Fixture()
        let home = f.push("Home", animated: false)
        await settle()
        #expect(home.navigationItem.backAction != nil)
        // "Remove the login screen below home": the top is unchanged, so no delegate method runs.
        if byAssigningTheStack {
          f.navigationController.viewControllers.remove(at: 0)
        } else {
          f.navigationController.setViewControllers([home], animated: false)
        }
        UIKitShimRuntime.runLoopTurn()
        // On the root's item a back action would make a back button (Apple's page for `backAction`).
        #expect(home.navigationItem.backAction == nil)
      }

      @Test func aScreenThatStopsBeingTheRootGetsItsBackActionAtTheNextTurn() async {
        let f = Fixture()
        let root = f.navigationController.viewControllers[0]
        let login = NamedViewController("Login")
        // Foreign code inserts a screen below the root: the top is unchanged, no delegate method runs.
        f.navigationController.viewControllers = [login, root]
        UIKitShimRuntime.runLoopTurn()
        #expect(root.navigationItem.backAction != nil)
        #expect(login.navigationItem.backAction == nil)
      }

      // MARK: E3 — a presentation belongs to the navigator that made it

      /// Two tabs, each a navigation controller with its own navigator, in a tab bar controller on screen.
      @MainActor
      final class TwoTabs {
        let tabs = UITabBarController()
        let a = UINavigationController(rootViewController: NamedViewController("A root"))
        let b = UINavigationController(rootViewController: NamedViewController("B root"))
        let navigatorA: Navigator
        let navigatorB: Navigator
        var events: [String] = []
        private var observations: [NavigationObservation] = []

        init() {
          navigatorA = Navigator(host: a)
          navigatorB = Navigator(host: b)
          tabs.viewControllers = [a, b]
          tabs.shimShowInWindow()
          for (label, navigator) in [("A", navigatorA), ("B", navigatorB)] {
            observations.append(
              navigator.observe { [weak self] event in
                switch event {
                case .didPresent: self?.events.append("\(label) didPresent")
                case .didDismiss(_, let reason): self?.events.append("\(label) didDismiss(\(reason))")
                default: break
                }
              })
          }
        }
      }

      @Test func aSheetPresentedFromTabAIsNotTabBs() async {
        let t = TwoTabs()
        var reasons: [LeaveReason] = []
        let sheet = NamedViewController("Sheet")
        t.navigatorA.present(sheet) { reasons.append($0) }
        await settle()
        // UIKit reports the sheet as every tab's `presentedViewController` (R21a).
        #expect(t.b.presentedViewController === sheet)
        #expect(t.navigatorA.presentedScreen === sheet)
        #expect(t.navigatorB.presentedScreen == nil)
        t.navigatorB.synchronize()
        #expect(t.events == ["A didPresent"])
      }

      @Test func tabBsDismissDoesNotCloseTabAsSheet() async {
        let t = TwoTabs()
        var reasons: [LeaveReason] = []
        var issues: [NavigationIssue.Kind] = []
        t.navigatorB.onIssue = { issues.append($0.kind) }
        let sheet = NamedViewController("Sheet")
        t.navigatorA.present(sheet) { reasons.append($0) }
        await settle()
        t.navigatorB.dismiss()
        await settle()
        #expect(t.a.presentedViewController === sheet)
        #expect(reasons.isEmpty)
        #expect(issues == [.nothingToDismiss])
        t.navigatorA.dismiss()
        await settle()
        #expect(reasons == [.dismiss])
        #expect(t.events == ["A didPresent", "A didDismiss(dismiss)"])
      }

      // MARK: E5 — a removal below the top is found at the next run-loop turn

      @Test func aScreenRemovedBelowTheTopByCodeLeavesAtTheNextRunLoopTurn() async {
        let f = Fixture()
        f.push("A", animated: false)
        f.push("B", animated: false)
        await settle()
        // Foreign code removes A; B stays on top, so UIKit calls no delegate method.
        f.navigationController.viewControllers.remove(at: 1)
        UIKitShimRuntime.runLoopTurn()
        await mainQueueTurn()
        #expect(f.take() == ["onPop(A)"])
        #expect(f.stack == ["Root", "B"])
      }

      @Test func aScreenRemovedBelowTheTopByCodeIsReleasedWithoutANavigatorCall() async {
        let f = Fixture()
        weak var weakScreen: NamedViewController?
        do {
          let a = f.push("A", animated: false)
          weakScreen = a
          f.push("B", animated: false)
          await settle()
          f.navigationController.viewControllers.removeAll { $0 === a }
        }
        UIKitShimRuntime.runLoopTurn()
        await mainQueueTurn()
        #expect(f.take() == ["onPop(A)"])
        #expect(weakScreen == nil)
      }

      // MARK: E6 — the back button's history menu, and navigationBar(_:shouldPop:) overrides

      /// The confirmation apps wrote before iOS 16: a navigation controller subclass that implements the bar's
      /// `navigationBar(_:shouldPop:)` (woocommerce-ios #2089, QMUI_iOS #1685).
      final class ConfirmingNavigationController: UINavigationController, UINavigationBarDelegate {
        var allows = false
        private(set) var asked = 0

        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
          asked += 1
          return allows
        }
      }

      @Test func aNavigationBarShouldPopOverrideStillConfirmsTheBackButton() async {
        let navigationController = ConfirmingNavigationController(rootViewController: NamedViewController("Root"))
        let navigator = Navigator(host: navigationController)
        navigationController.shimShowInWindow()
        var reasons: [LeaveReason] = []
        let form = NamedViewController("Form")
        navigator.push(form, animated: false) { reasons.append($0) }
        await settle()
        #expect(form.navigationItem.backAction == nil)  // the override decides the taps, not a back action
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigationController.asked == 1)
        #expect(navigationController.viewControllers.count == 2)
        navigationController.allows = true
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigationController.asked == 2)
        #expect(navigationController.viewControllers.count == 1)
        #expect(reasons == [.unknown])
      }

      @Test func theBackButtonMenuPopsSeveralLevelsWithoutAGuardAndSaysUnknown() async {
        // UIKit gives no way to ask before the menu pops: the guard is not asked, and the reason does not claim the
        // back button.
        let f = Fixture()
        var reasons: [String] = []
        let a = f.push("A", animated: false)
        for name in ["B", "C"] {
          f.navigator.push(NamedViewController(name), animated: false) { reasons.append("\(name): \($0)") }
        }
        await settle()
        var asked: [LeaveReason] = []
        f.navigator.setLeaveGuard(for: f.navigationController.topViewController!) { reason in
          asked.append(reason)
          return false
        }
        #expect(f.navigationController.shimChooseFromBackButtonMenu(a))
        await settle()
        #expect(f.stack == ["Root", "A"])
        #expect(asked.isEmpty)
        #expect(reasons == ["C: unknown", "B: unknown"])
      }

      @Test func theDoublesBackButtonMenuAsksNeitherTheBarDelegateNorTheBackAction() async {
        let navigationController = ConfirmingNavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        let a = NamedViewController("A")
        navigationController.pushViewController(a, animated: false)
        let b = NamedViewController("B")
        navigationController.pushViewController(b, animated: false)
        var backActions = 0
        b.navigationItem.backAction = UIAction { _ in backActions += 1 }
        #expect(navigationController.shimChooseFromBackButtonMenu(navigationController.viewControllers[0]))
        UIKitShimRuntime.finishAnimations()
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.asked == 0)
        #expect(backActions == 0)
        // The menu offers only the screens below the top.
        #expect(!navigationController.shimChooseFromBackButtonMenu(navigationController.viewControllers[0]))
      }

      @Test func theDoublesBackButtonAsksTheBarDelegateOnlyWithoutABackAction() async {
        let navigationController = ConfirmingNavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        let a = NamedViewController("A")
        navigationController.pushViewController(a, animated: false)
        navigationController.shimTapBackButton()
        #expect(navigationController.asked == 1)
        var backActions = 0
        a.navigationItem.backAction = UIAction { _ in backActions += 1 }
        navigationController.shimTapBackButton()
        #expect(navigationController.asked == 1)
        #expect(backActions == 1)
        #expect(navigationController.viewControllers.count == 2)
      }

      // MARK: Pops during a transition, both readings (R20a)

      @Test(arguments: [true, false])
      func aPopByCodeDuringAPushKeepsTheNavigatorInStep(dropped: Bool) async {
        UIKitShimRuntime.popsDuringTransitionAreDropped = dropped
        let f = Fixture()
        f.push("A", animated: false)
        f.push("B")
        // A toolbar's Back button calls UIKit directly while the push animates: UIKit returns nil either way.
        #expect(f.navigationController.popViewController(animated: true) == nil)
        await settle()
        #expect(f.stack == (dropped ? ["Root", "A", "B"] : ["Root", "A"]))
        #expect(f.take() == (dropped ? [] : ["onPop(B)"]))
        #expect(f.navigator.screens.count == f.navigationController.viewControllers.count)
      }

      // MARK: The run loop turns mid-transition, mid-swipe and mid-dismissal

      @Test func aRunLoopTurnMidSwipeDecidesNothing() async {
        let f = Fixture()
        f.push("A", animated: false)
        await settle()
        f.navigationController.shimBeginInteractivePop()
        UIKitShimRuntime.runLoopTurn()
        await mainQueueTurn()
        #expect(f.take().isEmpty)
        f.navigationController.shimEndInteractivePop(cancelled: true)
        await settle()
        #expect(f.take().isEmpty)
        #expect(f.stack == ["Root", "A"])
      }

      @Test func aRunLoopTurnMidPushDecidesNothingAndTheQueueWaits() async {
        let f = Fixture()
        f.push("A")
        f.push("B")
        UIKitShimRuntime.runLoopTurn()
        await mainQueueTurn()
        #expect(f.stack == ["Root", "A"])
        #expect(f.navigator.queuedCommandCount == 1)
        await settle()
        #expect(f.stack == ["Root", "A", "B"])
      }

      @Test func aRunLoopTurnMidDismissalByCodeRunsOnLeaveOnceWhenItEnds() async {
        let f = Fixture()
        let sheet = f.present("Sheet")
        await settle()
        sheet.dismiss(animated: true)  // a Close button in the sheet
        UIKitShimRuntime.runLoopTurn()
        await mainQueueTurn()
        #expect(f.take().isEmpty)
        await settle()
        #expect(f.take() == ["onDismiss(Sheet)"])
      }

      @Test func aRunLoopTurnMidPullDownRunsOnLeaveOnceWithItsReason() async {
        let f = Fixture()
        var reasons: [LeaveReason] = []
        let sheet = NamedViewController("Sheet")
        f.navigator.present(sheet) { reasons.append($0) }
        await settle()
        sheet.presentationController?.shimPullDown()
        UIKitShimRuntime.runLoopTurn()  // the finger is down
        await mainQueueTurn()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        UIKitShimRuntime.runLoopTurn()  // the sheet is settling
        await mainQueueTurn()
        #expect(reasons.isEmpty)
        await settle()
        #expect(reasons == [.sheetPulledDown])
      }
    }
  }
#endif
