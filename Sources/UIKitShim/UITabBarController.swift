// MARK: - Tab bar controller (R24, R25)

/// A container view controller that shows one of several children, chosen with a tab bar.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller (`@MainActor class`).
@MainActor
open class UITabBarController: UIViewController {
  /// The tabs' view controllers, held strongly (R27). Apple: …/uitabbarcontroller/viewcontrollers.
  open var viewControllers: [UIViewController]? {
    didSet {
      for child in viewControllers ?? [] { child.parentStorage = self }
      selectedIndex = 0
    }
  }

  /// The index of the selected tab; setting it calls no delegate method (R24). Apple: …/selectedindex.
  open var selectedIndex = 0

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
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The person taps the tab at `index` (R24, R25): `tabBarController(_:shouldSelect:)`, then the selection — or, for
  /// the tab already selected, its navigation controller pops to its root, animated — then
  /// `tabBarController(_:didSelect:)`.
  public func shimTapTab(at index: Int) {
    guard let viewControllers, viewControllers.indices.contains(index) else { return }
    let tapped = viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: tapped) ?? true else { return }
    if index == selectedIndex {
      (tapped as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      selectedIndex = index
    }
    delegate?.tabBarController(self, didSelect: tapped)
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
}

// "Not implemented": UIKit's behaviour for a delegate without the method.
extension UITabBarControllerDelegate {
  /// Not implemented: the tab may be selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Not implemented: nothing happens.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
