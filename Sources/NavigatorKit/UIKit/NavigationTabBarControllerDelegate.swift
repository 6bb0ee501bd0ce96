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
  /// Every delegate call goes on to ``forwardedDelegate``, your own delegate, and UIKit sees each optional method
  /// implemented exactly when yours implements it — except `tabBarController(_:shouldSelect:)` and iOS 18's
  /// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`, which this object
  /// always implements (the last two fall back to your view-controller methods). A call UIKit makes after your
  /// delegate was released gets UIKit's default answer.
  @MainActor
  public final class NavigationTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    private let forwarding = DelegateForwarding()

    /// Your own tab bar controller delegate, which every call is forwarded to. Held weakly, as UIKit holds its
    /// delegate.
    ///
    /// UIKit reads which optional methods a delegate implements when the delegate is assigned: after changing this
    /// property, assign this object to the tab bar controller's `delegate` again for UIKit to see the new answers.
    public var forwardedDelegate: (any UITabBarControllerDelegate)? {
      get { forwarding.target as? any UITabBarControllerDelegate }
      set { forwarding.target = newValue }
    }

    /// Creates the delegate, forwarding every call to `delegate`.
    ///
    /// - Parameter delegate: Your own tab bar controller delegate, if any; held weakly.
    public init(forwardingTo delegate: (any UITabBarControllerDelegate)? = nil) {
      super.init()
      forwarding.target = delegate
    }

    private func forward<Result>(
      _ method: String = #function, about subject: AnyObject, _ call: (any UITabBarControllerDelegate) -> Result?
    ) -> Result? {
      forwarding.forward(to: (any UITabBarControllerDelegate).self, method, about: subject, call)
    }

    /// Asks your delegate first; for a tap on the selected tab whose navigation controller a navigator drives, then
    /// asks the leave guards of the screens the re-tap would pop, and tells the navigator why they leave.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      let allowed =
        forward(about: viewController) {
          implementation($0.tabBarController(_:shouldSelect:))?(tabBarController, viewController)
        }
        ?? true
      guard allowed, viewController === tabBarController.selectedViewController,
        let navigationController = viewController as? UINavigationController,
        let proxy = NavigationControllerProxies.existingProxy(of: navigationController)
      else { return allowed }
      return proxy.tabWillBeReselected()
    }

    /// Forwards to your delegate.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      forward(about: viewController) {
        implementation($0.tabBarController(_:didSelect:))?(tabBarController, viewController)
      }
    }

    /// The same as ``tabBarController(_:shouldSelect:)`` for a tab bar controller configured with `tabs` (iOS 18),
    /// which UIKit asks instead: your delegate's `tabBarController(_:shouldSelectTab:)` first — or, if it only has
    /// the view-controller method, that one — then the leave guards for a re-tap.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      let viewController = tab.viewController
      let allowed =
        forward(about: tab) {
          implementation(
            $0.tabBarController(_:shouldSelectTab:), of: $0, named: "tabBarController(_:shouldSelectTab:)")?(
              tabBarController, tab)
        }
        ?? viewController.flatMap { viewController in
          forward(about: viewController) {
            implementation($0.tabBarController(_:shouldSelect:))?(tabBarController, viewController)
          }
        } ?? true
      guard allowed, let viewController, viewController === tabBarController.selectedViewController,
        let navigationController = viewController as? UINavigationController,
        let proxy = NavigationControllerProxies.existingProxy(of: navigationController)
      else { return allowed }
      return proxy.tabWillBeReselected()
    }

    /// Forwards to your delegate's `tabBarController(_:didSelectTab:previousTab:)` — or, if it only has the
    /// view-controller method, to `tabBarController(_:didSelect:)` — for a tab bar controller configured with `tabs`
    /// (iOS 18).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {
      let forwarded: Void? = forward(about: selectedTab) {
        implementation(
          $0.tabBarController(_:didSelectTab:previousTab:), of: $0,
          named: "tabBarController(_:didSelectTab:previousTab:)"
        )?(tabBarController, selectedTab, previousTab)
      }
      guard forwarded == nil, let viewController = selectedTab.viewController else { return }
      forward(about: viewController) {
        implementation($0.tabBarController(_:didSelect:))?(tabBarController, viewController)
      }
    }

    // MARK: Forwarded only: UIKit's defaults when your delegate does not answer

    /// Forwards to your delegate; without one, the standard transition.
    public func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      forward(about: toVC) {
        implementation($0.tabBarController(_:animationControllerForTransitionFrom:to:))?(tabBarController, fromVC, toVC)
      } ?? nil
    }

    /// Forwards to your delegate; without one, no interaction controller.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      forward(about: animationController) {
        implementation($0.tabBarController(_:interactionControllerFor:))?(tabBarController, animationController)
      } ?? nil
    }

    #if !os(tvOS)
      /// Forwards to your delegate; without one, the selected view controller's answer, as UIKit's default.
      public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
      {
        forward(about: tabBarController) {
          implementation($0.tabBarControllerSupportedInterfaceOrientations(_:))?(tabBarController)
        } ?? tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .all
      }

      /// Forwards to your delegate; without one, the selected view controller's answer, as UIKit's default.
      public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
      {
        forward(about: tabBarController) {
          implementation($0.tabBarControllerPreferredInterfaceOrientationForPresentation(_:))?(tabBarController)
        } ?? tabBarController.selectedViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
      }

      /// Forwards to your delegate.
      public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
      ) {
        forward(about: tabBarController) {
          implementation($0.tabBarController(_:willBeginCustomizing:))?(tabBarController, viewControllers)
        }
      }

      /// Forwards to your delegate.
      public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
      ) {
        forward(about: tabBarController) {
          implementation($0.tabBarController(_:willEndCustomizing:changed:))?(
            tabBarController, viewControllers, changed)
        }
      }

      /// Forwards to your delegate.
      public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
      ) {
        forward(about: tabBarController) {
          implementation($0.tabBarController(_:didEndCustomizing:changed:))?(tabBarController, viewControllers, changed)
        }
      }
    #endif

    /// What this object claims: `tabBarController(_:shouldSelect:)` and the two iOS 18 methods always — each of those
    /// falls back to the view-controller method of your delegate — and the others only while your delegate implements
    /// them (see `DelegateForwarding`).
    nonisolated static let methods: DelegateMethods = {
      var forwarded = [
        DelegateMethod("tabBarController(_:didSelect:)", selector: "tabBarController:didSelectViewController:"),
        DelegateMethod(
          "tabBarController(_:animationControllerForTransitionFrom:to:)",
          selector: "tabBarController:animationControllerForTransitionFromViewController:toViewController:"),
        DelegateMethod(
          "tabBarController(_:interactionControllerFor:)",
          selector: "tabBarController:interactionControllerForAnimationController:"),
      ]
      #if !os(tvOS)
        forwarded += [
          DelegateMethod(
            "tabBarControllerSupportedInterfaceOrientations(_:)",
            selector: "tabBarControllerSupportedInterfaceOrientations:"),
          DelegateMethod(
            "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)",
            selector: "tabBarControllerPreferredInterfaceOrientationForPresentation:"),
          DelegateMethod(
            "tabBarController(_:willBeginCustomizing:)",
            selector: "tabBarController:willBeginCustomizingViewControllers:"),
          DelegateMethod(
            "tabBarController(_:willEndCustomizing:changed:)",
            selector: "tabBarController:willEndCustomizingViewControllers:changed:"),
          DelegateMethod(
            "tabBarController(_:didEndCustomizing:changed:)",
            selector: "tabBarController:didEndCustomizingViewControllers:changed:"),
        ]
      #endif
      return DelegateMethods(
        observed: [
          DelegateMethod("tabBarController(_:shouldSelect:)", selector: "tabBarController:shouldSelectViewController:"),
          DelegateMethod("tabBarController(_:shouldSelectTab:)", selector: "tabBarController:shouldSelectTab:"),
          DelegateMethod(
            "tabBarController(_:didSelectTab:previousTab:)", selector: "tabBarController:didSelectTab:previousTab:"),
        ],
        forwarded: forwarded)
    }()

    #if canImport(ObjectiveC)
      /// Answers for the methods this object implements: `tabBarController(_:shouldSelect:)` always, the others as
      /// your delegate does. Methods it does not implement are never claimed (see `DelegateForwarding`).
      nonisolated override public func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        return forwarding.responds(to: selector, claiming: Self.methods, otherwise: super.responds(to: selector))
      }

      /// Your delegate, for a forwarded method it implements.
      nonisolated override public func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        return forwarding.forwardingTarget(for: selector, claiming: Self.methods)
      }
    #endif
  }

  #if UIKitShim
    // The double's stand-in for `responds(to:)` and `forwardingTarget(for:)`, with the same answers.
    extension NavigationTabBarControllerDelegate: ShimMessageForwarding {
      /// The double's `responds(to:)`.
      public func shimResponds(to method: String) -> Bool {
        forwarding.shimResponds(to: method, claiming: Self.methods)
      }

      /// The double's `forwardingTarget(for:)`.
      public func shimForwardingTarget(for method: String) -> AnyObject? {
        forwarding.shimForwardingTarget(for: method, claiming: Self.methods)
      }
    }
  #endif
#endif
