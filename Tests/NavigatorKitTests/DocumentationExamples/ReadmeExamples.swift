import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

// README.md's routes section: a coordinator written once against a Router, with every type it uses defined here.

// snippet: readme-routes
enum StoreRoute: Route { case catalog, product(Int), specs }

final class StoreCoordinator: RoutingCoordinator {
  var childCoordinators: [any Coordinator] = []
  let router: Router<StoreRoute>
  let rootScreen: any Screen

  init(router: Router<StoreRoute>) {
    self.router = router
    rootScreen = router.screen(for: .catalog)
  }

  func start() { navigator.setScreens([rootScreen], animated: false) }

  func handling(for route: StoreRoute) -> RouteHandling<StoreRoute>? {
    switch route {
    case .catalog: nil  // the root: not reachable by a link
    case .product, .specs: .push
    }
  }
}
// snippet-end

@MainActor
@Suite struct ReadmeRoutesTests {
  @Test func aLinkOpensAndARelaunchRestoresTheStore() throws {
    // snippet: readme-routes
    let store = StoreCoordinator(router: Router(factory: .headless))  // in the app: a factory of view controllers
    store.start()
    store.open([.product(42), .specs])  // a deep link: keeps what matches, pops the rest, pushes what is missing
    #expect(store.router.routes == [.catalog, .product(42), .specs])
    // snippet-end
    let saved = try JSONEncoder().encode(store.router.state)
    let relaunched = StoreCoordinator(router: Router(factory: .headless))
    relaunched.start()
    relaunched.restore(try JSONDecoder().decode(RouterState<StoreRoute>.self, from: saved))
    #expect(relaunched.router.routes == [.catalog, .product(42), .specs])
  }
}

// README.md's leave-guard section.

// snippet: readme-guard
final class ProfileEditor: Screen { var hasUnsavedChanges = false }  // in the app: a UIViewController

@MainActor func edit(_ editor: ProfileEditor, on navigator: Navigator) {
  navigator.push(editor)
  navigator.setLeaveGuard(for: editor) { [weak editor] _ in  // asked before each exit the person starts
    !(editor?.hasUnsavedChanges ?? false)  // false: the swipe does not begin, Back does nothing
  }
}
// snippet-end

// README.md's results section.

// snippet: readme-results
enum ShirtSize { case small, large }

final class SizePicker: Screen {  // in the app: a UIViewController
  let completion = FlowCompletion<ShirtSize>()
  func didPick(_ size: ShirtSize) { completion.complete(size) }  // resumes the await, then pops the picker
}

@MainActor func chooseSize(on navigator: Navigator) async -> ShirtSize? {
  let picker = SizePicker()
  return await navigator.push(picker, completing: picker.completion).value  // nil: Back, a swipe, a parent gone…
}
// snippet-end

@MainActor
@Suite struct ReadmeFeatureTests {
  @Test func theGuardKeepsAnEditorWithChangesUntilTheAppLeaves() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Profile"))
    let navigator = Navigator(host: host)
    let editor = ProfileEditor()
    edit(editor, on: navigator)
    editor.hasUnsavedChanges = true

    host.tapBackButton()
    #expect(host.beginInteractivePop() == nil)
    #expect(navigator.topScreen === editor)

    editor.hasUnsavedChanges = false
    host.tapBackButton()
    #expect(navigator.topScreen !== editor)
  }

  @Test func theAwaitedPickerGivesItsValueOrNothing() async throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Shop"))
    let navigator = Navigator(host: host)
    for picks in [true, false] {
      let choosing = Task { await chooseSize(on: navigator) }
      for _ in 0..<100 where !(navigator.topScreen is SizePicker) { await Task.yield() }
      let picker = try #require(navigator.topScreen as? SizePicker)
      if picks { picker.didPick(.large) } else { host.tapBackButton() }
      #expect(await choosing.value == (picks ? .large : nil))
      #expect(navigator.topScreen !== picker)
    }
  }
}
