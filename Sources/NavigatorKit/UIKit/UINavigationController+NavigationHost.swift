#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
  import UIKit

  /// Every navigation controller is a ``NavigationHost``: create a ``Navigator`` over it directly.
  ///
  /// ```swift
  /// let navigationController = UINavigationController(rootViewController: HomeViewController())
  /// let navigator = Navigator(host: navigationController)
  /// ```
  ///
  /// The first time NavigatorKit uses a navigation controller as a host, it installs a delegate proxy as its
  /// `delegate`, which feeds UIKit's transition callbacks to the navigator and forwards every delegate call to your
  /// own delegate. Set your delegate before or after creating the navigator — or through ``forwardedDelegate`` — and
  /// it keeps receiving every call. Reading `delegate` returns the proxy; read ``forwardedDelegate`` instead.
  ///
  /// Screens that are not view controllers cannot occur in an app. Should one reach these methods anyway, the call does
  /// nothing (no crash, no exception): the stack stays as it was, and a presentation's completion never runs — as
  /// when UIKit refuses a presentation. The navigator then finds the screen never arrived.
  extension UINavigationController: NavigationHost {
    /// The delegate proxy, installed in front of the app's delegate. Every host member goes through it.
    private var installedProxy: NavigationControllerDelegateProxy {
      NavigationControllerProxies.installedProxy(of: self)
    }

    /// Your own delegate, which NavigatorKit's delegate proxy forwards every `UINavigationControllerDelegate` call to.
    /// Held weakly, like `delegate`.
    ///
    /// Once a navigator drives this navigation controller, `delegate` is NavigatorKit's proxy. Setting `delegate`
    /// still works — the proxy adopts the new delegate and puts itself back in front at the navigator's next call —
    /// but until then UIKit's callbacks bypass the navigator. Setting this property hands the delegate over at once.
    /// Reading it gives your delegate, where `delegate` gives the proxy.
    ///
    /// Before any navigator uses this navigation controller, this property reads and writes `delegate` itself.
    public var forwardedDelegate: (any UINavigationControllerDelegate)? {
      get {
        guard NavigationControllerProxies.existingProxy(of: self) != nil else { return delegate }
        return installedProxy.forwardTarget
      }
      set {
        guard let proxy = NavigationControllerProxies.existingProxy(of: self) else {
          delegate = newValue
          return
        }
        proxy.adopt(newValue)
      }
    }

    // MARK: NavigationHost

    /// The view controllers on the stack, root first: `viewControllers`.
    public var screens: [any Screen] {
      _ = installedProxy
      return viewControllers
    }

    /// The view controller this navigation controller, or one of its ancestors, presents: `presentedViewController`.
    public var presentedScreen: (any Screen)? {
      _ = installedProxy
      return presentedViewController
    }

    /// Whether an animated transition is in flight: from the moment one starts (willShow with a transition
    /// coordinator, or an animated present or dismiss made through the navigator) until it ends (its coordinator's
    /// completion, didShow, the present or dismiss completion, or a sheet's pull-down ending).
    ///
    /// A flag the delegate proxy keeps, not `transitionCoordinator != nil`: the coordinator is also non-`nil` during
    /// an ancestor's transition, is `nil` for a transition UIKit deferred, and is still there while its completion
    /// and didShow run — when the navigator must see the stack settled (R10, R27).
    public var isTransitioning: Bool {
      installedProxy.isTransitioning
    }

    /// The navigator told about finished transitions and sheet pull-downs. Held weakly, by the delegate proxy.
    ///
    /// ``Navigator/init(host:onIssue:)`` sets it.
    public var navigationObserver: (any NavigationHostObserver)? {
      get { installedProxy.observer }
      set { installedProxy.observer = newValue }
    }

    /// Pushes `screen` with `pushViewController(_:animated:)`.
    ///
    /// A screen that is not a view controller: nothing happens.
    public func push(_ screen: any Screen, animated: Bool) {
      let proxy = installedProxy
      guard let viewController = screen as? UIViewController else { return }
      pushViewController(viewController, animated: animated)
      proxy.noteStackOperation(animated: animated)
    }

    /// Pops the top view controller with `popViewController(animated:)`.
    ///
    /// - Returns: The popped view controller; `nil` with only the root on the stack.
    @discardableResult
    public func pop(animated: Bool) -> (any Screen)? {
      let proxy = installedProxy
      let popped = popViewController(animated: animated)
      proxy.noteStackOperation(animated: animated)
      return popped
    }

    /// Pops until `screen` is on top with `popToViewController(_:animated:)`, which raises an exception when
    /// `screen` is not on the stack; ``Navigator/pop(to:animated:)`` checks first and reports an issue instead.
    ///
    /// A screen that is not a view controller: nothing happens.
    ///
    /// - Returns: The popped view controllers, root-most first, as UIKit returns them.
    @discardableResult
    public func pop(to screen: any Screen, animated: Bool) -> [any Screen]? {
      let proxy = installedProxy
      guard let viewController = screen as? UIViewController else { return nil }
      let popped = popToViewController(viewController, animated: animated)
      proxy.noteStackOperation(animated: animated)
      return popped
    }

    /// Pops every view controller but the root with `popToRootViewController(animated:)`.
    ///
    /// - Returns: The popped view controllers, root-most first, as UIKit returns them.
    @discardableResult
    public func popToRoot(animated: Bool) -> [any Screen]? {
      let proxy = installedProxy
      let popped = popToRootViewController(animated: animated)
      proxy.noteStackOperation(animated: animated)
      return popped
    }

    /// Replaces the stack with `setViewControllers(_:animated:)`.
    ///
    /// If any screen is not a view controller, nothing happens.
    public func setScreens(_ screens: [any Screen], animated: Bool) {
      let proxy = installedProxy
      let viewControllers = screens.compactMap { $0 as? UIViewController }
      guard viewControllers.count == screens.count else { return }
      setViewControllers(viewControllers, animated: animated)
      proxy.noteStackOperation(animated: animated)
    }

    /// Presents `screen` with `present(_:animated:completion:)`, after installing NavigatorKit's delegate on its
    /// presentation controller (in front of any delegate there), so that a sheet pulled down reaches the navigator.
    ///
    /// `completion` runs when UIKit's does: once the presentation finished. When UIKit refuses (something is already
    /// presented), it never runs. A screen that is not a view controller: nothing happens and `completion` never runs.
    public func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
      let proxy = installedProxy
      guard let viewController = screen as? UIViewController else { return }
      proxy.present(viewController, animated: animated, completion: completion)
    }

    /// Dismisses the presented view controller with `dismiss(animated:completion:)`; `completion` runs when UIKit's
    /// does. With nothing presented, nothing happens and `completion` never runs — where UIKit's `dismiss` would
    /// dismiss this navigation controller itself, if it is presented.
    public func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
      installedProxy.dismissPresented(animated: animated, completion: completion)
    }
  }
#endif
