#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// What navigators cost the main run loop while nothing happens: each pass reads each stack once.
  extension UIKitShimTests {
    @MainActor
    @Suite struct IdleRunLoopTests {
      @Test func anIdlePassReadsEachStackOnce() async {
        // Five tabs' navigators, each with a screen above its root, then 120 passes of the run loop with nothing
        // happening (Benchmarks/README.md, "The UIKit adapter's idle run loop").
        let navigationControllers = (0..<5).map { _ in
          UINavigationController(rootViewController: NamedViewController("Root"))
        }
        let navigators = navigationControllers.map { Navigator(host: $0) }
        for (navigationController, navigator) in zip(navigationControllers, navigators) {
          navigationController.shimShowInWindow()
          navigator.push(NamedViewController("A"), animated: false)
        }
        await settle()
        UIKitShimRuntime.stackReads = 0
        for _ in 0..<120 { UIKitShimRuntime.runLoopTurn() }
        await mainQueueTurn()  // and whatever the passes queued for the navigators
        let reads = UIKitShimRuntime.stackReads
        print("idle stack reads, 5 navigators, 120 passes: \(reads)")
        #expect(reads <= 5 * 120)
        withExtendedLifetime(navigators) {}
      }
    }
  }
#endif
