#if UIKitShim
  @testable import NavigatorKit
  import Testing
  import UIKitShim

  /// The selectors the adapter ships for the Objective-C runtime (`responds(to:)`, `forwardingTarget(for:)`), which
  /// only an Apple platform compiles, come from the same declaration as the names the double asks about
  /// (`DelegateMethods`). These tests hold each selector to the one the double records for that method, written from
  /// Apple's pages independently of the adapter: a misspelt selector would make UIKit skip the method on a device
  /// while every test against the double passed.
  extension UIKitShimTests {
    @MainActor
    @Suite struct DelegateMethodTableTests {
      nonisolated static let tables: [(String, DelegateMethods)] = [
        ("NavigationControllerDelegateProxy", NavigationControllerDelegateProxy.methods),
        ("PresentationControllerDelegateProxy", PresentationControllerDelegateProxy.methods),
        ("PopGestureDelegateProxy", PopGestureDelegateProxy.methods),
        ("NavigationTabBarControllerDelegate", NavigationTabBarControllerDelegate.methods),
      ]

      @Test(arguments: tables)
      func everyClaimedMethodHasTheSelectorUIKitSends(proxy: String, methods: DelegateMethods) {
        for method in methods.observed + methods.forwarded {
          #expect(
            UIKitShimRuntime.objectiveCSelectors[method.name] == method.selector,
            "\(proxy) claims \(method.name) as \(method.selector)")
        }
      }

      @Test(arguments: tables)
      func noMethodIsClaimedTwice(proxy: String, methods: DelegateMethods) {
        let names = (methods.observed + methods.forwarded).map(\.name)
        #expect(Set(names).count == names.count, "\(proxy)")
      }
    }
  }
#endif
