#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
  import UIKit

  /// Where each navigation controller's delegate proxy lives.
  ///
  /// A Swift extension cannot add stored properties to `UINavigationController`, and its `delegate` is weak, so
  /// something must own the proxy. This registry does: it holds each proxy strongly and its navigation controller
  /// weakly, keyed by the controller's identity. Entries whose controller is gone are pruned whenever a proxy is
  /// created. A proxy holds nothing strongly but the sheet proxy of its last presentation, so a stale entry costs a
  /// few bytes until the next prune.
  @MainActor
  enum NavigationControllerProxies {
    private struct Entry {
      weak var navigationController: UINavigationController?
      let proxy: NavigationControllerDelegateProxy
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The proxy of `navigationController`, if NavigatorKit has used it as a host.
    static func existingProxy(of navigationController: UINavigationController) -> NavigationControllerDelegateProxy? {
      guard let entry = entries[ObjectIdentifier(navigationController)],
        entry.navigationController === navigationController
      else { return nil }
      return entry.proxy
    }

    /// The proxy of `navigationController`, created on first use, and installed as its delegate.
    ///
    /// Every host call goes through here, so a delegate the app set after the navigator was created is adopted — and
    /// the proxy put back in front of it — at the next call.
    static func installedProxy(of navigationController: UINavigationController) -> NavigationControllerDelegateProxy {
      let proxy: NavigationControllerDelegateProxy
      if let existing = existingProxy(of: navigationController) {
        proxy = existing
      } else {
        entries = entries.filter { $0.value.navigationController != nil }
        proxy = NavigationControllerDelegateProxy(navigationController: navigationController)
        entries[ObjectIdentifier(navigationController)] = Entry(
          navigationController: navigationController, proxy: proxy)
      }
      proxy.installIfNeeded()
      return proxy
    }
  }
#endif
