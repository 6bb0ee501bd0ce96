import NavigatorKit

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension HeadlessNavigationStack where Element == NavigationPathElement {
  /// Creates a stack bound to `host` the way NavigatorKit's SwiftUI layer binds it.
  ///
  /// The path binding is ``NavigatorKit/NavigationPathHost/path``, the sheet's item
  /// ``NavigatorKit/NavigationPathHost/presented``; every destination's and sheet's `onAppear` calls
  /// ``NavigatorKit/NavigationPathHost/elementDidAppear(_:)``; the back button is hidden when the host uses its
  /// guarded one; a pull-down is refused while ``NavigatorKit/NavigationPathHost/allowsSheetPullDown`` is `false`, and always
  /// for a full-screen cover (``NavigatorKit/NavigationPathHost/presentsFullScreenCover``); and a presented screen that is a path host of its own gets a stack of its own (``presentedStack``),
  /// as a sheet that holds a `NavigationStack` does.
  ///
  /// - Parameters:
  ///   - host: The host to bind. Give it the same run loop as its scheduler.
  ///   - runLoop: The run loop whose turns and time the stack follows.
  ///   - behavior: How the stack behaves where versions differ.
  public convenience init(
    host: NavigationPathHost, runLoop: HeadlessRunLoop, behavior: Behavior = .iOS16_1Through18
  ) {
    self.init(
      path: { host.path }, setPath: { host.path = $0 },
      sheet: { host.presented }, setSheet: { host.presented = $0 },
      runLoop: runLoop, behavior: behavior)
    onAppear = { [weak host] element in host?.elementDidAppear(element) }
    isBackButtonHidden = { [weak host] _ in host?.usesGuardedBackButton ?? false }
    isInteractiveDismissDisabled = { [weak host] element in
      guard let host else { return false }
      return host.presentsFullScreenCover(element.screen) || !host.allowsSheetPullDown
    }
    makePresentedStack = { [weak self] element in
      guard let self, let child = element.screen as? NavigationPathHost else { return nil }
      return HeadlessNavigationStack(host: child, runLoop: self.runLoop, behavior: self.behavior)
    }
  }
}
