#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Leave guards wired to what UIKit asks: the swipe recognisers' delegate, the sheet's presentation-controller
  /// delegate, the tab bar controller's delegate.
  extension UIKitShimTests {
    @MainActor
    @Suite struct LeaveGuardAdapterTests {
      /// A navigator with Root and a form on its stack, the form guarded.
      @MainActor
      final class Guarded {
        let f = Fixture()
        let form: NamedViewController
        var allows = false
        var asked: [LeaveReason] = []

        init() {
          form = f.push("Form", animated: false)
          f.navigator.setLeaveGuard(for: form) { [unowned self] reason in
            asked.append(reason)
            return allows
          }
        }
      }

      @Test(arguments: [false, true])
      func aRefusingGuardStopsTheSwipeBeforeItBegins(fromContent: Bool) async {
        let g = Guarded()
        #expect(g.f.navigationController.shimBeginInteractivePop(fromContent: fromContent) == false)
        await settle()
        #expect(g.asked == [fromContent ? .interactiveContentPop : .interactivePop])
        #expect(g.f.stack == ["Root", "Form"])
        #expect(g.f.take().isEmpty)
        #expect(!g.f.navigator.host.isTransitioning)
        g.allows = true
        #expect(g.f.navigationController.shimBeginInteractivePop(fromContent: fromContent))
        g.f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(g.f.take() == ["onPop(Form)"])
      }

      @Test func anAppDelegateOnTheRecogniserIsStillAskedFirst() async {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
          var asked = 0
          func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
          }
        }
        let g = Guarded()
        g.allows = true
        let app = Refusing()
        g.f.navigationController.interactivePopGestureRecognizer?.delegate = app
        g.f.navigator.synchronize()  // every navigator call puts NavigatorKit's delegate back in front
        #expect(g.f.navigationController.shimBeginInteractivePop() == false)
        #expect(app.asked == 1)
        #expect(g.asked.isEmpty)
      }

      @Test func aRefusingGuardBouncesASheetBack() async {
        let f = Fixture()
        let app = RecordingDelegate()
        let sheet = NamedViewController("Sheet")
        final class Answer {
          var allows = false
          var asked: [LeaveReason] = []
        }
        let answer = Answer()
        f.navigator.present(sheet) { [unowned f] reason in f.log.append("Sheet: \(reason)") }
        sheet.presentationController?.delegate = app
        f.navigator.setLeaveGuard(for: sheet) { reason in
          answer.asked.append(reason)
          return answer.allows
        }
        await settle()
        #expect(sheet.presentationController?.shimPullDown() == false)
        await settle()
        #expect(answer.asked == [.sheetPulledDown])
        #expect(app.calls == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(f.navigator.presentedScreen === sheet)
        #expect(f.take().isEmpty)
        answer.allows = true
        #expect(sheet.presentationController?.shimPullDown() == true)
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(f.take() == ["Sheet: sheetPulledDown"])
      }

      @Test func aRefusingGuardIgnoresTheTabReTap() async {
        let g = Guarded()
        let tabs = UITabBarController()
        tabs.viewControllers = [g.f.navigationController, NamedViewController("Other")]
        let tabDelegate = NavigationTabBarControllerDelegate()
        tabs.delegate = tabDelegate
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(g.asked == [.tabReselected])
        #expect(g.f.stack == ["Root", "Form"])
        #expect(g.f.take().isEmpty)
        g.allows = true
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(g.f.take() == ["onPop(Form)"])
      }

      @Test func aNavigatorCallIsNeverAsked() async {
        let g = Guarded()
        g.f.navigator.pop(animated: false)
        await settle()
        #expect(g.asked.isEmpty)
        #expect(g.f.take() == ["onPop(Form)"])
      }
    }
  }
#endif
