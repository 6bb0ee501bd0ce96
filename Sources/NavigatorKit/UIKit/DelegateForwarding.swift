#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
  import UIKit

  // Shared by the two delegate proxies.
  //
  // Calling an app delegate's optional method: in UIKit the delegate protocols' requirements are `@objc optional`; in
  // the Linux shim they are ordinary requirements with default implementations. The proxies read such a method as an
  // optional function value and call it if present — `(target?.method(_:label:))?(arguments)` — which compiles
  // against both, and on Apple platforms skips a method the delegate does not implement.

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

  #if canImport(ObjectiveC)
    /// A reference handed from the main actor to the Objective-C runtime's `responds(to:)` and `forwardingTarget(for:)`
    /// questions, which UIKit asks on the main thread but which Swift sees as nonisolated.
    struct RuntimeReference: @unchecked Sendable {
      let object: (any NSObjectProtocol)?
    }
  #endif
#endif
