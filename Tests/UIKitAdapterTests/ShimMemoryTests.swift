#if UIKitShim
  import Testing
  import UIKitShim

  /// The UIKit double keeps nothing alive that UIKit would have let go: a leak check over the adapter means what it
  /// says only if the double itself releases what left.
  extension UIKitShimTests {
    @MainActor
    @Suite struct ShimMemoryTests {
      @Test func theDoubleLetsGoOfEveryViewControllerOnceItsTransitionsHaveEnded() {
        UIKitShimRuntime.reset()
        weak var weakStack: UINavigationController?
        weak var weakPopped: UIViewController?
        weak var weakSwipedAway: UIViewController?
        weak var weakDismissed: UIViewController?
        weak var weakTabBar: UITabBarController?
        do {
          let stack = UINavigationController(rootViewController: NamedViewController("Root"))
          let tabBar = UITabBarController()
          tabBar.viewControllers = [stack]
          tabBar.shimShowInWindow()
          let popped = NamedViewController("Popped")
          stack.pushViewController(popped, animated: true)
          UIKitShimRuntime.finishAnimations()
          stack.popViewController(animated: true)
          UIKitShimRuntime.finishAnimations()
          let swipedAway = NamedViewController("Swiped")
          stack.pushViewController(swipedAway, animated: false)
          if stack.shimBeginInteractivePop(fromContent: false) { stack.shimEndInteractivePop(cancelled: false) }
          UIKitShimRuntime.finishAnimations()
          let dismissed = NamedViewController("Sheet")
          stack.present(dismissed, animated: true, completion: nil)
          UIKitShimRuntime.finishAnimations()
          stack.dismiss(animated: true, completion: nil)
          UIKitShimRuntime.finishAnimations()
          UIKitShimRuntime.runLoopTurn()
          tabBar.shimRemoveFromWindow()
          (weakStack, weakPopped, weakSwipedAway, weakDismissed, weakTabBar) = (
            stack, popped, swipedAway, dismissed, tabBar
          )
        }
        #expect(weakPopped == nil)
        #expect(weakSwipedAway == nil)
        #expect(weakDismissed == nil)
        #expect(weakStack == nil)
        #expect(weakTabBar == nil)
        #expect(UIKitShimRuntime.crashes.isEmpty)
      }
    }
  }
#endif
