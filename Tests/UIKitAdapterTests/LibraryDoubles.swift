#if UIKitShim
  import UIKitShim

  /// Hero's navigation-controller side, as its source has it (HeroTransitions/Hero, 1.6:
  /// `Sources/Extensions/UIViewController+Hero.swift` and
  /// `Sources/Transition/HeroTransition+UINavigationControllerDelegate.swift`):
  /// - `hero.isEnabled = true` saves `navi.delegate` as `previousNavigationDelegate` (held weakly) and assigns
  ///   `Hero.shared`;
  /// - willShow and didShow go on to the saved delegate through an optional call; the animator and interaction
  ///   methods answer Hero's own animator and forward nothing;
  /// - `hero.isEnabled = false` puts the saved delegate back only `if navi.delegate is HeroTransition`;
  /// - `hero.isEnabled` reads `base.transitioningDelegate is HeroTransition` — not `delegate` — and its setter does
  ///   nothing when the value does not change (`guard newValue != isEnabled`); enabling sets `transitioningDelegate`
  ///   first, disabling clears it;
  /// - its navigation transitions are interactive: `navigationController(_:interactionControllerFor:)` returns
  ///   `interactiveTransitioning`, which is Hero itself unless `forceNotInteractive`, and `wantsInteractiveStart` is
  ///   `true` (`HeroTransition+UIViewControllerTransitioningDelegate.swift`); Hero finishes the interaction when its
  ///   animation ends.
  @MainActor
  final class HeroDouble: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    /// Each navigation controller's `previousNavigationDelegate` (Hero keeps it in the controller's associated config).
    private var previous: [ObjectIdentifier: PreviousDelegate] = [:]
    private(set) var calls: [String] = []

    private struct PreviousDelegate {
      weak var navigationController: UINavigationController?
      weak var delegate: (any UINavigationControllerDelegate)?
    }

    private func previousNavigationDelegate(
      of navigationController: UINavigationController
    ) -> (any UINavigationControllerDelegate)? {
      guard let entry = previous[ObjectIdentifier(navigationController)],
        entry.navigationController === navigationController
      else { return nil }
      return entry.delegate
    }

    /// Forgets the calls heard so far.
    func forgetCalls() {
      calls = []
    }

    /// `navigationController.hero.isEnabled = true`, past its `guard newValue != isEnabled`.
    func enable(on navigationController: UINavigationController) {
      TransitioningDelegates.set(self, on: navigationController)
      previous[ObjectIdentifier(navigationController)] = PreviousDelegate(
        navigationController: navigationController, delegate: navigationController.delegate)
      navigationController.delegate = self
    }

    /// `navigationController.hero.isEnabled = false`, past its `guard newValue != isEnabled`.
    func disable(on navigationController: UINavigationController) {
      TransitioningDelegates.set(nil, on: navigationController)
      if navigationController.delegate is HeroDouble {
        navigationController.delegate = previousNavigationDelegate(of: navigationController)
      }
    }

    /// `HeroTransition.forceNotInteractive`: `false` unless the app sets it.
    var forceNotInteractive = false

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("willShow(\(name(viewController)))")
      // `previousNavigationDelegate.navigationController?(…)`: sent only if the saved delegate implements it.
      if let previous = previousNavigationDelegate(of: navigationController),
        UIKitShimRuntime.responds(previous, to: "navigationController(_:willShow:animated:)")
      {
        previous.navigationController(navigationController, willShow: viewController, animated: animated)
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("didShow(\(name(viewController)))")
      if let previous = previousNavigationDelegate(of: navigationController),
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

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      forceNotInteractive ? nil : self
    }
  }

  /// `UIViewController.transitioningDelegate`, which Hero's `isEnabled` reads and writes; the shim does not declare it
  /// (the adapter never reads it), so the doubles keep it here, held weakly as UIKit holds it.
  @MainActor
  enum TransitioningDelegates {
    private struct Entry {
      weak var viewController: UIViewController?
      weak var delegate: AnyObject?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func set(_ delegate: AnyObject?, on viewController: UIViewController) {
      entries[ObjectIdentifier(viewController)] = Entry(viewController: viewController, delegate: delegate)
    }

    static func of(_ viewController: UIViewController) -> AnyObject? {
      guard let entry = entries[ObjectIdentifier(viewController)], entry.viewController === viewController else {
        return nil
      }
      return entry.delegate
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

  /// Hero's `navigationController.hero`, in the double: `isEnabled` enables and disables the one `HeroDouble.shared`,
  /// as Hero's does with `Hero.shared`.
  @MainActor
  struct HeroExtensionDouble {
    let navigationController: UINavigationController

    var isEnabled: Bool {
      get { TransitioningDelegates.of(navigationController) is HeroDouble }
      nonmutating set {
        guard newValue != isEnabled else { return }
        if newValue {
          HeroDouble.shared.enable(on: navigationController)
        } else {
          HeroDouble.shared.disable(on: navigationController)
        }
      }
    }
  }

  extension HeroDouble {
    /// `Hero.shared`.
    static let shared = HeroDouble()
  }

  /// RxCocoa's `navigationController.rx`, in the double: `didShow.subscribe(onNext:)`.
  @MainActor
  struct ReactiveDouble {
    let navigationController: UINavigationController

    /// `rx.didShow`: the screens shown, with whether the change was animated.
    var didShow: DidShowDouble { DidShowDouble(navigationController: navigationController) }

    @MainActor
    struct DidShowDouble {
      let navigationController: UINavigationController

      /// Subscribes `onNext` to every didShow.
      func subscribe(onNext: @escaping (_ viewController: UIViewController, _ animated: Bool) -> Void) {
        RxDelegateProxyDouble.subscribeDidShow(on: navigationController) { onNext($0, true) }
      }
    }
  }

  extension UINavigationController {
    /// Hero's `hero` namespace, in the double.
    var hero: HeroExtensionDouble { HeroExtensionDouble(navigationController: self) }
    /// RxCocoa's `rx` namespace, in the double.
    var rx: ReactiveDouble { ReactiveDouble(navigationController: self) }
  }

  /// A view controller's name in the doubles' logs.
  @MainActor
  private func name(_ viewController: UIViewController) -> String {
    (viewController as? NamedViewController)?.name ?? "\(type(of: viewController))"
  }
#endif
