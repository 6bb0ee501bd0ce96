import NavigatorKit
import NavigatorKitTesting
import Testing

/// A host that, like a `UINavigationController` with an app delegate of its own, runs app code synchronously inside
/// its stack operations: `onWillShow` after the navigator heard willShow, `onDidShow` before it hears didShow (the
/// order in which NavigatorKit's UIKit delegate proxy forwards the two to the app's delegate).
@MainActor
final class DelegatingHost: ForwardingHost, NavigationHostObserver {
  /// The app delegate's `navigationController(_:willShow:animated:)`.
  var onWillShow: ((DelegatingHost, any Screen) -> Void)?
  /// The app delegate's `navigationController(_:didShow:animated:)`.
  var onDidShow: ((DelegatingHost, any Screen) -> Void)?
  override init() {
    super.init()
    inner.navigationObserver = self
  }

  func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {
    navigationObserver?.navigationHost(self, willShow: screen, animated: animated)
    // Once: what the hook does may start another transition.
    if let hook = onWillShow {
      onWillShow = nil
      hook(self, screen)
    }
  }

  func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {
    if let hook = onDidShow {
      onDidShow = nil
      hook(self, screen)
    }
    navigationObserver?.navigationHost(self, didShow: screen, animated: animated)
  }

  func navigationHostDidEndTransition(_ host: any NavigationHost) {
    navigationObserver?.navigationHostDidEndTransition(self)
  }

  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {
    navigationObserver?.navigationHost(self, didDismiss: screen)
  }

  /// The leave reasons this host passes on from its inner stack; none by default, like a custom host that does not
  /// report reasons.
  var forwardedReasons: Set<LeaveReason> = []

  func navigationHost(_ host: any NavigationHost, willChangeStackBecause reason: LeaveReason) {
    if forwardedReasons.contains(reason) { navigationObserver?.navigationHost(self, willChangeStackBecause: reason) }
  }
}

/// The app's own navigation-controller delegate runs inside the navigator's push and pop, and may change the stack
/// there; whatever it changes is found before the call returns, as if it had been changed by any other path.
@MainActor
@Suite struct DelegateDuringTransitionTests {
  /// A navigator over a ``DelegatingHost`` with `names` pushed above the root, recording closures and events.
  private func makeStack(
    _ names: [String], animated: Bool = false
  ) -> (host: DelegatingHost, navigator: Navigator, screens: [HeadlessScreen], log: Log) {
    let host = DelegatingHost()
    let navigator = Navigator(host: host)
    let log = Log()
    log.observation = navigator.observe { event in log.entries.append(event.description) }
    navigator.onIssue = { issue in log.entries.append("issue(\(issue.kind))") }
    let screens = names.map { HeadlessScreen($0) }
    for screen in screens {
      navigator.push(screen, animated: animated) { log.entries.append("onPop(\(screen.name))") }
    }
    log.entries = []
    return (host, navigator, screens, log)
  }

  @MainActor
  final class Log {
    var entries: [String] = []
    var observation: NavigationObservation?
  }

  @Test(arguments: [false, true])
  func aScreenBelowTheTopReplacedDuringAPushRunsItsOnPopBeforeThePushReturns(animated: Bool) {
    let (host, navigator, screens, log) = makeStack(["A", "B"])
    let replacement = HeadlessScreen("A2")
    let pushed = HeadlessScreen("C")
    // Same depth and same top as the push alone would give: only the screen under B differs.
    host.onWillShow = { host, _ in
      host.setScreens([host.screens[0], replacement, screens[1], pushed], animated: false)
    }
    navigator.push(pushed, animated: animated) { log.entries.append("onPop(C)") }
    #expect(log.entries.contains("onPop(A)"))
    #expect(log.entries.contains("didPop([A])"))
    #expect(navigator.checkInvariants() == [])
    // The pushed screen kept its closure, and B still has its own.
    navigator.pop(to: host.screens[0], animated: false)
    #expect(log.entries.filter { $0.hasPrefix("onPop") } == ["onPop(A)", "onPop(C)", "onPop(B)"])
  }

  @Test(arguments: [false, true])
  func aScreenBelowTheTopReplacedDuringAPopRunsItsOnPopBeforeThePopReturns(animated: Bool) {
    let (host, navigator, screens, log) = makeStack(["A", "B", "C"])
    let replacement = HeadlessScreen("A2")
    // Same depth and same top as the pop alone would give: only the screen under B differs.
    host.onWillShow = { host, _ in
      host.setScreens([host.screens[0], replacement, screens[1]], animated: false)
    }
    navigator.pop(animated: animated)
    #expect(log.entries.filter { $0.hasPrefix("onPop") }.sorted() == ["onPop(A)", "onPop(C)"])
    #expect(navigator.checkInvariants() == [])
    #expect(host.screens.map { ($0 as? HeadlessScreen)?.name } == ["Root", "A2", "B"])
  }

  @Test func aDelegateThatPopsFromDidShowIsCaughtBeforeThePushReturns() {
    let (host, navigator, _, log) = makeStack(["A"])
    // The delegate pops A's successor as soon as it is shown, from didShow, before the navigator hears it.
    host.onDidShow = { host, _ in _ = host.pop(animated: false) }
    navigator.push(HeadlessScreen("B"), animated: false) { log.entries.append("onPop(B)") }
    #expect(log.entries.contains("onPop(B)"))
    #expect(navigator.screens.count == 2)
    #expect(navigator.checkInvariants() == [])
  }

  @Test func aDelegateThatPushesFromWillShowDuringAPopGetsItsScreenAdopted() {
    let (host, navigator, _, log) = makeStack(["A", "B"])
    let interstitial = HeadlessScreen("Interstitial")
    host.onWillShow = { host, _ in host.push(interstitial, animated: false) }
    navigator.pop(animated: false)
    #expect(log.entries.filter { $0.hasPrefix("onPop") } == ["onPop(B)"])
    #expect(navigator.checkInvariants() == [])
    // The adopted screen has no closure; A's still runs when it leaves.
    navigator.popToRoot(animated: false)
    #expect(log.entries.filter { $0.hasPrefix("onPop") } == ["onPop(B)", "onPop(A)"])
  }
}
