import NavigatorKit
import NavigatorKitTesting
import Testing

/// The headless stack obeys the rules of the "UIKit's rules, as NavigatorKit models them" article (UIKitRules.md in
/// the documentation catalog); each test names the rule it checks.
@MainActor
@Suite struct HeadlessRulesTests {
  /// Records what the host tells its observer.
  final class Spy: NavigationHostObserver {
    var log: [String] = []
    func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {
      log.append("willShow(\(name(screen)), \(animated))")
    }
    func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {
      log.append("didShow(\(name(screen)), \(animated))")
    }
    func navigationHostDidEndTransition(_ host: any NavigationHost) { log.append("end") }
    func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {
      log.append("didDismiss(\(name(screen)))")
    }
    private func name(_ screen: any Screen) -> String { (screen as? HeadlessScreen)?.name ?? "?" }
  }

  /// A presented screen covers the stack's navigation bar: the person cannot reach its back button, so a tap on it
  /// pops nothing until the presentation is gone.
  @Test func theBackButtonCannotBeTappedUnderAPresentation() {
    let (host, _) = Self.makeHost(["Root", "Detail"], mode: .immediate)
    host.presentScreen(HeadlessScreen("Sheet"), animated: false, completion: nil)
    host.tapBackButton()
    #expect(host.screens.count == 2)
    host.dismissPresentedScreen(animated: false, completion: nil)
    host.tapBackButton()
    #expect(host.screens.count == 1)
  }

  /// An app that turns the edge swipe off (`interactivePopGestureRecognizer.isEnabled = false`) gets no swipe-back: the
  /// person's drag from the edge begins nothing, and the stack keeps its top.
  @Test func aDisabledEdgeSwipeBeginsNothing() {
    let (host, spy) = Self.makeHost(["Root", "Detail"], mode: .manual)
    host.isInteractivePopEnabled = false
    #expect(host.beginInteractivePop() == nil)
    #expect(host.screens.count == 2)
    #expect(!host.isTransitioning)
    #expect(spy.log.isEmpty)
  }

  /// A stack of headless screens called `names`, root first, in `mode`, with a spy as its observer. Shared with
  /// ``HeadlessCorrectionsTests``.
  static func makeHost(_ names: [String], mode: TransitionMode) -> (HeadlessNavigationController, Spy) {
    let host = HeadlessNavigationController(root: HeadlessScreen(names[0]))
    for name in names.dropFirst() { host.push(HeadlessScreen(name), animated: false) }
    host.transitionMode = mode
    let spy = Spy()
    host.navigationObserver = spy
    return (host, spy)
  }

  private func makeHost(_ names: [String], mode: TransitionMode = .immediate) -> (HeadlessNavigationController, Spy) {
    Self.makeHost(names, mode: mode)
  }

  @Test func R1_R2_pushChangesTheStackAtOnceThenWillShowThenDidShow() {
    let (host, spy) = makeHost(["Root"], mode: .manual)
    let a = HeadlessScreen("A")
    host.push(a, animated: true)
    #expect(host.screens.last === a)
    #expect(spy.log == ["willShow(A, true)"])
    host.completeTransition()
    #expect(spy.log == ["willShow(A, true)", "didShow(A, true)", "end"])
  }

  @Test func R3_popReturnsThePoppedScreenAndNilAtTheRoot() {
    let (host, spy) = makeHost(["Root", "A"])
    #expect(names(host.pop(animated: false).map { [$0] }) == ["A"])
    #expect(names(host.screens) == ["Root"])
    #expect(spy.log == ["willShow(Root, false)", "didShow(Root, false)"])
    #expect(host.pop(animated: true) == nil)
    #expect(spy.log.count == 2)
  }

  @Test func R4_popToReturnsStackOrderWithOneShowPairAndRefusesAStranger() {
    let (host, spy) = makeHost(["Root", "A", "B", "C"])
    let a = host.screens[1]
    #expect(names(host.pop(to: a, animated: true)) == ["B", "C"])
    #expect(spy.log == ["willShow(A, true)", "didShow(A, true)", "end"])
    #expect(host.pop(to: a, animated: true)?.isEmpty == true)
    #expect(host.pop(to: HeadlessScreen("X"), animated: true) == nil)
    #expect(
      host.exceptions == ["NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist."])
    #expect(names(host.screens) == ["Root", "A"])
  }

  @Test func R5_popToRootReturnsIndicesOneThroughNWithOneShowPair() {
    let (host, spy) = makeHost(["Root", "A", "B"])
    #expect(names(host.popToRoot(animated: true)) == ["A", "B"])
    #expect(spy.log == ["willShow(Root, true)", "didShow(Root, true)", "end"])
    #expect(host.popToRoot(animated: true)?.isEmpty == true)
  }

  @Test func R6_optInQuirkStaleStackAfterAMultiPopUntilTheNextLayoutPass() {
    let (host, _) = makeHost(["A", "B", "C"])
    host.quirks = [.staleStackAfterMultiPop]
    host.popToRoot(animated: false)
    #expect(names(host.screens) == ["C", "A"])
    host.layoutIfNeeded()
    #expect(names(host.screens) == ["A"])

    let (plain, _) = makeHost(["A", "B", "C"])
    plain.popToRoot(animated: false)
    #expect(names(plain.screens) == ["A"])
    let (single, _) = makeHost(["A", "B"])
    single.quirks = [.staleStackAfterMultiPop]
    single.popToRoot(animated: false)  // skips nothing: no stale read
    #expect(names(single.screens) == ["A"])
  }

  @Test func R7_setScreensRunsOneTransitionForTheNewTopAndRefusesDuplicates() {
    let (host, spy) = makeHost(["A", "B", "C"])
    let (a, b) = (host.screens[0], host.screens[1])
    let d = HeadlessScreen("D")
    host.setScreens([d, a, b], animated: true)  // A,B,C → D,A,B is a pop to B
    #expect(spy.log == ["willShow(B, true)", "didShow(B, true)", "end"])
    host.setScreens([a, b], animated: true)  // top unchanged: no transition
    #expect(spy.log.count == 3)
    host.setScreens([a, a], animated: true)
    #expect(host.exceptions.first?.contains("must be distinct") == true)
    #expect(names(host.screens) == ["A", "B"])
  }

  @Test func R9_offWindowStacksChangeButDeliverNoShowCallbacks() {
    let (host, spy) = makeHost(["Root", "A"], mode: .manual)
    host.isInWindow = false
    host.push(HeadlessScreen("B"), animated: true)
    host.pop(animated: true)
    host.popToRoot(animated: true)
    #expect(names(host.screens) == ["Root"])
    #expect(!host.isTransitioning)
    #expect(spy.log.isEmpty)
    #expect(host.beginInteractivePop() == nil)
  }

  /// A test that ends with a manual transition still in flight must not keep the host, and with it every screen on
  /// its stack, alive: a leak check on those screens would blame the app.
  @Test func aHostDroppedInTheMiddleOfATransitionIsReleasedWithItsScreens() {
    weak var pushingHost: HeadlessNavigationController?
    weak var pushedScreen: HeadlessScreen?
    weak var dismissingHost: HeadlessNavigationController?
    weak var dismissedSheet: HeadlessNavigationController?
    do {
      let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
      host.transitionMode = .manual
      let screen = HeadlessScreen("A")
      host.push(screen, animated: true)
      #expect(host.isTransitioning)
      pushingHost = host
      pushedScreen = screen

      let presenting = HeadlessNavigationController(root: HeadlessScreen("Root"))
      presenting.transitionMode = .manual
      let sheet = HeadlessNavigationController("Sheet", root: HeadlessScreen("Form"))
      presenting.presentScreen(sheet, animated: false, completion: nil)
      presenting.dismissPresentedScreen(animated: true, completion: nil)
      #expect(presenting.isTransitioning)
      dismissingHost = presenting
      dismissedSheet = sheet
    }
    #expect(pushingHost == nil)
    #expect(pushedScreen == nil)
    #expect(dismissingHost == nil)
    #expect(dismissedSheet == nil)
  }

  @Test func theCallbackLogKeepsTheMostRecentCallbacksInOrder() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let capacity = HeadlessNavigationController.callbackLogCapacity
    // Two callbacks per push and per pop: a little more than the capacity, ending with a push of "Last".
    for index in 0..<(capacity / 4 + 3) {
      host.push(HeadlessScreen("S\(index)"), animated: true)
      host.pop(animated: true)
    }
    host.push(HeadlessScreen("Last"), animated: true)
    let log = host.callbackLog
    #expect(log.count == capacity)
    #expect(log.suffix(4) == ["willShow(Root)", "didShow(Root)", "willShow(Last)", "didShow(Last)"])
    // 1,014 callbacks: the first 14 — three rounds and the push of S3 — are forgotten.
    #expect(log.prefix(3) == ["willShow(Root)", "didShow(Root)", "willShow(S4)"])
  }

  @Test func R11_swipeBeganRemovesTheTopAndCallsWillShowOnce() throws {
    let (host, spy) = makeHost(["Root", "A", "B"])
    let swipe = try #require(host.beginInteractivePop())
    #expect(names(host.screens) == ["Root", "A"])
    #expect(host.isTransitioning)
    #expect(spy.log == ["willShow(A, true)"])
    swipe.update(progress: 0.5)
    #expect(swipe.progress == 0.5)
    #expect(spy.log.count == 1)
  }

  @Test func R12_finishedSwipeCallsDidShow() throws {
    let (host, spy) = makeHost(["Root", "A", "B"])
    let swipe = try #require(host.beginInteractivePop())
    swipe.finish()
    #expect(swipe.state == .finished)
    #expect(spy.log == ["willShow(A, true)", "didShow(A, true)", "end"])
    #expect(!host.isTransitioning)
  }

  @Test func R13_cancelledSwipeRestoresTheStackAndDeliversNoShowCallbacks() throws {
    let (host, spy) = makeHost(["Root", "A", "B"])
    let swipe = try #require(host.beginInteractivePop())
    swipe.cancel()
    swipe.finish()  // ignored: the transition already ended
    #expect(swipe.state == .cancelled)
    #expect(names(host.screens) == ["Root", "A", "B"])
    #expect(spy.log == ["willShow(A, true)", "end"])
  }

  @Test func R11_noSwipeWithOnlyTheRoot() {
    let (host, _) = makeHost(["Root"])
    #expect(host.beginInteractivePop() == nil)
  }

  @Test func R19_pushingTheSameInstanceTwiceIsRefused() {
    let (host, spy) = makeHost(["Root", "A"])
    host.push(host.screens[1], animated: true)
    #expect(host.exceptions.count == 1)
    #expect(host.exceptions.first?.hasPrefix("NSInvalidArgumentException") == true)
    #expect(names(host.screens) == ["Root", "A"])
    #expect(spy.log.isEmpty)
  }

  @Test func R20_pushDuringATransitionIsDeferredAndPopIsDropped() {
    let (host, _) = makeHost(["Root"], mode: .manual)
    let a = HeadlessScreen("A")
    host.push(a, animated: true)
    host.push(HeadlessScreen("B"), animated: true)
    host.push(a, animated: true)  // the double tap
    #expect(host.pop(animated: true) == nil)
    #expect(names(host.screens) == ["Root", "A"])
    host.completeTransition()  // B's deferred push runs and starts its own transition
    #expect(names(host.screens) == ["Root", "A", "B"])
    host.completeTransition()  // the deferred double-tap push now fails the R19 check
    #expect(host.exceptions.count == 1)
    #expect(host.consoleMessages.contains("nested push animation can result in a corrupted navigation bar"))
  }

  @Test func R21_presentingWhilePresentingPresentsNothingAndNeverCallsBack() {
    let (host, _) = makeHost(["Root"])
    var completions = 0
    host.presentScreen(HeadlessScreen("First"), animated: true) { completions += 1 }
    host.presentScreen(HeadlessScreen("Second"), animated: true) { completions += 1 }
    #expect((host.presentedScreen as? HeadlessScreen)?.name == "First")
    #expect(completions == 1)
    #expect(host.consoleMessages.last?.hasPrefix("Attempt to present Second") == true)
  }

  @Test func R22_R23_programmaticDismissRunsTheCompletionAndNoPresentationCallbacks() {
    let (host, spy) = makeHost(["Root"], mode: .manual)
    host.presentScreen(HeadlessScreen("Sheet"), animated: false, completion: nil)
    var completed = false
    host.dismissPresentedScreen(animated: true) { completed = true }
    #expect(host.presentedScreen != nil)  // still on screen until the transition ends
    host.completeTransition()
    #expect(completed)
    #expect(host.presentedScreen == nil)
    #expect(spy.log == ["end"])
  }

  @Test func R23_pullDownRespectsModalInPresentationAndCancelledDragsDismissNothing() throws {
    let (host, spy) = makeHost(["Root"])
    let sheet = HeadlessScreen("Sheet")
    host.presentScreen(sheet, animated: true, completion: nil)
    sheet.isModalInPresentation = true
    #expect(host.beginInteractiveDismiss() == nil)
    #expect(host.callbackLog.last == "presentationControllerDidAttemptToDismiss(Sheet)")
    sheet.isModalInPresentation = false
    try #require(host.beginInteractiveDismiss()).cancel()
    #expect(host.presentedScreen === sheet)
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(host.presentedScreen == nil)
    // The animated presentation ends too, then the cancelled pull-down, then the finished one.
    #expect(spy.log == ["end", "end", "didDismiss(Sheet)", "end"])
  }

  @Test func R24_R25_tabsKeepTheirStacksOnlyTheSelectedOneIsInTheWindowAndReTapPopsToRoot() {
    let (home, homeSpy) = makeHost(["Home", "Detail"])
    let (search, _) = makeHost(["Search"])
    let tabs = HeadlessTabBarController(tabs: [home, search])
    #expect(home.isInWindow && !search.isInWindow)
    tabs.tapTab(at: 1)
    #expect(!home.isInWindow && search.isInWindow)
    #expect(names(home.screens) == ["Home", "Detail"])
    home.pop(animated: true)  // off the window: no show callbacks (R9)
    #expect(homeSpy.log.isEmpty)
    tabs.selectedIndex = 0
    home.push(HeadlessScreen("Other"), animated: true)
    tabs.tapSelectedTab()
    #expect(names(home.screens) == ["Home"])
    #expect(homeSpy.log.suffix(3) == ["willShow(Home, true)", "didShow(Home, true)", "end"])
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 0)
  }
}

/// The rules about the transition coordinator and first appearance, and what they mean for the usual pop check.
@MainActor
@Suite struct HeadlessCoordinatorRulesTests {
  /// The usual hand-rolled pop detection: on didShow, run the closure of the transition's `from` screen if it is no
  /// longer on the stack (rule R15).
  final class CommonFromCheck: NavigationHostObserver {
    var completions: [ObjectIdentifier: String] = [:]
    var ran: [String] = []
    func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {
      guard let headless = host as? HeadlessNavigationController, let from = headless.transitionCoordinator?.from,
        !host.screens.contains(where: { $0 === from }),
        let name = completions.removeValue(forKey: ObjectIdentifier(from))
      else { return }
      ran.append(name)
    }
    func navigationHostDidEndTransition(_ host: any NavigationHost) {}
    func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
  }

  private func stack(_ names: [String]) -> (HeadlessNavigationController, CommonFromCheck, [HeadlessScreen]) {
    let screens = names.map(HeadlessScreen.init)
    let host = HeadlessNavigationController(root: screens[0])
    for screen in screens.dropFirst() { host.push(screen, animated: false) }
    let check = CommonFromCheck()
    for screen in screens.dropFirst() { check.completions[ObjectIdentifier(screen)] = screen.name }
    host.navigationObserver = check
    return (host, check, screens)
  }

  @Test func R10_theCoordinatorLastsFromWillShowThroughDidShowOfAnimatedTransitionsOnly() throws {
    let (host, _, screens) = stack(["Root", "A"])
    host.transitionMode = .manual
    host.pop(animated: true)
    let context = try #require(host.transitionCoordinator)
    #expect(context.from === screens[1] && context.to === screens[0] && !context.isInteractive)
    host.completeTransition()
    #expect(host.transitionCoordinator == nil)
    host.push(HeadlessScreen("B"), animated: false)
    #expect(host.transitionCoordinator == nil)
  }

  @Test func R10_theSameTransitionGivesTheSameCoordinatorEveryTimeItIsRead() throws {
    let (host, _, _) = stack(["Root", "A"])
    host.transitionMode = .manual
    host.push(HeadlessScreen("B"), animated: true)
    let first = try #require(host.transitionCoordinator)
    #expect(host.transitionCoordinator === first)
    host.completeTransition()
    host.pop(animated: true)
    let second = try #require(host.transitionCoordinator)
    #expect(second !== first && second.to === host.screens.last)
  }

  @Test func R10_R13_aCancelledSwipesCoordinatorSaysSoWhenTheTransitionEnds() throws {
    let (host, _, _) = stack(["Root", "A"])
    let swipe = try #require(host.beginInteractivePop())
    let context = try #require(host.transitionCoordinator)
    #expect(context.isInteractive && !context.isCancelled)
    swipe.cancel()
    #expect(context.isCancelled)
    #expect(host.transitionCoordinator == nil)
  }

  @Test func R15_theCommonFromCheckCatchesAnimatedSinglePopsAndIgnoresCancelledSwipes() throws {
    let (host, check, _) = stack(["Root", "A", "B"])
    try #require(host.beginInteractivePop()).cancel()
    #expect(check.ran.isEmpty)
    host.tapBackButton()
    #expect(check.ran == ["B"])
  }

  @Test func R15_theCommonFromCheckMissesNonAnimatedPopsAndTheMiddleOfMultiPops() {
    let (host, check, _) = stack(["Root", "A", "B", "C"])
    host.pop(animated: false)  // no coordinator: C is missed
    host.popToRoot(animated: true)  // only B is the from screen: A is missed
    #expect(check.ran == ["B"])
    #expect(check.completions.count == 2)  // what a Navigator would leak

    let navigator = Navigator(host: HeadlessNavigationController(root: HeadlessScreen("Root")))
    var popped: [String] = []
    for name in ["A", "B", "C"] { navigator.push(HeadlessScreen(name), animated: false) { popped.append(name) } }
    _ = navigator.host.pop(animated: false)
    _ = navigator.host.popToRoot(animated: true)
    #expect(popped == ["C", "B", "A"])
  }

  @Test func R8_firstAppearanceShowsTheTopOnceOrTwiceWithTheIOS12Quirk() {
    let (host, _, _) = stack(["Root"])
    let spy = HeadlessRulesTests.Spy()
    host.navigationObserver = spy
    host.appear()
    host.appear()
    #expect(spy.log == ["willShow(Root, false)", "didShow(Root, false)"])

    let (quirky, _, _) = stack(["Root"])
    quirky.quirks = [.duplicateInitialDidShow]
    let quirkySpy = HeadlessRulesTests.Spy()
    quirky.navigationObserver = quirkySpy
    quirky.appear()
    #expect(quirkySpy.log == ["willShow(Root, false)", "didShow(Root, false)", "didShow(Root, false)"])
  }

  @Test func R8_aNavigatorAnnouncesTheRootOnceEvenWhenDidShowComesTwice() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    host.quirks = [.duplicateInitialDidShow]
    let navigator = Navigator(host: host)
    var events: [String] = []
    let token = navigator.observe { events.append($0.description) }
    host.appear()
    #expect(events.isEmpty)  // the root was adopted at init; a repeated didShow announces nothing new
    token.cancel()
  }
}

/// The names of headless screens, for comparing stacks and returned screens.
func names(_ screens: [any Screen]?) -> [String]? { screens?.map { ($0 as! HeadlessScreen).name } }
