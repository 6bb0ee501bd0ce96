#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// A tab bar controller delegate that tells each tab's ``Navigator`` when the person taps its tab again.
  ///
  /// UIKit pops the selected tab's navigation controller to its root when the person taps that tab again, and says so
  /// only to the tab bar controller's delegate. Make this object the delegate (and keep it: UIKit holds its delegate
  /// weakly), and the screens the re-tap pops leave with ``LeaveReason/tabReselected``; without it they leave with
  /// ``LeaveReason/unknown``. A leave guard on a popped screen can refuse the re-tap (see
  /// ``Navigator/setLeaveGuard(for:_:)``).
  ///
  /// ```swift
  /// let tabDelegate = NavigationTabBarControllerDelegate(forwardingTo: appTabDelegate)
  /// tabBarController.delegate = tabDelegate
  /// ```
  ///
  /// Every delegate call goes on to ``forwardedDelegate``, your own delegate; on Apple platforms the object also
  /// answers `responds(to:)` as that delegate does, so UIKit behaves as if it talked to yours.
  @MainActor
  public final class NavigationTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    /// Your own tab bar controller delegate, which every call is forwarded to. Held weakly, as UIKit holds its
    /// delegate.
    public weak var forwardedDelegate: (any UITabBarControllerDelegate)?

    /// Creates the delegate, forwarding every call to `delegate`.
    ///
    /// - Parameter delegate: Your own tab bar controller delegate, if any; held weakly.
    public init(forwardingTo delegate: (any UITabBarControllerDelegate)? = nil) {
      self.forwardedDelegate = delegate
      super.init()
    }

    /// Asks your delegate first; for a tap on the selected tab whose navigation controller a navigator drives, then
    /// asks the leave guards of the screens the re-tap would pop, and tells the navigator why they leave.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      let allowed = (forwardedDelegate?.tabBarController(_:shouldSelect:))?(tabBarController, viewController) ?? true
      guard allowed, viewController === tabBarController.selectedViewController,
        let navigationController = viewController as? UINavigationController,
        let proxy = NavigationControllerProxies.existingProxy(of: navigationController)
      else { return allowed }
      return proxy.tabWillBeReselected()
    }

    /// Forwards to your delegate.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      (forwardedDelegate?.tabBarController(_:didSelect:))?(tabBarController, viewController)
    }

    #if canImport(ObjectiveC)
      nonisolated override public func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if selector == #selector(UITabBarControllerDelegate.tabBarController(_:shouldSelect:)) { return true }
        if runtimeForwardTarget?.responds(to: selector) == true { return true }
        return super.responds(to: selector)
      }

      nonisolated override public func forwardingTarget(for selector: Selector!) -> Any? {
        if let selector, let target = runtimeForwardTarget, target.responds(to: selector) { return target }
        return super.forwardingTarget(for: selector)
      }

      private nonisolated var runtimeForwardTarget: (any NSObjectProtocol)? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { RuntimeReference(object: forwardedDelegate) }.object
      }
    #endif
  }

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension NavigationTabBarControllerDelegate: ShimMessageForwarding {
      public func shimResponds(to method: String) -> Bool {
        method == "tabBarController(_:shouldSelect:)" || UIKitShimRuntime.responds(forwardedDelegate, to: method)
      }

      public func shimForwardingTarget(for method: String) -> AnyObject? {
        UIKitShimRuntime.responds(forwardedDelegate, to: method) ? forwardedDelegate : nil
      }
    }
  #endif
#endif
