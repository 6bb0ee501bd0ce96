// Every file in this folder is wrapped in the same condition:
//
//   #if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
//
// `canImport(UIKit)` alone is not enough. The package has a target named `UIKit` (Sources/UIKitShim, a compile-only
// stand-in used to type-check this folder on Linux), and SwiftPM builds every target on a plain `swift build`, so on
// Linux the shim module sits in the build's module directory and `canImport(UIKit)` answers true even though
// NavigatorKit depends on it only when the `UIKitShim` trait is enabled. Without the second half of the condition, a
// plain Linux build would compile this folder against a module it does not depend on (and may not have built yet).
// SwiftPM defines `UIKitShim` as a compilation condition only when that trait is enabled; on Apple platforms the
// `os(…)` checks select the real UIKit. macOS has no UIKit module; Mac Catalyst counts as `os(iOS)`.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS) || UIKitShim)
  import UIKit

  /// Every view controller is a ``Screen``: push, pop and present your own view controllers through a ``Navigator``.
  extension UIViewController: Screen {}
#endif
