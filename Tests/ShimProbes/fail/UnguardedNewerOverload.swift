// expect: is only available in iOS 13.4 or newer
// The `UIEvent` overload of `gestureRecognizer(_:shouldReceive:)` is iOS 13.4, the `UITouch` one is not: the lint
// tells overloads apart by the declaration each call resolves to.
import UIKitShim

@MainActor func receives(
  _ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ event: UIEvent
) -> Bool {
  let receivesEvent: ((UIGestureRecognizer, UIEvent) -> Bool)? = delegate.gestureRecognizer(_:shouldReceive:)
  return receivesEvent?(recognizer, event) ?? true
}
