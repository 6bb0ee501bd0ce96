// Every file in this folder is wrapped in the same condition and imports UIKit the same way:
//
//   #if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
//     #if UIKitShim
//       import UIKitShim
//     #else
//       import UIKit
//     #endif
//
// On Apple platforms the `os(…)` checks select the real UIKit (macOS has none; Mac Catalyst counts as `os(iOS)`). On
// Linux, SwiftPM defines `UIKitShim` only when that package trait is enabled, and NavigatorKit then depends on the
// UIKitShim module, a behavioural double of UIKit that UIKitAdapterTests runs this folder against.
#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  // Shared by the two delegate proxies.
  //
  // Calling an app delegate's optional method: in UIKit the delegate protocols' requirements are `@objc optional`; in
  // the shim they are requirements whose default implementations stand for "not implemented". The proxies read such
  // a method as an optional function value and call it if present — `(target?.method(_:label:))?(arguments)` —
  // which compiles against both, and on Apple platforms skips a method the delegate does not implement.

  /// One delegate call being forwarded: the method and the object it is about.
  ///
  /// A proxy forwards a call only if the same call is not already being forwarded further up the stack. That happens
  /// only when the app's delegate forwards back to the proxy — another library's delegate proxy that adopted this
  /// one as its own target — and would otherwise recurse until the stack overflows.
  struct ForwardedCall: Hashable {
    let method: String
    let subject: ObjectIdentifier

    init(_ method: String, about subject: AnyObject) {
      self.method = method
      self.subject = ObjectIdentifier(subject)
    }
  }

  /// Runs `body` on the main queue once the UIKit callout in progress has returned.
  ///
  /// UIKit calls `didShow`, transition-coordinator completions and `presentationControllerDidDismiss(_:)` from inside
  /// its own `completeTransition`. A push made there may be deferred or log "nested push animation", and a delegate
  /// replaced there can keep the dismissed screen alive. So the proxies tell the navigator — which runs `onPop`,
  /// `onDismiss` and queued commands — from the next turn of the main queue, in the order UIKit called them.
  @MainActor
  func afterUIKitCallout(_ body: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }

  #if canImport(ObjectiveC)
    /// A reference handed from the main actor to the Objective-C runtime's `responds(to:)` and `forwardingTarget(for:)`
    /// questions, which UIKit asks on the main thread but which Swift sees as nonisolated.
    struct RuntimeReference: @unchecked Sendable {
      let object: (any NSObjectProtocol)?
    }
  #endif
#endif
