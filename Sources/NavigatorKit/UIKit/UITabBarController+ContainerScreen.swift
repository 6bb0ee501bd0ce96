#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// A tab bar controller is a container: presented, pushed or dismissed, it takes the screens of its tabs' navigation
  /// stacks along (see <doc:Containers>).
  extension UITabBarController: ContainerScreen {
    /// The tabs, `viewControllers`: a navigation controller a ``Navigator`` drives as the host the navigator was made
    /// with, any other view controller as it is.
    public var childScreens: [any Screen] {
      (viewControllers ?? []).map { viewController -> any Screen in
        guard let navigationController = viewController as? UINavigationController,
          let host = NavigationControllerProxies.host(of: navigationController)
        else { return viewController }
        return host
      }
    }
  }
#endif
