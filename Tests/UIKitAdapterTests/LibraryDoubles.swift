#if UIKitShim
  import UIKitShim

  /// Hero's navigation-controller side, as its source has it (HeroTransitions/Hero, 1.6:
  /// `Sources/Extensions/UIViewController+Hero.swift` and
  /// `Sources/Transition/HeroTransition+UINavigationControllerDelegate.swift`):
  /// - `hero.isEnabled = true` saves `navi.delegate` as `previousNavigationDelegate` (held weakly) and assigns
  ///   `Hero.shared`;
  /// - willShow and didShow go on to the saved delegate through an optional call; the animator and interaction
  ///   methods answer Hero's own animator and forward nothing;
  /// - `hero.isEnabled = false` puts the saved delegate back only `if navi.delegate is HeroTransition`.
  @MainActor
  final class HeroDouble: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    private weak var previousNavigationDelegate: (any UINavigationControllerDelegate)?
    private(set) var calls: [String] = []

    /// `navigationController.hero.isEnabled = true`.
    func enable(on navigationController: UINavigationController) {
      previousNavigationDelegate = navigationController.delegate
      navigationController.delegate = self
    }

    /// `navigationController.hero.isEnabled = false`.
    func disable(on navigationController: UINavigationController) {
      if navigationController.delegate is HeroDouble {
        navigationController.delegate = previousNavigationDelegate
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("willShow(\(name(viewController)))")
      // `previousNavigationDelegate.navigationController?(…)`: sent only if the saved delegate implements it.
      if let previous = previousNavigationDelegate,
        UIKitShimRuntime.responds(previous, to: "navigationController(_:willShow:animated:)")
      {
        previous.navigationController(navigationController, willShow: viewController, animated: animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("didShow(\(name(viewController)))")
      if let previous = previousNavigationDelegate,
        UIKitShimRuntime.responds(previous, to: "navigationController(_:didShow:animated:)")
      {
        previous.navigationController(navigationController, didShow: viewController, animated: animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      calls.append("animator(\(name(fromVC))->\(name(toVC)))")
      return self
    }
  }

  /// RxCocoa's `RxNavigationControllerDelegateProxy`, as `DelegateProxyType` and `DelegateProxy` have it
  /// (ReactiveX/RxSwift 6, `RxCocoa/Common/DelegateProxyType.swift` and `DelegateProxy.swift`):
  /// - `proxy(for:)`, run by every `navigationController.rx.…` access, creates one proxy per object (an associated
  ///   object); if `delegate` is not the proxy it keeps `delegate` as `forwardToDelegate` (weakly), assigns itself and
  ///   asserts `currentDelegate(for: object) === proxy` — an assertion that stops a Debug build, recorded here as a
  ///   crash;
  /// - a subscription to a method calls `reset()`, which assigns `nil` then the proxy again if the proxy is the
  ///   delegate, so that UIKit asks `responds(to:)` afresh;
  /// - `responds(to:)` is its own methods, those `forwardToDelegate` responds to, and the observed void methods that
  ///   have subscribers; a call is forwarded to `forwardToDelegate`, then its subscribers hear it (`methodInvoked`).
  @MainActor
  final class RxDelegateProxyDouble: NSObject, UINavigationControllerDelegate, ShimMessageForwarding {
    private static var proxies: [ObjectIdentifier: RxDelegateProxyDouble] = [:]
    private weak var navigationController: UINavigationController?
    private weak var forwardToDelegate: AnyObject?
    private var didShowSubscribers: [(UIViewController) -> Void] = []

    private init(navigationController: UINavigationController) {
      self.navigationController = navigationController
    }

    /// `RxNavigationControllerDelegateProxy.proxy(for:)`.
    static func proxy(for navigationController: UINavigationController) -> RxDelegateProxyDouble {
      let key = ObjectIdentifier(navigationController)
      let existing = proxies[key].flatMap { $0.navigationController === navigationController ? $0 : nil }
      let proxy = existing ?? RxDelegateProxyDouble(navigationController: navigationController)
      proxies[key] = proxy
      let currentDelegate = navigationController.delegate
      if currentDelegate !== proxy {
        proxy.forwardToDelegate = currentDelegate
        navigationController.delegate = proxy
        if navigationController.delegate !== proxy {
          UIKitShimRuntime.crash("RxCocoa: assertion failed: self._currentDelegate(for: object) === proxy")
        }
      }
      return proxy
    }

    /// `navigationController.rx.didShow.subscribe(onNext:)`.
    static func subscribeDidShow(
      on navigationController: UINavigationController, _ handler: @escaping (UIViewController) -> Void
    ) {
      let proxy = proxy(for: navigationController)
      proxy.didShowSubscribers.append(handler)
      if navigationController.delegate === proxy {
        navigationController.delegate = nil
        navigationController.delegate = proxy
      }
    }

    private func forward(_ method: String, _ call: (any UINavigationControllerDelegate) -> Void) {
      guard let target = forwardToDelegate as? any UINavigationControllerDelegate,
        UIKitShimRuntime.responds(target, to: method)
      else { return }
      call(target)
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      forward("navigationController(_:willShow:animated:)") {
        $0.navigationController(navigationController, willShow: viewController, animated: animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      forward("navigationController(_:didShow:animated:)") {
        $0.navigationController(navigationController, didShow: viewController, animated: animated)
      }
      for subscriber in didShowSubscribers { subscriber(viewController) }
    }

    func shimResponds(to method: String) -> Bool {
      (method == "navigationController(_:didShow:animated:)" && !didShowSubscribers.isEmpty)
        || UIKitShimRuntime.responds(forwardToDelegate, to: method)
    }

    func shimForwardingTarget(for method: String) -> AnyObject? {
      forwardToDelegate
    }
  }

  /// A view controller's name in the doubles' logs.
  @MainActor
  private func name(_ viewController: UIViewController) -> String {
    (viewController as? NamedViewController)?.name ?? "\(type(of: viewController))"
  }
#endif
