// The SwiftUI layer's examples, as the docs quote them. SwiftUI exists only in Apple's SDKs; on Linux these compile
// against the SwiftUI double under the SwiftUIShim trait (CI builds them so), and DocumentationSnippetTests holds the
// docs to this text either way.
#if SwiftUIShim || canImport(SwiftUI)
  import NavigatorKit
  #if SwiftUIShim
    import SwiftUIShim
  #else
    import SwiftUI
  #endif

  struct HomeView: View {
    var body: some View { Text("Home") }
  }

  struct ProductView: View {
    let id: Int
    var body: some View { Text("Product \(id)") }
  }

  struct ReviewsView: View {
    let id: Int
    var body: some View { Text("Reviews of \(id)") }
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct ShopStackView: View {
    let host: NavigationPathHost
    let router: Router<AppRoute>

    var body: some View {
      // snippet: navigator-stack
      NavigatorStack(host: host) { element in
        switch router.route(of: element.screen) {
        case .product(let id): ProductView(id: id)
        default: HomeView()
        }
      }
      // snippet-end
    }
  }

  /// A tab's stack, drawn by its router, the sheets its flows present included.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct TabStackView: View {
    let router: Router<AppRoute>

    var body: some View {
      // snippet: router-route-of-presented
      NavigatorStack(host: router.navigator.host as! NavigationPathHost) { element in
        switch router.route(of: element.screen) {  // the sheet's screens too
        case .product(let id): ProductView(id: id)
        case .reviews(let id), .review(let id): ReviewsView(id: id)
        default: HomeView()
        }
      }
      // snippet-end
    }
  }

  // snippet: swiftui-observing-routes
  /// Where the person is in the shop, drawn again whenever a route is pushed, popped, swiped away or presented, and
  /// when a transition starts or ends: on a path host and on a `UINavigationController` alike.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct ShopTrailView: View {
    let router: Router<AppRoute>

    var body: some View {
      Text(router.routes.map { "\($0)" }.joined(separator: " › "))
      if let presented = router.presentedRoute {
        Text("Showing \(presented)")
      }
      if !router.navigator.isSettled {
        Text("Moving…")
      }
    }
  }
  // snippet-end

  // snippet: swiftui-app-tabs
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct AppView: View {
    let routers: [Router<AppRoute>]
    @Bindable var tabs: AppTabs

    var body: some View {
      TabView(selection: $tabs.selected) {
        stack(routers[0]).tag(AppRoute.Tab.home)
        stack(routers[1]).tag(AppRoute.Tab.shop)
      }
    }

    /// One tab: a stack bound to the tab's path host, each screen drawn from its route.
    private func stack(_ router: Router<AppRoute>) -> some View {
      NavigatorStack(host: router.navigator.host as! NavigationPathHost) { element in
        switch router.route(of: element.screen) {
        case .product(let id): ProductView(id: id)
        case .reviews(let id), .review(let id): ReviewsView(id: id)
        default: HomeView()
        }
      }
    }
  }
// snippet-end
#endif
