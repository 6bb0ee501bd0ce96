import NavigatorKit

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension HeadlessNavigationStack where Element == NavigationPathElement {
  /// Creates a stack bound to `host` the way NavigatorKit's SwiftUI layer binds it, with the layer's own wiring.
  ///
  /// The path binding is ``NavigatorKit/NavigationPathHost/path``, the sheet's item
  /// ``NavigatorKit/NavigationPathHost/presented``. The callbacks are those of a
  /// ``NavigatorKit/NavigationStackWiring``, the one `NavigatorStack` applies: every destination's and sheet's
  /// `onAppear` (``onAppear``), the hidden system back button (``isBackButtonHidden``) and the guarded one shown in its
  /// place (``toolbarBackButtonAction``), the refused pull-down (``isInteractiveDismissDisabled``), and the stack of
  /// a presented screen that is a path host of its own (``presentedStack``), as a sheet that holds a
  /// `NavigationStack` has. ``pathWrites`` names each element by its screen's description.
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
    install(NavigationStackWiring(host: host))
  }

  /// Installs `wiring`'s callbacks as the view's modifiers: what `NavigatorStack` applies, the headless stack runs.
  private func install(_ wiring: NavigationStackWiring) {
    elementName = { String(describing: $0.screen) }
    onAppear = { element in wiring.elementDidAppear(element) }
    isBackButtonHidden = { element in wiring.hidesSystemBackButton(on: element) }
    toolbarBackButtonAction = { _ in wiring.backButtonTapped() }
    isInteractiveDismissDisabled = { element in wiring.refusesPullDown(of: element) }
    makePresentedStack = { [weak self] element in
      guard let self, let child = wiring.stack(presentedBy: element) else { return nil }
      return HeadlessNavigationStack(host: child, runLoop: self.runLoop, behavior: self.behavior)
    }
  }
}
