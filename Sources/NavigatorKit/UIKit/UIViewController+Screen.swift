#if UIKitShim || (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS)))
  #if UIKitShim
    import UIKitShim
  #else
    import UIKit
  #endif

  /// Every view controller is a ``Screen``: push, pop and present your own view controllers through a ``Navigator``.
  extension UIViewController: Screen {}
#endif
