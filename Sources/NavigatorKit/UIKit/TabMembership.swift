#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// What a navigation controller's delegate proxy knows of the tab bar controller it is a tab of: which presentation
  /// over the tab bar is this tab's, and whether the tab bar let go of the navigation controller.
  ///
  /// **Ownership.** Under a tab bar controller the tabs share one presenting context (R21a): whatever a tab presents,
  /// the tab bar controller is its `presentingViewController`, and every tab's navigation controller reports it as
  /// `presentedViewController`. A presentation belongs to the tab that made it. What the tab's host presented is known
  /// by the host's proxy. What one of the tab's own screens presented — an alert, a share sheet — UIKit does not say
  /// (no public API names the view controller `present` was called on); it can only have come from the tab on screen,
  /// the selected one, since the other tabs are off the window (R25). So such a presentation is claimed for the tab
  /// selected when a tab's host first looks at it, and stays that tab's until it ends.
  ///
  /// **Removal.** Reassigning a tab bar controller's `viewControllers` tells no delegate (R24); a tab taken off is
  /// removed from its parent, whose `parent` becomes `nil` (R29). Looked at once per turn of the run loop, a
  /// navigation controller that was a tab at the last turn and is now in no container and not presented was removed:
  /// one moved to another container, or presented, within the turn is not.
  @MainActor
  final class TabMembership {
    /// A presentation over the tab bar that no tab's host made, claimed for this tab.
    private weak var claimed: UIViewController?
    /// Whether the navigation controller was a tab bar controller's child at the last turn of the run loop.
    private var wasTab = false

    /// Whether `presented` is claimed for this tab.
    func hasClaimed(_ presented: UIViewController) -> Bool {
      claimed === presented
    }

    /// The proxy of the tab that owns `presented`, which an ancestor of `navigationController` presents: the host's
    /// proxy that presented it or claimed it already, or else the selected tab's, which claims it now. `nil` when it
    /// has no owner among the navigation controllers NavigatorKit drives.
    static func owner(
      of presented: UIViewController, over navigationController: UINavigationController
    ) -> NavigationControllerDelegateProxy? {
      guard let presenting = presented.presentingViewController,
        isAncestor(presenting, of: navigationController)
      else { return nil }
      if let owner = NavigationControllerProxies.proxy(owning: presented) { return owner }
      guard let selected = selectedNavigationController(under: presenting),
        let proxy = NavigationControllerProxies.existingProxy(of: selected)
      else { return nil }
      proxy.tab.claimed = presented
      return proxy
    }

    /// A tab taken off its tab bar controller, as found at a turn of the run loop.
    struct Removal {
      /// What the tab presented that is still up over the tab bar — what its host presented, or what was claimed
      /// for it — if anything is.
      let presentedOverTabs: UIViewController?
    }

    /// At a turn of the run loop: whether the tab bar controller that held `navigationController` at the last turn
    /// let go of it since, without moving it into another container or a presentation.
    ///
    /// - Parameters:
    ///   - navigationController: The tab's navigation controller.
    ///   - own: What the tab's host presented last, if it is still alive.
    /// - Returns: The removal, or `nil` when the tab was not removed.
    func removalSinceLastTurn(_ navigationController: UINavigationController, own: UIViewController?) -> Removal? {
      let parent = navigationController.parent
      defer { wasTab = parent is UITabBarController }
      guard wasTab, parent == nil, navigationController.presentingViewController == nil else { return nil }
      let presented = [own, claimed].lazy.compactMap { $0 }.first { $0.presentingViewController is UITabBarController }
      claimed = nil
      return Removal(presentedOverTabs: presented)
    }

    private static func isAncestor(_ ancestor: UIViewController, of viewController: UIViewController) -> Bool {
      var current = viewController.parent
      while let parent = current {
        if parent === ancestor { return true }
        current = parent.parent
      }
      return false
    }

    /// The navigation controller on screen under `container`: its selected tab's, through nested tab bar controllers.
    private static func selectedNavigationController(under container: UIViewController) -> UINavigationController? {
      var current: UIViewController? = container
      while let viewController = current {
        if let navigationController = viewController as? UINavigationController { return navigationController }
        current = (viewController as? UITabBarController)?.selectedViewController
      }
      return nil
    }
  }
#endif
