import NavigatorKit

/// The coordinator of a stack the scenarios show with no router: the window's stack, a pushed or presented flow, the
/// tab of a presented tab bar or a tab added later. Written as an app writes one, with no bookkeeping of its own.
@MainActor
package final class ScenarioFlow: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let navigator: Navigator
  package let rootScreen: any Screen

  package init(navigator: Navigator, root: any Screen) {
    self.navigator = navigator
    rootScreen = root
  }

  /// Puts the root on a stack of its own; a pushed flow's root is already on its parent's.
  package func start() {
    if navigator.screens.isEmpty { navigator.setScreens([rootScreen], animated: false) }
  }
}

/// A presented tab bar: its screen is a tab bar made by the presenting navigator's host, one stack per tab.
@MainActor
package final class ScenarioTabsFlow: NavigationCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let navigator: Navigator
  package let rootScreen: any Screen
  let tabs: [ScenarioFlow]

  init(navigator: Navigator, tabBar: any Screen, tabs: [ScenarioFlow]) {
    self.navigator = navigator
    rootScreen = tabBar
    self.tabs = tabs
  }

  package func start() {
    for tab in tabs {
      addChild(tab)
      tab.start()
    }
  }
}

/// A routed tab: pushes screens, presents sheets and flows for the routes of a link.
@MainActor
package final class ScenarioTab: RoutingCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let router: Router<ScenarioRoute>
  package let rootScreen: any Screen
  private let madeFlow: @MainActor (ScenarioRoutedFlow) -> Void

  init(_ name: String, router: Router<ScenarioRoute>, madeFlow: @escaping @MainActor (ScenarioRoutedFlow) -> Void) {
    self.router = router
    self.madeFlow = madeFlow
    rootScreen = router.screen(for: .root(name))
  }

  package func start() {
    navigator.setScreens([rootScreen], animated: false)
  }

  package func handling(for route: ScenarioRoute) -> RouteHandling<ScenarioRoute>? {
    switch route {
    case .screen: .push
    case .sheet: .present
    case .flow(let name):
      .presentChild { [router, madeFlow] in
        let flow = ScenarioRoutedFlow(name, router: router.makePresentedRouter())
        madeFlow(flow)
        return flow
      }
    case .tab, .root: nil
    }
  }
}

/// A flow a link presents, with a stack and a router of its own.
@MainActor
package final class ScenarioRoutedFlow: RoutingCoordinator {
  package var childCoordinators: [any Coordinator] = []
  package let router: Router<ScenarioRoute>
  package let rootScreen: any Screen
  let name: String

  init(_ name: String, router: Router<ScenarioRoute>) {
    self.name = name
    self.router = router
    rootScreen = router.screen(for: .flow(name))
  }

  package func start() {
    if navigator.screens.isEmpty { navigator.setScreens([rootScreen], animated: false) }
  }

  package func handling(for route: ScenarioRoute) -> RouteHandling<ScenarioRoute>? {
    switch route {
    case .screen: .push
    case .sheet: .present
    case .tab, .root, .flow: nil
    }
  }
}

/// The tab bar's coordinator: no stack of its own, one routed tab per tab; `.tab(index)` selects a tab.
@MainActor
package final class ScenarioTabs: RouteHandler {
  package var childCoordinators: [any Coordinator] = []
  var tabs: [ScenarioTab]
  private let select: @MainActor (Int) -> Void

  init(tabs: [ScenarioTab], select: @escaping @MainActor (Int) -> Void) {
    self.tabs = tabs
    self.select = select
  }

  package func start() {
    for tab in tabs {
      addChild(tab)
      tab.start()
    }
  }

  package func handling(for route: ScenarioRoute) -> RouteHandling<ScenarioRoute>? {
    guard case .tab(let index) = route, tabs.indices.contains(index) else { return nil }
    return .selectTab(tabs[index]) { [select] in select(index) }
  }
}
