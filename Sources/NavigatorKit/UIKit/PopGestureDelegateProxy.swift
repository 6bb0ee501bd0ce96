#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  #if !os(tvOS)
    /// The delegate NavigatorKit installs on a navigation controller's swipe-back recognisers, so that a leave guard can
    /// stop a swipe before it begins.
    ///
    /// UIKit's navigation controller is the recogniser's delegate at first, through an object of its own that refuses
    /// the swipe at the root and during a transition. The proxy takes its place, asks it first — and any delegate the
    /// app assigns later, which it adopts the same way — and then asks the navigator's leave guards for the top screen.
    /// On Apple platforms every other delegate call goes to the adopted delegate (`responds(to:)` and
    /// `forwardingTarget(for:)`), so UIKit behaves as if the proxy were not there.
    @MainActor
    final class PopGestureDelegateProxy: NSObject, UIGestureRecognizerDelegate {
      private weak var recognizer: UIGestureRecognizer?
      private weak var owner: NavigationControllerDelegateProxy?
      /// The delegate before the proxy: UIKit's own, or the app's. Held weakly, as the recogniser holds it.
      private weak var forwardTarget: (any UIGestureRecognizerDelegate)?

      init(recognizer: UIGestureRecognizer, owner: NavigationControllerDelegateProxy) {
        self.recognizer = recognizer
        self.owner = owner
        super.init()
        installIfNeeded()
      }

      /// Puts the proxy in front of the recogniser's delegate, if something replaced it.
      func installIfNeeded() {
        guard let recognizer, recognizer.delegate !== self else { return }
        forwardTarget = recognizer.delegate
        recognizer.delegate = self
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let allowed = (forwardTarget?.gestureRecognizerShouldBegin(_:))?(gestureRecognizer) ?? true
        guard allowed else { return false }
        return owner?.swipeShouldBegin(gestureRecognizer) ?? true
      }

      #if canImport(ObjectiveC)
        nonisolated override func responds(to selector: Selector!) -> Bool {
          guard let selector else { return false }
          if selector == #selector(UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)) { return true }
          return runtimeForwardTarget?.responds(to: selector) == true
        }

        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
          if let selector, let target = runtimeForwardTarget, target.responds(to: selector) { return target }
          return super.forwardingTarget(for: selector)
        }

        private nonisolated var runtimeForwardTarget: (any NSObjectProtocol)? {
          guard Thread.isMainThread else { return nil }
          return MainActor.assumeIsolated { RuntimeReference(object: forwardTarget) }.object
        }
      #endif
    }
  #endif

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension PopGestureDelegateProxy: ShimMessageForwarding {
      func shimResponds(to method: String) -> Bool {
        method == "gestureRecognizerShouldBegin(_:)" || UIKitShimRuntime.responds(forwardTarget, to: method)
      }

      func shimForwardingTarget(for method: String) -> AnyObject? {
        UIKitShimRuntime.responds(forwardTarget, to: method) ? forwardTarget : nil
      }
    }
  #endif
#endif
