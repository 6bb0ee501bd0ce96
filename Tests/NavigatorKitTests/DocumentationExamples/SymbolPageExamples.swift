import NavigatorKit
import NavigatorKitTesting
import Testing

#if canImport(XCTest)
  import XCTest
#endif

// The examples of the symbol pages: every ```swift block in a `///` doc comment under Sources is one of these regions
// (or one the articles quote), and DocumentationSnippetTests holds each doc comment to its copy. Examples with view
// controllers are in Tests/UIKitAdapterTests/SymbolPageUIKitExamples.swift, routed ones in
// Tests/RoutingTests/RoutingSymbolPageExamples.swift.

/// What an app logs to; the examples' stand-in for an analytics client.
@MainActor
final class AnalyticsLog {
  var lines: [String] = []
  func log(_ line: String) { lines.append(line) }
}

// Coordinator's page.
// snippet: symbol-coordinator
final class RootCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  func start() {}  // shows the first screen
}
// snippet-end

// HeadlessPresentationControllerDelegate's page.
// snippet: symbol-presentation-delegate
final class SheetForm: HeadlessScreen, HeadlessPresentationControllerDelegate {
  var hasChanges = false
  func presentationControllerShouldDismiss(_ presented: HeadlessScreen) -> Bool { !hasChanges }
}
// snippet-end

/// A person signed in by `LoginCoordinator`.
struct Account: Equatable {
  var name: String
}

/// A child flow that ends with an account.
final class LoginCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = HeadlessScreen("Login")
  let completion = FlowCompletion<Account>()

  init(navigator: Navigator) { self.navigator = navigator }
  func start() {}
}

/// The coordinator around the symbol pages' examples that are written inside one.
final class SymbolPageCoordinator: NavigationCoordinator {
  var childCoordinators: [any Coordinator] = []
  let navigator: Navigator
  let rootScreen: any Screen = HeadlessScreen("Home")
  let analytics = AnalyticsLog()
  var signedIn: [Account] = []
  var accent = Color.red
  var log: [String] = []

  init(navigator: Navigator) { self.navigator = navigator }
  func start() { navigator.setScreens([rootScreen], animated: false) }
  func show(_ account: Account) { signedIn.append(account) }
  func apply(_ color: Color) { accent = color }

  func showDetail(_ detail: any Screen, of detailCoordinator: any Coordinator) {
    addChild(detailCoordinator)
    // snippet: symbol-navigator-push
    navigator.push(detail) {
      self.removeChild(detailCoordinator)  // once, whatever took `detail` off the stack
    }
    // snippet-end
  }

  func edit(_ editor: any Screen) {
    // snippet: symbol-navigator-push-reason
    navigator.push(editor) { reason in
      print("editor left: \(reason)")  // "editor left: backButton"
    }
    // snippet-end
  }

  func editLogged(_ editor: any Screen) {
    let analytics = analytics
    // snippet: symbol-leave-reason
    navigator.push(editor) { reason in
      if reason.isPersonInitiated {
        analytics.log("editor closed by the person: \(reason)")
      }
    }
    // snippet-end
  }

  func signIn() async {
    // snippet: symbol-coordinator-completing
    let signIn = LoginCoordinator(navigator: navigator)
    if let account = await pushCoordinator(signIn, completing: signIn.completion).value {
      show(account)
    }
    // snippet-end
  }

  func pickColor() async {
    // snippet: symbol-navigator-completing
    let picker = ColorPickerViewController()
    switch await navigator.push(picker, completing: picker.completion) {
    case .completed(let color): apply(color)
    case .left(let reason): print("no color (\(reason))")
    }
    // snippet-end
  }

  func pickColor(with picker: ColorPickerViewController) async {
    // snippet: symbol-flow-outcome
    switch await navigator.push(picker, completing: picker.completion) {
    case .completed(let color): apply(color)
    case .left(let reason): print("no color: \(reason)")
    }
    // snippet-end
  }

  // snippet: symbol-respond-to-tap
  func orderTapped(_ order: Order) {  // from a table view's didSelectRowAt, a button's action…
    navigator.respondToTap {
      navigator.push(OrderDetailViewController(order: order))
    }
  }
  // snippet-end

  func logEvents() {
    // snippet: symbol-events
    Task { @MainActor in
      for await event in navigator.events {
        analytics.log(event.description)
      }
    }
    // snippet-end
  }
}

@MainActor
@Suite struct SymbolPageExamples {
  let host = HeadlessNavigationController(root: HeadlessScreen("Home"))

  @Test func navigatorRunsOnLeaveOnce() {
    let navigationController = host
    let detail = HeadlessScreen("Detail")
    // snippet: symbol-navigator
    // In the app, `navigationController` is a UINavigationController.
    let navigator = Navigator(host: navigationController)
    navigator.push(ProductListViewController())
    navigator.push(detail) {
      // Runs once, when `detail` leaves the stack:
      // Back, a finished swipe-back, pop, popToRoot,
      // setScreens, or a pop made on the navigation
      // controller directly. Never for a cancelled swipe.
      print("detail left")
    }
    // snippet-end
    navigator.popToRoot()
    #expect(host.screens.count == 1)
  }

  @Test func theCoordinatorExamplesRunAsShown() async {
    let coordinator = SymbolPageCoordinator(navigator: Navigator(host: host))
    coordinator.start()
    let detailCoordinator = RootCoordinator()
    coordinator.showDetail(HeadlessScreen("Detail"), of: detailCoordinator)
    #expect(coordinator.childCoordinators.count == 1)
    host.tapBackButton()
    #expect(coordinator.childCoordinators.isEmpty)

    coordinator.editLogged(HeadlessScreen("Editor"))
    host.tapBackButton()
    #expect(coordinator.analytics.lines == ["editor closed by the person: backButton"])

    let tap = Task { coordinator.orderTapped(Order()) }
    await tap.value
    #expect((coordinator.navigator.topScreen as? HeadlessScreen)?.name == "OrderDetail")
  }

  @Test func anAwaitedPickerAppliesItsColor() async throws {
    let coordinator = SymbolPageCoordinator(navigator: Navigator(host: host))
    coordinator.start()
    let picking = Task { await coordinator.pickColor() }
    for _ in 0..<100 where !(coordinator.navigator.topScreen is ColorPickerViewController) { await Task.yield() }
    let picker = try #require(coordinator.navigator.topScreen as? ColorPickerViewController)
    picker.didPick(.teal)
    await picking.value
    #expect(coordinator.accent == .teal)
  }

  @Test func issues() {
    let navigator = Navigator(host: host)
    // snippet: symbol-issue-kinds
    navigator.onIssue = { issue in
      switch issue.kind {
      case .tapIgnored, .screenAlreadyInStack:
        print("a double tap, ignored: \(issue)")
      default:
        assertionFailure(issue.description)
      }
    }
    // snippet-end
    let detail = HeadlessScreen("Detail")
    navigator.push(detail)
    navigator.push(detail)
    #expect(host.screens.count == 2)
  }

  @Test func audit() {
    let navigator = Navigator(host: host)
    var issues: [NavigationIssue] = []
    navigator.onIssue = { issues.append($0) }
    // snippet: symbol-lifetime-audit
    let audit = CoordinatorLifetimeAudit(checksAutomatically: false)
    navigator.lifetimeAudit = audit
    // … finish a flow …
    audit.checkNow()  // reports every removed child that is still alive
    // snippet-end
    #expect(issues.isEmpty)
  }

  @Test func waitUntilSettled() async {
    let navigator = Navigator(host: host)
    host.transitionMode = .manual
    let detail = HeadlessScreen("Detail")
    Task { host.completeTransition() }
    // snippet: symbol-wait-until-settled
    navigator.push(detail)
    await navigator.waitUntilSettled()  // the push animation is over; onLeave closures of what left have run
    // snippet-end
    #expect(navigator.isSettled)
  }

  @Test func leaveGuard() {
    let navigator = Navigator(host: host)
    let form = EditProfileViewController(profile: Profile())
    navigator.push(form)
    // snippet: symbol-leave-guard
    navigator.setLeaveGuard(for: form) { [weak form] _ in
      !(form?.hasUnsavedChanges ?? false)
    }
    // snippet-end
    form.hasUnsavedChanges = true
    host.tapBackButton()
    #expect(navigator.topScreen === form)
  }

  @Test func headlessScreen() {
    let navigator = Navigator(host: host)
    // snippet: symbol-headless-screen
    let list = HeadlessScreen("ProductList")
    navigator.push(list)
    // snippet-end
    #expect(navigator.topScreen === list)
  }

  @Test func manualTransitions() throws {
    let navigator = Navigator(host: host)
    var left = false
    navigator.push(HeadlessScreen("Detail"), animated: false) { left = true }
    // snippet: symbol-interactive-transition
    host.transitionMode = .manual
    let swipe = try #require(host.beginInteractivePop())
    swipe.update(progress: 0.3)
    swipe.cancel()  // the finger lifts: the screen animates back
    #expect(swipe.state == .settling)
    host.completeTransition()  // the settle animation ends; the screen stays and no onLeave runs
    // snippet-end
    #expect(!left)
    #expect(host.screens.count == 2)
  }

  @Test func transitionCoordinator() throws {
    let navigator = Navigator(host: host)
    navigator.push(HeadlessScreen("Detail"), animated: false)
    // snippet: symbol-transition-context
    let swipe = try #require(host.beginInteractivePop())
    let context = try #require(host.transitionCoordinator)
    context.notifyWhenInteractionChanges { context in
      if !context.isCancelled { print("the swipe will complete") }
    }
    swipe.finish()  // prints "the swipe will complete"
    // snippet-end
    #expect(host.screens.count == 1)
  }

  @Test func tabs() {
    let homeHost = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let searchHost = HeadlessNavigationController(root: HeadlessScreen("Search"))
    let search = Navigator(host: searchHost)
    search.push(HeadlessScreen("Result"), animated: false)
    // snippet: symbol-tab-bar
    let tabs = HeadlessTabBarController(tabs: [homeHost, searchHost])
    tabs.tapTab(at: 1)  // Search is on screen; Home is off the window
    tabs.tapSelectedTab()  // Search pops to its root
    // snippet-end
    #expect(searchHost.screens.count == 1)
  }
}

#if canImport(XCTest)
  final class CheckoutRetainCycleXCTests: XCTestCase {
    // snippet: symbol-track-for-memory-leaks
    func testCheckoutHasNoRetainCycle() {
      let checkout = MainActor.assumeIsolated {
        let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
        return CheckoutCoordinator(cart: .sample, navigator: Navigator(host: host))
      }
      trackForMemoryLeaks(checkout)
    }
    // snippet-end
  }
#endif

// ContainerScreen's page.
// snippet: symbol-container-screen
final class SplitScreen: ContainerScreen {
  let primary: any NavigationHost
  let secondary: any NavigationHost
  init(primary: any NavigationHost, secondary: any NavigationHost) {
    (self.primary, self.secondary) = (primary, secondary)
  }
  var childScreens: [any Screen] { [primary, secondary] }
}
// snippet-end

@MainActor
@Suite struct ContainerScreenExamples {
  /// A container of the app's own takes the stacks it lists along when it is dismissed.
  @Test func dismissingASplitScreenEndsBothStacks() {
    let home = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: home)
    let primary = HeadlessNavigationController(root: HeadlessScreen("List"))
    let secondary = HeadlessNavigationController(root: HeadlessScreen("Detail"))
    let primaryNavigator = Navigator(host: primary)
    let secondaryNavigator = Navigator(host: secondary)
    var left: [String] = []
    primaryNavigator.push(HeadlessScreen("Item"), animated: false) { left.append("Item:\($0)") }
    secondaryNavigator.push(HeadlessScreen("Photo"), animated: false) { left.append("Photo:\($0)") }
    navigator.present(SplitScreen(primary: primary, secondary: secondary), animated: false) {
      left.append("Split:\($0)")
    }
    navigator.dismiss(animated: false)
    #expect(left == ["Item:dismiss", "Photo:dismiss", "Split:dismiss"])
  }
}
