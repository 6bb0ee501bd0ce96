#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Where the double once disagreed with UIKit, Hero or CFRunLoop, checked on the double (and, where it matters, with a
  /// navigator on it): each follows a rule of the UIKit rules article or the library's source.
  extension UIKitShimTests {
    @MainActor
    @Suite struct DoubleFidelityTests {
      /// A subclass that sees every `popViewController(animated:)`, as MLeaksFinder's and Mullvad's do.
      final class PopCountingNavigationController: UINavigationController {
        private(set) var pops = 0

        override func popViewController(animated: Bool) -> UIViewController? {
          pops += 1
          return super.popViewController(animated: animated)
        }
      }

      // MARK: CFRunLoop (R35)

      @Test func runLoopObserversRunByOrderThenInTheOrderTheyWereAdded() {
        // `CFRunLoopObserverCreate`'s `order`: lower first; equal orders in the order they were added.
        var heard: [String] = []
        let observers = [
          ShimRunLoopObserver(order: 2_000_000) { heard.append("commit") },
          ShimRunLoopObserver(order: 0) { heard.append("a") },
          ShimRunLoopObserver(order: 5) { heard.append("five") },
        ]
        let more = (0..<8).map { index in ShimRunLoopObserver(order: 0) { heard.append("b\(index)") } }
        UIKitShimRuntime.runLoopTurn()
        #expect(heard == ["a"] + (0..<8).map { "b\($0)" } + ["five", "commit"])
        withExtendedLifetime((observers, more)) {}
      }

      @Test func aRunLoopObserverInvalidatedByAnEarlierOneDoesNotRun() {
        var heard: [String] = []
        var second: ShimRunLoopObserver?
        let first = ShimRunLoopObserver {
          heard.append("first")
          second?.invalidate()
        }
        second = ShimRunLoopObserver { heard.append("second") }
        UIKitShimRuntime.runLoopTurn()
        #expect(heard == ["first"])
        withExtendedLifetime(first) {}
      }

      // MARK: Hero (R34)

      @Test func heroIsEnabledWhileItIsTheTransitioningDelegateWhoeverIsInFront() async {
        // Hero's getter reads `transitioningDelegate is HeroTransition`, not `delegate`: with NavigatorKit's proxy back
        // in front, Hero still reads enabled, and enabling it again does nothing (`guard newValue != isEnabled`).
        let f = Fixture()
        f.navigationController.hero.isEnabled = true
        await settle()
        #expect(f.navigationController.delegate !== HeroDouble.shared)  // the proxy is back in front
        #expect(f.navigationController.hero.isEnabled)
        f.navigationController.hero.isEnabled = true
        #expect(f.navigationController.delegate !== HeroDouble.shared)  // not assigned again
        f.navigationController.hero.isEnabled = false
        #expect(!f.navigationController.hero.isEnabled)
      }

      @Test func heroRunsPushesAndPopsInteractivelyAndFinishesThemItself() async {
        // Hero's `interactionControllerFor` returns itself (`wantsInteractiveStart` is true): the coordinator is
        // interactive from the start, and the interaction ends, not cancelled, when Hero's animation ends.
        let f = Fixture()
        f.navigationController.hero.isEnabled = true
        await settle()
        var reasons: [LeaveReason] = []
        f.navigator.push(NamedViewController("A"), animated: true) { reasons.append($0) }
        let coordinator = f.navigationController.transitionCoordinator
        #expect(coordinator?.isInteractive == true)
        #expect(coordinator?.initiallyInteractive == true)
        var interactionEnded: [Bool] = []
        coordinator?.notifyWhenInteractionChanges { interactionEnded.append($0.isCancelled) }
        #expect(f.navigator.host.isTransitioning)
        await settle()
        #expect(interactionEnded == [false])
        #expect(f.stack == ["Root", "A"])
        #expect(!f.navigator.host.isTransitioning)
        f.navigator.pop(animated: true)
        #expect(f.navigationController.transitionCoordinator?.isInteractive == true)
        await settle()
        #expect(f.stack == ["Root"])
        #expect(reasons == [.pop])
      }

      @Test func heroForcedNotInteractiveRunsAnOrdinaryTransition() async {
        let navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        let hero = HeroDouble()
        hero.forceNotInteractive = true
        hero.enable(on: navigationController)
        navigationController.pushViewController(NamedViewController("A"), animated: true)
        #expect(navigationController.transitionCoordinator?.isInteractive == false)
        UIKitShimRuntime.finishAnimations()
        #expect(navigationController.viewControllers.count == 2)
      }

      // MARK: Swipe-back (R11)

      @Test func aSwipeBackCallsPopViewControllerWhenItBegins() {
        let navigationController = PopCountingNavigationController(rootViewController: NamedViewController("Root"))
        navigationController.shimShowInWindow()
        navigationController.pushViewController(NamedViewController("A"), animated: false)
        #expect(navigationController.shimBeginInteractivePop())
        #expect(navigationController.pops == 1)
        #expect(navigationController.viewControllers.count == 1)  // gone at `.began` (R11)
        #expect(navigationController.transitionCoordinator?.isInteractive == true)
        navigationController.shimEndInteractivePop(cancelled: true)
        UIKitShimRuntime.finishAnimations()
        #expect(navigationController.viewControllers.count == 2)  // R13: restored
        #expect(navigationController.pops == 1)
      }
    }
  }
#endif
