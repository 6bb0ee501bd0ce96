/// A screen that a ``Navigator`` can push, pop and present.
///
/// On Apple platforms `UIViewController` conforms, so every view controller is a screen. In tests, use
/// `HeadlessScreen` from NavigatorKitTesting, or conform any class of your own.
///
/// NavigatorKit compares screens by identity (`===`), never by value: the same instance can be on a stack once.
@MainActor
public protocol Screen: AnyObject, Sendable {}

extension Screen {
  /// The object identity NavigatorKit uses to tell screens apart.
  @inlinable
  nonisolated var screenID: ObjectIdentifier { ObjectIdentifier(self) }
}
