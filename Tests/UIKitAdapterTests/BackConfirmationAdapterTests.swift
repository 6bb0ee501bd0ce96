#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Back confirmations the way apps write them before iOS 16 — `navigationBar(_:shouldPop:)` in a category, a
  /// `popViewController(animated:)` override that refuses — and what the adapter then reports.
  extension UIKitShimTests {
    @MainActor
    @Suite struct BackConfirmationAdapterTests {
      /// A subclass that refuses to pop while `refuses`, as "interceptible" navigation controllers do; UIKit's swipe
      /// calls it too (R11).
      final class RefusingNavigationController: UINavigationController {
        var refuses = true
        private(set) var asked = 0

        @discardableResult
        override func popViewController(animated: Bool) -> UIViewController? {
          asked += 1
          return refuses ? nil : super.popViewController(animated: animated)
        }
      }

      /// A navigator over `navigationController` whose pushed screens record why they left.
      @MainActor
      final class Recorder {
        let navigator: Navigator
        var heard: [String] = []

        init(_ navigationController: UINavigationController) {
          navigator = Navigator(host: navigationController)
          navigationController.shimShowInWindow()
        }

        @discardableResult
        func push(_ name: String) -> NamedViewController {
          let screen = NamedViewController(name)
          navigator.push(screen, animated: false) { [unowned self] reason in heard.append("\(name): \(reason)") }
          return screen
        }
      }

      /// What the confirmations answer, and how often they were asked.
      @MainActor
      final class Answers {
        var allows = false
        var categoryAsked = 0
        var guardAsked = 0
      }

      // MARK: A category (R28)

      @Test(arguments: [false, true])
      func aCategoryShouldPopKeepsDecidingTheBackButton(categoryInstalled: Bool) async {
        // `extension UINavigationController: UINavigationBarDelegate { func navigationBar(_:shouldPop:) }` gives every
        // navigation controller the method. Its implementation lives in the app, so the adapter installs no back action
        // and the category keeps confirming taps; without it, the adapter's back action asks the leave guard.
        let answers = Answers()
        if categoryInstalled {
          UIKitShimRuntime.navigationControllerShouldPopCategory = { _, _, _ in
            answers.categoryAsked += 1
            return answers.allows
          }
        }
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        let r = Recorder(navigationController)
        let form = r.push("Form")
        r.navigator.setLeaveGuard(for: form) { _ in
          answers.guardAsked += 1
          return answers.allows
        }
        await settle()
        #expect((form.navigationItem.backAction == nil) == categoryInstalled)
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigationController.viewControllers.count == 2)  // refused, by the category or by the guard
        #expect(answers.categoryAsked == (categoryInstalled ? 1 : 0))
        #expect(answers.guardAsked == (categoryInstalled ? 0 : 1))
        answers.allows = true
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigationController.viewControllers.count == 1)
        #expect(r.heard == [categoryInstalled ? "Form: unknown" : "Form: backButton"])
      }

      @Test func aCategoryInstalledLaterIsSeenByTheNextNavigationController() async {
        // The answer is kept per class, and the runtime's methods change when a category is attached.
        let before = UINavigationController(rootViewController: NamedViewController("Root"))
        let r1 = Recorder(before)
        let a = r1.push("A")
        await settle()
        #expect(a.navigationItem.backAction != nil)
        UIKitShimRuntime.navigationControllerShouldPopCategory = { _, _, _ in true }
        let after = UINavigationController(rootViewController: NamedViewController("Root"))
        let r2 = Recorder(after)
        let b = r2.push("B")
        await settle()
        #expect(b.navigationItem.backAction == nil)
      }

      // MARK: A refusing popViewController(animated:) override

      @Test func aRefusedBackButtonPopLeavesNoReasonForTheNextChange() async {
        let navigationController = RefusingNavigationController(rootViewController: NamedViewController("Root"))
        let r = Recorder(navigationController)
        r.push("A")
        await settle()
        navigationController.shimTapBackButton()
        await settle()
        #expect(navigationController.asked == 1)
        #expect(r.heard.isEmpty)
        navigationController.refuses = false
        navigationController.popViewController(animated: false)  // app code, later, for another reason
        await settle()
        #expect(r.heard == ["A: unknown"])
      }

      @Test(arguments: [false, true])
      func aSwipeRefusedByTheSubclassLeavesNoReasonForTheNextChange(appTargetsFirst: Bool) async {
        UIKitShimRuntime.gestureTargetsRunBeforeUIKits = appTargetsFirst
        let navigationController = RefusingNavigationController(rootViewController: NamedViewController("Root"))
        let r = Recorder(navigationController)
        r.push("A")
        await settle()
        navigationController.shimBeginInteractivePop()
        #expect(navigationController.asked == 1)  // a swipe calls the override (R11)
        #expect(navigationController.viewControllers.count == 2)
        // While the finger is still down, app code pops for a reason of its own (a timer, a network reply).
        navigationController.refuses = false
        navigationController.popViewController(animated: false)
        navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(r.heard == ["A: unknown"])
      }

      @Test func aSwipeThatTheSubclassLetsThroughLeavesAsASwipe() async {
        let navigationController = RefusingNavigationController(rootViewController: NamedViewController("Root"))
        navigationController.refuses = false
        let r = Recorder(navigationController)
        r.push("A")
        await settle()
        navigationController.shimBeginInteractivePop()
        navigationController.shimEndInteractivePop(cancelled: false)
        await settle()
        #expect(navigationController.asked == 1)
        #expect(r.heard == ["A: interactivePop"])
      }
    }
  }
#endif
