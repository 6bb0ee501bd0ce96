#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// The ``NavigationHost`` over a `UINavigationController`: what a ``Navigator`` drives in an app.
  ///
  /// You rarely name this type: ``Navigator/init(host:onIssue:)-(UINavigationController,_)`` wraps the navigation
  /// controller for you.
  ///
  /// ```swift
  /// let navigationController = UINavigationController(rootViewController: HomeViewController())
  /// let navigator = Navigator(host: navigationController)
  /// ```
  ///
  /// The host adds nothing to `UINavigationController` itself, so your own subclasses keep every member name. The
  /// first time a host drives a navigation controller, NavigatorKit installs a delegate proxy as its `delegate`,
  /// which feeds UIKit's transition callbacks to the navigator and forwards every delegate call to your own
  /// delegate. Set `delegate` whenever you like — before or after creating the navigator, and as often as you like:
  /// the proxy adopts what you assign and stays in front. Read your delegate back through ``forwardedDelegate``;
  /// `delegate` itself reads the proxy.
  ///
  /// The host holds its navigation controller strongly, and the navigator holds its host. The proxy lives as long as
  /// the navigation controller, whichever navigator comes and goes.
  ///
  /// Screens that are neither view controllers nor hosts cannot occur in an app. Should one reach these methods
  /// anyway, the call does nothing (no crash, no exception): the stack stays as it was, and a presentation's
  /// completion never runs — as when UIKit refuses a presentation. The navigator then finds the screen never arrived.
  @MainActor
  public final class NavigationControllerHost: NavigationHost {
    /// The navigation controller this host drives.
    public let navigationController: UINavigationController

    /// Creates the host over `navigationController` and installs NavigatorKit's delegate proxy on it.
    ///
    /// One navigation controller has one navigator at a time; a second host over the same controller takes over
    /// from the first, as a second navigator does.
    ///
    /// - Parameter navigationController: The navigation controller to drive; held strongly.
    public init(_ navigationController: UINavigationController) {
      self.navigationController = navigationController
      NavigationControllerProxies.register(self)
    }

    /// The delegate proxy, installed in front of the app's delegate. Every host member goes through it.
    private var proxy: NavigationControllerDelegateProxy {
      NavigationControllerProxies.installedProxy(of: navigationController)
    }

    /// Your own delegate, which NavigatorKit's delegate proxy forwards every `UINavigationControllerDelegate` call
    /// to. Held weakly, like `delegate`.
    ///
    /// Setting it is the same as setting the navigation controller's `delegate`: the proxy adopts the delegate and
    /// stays in front. Reading it gives your delegate, where `delegate` gives the proxy.
    public var forwardedDelegate: (any UINavigationControllerDelegate)? {
      get { proxy.forwardTarget }
      set { proxy.adopt(newValue) }
    }

    /// Whether NavigatorKit's delegate proxy puts itself back in front when something else is assigned to the
    /// navigation controller's `delegate`. `true` by default.
    ///
    /// When it insists, the proxy adopts what is assigned as your delegate and puts itself back in front at the next
    /// turn of the run loop or the next navigator call, whichever comes first — not from inside the assignment, so a
    /// library that checks that the delegate it set reads back as itself sees itself. A library that forwards to the
    /// delegate it found (Hero, RxCocoa) forwards to the proxy, and the proxy sends that call on to the delegate
    /// adopted before the library: your delegate and the library each hear every call once.
    ///
    /// Set it to `false` — before the library installs itself — for a library that checks later that it is still the
    /// delegate: Hero's `isEnabled = false` puts back the delegate it saved only while `delegate` still reads Hero.
    /// Then the proxy installs itself only on a navigation controller without a delegate, and otherwise stays behind
    /// whatever is assigned: the library forwards to it, and it forwards to your delegate. Assign your own delegate
    /// through ``forwardedDelegate`` in this mode: a delegate assigned to `delegate` that does not forward takes the
    /// proxy's place, and the navigator then learns of changes at the next turn of the run loop and at its next call,
    /// without leave reasons or the back button's guard.
    public var insistsOnBeingDelegate: Bool {
      get { proxy.insistsOnBeingDelegate }
      set { proxy.insistsOnBeingDelegate = newValue }
    }

    // MARK: NavigationHost

    /// The view controllers on the stack, root first: `viewControllers`.
    public var screens: [any Screen] {
      _ = proxy
      return navigationController.viewControllers
    }

    /// The view controller presented from this host: `presentedViewController` — or, when this host presented a child
    /// flow's host, that host — if this host presented it, or its navigation controller (or a view controller inside
    /// it) did.
    ///
    /// `presentedViewController` also reports what an ancestor presents for another of its children: with two
    /// navigation controllers in a tab bar controller, a sheet presented from tab A is tab B's
    /// `presentedViewController` too. That presentation is not tab B's: this property is `nil` for it, and
    /// tab B's navigator neither reports nor dismisses it. What one of tab A's own screens presents (an alert, a share
    /// sheet), whose presenting view controller is the tab bar controller, is tab A's: UIKit does not say which screen
    /// called `present`, and only the selected tab is on screen, so it is the tab's that is selected when a host first
    /// reads it, and stays that tab's until it ends. ``ContainerScreen/presentingNavigator`` finds the owner from the
    /// tab bar controller.
    public var presentedScreen: (any Screen)? {
      let proxy = proxy
      return proxy.ownPresentedViewController.map(proxy.screen(for:))
    }

    /// Whether an animated transition is in flight: from the moment one starts (an animated push, pop or set, a
    /// swipe-back's first movement, an animated present or dismiss made through the navigator, a sheet's pull-down)
    /// until it ends.
    ///
    /// Kept from what UIKit vends — transition coordinators, held weakly, and the pop gestures' state — so it cannot
    /// stay `true` once UIKit is done, even if a callback never arrives.
    public var isTransitioning: Bool {
      proxy.isTransitioning
    }

    /// The navigator told about finished transitions and sheet pull-downs. Held weakly, by the delegate proxy.
    ///
    /// ``Navigator/init(host:onIssue:)-(UINavigationController,_)`` sets it.
    public var navigationObserver: (any NavigationHostObserver)? {
      get { proxy.observer }
      set {
        NavigationControllerProxies.register(self)
        proxy.observer = newValue
      }
    }

    /// Pushes `screen` with `pushViewController(_:animated:)`.
    ///
    /// A screen that is not a view controller, or a navigation controller (which UIKit refuses to push): nothing
    /// happens.
    public func push(_ screen: any Screen, animated: Bool) {
      let proxy = proxy
      guard let viewController = screen as? UIViewController, !(viewController is UINavigationController) else {
        return
      }
      navigationController.pushViewController(viewController, animated: animated)
      proxy.noteStackOperation(animated: animated)
    }

    /// Pops the top view controller with `popViewController(animated:)`.
    ///
    /// - Returns: The popped view controller; `nil` with only the root on the stack.
    @discardableResult
    public func pop(animated: Bool) -> (any Screen)? {
      let proxy = proxy
      let popped = navigationController.popViewController(animated: animated)
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
      let proxy = proxy
      guard let viewController = screen as? UIViewController else { return nil }
      let popped = navigationController.popToViewController(viewController, animated: animated)
      proxy.noteStackOperation(animated: animated)
      return popped
    }

    /// Pops every view controller but the root with `popToRootViewController(animated:)`.
    ///
    /// - Returns: The popped view controllers, root-most first, as UIKit returns them.
    @discardableResult
    public func popToRoot(animated: Bool) -> [any Screen]? {
      let proxy = proxy
      let popped = navigationController.popToRootViewController(animated: animated)
      proxy.noteStackOperation(animated: animated)
      return popped
    }

    /// Whether `screen` is a navigation controller (or another host), which UIKit refuses to push: the navigator
    /// reports ``NavigationIssue/Kind/hostPushedAsScreen`` instead of pushing it.
    public func isNavigationStack(_ screen: any Screen) -> Bool {
      screen is UINavigationController || screen is any NavigationHost
    }

    /// Makes a new host over a new, empty `UINavigationController`: the stack of a flow to present or of a tab.
    ///
    /// See ``NavigationHost/makeStack()``.
    public func makeStack() -> any NavigationHost {
      NavigationControllerHost(UINavigationController())
    }

    /// Makes a `UITabBarController` whose `viewControllers` are `tabs`: a host made by ``makeStack()`` stands for its
    /// navigation controller, a view controller for itself. A tab that is neither cannot be in a tab bar controller
    /// and is left out.
    ///
    /// UIKit tells the tab bar controller's delegate, and no one else, when the person taps the selected tab again;
    /// make a ``NavigationTabBarControllerDelegate`` its `delegate` (and keep it) for the screens that a re-tap pops
    /// to leave with ``LeaveReason/tabReselected``. See ``NavigationHost/makeTabBar(_:)``.
    public func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen {
      let tabBarController = UITabBarController()
      tabBarController.viewControllers = tabs.compactMap(NavigationControllerProxies.viewController(for:))
      return tabBarController
    }

    /// Replaces the stack with `setViewControllers(_:animated:)`.
    ///
    /// If any screen is not a view controller, nothing happens.
    public func setScreens(_ screens: [any Screen], animated: Bool) {
      let proxy = proxy
      let viewControllers = screens.compactMap { $0 as? UIViewController }
      guard viewControllers.count == screens.count else { return }
      navigationController.setViewControllers(viewControllers, animated: animated)
      proxy.noteStackOperation(animated: animated)
    }

    /// Presents `screen` — a view controller, or another host's navigation controller — with
    /// `present(_:animated:completion:)`, after installing NavigatorKit's delegate on its presentation controller (in
    /// front of any delegate there), so that a sheet pulled down reaches the navigator.
    ///
    /// `completion` runs once the presentation finished, just after UIKit's completion returns. When UIKit refuses
    /// (something is already presented), it never runs. Any other screen: nothing happens and `completion` never runs.
    public func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
      let proxy = proxy
      guard let viewController = NavigationControllerProxies.viewController(for: screen) else { return }
      proxy.present(screen, as: viewController, animated: animated, completion: completion)
    }

    /// Dismisses the presented view controller with `dismiss(animated:completion:)`; `completion` runs just after
    /// UIKit's. With nothing of this host's presented (see ``presentedScreen``), nothing happens and `completion` never
    /// runs — where UIKit's `dismiss` would dismiss another tab's sheet, or the navigation controller itself, if it is
    /// presented.
    public func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
      proxy.dismissPresented(animated: animated, completion: completion)
    }
  }

  extension Navigator {
    /// Creates a navigator over `navigationController`, through a ``NavigationControllerHost``.
    ///
    /// ```swift
    /// let navigator = Navigator(host: UINavigationController())
    /// ```
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller to drive; the navigator holds it strongly.
    ///   - onIssue: Receives every refused call, from this initializer on; see ``Navigator/onIssue``.
    public convenience init(
      host navigationController: UINavigationController, onIssue: (@MainActor (NavigationIssue) -> Void)? = nil
    ) {
      self.init(host: NavigationControllerHost(navigationController), onIssue: onIssue)
    }
  }
#endif
