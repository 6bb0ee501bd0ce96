#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// What the UIKit adapter tells about why a screen left: what UIKit says, and `unknown` where it says nothing.
  extension UIKitShimTests {
    @MainActor
    @Suite struct LeaveReasonAdapterTests {
      /// A fixture whose pushed screens record the reason they left, as do the navigator's events.
      @MainActor
      final class Recorder {
        let f = Fixture()
        var heard: [String] = []
        private var observation: NavigationObservation?

        init() {
          observation = f.navigator.observe { [unowned self] event in
            if let reason = event.leaveReason { heard.append("event: \(reason)") }
          }
        }

        @discardableResult
        func push(_ name: String) -> NamedViewController {
          let screen = NamedViewController(name)
          f.navigator.push(screen, animated: false) { [unowned self] reason in heard.append("\(name): \(reason)") }
          return screen
        }
      }

      @Test(arguments: [false, true])
      func aFinishedSwipeSaysWhichGesture(fromContent: Bool) async {
        let r = Recorder()
        r.push("A")
        r.f.navigationController.shimBeginInteractivePop(fromContent: fromContent)
        r.f.navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        let reason: LeaveReason = fromContent ? .interactiveContentPop : .interactivePop
        #expect(r.heard == ["A: \(reason)", "event: \(reason)"])
      }

      @Test func aCancelledSwipeLeavesNoReasonForTheNextPop() async {
        let r = Recorder()
        r.push("A")
        r.f.navigationController.shimBeginInteractivePop()
        r.f.navigationController.shimEndInteractivePop(cancelled: true)
        await settle()
        #expect(r.heard.isEmpty)
        r.f.navigationController.popViewController(animated: false)
        await settle()
        #expect(r.heard == ["A: unknown", "event: unknown"])
      }

      @Test func aNavigatorCallCarriesTheCall() async {
        let r = Recorder()
        r.push("A")
        r.push("B")
        r.f.navigator.popToRoot(animated: false)
        await settle()
        #expect(r.heard == ["B: popToRoot", "A: popToRoot", "event: popToRoot"])
      }

      @Test func aSheetPulledDownSaysSo() async {
        let r = Recorder()
        let sheet = NamedViewController("Sheet")
        r.f.navigator.present(sheet) { [unowned r] reason in r.heard.append("Sheet: \(reason)") }
        await settle()
        sheet.presentationController?.shimPullDown()
        sheet.presentationController?.shimReleasePullDown(cancelled: false)
        await settle()
        #expect(r.heard == ["Sheet: sheetPulledDown", "event: sheetPulledDown"])
      }

      @Test func aReTapSaysSoOnlyWithTheTabBarDelegate() async {
        let r = Recorder()
        let tabs = UITabBarController()
        tabs.viewControllers = [r.f.navigationController, NamedViewController("Other")]
        r.push("A")
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(r.heard == ["A: unknown", "event: unknown"])

        let app = RecordingDelegate()
        let tabDelegate = NavigationTabBarControllerDelegate(forwardingTo: app)
        tabs.delegate = tabDelegate
        r.heard = []
        r.push("B")
        tabs.shimTapTab(at: 0)
        await settle()
        #expect(r.heard == ["B: tabReselected", "event: tabReselected"])
        #expect(app.calls == ["didSelect"])
      }
    }
  }
#endif
