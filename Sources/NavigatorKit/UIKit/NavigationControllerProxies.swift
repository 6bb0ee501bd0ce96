#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// Where each navigation controller's delegate proxy, and the host that drives it, live.
  ///
  /// A Swift extension cannot add stored properties to `UINavigationController`, and its `delegate` is weak, so
  /// something must own the proxy for as long as the controller lives — longer than any one navigator. This registry
  /// does: it holds each proxy strongly, and its navigation controller and latest ``NavigationControllerHost``
  /// weakly, keyed by the controller's identity. Entries whose controller is gone are pruned whenever a proxy is
  /// created. A proxy holds nothing strongly but the sheet proxy of its last presentation, so a stale entry costs a
  /// few bytes until the next prune.
  @MainActor
  enum NavigationControllerProxies {
    private struct Entry {
      weak var navigationController: UINavigationController?
      weak var host: NavigationControllerHost?
      let proxy: NavigationControllerDelegateProxy
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    private static func entry(of navigationController: UINavigationController) -> Entry? {
      guard let entry = entries[ObjectIdentifier(navigationController)],
        entry.navigationController === navigationController
      else { return nil }
      return entry
    }

    /// The proxy of `navigationController`, if NavigatorKit has used it as a host.
    static func existingProxy(of navigationController: UINavigationController) -> NavigationControllerDelegateProxy? {
      entry(of: navigationController)?.proxy
    }

    /// The proxy of `navigationController`, created on first use, and installed as its delegate.
    static func installedProxy(of navigationController: UINavigationController) -> NavigationControllerDelegateProxy {
      let proxy: NavigationControllerDelegateProxy
      if let existing = existingProxy(of: navigationController) {
        proxy = existing
      } else {
        entries = entries.filter { $0.value.navigationController != nil }
        proxy = NavigationControllerDelegateProxy(navigationController: navigationController)
        entries[ObjectIdentifier(navigationController)] = Entry(
          navigationController: navigationController, host: nil, proxy: proxy)
      }
      proxy.installIfNeeded()
      return proxy
    }

    /// The proxy whose host presented `presented`, or that claimed it for its tab (see ``TabMembership``).
    static func proxy(owning presented: UIViewController) -> NavigationControllerDelegateProxy? {
      for entry in entries.values where entry.navigationController != nil && entry.proxy.owns(presented) {
        return entry.proxy
      }
      return nil
    }

    /// Records `host` as the host of its navigation controller, the one observers hear from.
    static func register(_ host: NavigationControllerHost) {
      let key = ObjectIdentifier(host.navigationController)
      _ = installedProxy(of: host.navigationController)
      entries[key]?.host = host
    }

    /// The latest host created over `navigationController`, while it lives.
    static func host(of navigationController: UINavigationController) -> NavigationControllerHost? {
      entry(of: navigationController)?.host
    }

    /// The view controller UIKit should show for `screen`: the view controller itself, or a host's navigation
    /// controller; `nil` for a screen that is neither, which cannot occur in an app.
    static func viewController(for screen: any Screen) -> UIViewController? {
      (screen as? UIViewController) ?? (screen as? NavigationControllerHost)?.navigationController
    }
  }
#endif
