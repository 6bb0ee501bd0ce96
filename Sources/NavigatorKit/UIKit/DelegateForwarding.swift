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

  /// What every NavigatorKit delegate proxy shares: the app's delegate it forwards to, held weakly as UIKit holds
  /// its delegates; the guard against a call that comes back round; and the answers the proxy gives the
  /// Objective-C runtime.
  ///
  /// UIKit asks a delegate `responds(to:)` for each optional method when the delegate is assigned, caches the answer,
  /// and sends the method later on that answer alone. So a proxy claims exactly two kinds of methods, each of which it
  /// implements itself: those it observes (always), and those it only forwards (while the app's delegate implements
  /// them). A forwarded method called after that delegate was freed — UIKit still holding its old answer — finds the
  /// proxy's own implementation, which gives UIKit's answer for a delegate without the method, where a proxy that
  /// claimed what it does not implement would stop the app with "unrecognized selector sent to instance". A method
  /// the proxy does not implement (one added in a later SDK) is never claimed, so never forwarded.
  ///
  /// Calling an app delegate's optional method: in UIKit the delegate protocols' requirements are `@objc optional`;
  /// in the shim they are requirements whose default implementations stand for "not implemented". The proxies read
  /// such a method as an optional function value and call it if present — `implementation(target.method(_:))?(…)`
  /// — which compiles against both, and on Apple platforms skips a method the delegate does not implement.
  @MainActor
  final class DelegateForwarding {
    /// The app's delegate, held weakly.
    weak var target: AnyObject?

    /// The delegates adopted before ``target``, most recent last, held weakly: a call that comes back round goes on to
    /// them, one further back at each round.
    private var earlierTargets: [WeakObject] = []

    /// The calls being forwarded now, with how many times each came back round.
    private var callsBeingForwarded: [ForwardedCall: Int] = [:]

    /// Makes `newTarget` the target, keeping the current one as the delegate adopted before it.
    func adopt(_ newTarget: AnyObject?) {
      if let current = target, current !== newTarget {
        earlierTargets.removeAll { $0.object == nil || $0.object === current || $0.object === newTarget }
        earlierTargets.append(WeakObject(object: current))
      }
      target = newTarget
    }

    /// Forgets the target and every delegate adopted before it: the app cleared its delegate, and UIKit would call
    /// none.
    func clear() {
      target = nil
      earlierTargets = []
    }

    /// Makes the delegate adopted before the current target the target again, and returns it; `nil` (the target
    /// unchanged) when there is none left alive.
    func restoreEarlierTarget() -> AnyObject? {
      earlierTargets.removeAll { $0.object == nil || $0.object === target }
      guard let earlier = earlierTargets.popLast()?.object else { return nil }
      target = earlier
      return earlier
    }

    /// The target, then the delegates adopted before it, most recent first, those alive.
    private var chain: [AnyObject] {
      [target].compactMap { $0 } + earlierTargets.reversed().compactMap(\.object)
    }

    /// Forwards a call to the target, seen as a `Target`. When the same call is already being forwarded further up
    /// the stack — the target (another library's delegate proxy, Hero's animator) forwarded it back to this proxy
    /// as the delegate it found — the call goes on to the delegate adopted before the target, and so on down the
    /// chain, so that each delegate hears it once.
    ///
    /// - Returns: The delegate's answer; `nil` when the call was not forwarded — no delegate left in the chain — and
    ///   the caller gives UIKit's default.
    func forward<Target, Result>(
      to targetType: Target.Type, _ method: String, about subject: AnyObject, _ call: (Target) -> Result?
    ) -> Result? {
      let key = ForwardedCall(method, about: subject)
      let round = callsBeingForwarded[key, default: 0]
      let chain = chain
      guard round < chain.count, let target = chain[round] as? Target else { return nil }
      callsBeingForwarded[key] = round + 1
      defer { callsBeingForwarded[key] = round == 0 ? nil : round }
      return call(target)
    }

    /// Asks the delegate a call of `method` would be forwarded to now — the target — whether it implements the method.
    /// A target that forwards to this proxy asks the proxy in turn (RxCocoa's `responds(to:)` asks its
    /// `forwardToDelegate`); that question goes on to the delegate adopted before the target, and so on down the chain,
    /// as ``forward(to:_:about:_:)`` does with the call itself.
    ///
    /// - Returns: The delegate that answered `true`; `nil` when none did.
    func respondingTarget(for method: String, _ responds: (AnyObject) -> Bool) -> AnyObject? {
      let key = ForwardedCall("responds(to: \(method))", about: self)
      let round = callsBeingForwarded[key, default: 0]
      let chain = chain
      guard round < chain.count else { return nil }
      callsBeingForwarded[key] = round + 1
      defer { callsBeingForwarded[key] = round == 0 ? nil : round }
      return responds(chain[round]) ? chain[round] : nil
    }

    #if canImport(ObjectiveC)
      /// The proxy's `responds(to:)`: `true` for an observed method, the target's answer for a forwarded one, and
      /// `otherwise` (NSObject's answer) for anything else.
      nonisolated func responds(to selector: Selector, claiming methods: DelegateMethods, otherwise: Bool) -> Bool {
        let name = NSStringFromSelector(selector)
        if methods.observed.contains(where: { $0.selector == name }) { return true }
        if methods.forwarded.contains(where: { $0.selector == name }) { return runtimeTarget(for: selector) != nil }
        return otherwise
      }

      /// The proxy's `forwardingTarget(for:)`: the target, for a forwarded method it implements.
      nonisolated func forwardingTarget(for selector: Selector, claiming methods: DelegateMethods) -> Any? {
        let name = NSStringFromSelector(selector)
        guard methods.forwarded.contains(where: { $0.selector == name }) else { return nil }
        return runtimeTarget(for: selector)
      }

      /// The delegate that implements `selector`, for the runtime's questions (see
      /// ``respondingTarget(for:_:)``). Asked off the main thread, the proxy answers as if there were none.
      private nonisolated func runtimeTarget(for selector: Selector) -> (any NSObjectProtocol)? {
        guard Thread.isMainThread else { return nil }
        let name = NSStringFromSelector(selector)
        return MainActor.assumeIsolated {
          let target = respondingTarget(for: name) { ($0 as? any NSObjectProtocol)?.responds(to: selector) == true }
          return RuntimeReference(object: target as? any NSObjectProtocol)
        }.object
      }
    #endif

    #if UIKitShim
      /// The double's stand-in for `responds(to:)`, with methods named as in Swift.
      func shimResponds(to method: String, claiming methods: DelegateMethods) -> Bool {
        methods.observed.contains { $0.name == method } || shimForwardingTarget(for: method, claiming: methods) != nil
      }

      /// The double's stand-in for `forwardingTarget(for:)`.
      func shimForwardingTarget(for method: String, claiming methods: DelegateMethods) -> AnyObject? {
        guard methods.forwarded.contains(where: { $0.name == method }) else { return nil }
        return respondingTarget(for: method) { UIKitShimRuntime.responds($0, to: method) }
      }
    #endif
  }

  /// One optional delegate method a proxy implements: its Swift name, as the double names it, and its Objective-C
  /// selector, as the runtime names it.
  struct DelegateMethod: Sendable {
    let name: String
    let selector: String

    init(_ name: String, selector: String) {
      self.name = name
      self.selector = selector
    }
  }

  /// The optional methods a proxy claims: those it observes, always, and those it only forwards, while the app's
  /// delegate implements them.
  ///
  /// One declaration per proxy serves both `responds(to:)` on Apple platforms (by selector) and the double's stand-in
  /// (by name), so the two cannot drift apart; the adapter tests hold each selector to the one the double records for
  /// that method (`UIKitShimRuntime.objectiveCSelectors`), written from Apple's pages.
  struct DelegateMethods: Sendable {
    let observed: [DelegateMethod]
    let forwarded: [DelegateMethod]
  }

  /// An app delegate's optional method as an optional function value, on UIKit (where the requirement is
  /// `@objc optional` and the value is `nil` for a delegate without it) and on the shim alike:
  /// `implementation(target.method(_:label:))?(arguments)`.
  @inline(__always)
  func implementation<Method>(_ method: Method?) -> Method? {
    method
  }

  /// The same, for a caller that falls back to another method when `target` lacks this one. On the shim, where every
  /// requirement has an implementation, the double's stand-in for `responds(to:)` decides, by the method's `name`.
  @MainActor
  func implementation<Method>(_ method: Method?, of target: AnyObject, named name: String) -> Method? {
    #if UIKitShim
      guard UIKitShimRuntime.responds(target, to: name) else { return nil }
    #endif
    return method
  }

  /// One delegate call being forwarded: the method and the object it is about.
  ///
  /// The same call arrives again while it is being forwarded only when the delegate forwards back to the proxy —
  /// another library's delegate proxy, or Hero's animator, that found this proxy installed and keeps it as the
  /// delegate to forward to. Each arrival goes one delegate further down the chain, so the chain ends instead of
  /// recursing until the stack overflows.
  struct ForwardedCall: Hashable {
    let method: String
    let subject: ObjectIdentifier

    init(_ method: String, about subject: AnyObject) {
      self.method = method
      self.subject = ObjectIdentifier(subject)
    }
  }

  /// An object held weakly.
  struct WeakObject {
    weak var object: AnyObject?
  }

  /// Runs a closure each time the main run loop is about to sleep — once the events of a pass, and the UIKit work
  /// they caused, are over — until invalidated or released.
  @MainActor
  final class MainRunLoopIdleObserver {
    #if UIKitShim
      private let observer: ShimRunLoopObserver
    #else
      private let observer: CFRunLoopObserver
    #endif

    init(_ handler: @escaping @MainActor () -> Void) {
      #if UIKitShim
        observer = ShimRunLoopObserver(handler)
      #else
        observer = CFRunLoopObserverCreateWithHandler(
          kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { _, _ in
          MainActor.assumeIsolated { handler() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      #endif
    }

    /// Stops the observer.
    func invalidate() {
      #if UIKitShim
        observer.invalidate()
      #else
        CFRunLoopObserverInvalidate(observer)
      #endif
    }

    #if !UIKitShim
      deinit {
        CFRunLoopObserverInvalidate(observer)
      }
    #endif
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
