// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  // MARK: - Tab bar controller (R24, R25)

  /// An image; here, only passed along. Apple: https://developer.apple.com/documentation/uikit/uiimage.
  open class UIImage: NSObject, @unchecked Sendable {}

  /// A tab of a tab bar controller, new in iOS 18.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab (`@MainActor class UITab : NSObject`).
  @available(iOS 18.0, *)
  @MainActor
  open class UITab: NSObject {
    /// The tab's title. Apple: …/uitab/title.
    open var title: String
    /// The tab's identifier. Apple: …/uitab/identifier.
    public let identifier: String
    private let provider: ((UITab) -> UIViewController)?
    private var viewControllerStorage: UIViewController?

    /// Creates a tab. Apple: …/uitab/init(title:image:identifier:viewcontrollerprovider:).
    public init(
      title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
      self.title = title
      self.identifier = identifier
      provider = viewControllerProvider
      super.init()
    }

    /// The tab's view controller, made by the provider on first use. Apple: …/uitab/viewcontroller.
    open var viewController: UIViewController? {
      if viewControllerStorage == nil { viewControllerStorage = provider?(self) }
      return viewControllerStorage
    }
  }

  /// A container view controller that shows one of several children, chosen with a tab bar.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller (`@MainActor class`).
  @MainActor
  open class UITabBarController: UIViewController {
    /// The tabs' view controllers, held strongly (R27). Apple: …/uitabbarcontroller/viewcontrollers.
    ///
    /// Reassigning them (R29) removes the old children and installs the new ones: a child no longer among them is
    /// removed from its parent — its `parent` becomes `nil` — and leaves the window; no delegate is told (R24). The
    /// selection follows Apple's `viewControllers` page: "the tab bar controller remembers the view controller object
    /// that was previously selected and attempts to reselect it. If the selected view controller is no longer present,
    /// it attempts to select the view controller at the same index in the array as the previous selection. If that
    /// index is invalid, it selects the view controller at index 0."
    open var viewControllers: [UIViewController]? {
      didSet {
        let kept = viewControllers ?? []
        let previousIndex = selectedIndex
        let previous = oldValue.flatMap { $0.indices.contains(previousIndex) ? $0[previousIndex] : nil }
        for removed in oldValue ?? [] where !kept.contains(where: { $0 === removed }) {
          if removed.isInWindow { removed.shimRemoveFromWindow() }
          if removed.parentStorage === self { removed.parentStorage = nil }
        }
        for child in kept { child.parentStorage = self }
        if let previous, let index = kept.firstIndex(where: { $0 === previous }) {
          selectedIndex = index
        } else {
          selectedIndex = kept.indices.contains(previousIndex) ? previousIndex : 0
        }
      }
    }

    /// The index of the selected tab; setting it calls no delegate method (R24). Apple: …/selectedindex.
    ///
    /// Only the selected tab is in the window: the others' views are not loaded until first selected, and a tab that
    /// is deselected leaves the window.
    open var selectedIndex = 0 {
      didSet { showSelectedTab() }
    }

    /// The tabs (iOS 18); setting them sets ``viewControllers`` to their view controllers.
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
    @available(iOS 18.0, *)
    open var tabs: [UITab] {
      get { tabStorage }
      set {
        tabStorage = newValue
        viewControllers = newValue.compactMap(\.viewController)
      }
    }

    private var tabStorage: [UITab] = []

    /// The selected tab (iOS 18). Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
    @available(iOS 18.0, *)
    open var selectedTab: UITab? {
      tabStorage.indices.contains(selectedIndex) ? tabStorage[selectedIndex] : nil
    }

    /// The tabs, as child view controllers. Apple: …/uiviewcontroller/children.
    open override var children: [UIViewController] { viewControllers ?? [] }

    override func appearContent() {
      showSelectedTab()
    }

    private func showSelectedTab() {
      guard isInWindow else { return }
      for (index, child) in (viewControllers ?? []).enumerated() where index != selectedIndex && child.isInWindow {
        child.shimRemoveFromWindow()
      }
      selectedViewController?.shimShowInWindow()
    }

    /// The selected tab's view controller. Apple: …/uitabbarcontroller/selectedviewcontroller.
    open var selectedViewController: UIViewController? {
      get {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
      }
      set {
        if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
      }
    }

    /// The tab bar controller's delegate, held weakly (R27). Apple: …/uitabbarcontroller/delegate.
    ///
    /// Assigning it reads which optional methods the delegate responds to, once (see ``ShimMessageForwarding``).
    open weak var delegate: (any UITabBarControllerDelegate)? {
      didSet {
        delegateMethods = UIKitShimRuntime.respondedMethods(
          of: delegate,
          among: [
            "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
            "tabBarController(_:shouldSelectTab:)", "tabBarController(_:didSelectTab:previousTab:)",
            "tabBarController(_:animationControllerForTransitionFrom:to:)",
            "tabBarController(_:interactionControllerFor:)",
          ])
      }
    }

    private var delegateMethods: Set<String> = []

    /// The person taps the tab at `index` (R24, R25): `tabBarController(_:shouldSelect:)`, then the selection — or, for
    /// the tab already selected, its navigation controller pops to its root, animated — then
    /// `tabBarController(_:didSelect:)`.
    ///
    /// With ``tabs`` (iOS 18), a delegate that responds to `tabBarController(_:shouldSelectTab:)` or
    /// `tabBarController(_:didSelectTab:previousTab:)` hears that method instead of the view-controller one (the
    /// iOS 18 SDK marks the view-controller methods for deprecation in favour of these; which one UIKit calls when a
    /// delegate implements both is not documented).
    public func shimTapTab(at index: Int) {
      guard let viewControllers, viewControllers.indices.contains(index) else { return }
      let tapped = viewControllers[index]
      let tab = tabStorage.indices.contains(index) ? tabStorage[index] : nil
      let previousTab = selectedTab
      let allowed: Bool?
      if let tab, delegateMethods.contains("tabBarController(_:shouldSelectTab:)") {
        allowed = UIKitShimRuntime.send("tabBarController(_:shouldSelectTab:)", to: delegate, cached: delegateMethods) {
          $0.tabBarController(self, shouldSelectTab: tab)
        }
      } else {
        allowed = UIKitShimRuntime.send("tabBarController(_:shouldSelect:)", to: delegate, cached: delegateMethods) {
          $0.tabBarController(self, shouldSelect: tapped)
        }
      }
      guard allowed ?? true else { return }
      if index == selectedIndex {
        (tapped as? UINavigationController)?.popToRootViewController(animated: true)
      } else {
        if let selected = selectedViewController {
          let animator = UIKitShimRuntime.send(
            "tabBarController(_:animationControllerForTransitionFrom:to:)", to: delegate, cached: delegateMethods
          ) { $0.tabBarController(self, animationControllerForTransitionFrom: selected, to: tapped) }
          if let animator = animator ?? nil {
            _ = UIKitShimRuntime.send(
              "tabBarController(_:interactionControllerFor:)", to: delegate, cached: delegateMethods
            ) { $0.tabBarController(self, interactionControllerFor: animator) }
          }
        }
        selectedIndex = index
      }
      if let tab, delegateMethods.contains("tabBarController(_:didSelectTab:previousTab:)") {
        _ = UIKitShimRuntime.send(
          "tabBarController(_:didSelectTab:previousTab:)", to: delegate, cached: delegateMethods
        ) {
          $0.tabBarController(self, didSelectTab: tab, previousTab: previousTab)
        }
      } else {
        _ = UIKitShimRuntime.send("tabBarController(_:didSelect:)", to: delegate, cached: delegateMethods) {
          $0.tabBarController(self, didSelect: tapped)
        }
      }
    }
  }

  /// The methods a tab bar controller's delegate may implement; in UIKit every one is optional.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate (`@MainActor protocol`).
  @MainActor
  public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab may be selected. Apple: …/tabbarcontroller(_:shouldselect:).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was tapped, also when already selected. Apple: …/tabbarcontroller(_:didselect:).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// A custom animator for switching tabs, or `nil`. Apple: …/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:).
    func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// An interactive animator for switching tabs, or `nil`. Apple: …/tabbarcontroller(_:interactioncontrollerfor:).
    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?

    /// The orientations the tab bar controller supports. Apple: …/tabbarcontrollersupportedinterfaceorientations(_:).
    @available(tvOS, unavailable)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientationMask

    /// The orientation preferred when presented full screen.
    /// Apple: …/tabbarcontrollerpreferredinterfaceorientationforpresentation(_:).
    @available(tvOS, unavailable)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientation

    /// The More tab's customising sheet is about to show. Apple: …/tabbarcontroller(_:willbegincustomizing:).
    @available(tvOS, unavailable)
    func tabBarController(
      _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])

    /// The customising sheet is about to close. Apple: …/tabbarcontroller(_:willendcustomizing:changed:).
    @available(tvOS, unavailable)
    func tabBarController(
      _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// The customising sheet closed. Apple: …/tabbarcontroller(_:didendcustomizing:changed:).
    @available(tvOS, unavailable)
    func tabBarController(
      _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// Whether the tapped tab may be selected (iOS 18). Apple: …/tabbarcontroller(_:shouldselecttab:).
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    /// A tab was tapped, also when already selected (iOS 18). Apple: …/tabbarcontroller(_:didselecttab:previoustab:).
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
  }

  // "Not implemented": UIKit's behaviour for a delegate without the method — or, for an object that claimed it, the
  // runtime's forwarding and its "unrecognized selector" crash (see `ShimMessageForwarding`).
  extension UITabBarControllerDelegate {
    /// Not implemented: the tab may be selected.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      UIKitShimRuntime.unimplemented("tabBarController(_:shouldSelect:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(tabBarController, shouldSelect: viewController)
      } ?? true
    }

    /// Not implemented: nothing happens.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      _ = UIKitShimRuntime.unimplemented("tabBarController(_:didSelect:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(tabBarController, didSelect: viewController)
      }
    }

    /// Not implemented: the standard transition.
    public func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      UIKitShimRuntime.unimplemented("tabBarController(_:animationControllerForTransitionFrom:to:)", on: self) {
        ($0 as? any UITabBarControllerDelegate).map {
          $0.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
      } ?? nil
    }

    /// Not implemented: no interaction controller.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      UIKitShimRuntime.unimplemented("tabBarController(_:interactionControllerFor:)", on: self) {
        ($0 as? any UITabBarControllerDelegate).map {
          $0.tabBarController(tabBarController, interactionControllerFor: animationController)
        }
      } ?? nil
    }

    /// Not implemented: the selected view controller decides.
    @available(tvOS, unavailable)
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientationMask
    {
      UIKitShimRuntime.unimplemented("tabBarControllerSupportedInterfaceOrientations(_:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarControllerSupportedInterfaceOrientations(tabBarController)
      } ?? tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Not implemented: the selected view controller decides.
    @available(tvOS, unavailable)
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientation
    {
      UIKitShimRuntime.unimplemented("tabBarControllerPreferredInterfaceOrientationForPresentation(_:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarControllerPreferredInterfaceOrientationForPresentation(
          tabBarController)
      } ?? tabBarController.selectedViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Not implemented: nothing happens.
    @available(tvOS, unavailable)
    public func tabBarController(
      _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {
      _ = UIKitShimRuntime.unimplemented("tabBarController(_:willBeginCustomizing:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(
          tabBarController, willBeginCustomizing: viewControllers)
      }
    }

    /// Not implemented: nothing happens.
    @available(tvOS, unavailable)
    public func tabBarController(
      _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
      _ = UIKitShimRuntime.unimplemented("tabBarController(_:willEndCustomizing:changed:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(
          tabBarController, willEndCustomizing: viewControllers, changed: changed)
      }
    }

    /// Not implemented: nothing happens.
    @available(tvOS, unavailable)
    public func tabBarController(
      _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
      _ = UIKitShimRuntime.unimplemented("tabBarController(_:didEndCustomizing:changed:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(
          tabBarController, didEndCustomizing: viewControllers, changed: changed)
      }
    }

    /// Not implemented: the tab may be selected.
    @available(iOS 18.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      UIKitShimRuntime.unimplemented("tabBarController(_:shouldSelectTab:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(tabBarController, shouldSelectTab: tab)
      } ?? true
    }

    /// Not implemented: nothing happens.
    @available(iOS 18.0, *)
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {
      _ = UIKitShimRuntime.unimplemented("tabBarController(_:didSelectTab:previousTab:)", on: self) {
        ($0 as? any UITabBarControllerDelegate)?.tabBarController(
          tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
      }
    }
  }
#endif
