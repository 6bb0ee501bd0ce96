/// What a SwiftUI `NavigationStack` bound to a ``NavigationPathHost`` does when SwiftUI calls it: each of the view's
/// callbacks, translated into a call of the host.
///
/// ``NavigatorStack`` applies it, one call per modifier, and NavigatorKitTesting's `HeadlessNavigationStack` installs
/// it when it binds a path host (`HeadlessNavigationStack(host:runLoop:behavior:)`): the view and the tests run the
/// same wiring, so a test over the headless stack fails when the wiring breaks. The bindings are the host's own
/// properties: `NavigationStack(path:)` binds ``NavigationPathHost/path``, `sheet(item:)`
/// ``NavigationPathHost/presentedSheet`` and `fullScreenCover(item:)` ``NavigationPathHost/presentedFullScreenCover``.
///
/// | SwiftUI | The wiring |
/// | --- | --- |
/// | a destination's or the sheet's `onAppear` | ``elementDidAppear(_:)`` |
/// | `navigationBarBackButtonHidden` on a destination | ``hidesSystemBackButton(on:)`` |
/// | the action of the Back button shown in its place | ``backButtonTapped()`` |
/// | `interactiveDismissDisabled` on the sheet or cover | ``refusesPullDown(of:)`` |
/// | the sheet's content: a stack of its own, or the screen | ``stack(presentedBy:)`` |
///
/// Write a view of your own over a path host with it, if ``NavigatorStack`` does not suit you, so that your view keeps
/// the host's promise too.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public struct NavigationStackWiring {
  /// The host the stack is bound to.
  public let host: NavigationPathHost

  /// Wires a stack to `host`.
  ///
  /// - Parameter host: The path host the stack's bindings are bound to.
  public init(host: NavigationPathHost) {
    self.host = host
  }

  /// A destination's, or the presented screen's, view appeared: SwiftUI took the host's write of `element`.
  ///
  /// Call it from the `onAppear` of every destination and of the sheet's or cover's content. It tells the host
  /// (``NavigationPathHost/elementDidAppear(_:)``) that SwiftUI shows the element, so that a later write without it is
  /// the person's pop, not a write SwiftUI lost (S6, S12 in <doc:SwiftUIRules>).
  ///
  /// - Parameter element: The element whose view appeared.
  public func elementDidAppear(_ element: NavigationPathElement) {
    host.elementDidAppear(element)
  }

  /// Whether `element`'s destination hides the system back button (`navigationBarBackButtonHidden(true)`) and shows
  /// the guarded one: while the host uses it (``NavigationPathHost/usesGuardedBackButton``).
  ///
  /// Hiding the system button also turns off the edge swipe (S7).
  ///
  /// - Parameter element: A destination's element.
  public func hidesSystemBackButton(on element: NavigationPathElement) -> Bool {
    host.usesGuardedBackButton
  }

  /// The guarded back button, shown in place of the system one, was tapped: the host asks the top screen's leave guard
  /// and pops it if the guard allows (``NavigationPathHost/backButtonTapped()``).
  public func backButtonTapped() {
    host.backButtonTapped()
  }

  /// Whether the presented `element`'s view refuses a pull-down (`interactiveDismissDisabled(true)`): always for a
  /// full-screen cover (``NavigationPathHost/presentsFullScreenCover``), and for a sheet while its screen's leave guard
  /// refuses (``NavigationPathHost/allowsSheetPullDown``).
  ///
  /// SwiftUI asks nothing when a pull-down starts, so the answer is read when the sheet's view is drawn (S7).
  ///
  /// - Parameter element: The presented element.
  public func refusesPullDown(of element: NavigationPathElement) -> Bool {
    host.presentsFullScreenCover(element.screen) || !host.allowsSheetPullDown
  }

  /// The stack the presented `element` shows, when its screen is a path host of its own: the sheet then holds a
  /// `NavigationStack` of its own, bound to that host, never one inside another (S9).
  ///
  /// - Parameter element: The presented element.
  /// - Returns: The presented path host, or `nil` when the presented screen is drawn as a screen.
  public func stack(presentedBy element: NavigationPathElement) -> NavigationPathHost? {
    element.screen as? NavigationPathHost
  }
}
