// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  // MARK: - Orientation, styles, traits

  /// The traits of an interface environment, such as size classes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection (`class UITraitCollection`, sendable).
  open class UITraitCollection: NSObject, @unchecked Sendable {}

  // MARK: - Key-value observing (Foundation's Swift API on Apple platforms)

  /// Options for ``UINavigationController/observe(_:options:changeHandler:)``: Foundation's on Apple platforms.
  public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  }

  /// A change reported by key-value observing: Foundation's on Apple platforms.
  public struct NSKeyValueObservedChange<Value> {
    /// The new value, when `.new` was asked for.
    public let newValue: Value?
    /// The old value, when `.old` was asked for.
    public let oldValue: Value?
  }

  /// A key-value observation; it ends when released or invalidated: Foundation's on Apple platforms.
  ///
  /// Linux's Foundation has no key-value observing. The double reports assignments to the `delegate` properties of
  /// ``UINavigationController`` and ``UIPresentationController`` — the ones the adapter observes — as UIKit's automatic
  /// observing reports a setter call.
  public final class NSKeyValueObservation: NSObject {
    private var onInvalidate: (() -> Void)?

    init(onInvalidate: @escaping () -> Void) {
      self.onInvalidate = onInvalidate
    }

    /// Ends the observation.
    public func invalidate() {
      onInvalidate?()
      onInvalidate = nil
    }

    deinit {
      onInvalidate?()
    }
  }

  /// The handlers observing one object's `delegate`.
  @MainActor
  final class DelegateObservers {
    private var handlers: [ObjectIdentifier: () -> Void] = [:]

    func add(_ handler: @escaping () -> Void) -> NSKeyValueObservation {
      let token = NSObject()
      let key = ObjectIdentifier(token)
      handlers[key] = handler
      return NSKeyValueObservation { [weak self] in
        _ = token
        MainActor.assumeIsolated { _ = self?.handlers.removeValue(forKey: key) }
      }
    }

    func notify() {
      guard UIKitShimRuntime.delegateObservationFires else { return }
      for handler in handlers.values { handler() }
    }
  }
#endif
