#if SwiftUIShim || canImport(SwiftUI)
  #if SwiftUIShim
    import SwiftUIShim
  #else
    import SwiftUI
  #endif

  /// A SwiftUI `NavigationStack` bound to a ``NavigationPathHost``, with its destinations and its sheet.
  ///
  /// It binds `NavigationStack(path:)` to the host's ``NavigationPathHost/path``, and `sheet(item:)` and
  /// `fullScreenCover(item:)` to its ``NavigationPathHost/presentedSheet`` and
  /// ``NavigationPathHost/presentedFullScreenCover``, draws every screen — the root, each destination, the sheet — with `content`,
  /// and tells the host when a destination appeared (``NavigationPathHost/elementDidAppear(_:)``), which is how the host
  /// knows SwiftUI took its writes. Each of its callbacks goes through a ``NavigationStackWiring``, the one
  /// NavigatorKitTesting's `HeadlessNavigationStack` installs, so that what a test over the headless stack runs is what
  /// the view does. A presented screen that is a ``NavigationPathHost`` of its own is shown as a stack
  /// of its own in the sheet: one `NavigationStack` per sheet, never one inside another (S9 in <doc:SwiftUIRules>).
  ///
  /// Draw a screen from what your router knows of it:
  ///
  /// ```swift
  /// NavigatorStack(host: host) { element in
  ///   switch router.route(of: element.screen) {
  ///   case .product(let id): ProductView(id: id)
  ///   default: HomeView()
  ///   }
  /// }
  /// ```
  ///
  /// With ``NavigationPathHost/usesGuardedBackButton``, each destination hides the system back button
  /// (`navigationBarBackButtonHidden(true)`) and shows a Back button that asks the screen's leave guard first
  /// (``NavigationPathHost/backButtonTapped()``). Hiding the system button also turns off the edge swipe — SwiftUI
  /// does so without saying (S7) — and nothing can refuse iOS 26's swipe from the content. A sheet refuses a pull-down
  /// while its screen's leave guard refuses one (``NavigationPathHost/allowsSheetPullDown``).
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  public struct NavigatorStack<Content: View>: View {
    @Bindable private var host: NavigationPathHost
    private let content: (NavigationPathElement) -> Content

    /// Creates a stack bound to `host`.
    ///
    /// - Parameters:
    ///   - host: The path host whose stack and presentation the view shows.
    ///   - content: Draws one screen: the root, a destination, or the presented one.
    public init(host: NavigationPathHost, @ViewBuilder content: @escaping (NavigationPathElement) -> Content) {
      _host = Bindable(host)
      self.content = content
    }

    /// What each of the view's callbacks does to the host: the wiring NavigatorKitTesting's headless stack runs.
    private var wiring: NavigationStackWiring { NavigationStackWiring(host: host) }

    /// The `NavigationStack`, its destinations and its sheet.
    public var body: some View {
      NavigationStack(path: $host.path) {
        if let root = host.root {
          content(root)
            .navigationDestination(for: NavigationPathElement.self) { element in
              destination(element)
            }
        }
      }
      .sheet(item: $host.presentedSheet) { element in
        presentation(element)
      }
      #if os(macOS)
        .sheet(item: $host.presentedFullScreenCover) { element in presentation(element) }
      #else
        .fullScreenCover(item: $host.presentedFullScreenCover) { element in presentation(element) }
      #endif
    }

    /// A destination: the screen, which tells the host it appeared, with the guarded back button if the host uses it.
    @ViewBuilder
    private func destination(_ element: NavigationPathElement) -> some View {
      let wiring = wiring
      if wiring.hidesSystemBackButton(on: element) {
        content(element)
          .onAppear { wiring.elementDidAppear(element) }
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .navigation) {
              Button("Back") { wiring.backButtonTapped() }
            }
          }
      } else {
        content(element)
          .onAppear { wiring.elementDidAppear(element) }
      }
    }

    /// The sheet's content: a stack of its own for a presented path host, the screen otherwise; a pull-down is refused
    /// while the wiring refuses it.
    private func presentation(_ element: NavigationPathElement) -> AnyView {
      let wiring = wiring
      let refusesPullDown = wiring.refusesPullDown(of: element)
      if let stack = wiring.stack(presentedBy: element) {
        return AnyView(
          NavigatorStack(host: stack, content: content)
            .onAppear { wiring.elementDidAppear(element) }
            .interactiveDismissDisabled(refusesPullDown))
      }
      return AnyView(
        content(element)
          .onAppear { wiring.elementDidAppear(element) }
          .interactiveDismissDisabled(refusesPullDown))
    }
  }
#endif
