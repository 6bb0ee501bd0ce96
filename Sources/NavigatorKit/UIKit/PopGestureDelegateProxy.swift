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
    /// When there is no delegate to ask (UIKit left the recogniser without one, or the adopted delegate was freed),
    /// the proxy answers as UIKit's own would: a swipe with nothing to pop, or during a transition, would freeze the
    /// screen. Every other delegate method is implemented, forwarded while the adopted delegate implements it, and
    /// answered as UIKit's default otherwise (see ``DelegateForwarding``).
    @MainActor
    final class PopGestureDelegateProxy: NSObject, UIGestureRecognizerDelegate {
      private weak var recognizer: UIGestureRecognizer?
      private weak var owner: NavigationControllerDelegateProxy?
      /// The delegate before the proxy: UIKit's own, or the app's. Held weakly, as the recogniser holds it.
      private let forwarding = DelegateForwarding()

      init(recognizer: UIGestureRecognizer, owner: NavigationControllerDelegateProxy) {
        self.recognizer = recognizer
        self.owner = owner
        super.init()
        installIfNeeded()
      }

      /// Whether this proxy sits on `recognizer`.
      func watches(_ recognizer: UIGestureRecognizer) -> Bool {
        self.recognizer === recognizer
      }

      /// Puts the proxy in front of the recogniser's delegate, if something replaced it — UIKit too, which gives
      /// the recognisers its own delegate back (or none) when the navigation controller's delegate is assigned.
      func installIfNeeded() {
        guard let recognizer, recognizer.delegate !== self else { return }
        forwarding.target = recognizer.delegate
        recognizer.delegate = self
      }

      private func forward<Result>(
        _ method: String = #function, _ call: (any UIGestureRecognizerDelegate) -> Result?
      ) -> Result? {
        guard let recognizer else { return nil }
        return forwarding.forward(to: (any UIGestureRecognizerDelegate).self, method, about: recognizer, call)
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard owner?.swipeCanPop ?? false else { return false }
        let allowed = forward { implementation($0.gestureRecognizerShouldBegin(_:))?(gestureRecognizer) } ?? true
        guard allowed else { return false }
        return owner?.swipeShouldBegin(gestureRecognizer) ?? true
      }

      // MARK: Forwarded only: UIKit's defaults when the adopted delegate does not answer

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        forward {
          implementation($0.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))?(
            gestureRecognizer, otherGestureRecognizer)
        } ?? false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        forward {
          implementation($0.gestureRecognizer(_:shouldRequireFailureOf:))?(gestureRecognizer, otherGestureRecognizer)
        }
          ?? false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        forward {
          implementation($0.gestureRecognizer(_:shouldBeRequiredToFailBy:))?(gestureRecognizer, otherGestureRecognizer)
        }
          ?? false
      }

      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        forward { delegate in
          let method: ((UIGestureRecognizer, UITouch) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
          return method?(gestureRecognizer, touch)
        } ?? true
      }

      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        forward { delegate in
          let method: ((UIGestureRecognizer, UIPress) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
          return method?(gestureRecognizer, press)
        } ?? true
      }

      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        forward { delegate in
          // UIKit sends this overload from iOS 13.4 only; the package supports iOS 13.
          guard #available(iOS 13.4, macCatalyst 13.4, *) else { return nil }
          let method: ((UIGestureRecognizer, UIEvent) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
          return method?(gestureRecognizer, event)
        } ?? true
      }

      // MARK: Objective-C runtime

      /// What the proxy claims: `gestureRecognizerShouldBegin(_:)`, which it observes, and the others only while the
      /// adopted delegate implements them (see `DelegateForwarding`).
      nonisolated static let methods = DelegateMethods(
        observed: [DelegateMethod("gestureRecognizerShouldBegin(_:)", selector: "gestureRecognizerShouldBegin:")],
        forwarded: [
          DelegateMethod(
            "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            selector: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"),
          DelegateMethod(
            "gestureRecognizer(_:shouldRequireFailureOf:)",
            selector: "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:"),
          DelegateMethod(
            "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
            selector: "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"),
          // The three `shouldReceive` overloads, named by their parameter's type.
          DelegateMethod("gestureRecognizer(_:shouldReceiveTouch:)", selector: "gestureRecognizer:shouldReceiveTouch:"),
          DelegateMethod("gestureRecognizer(_:shouldReceivePress:)", selector: "gestureRecognizer:shouldReceivePress:"),
          DelegateMethod("gestureRecognizer(_:shouldReceiveEvent:)", selector: "gestureRecognizer:shouldReceiveEvent:"),
        ])

      #if canImport(ObjectiveC)
        nonisolated override func responds(to selector: Selector!) -> Bool {
          guard let selector else { return false }
          return forwarding.responds(to: selector, claiming: Self.methods, otherwise: super.responds(to: selector))
        }

        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
          guard let selector else { return nil }
          return forwarding.forwardingTarget(for: selector, claiming: Self.methods)
        }
      #endif
    }

    #if UIKitShim
      // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
      extension PopGestureDelegateProxy: ShimMessageForwarding {
        func shimResponds(to method: String) -> Bool {
          forwarding.shimResponds(to: method, claiming: Self.methods)
        }

        func shimForwardingTarget(for method: String) -> AnyObject? {
          forwarding.shimForwardingTarget(for: method, claiming: Self.methods)
        }
      }
    #endif
  #endif
#endif
