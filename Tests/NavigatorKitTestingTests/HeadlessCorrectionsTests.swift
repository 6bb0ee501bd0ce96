import NavigatorKit
import NavigatorKitTesting
import Testing

/// The corrections and additions to UIKit's rules (rules R8a–R23b of the rules article): the settle phase of
/// interactive transitions, calls made during a transition, stacks off the window, shared and nested presentations,
/// the pull-down's questions, and the readings that no source settles.
@MainActor
@Suite struct HeadlessCorrectionsTests {
  typealias Spy = HeadlessRulesTests.Spy

  /// Manual transitions by default: most corrections are about what happens while one is in flight.
  private func makeHost(_ names: [String], mode: TransitionMode = .manual) -> (HeadlessNavigationController, Spy) {
    HeadlessRulesTests.makeHost(names, mode: mode)
  }

  // MARK: R10a, the settle phase

  @Test func R10a_interactivePopSettlesNonInteractively() throws {
    let (host, spy) = makeHost(["Root", "A", "B"])
    let swipe = try #require(host.beginInteractivePop())
    let context = try #require(host.transitionCoordinator)
    var changes: [String] = []
    context.notifyWhenInteractionChanges {
      changes.append("interactive \($0.isInteractive), cancelled \($0.isCancelled)")
    }
    #expect(context.isInteractive)

    swipe.finish()  // the finger lifts past the threshold; the screen animates the rest of the way
    #expect(swipe.state == .settling)
    #expect(host.isTransitioning)
    #expect(host.transitionCoordinator === context)
    #expect(!context.isInteractive && !context.isCancelled)
    #expect(changes == ["interactive false, cancelled false"])
    #expect(spy.log == ["willShow(A, true)"])

    // Calls arrive during the settle animation: a push waits for its end.
    host.push(HeadlessScreen("C"), animated: false)
    #expect(names(host.screens) == ["Root", "A"])

    host.completeTransition()
    #expect(swipe.state == .finished)
    #expect(spy.log == ["willShow(A, true)", "didShow(A, true)", "end", "willShow(C, false)", "didShow(C, false)"])
    #expect(names(host.screens) == ["Root", "A", "C"])
  }

  @Test func R10a_aCancelledSwipeRestoresTheStackWhenItHasSettled() throws {
    let (host, spy) = makeHost(["Root", "A"])
    let swipe = try #require(host.beginInteractivePop())
    let context = try #require(host.transitionCoordinator)
    swipe.cancel()
    #expect(swipe.state == .settling && swipe.isCancelled)
    #expect(context.isCancelled && !context.isInteractive)
    #expect(names(host.screens) == ["Root"])
    host.completeTransition()
    #expect(swipe.state == .cancelled)
    #expect(names(host.screens) == ["Root", "A"])
    #expect(spy.log == ["willShow(Root, true)", "end"])
  }

  @Test func R10a_aSwipeGrabbedAgainWhileSettlingIsInteractiveAgain() throws {
    let (host, spy) = makeHost(["Root", "A"])
    let swipe = try #require(host.beginInteractivePop())
    let context = try #require(host.transitionCoordinator)
    var changes = 0
    context.notifyWhenInteractionChanges { _ in changes += 1 }
    swipe.cancel()
    #expect(swipe.interrupt())
    #expect(swipe.state == .interacting && context.isInteractive && !context.isCancelled)
    host.completeTransition()  // nothing is settling any more
    #expect(host.isTransitioning)
    swipe.finish()
    host.completeTransition()
    #expect(changes == 3)
    #expect(spy.log == ["willShow(Root, true)", "didShow(Root, true)", "end"])
    #expect(!swipe.interrupt())
  }

  @Test func R10a_aNavigatorQueuesCallsMadeDuringTheSettleAnimationAndRunsOnPopAtItsEnd() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    host.transitionMode = .manual
    let navigator = Navigator(host: host)
    var log: [String] = []
    navigator.push(HeadlessScreen("A"), animated: false) { log.append("onPop(A)") }
    let swipe = try #require(host.beginInteractivePop())
    swipe.finish()
    navigator.push(HeadlessScreen("B"), animated: false) { log.append("onPop(B)") }
    #expect(navigator.queuedCommandCount == 1)
    #expect(log.isEmpty)
    host.completeTransition()
    #expect(log == ["onPop(A)"])
    #expect(names(host.screens) == ["Root", "B"])
  }

  /// R14's fix, as hand-rolled code writes it: decide in willShow, but for an interactive transition wait for the
  /// interaction to end and check it was not cancelled. It counts a finished swipe once and a cancelled one never.
  @Test func R14_aWillShowCheckDeferredToTheInteractionsEndIgnoresCancelledSwipes() throws {
    final class WillShowCheck: NavigationHostObserver {
      var popped: [String] = []
      func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {
        guard let headless = host as? HeadlessNavigationController, let context = headless.transitionCoordinator,
          let from = context.from as? HeadlessScreen
        else { return }
        guard context.isInteractive else { return popped.append(from.name) }
        context.notifyWhenInteractionChanges { [unowned self] context in
          if !context.isCancelled { popped.append(from.name) }
        }
      }
      func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {}
      func navigationHostDidEndTransition(_ host: any NavigationHost) {}
      func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
    }
    let (host, _) = makeHost(["Root", "A"])
    let check = WillShowCheck()
    host.navigationObserver = check
    try #require(host.beginInteractivePop()).cancel()
    host.completeTransition()
    #expect(check.popped.isEmpty)
    try #require(host.beginInteractivePop()).finish()
    host.completeTransition()
    #expect(check.popped == ["A"])
  }

  @Test func R9_aNavigatorPoppingOffTheWindowStillReturnsWhatItPopped() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    navigator.push(HeadlessScreen("A"), animated: false)
    navigator.push(HeadlessScreen("B"), animated: false)
    host.isInWindow = false
    #expect(names(navigator.popToRoot()) == ["A", "B"])
  }

  // MARK: R10, what immediate mode skips

  @Test func R10_immediateModeEndsEveryAnimatedTransitionWithItsCompletion() {
    let (host, spy) = makeHost(["Root"], mode: .immediate)
    var coordinatorDuringCall: HeadlessNavigationController.TransitionContext?
    var completed = 0
    final class Reader: NavigationHostObserver {
      var onWillShow: () -> Void = {}
      func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) { onWillShow() }
      func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {}
      func navigationHostDidEndTransition(_ host: any NavigationHost) {}
      func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
    }
    let reader = Reader()
    reader.onWillShow = {
      coordinatorDuringCall = host.transitionCoordinator
      coordinatorDuringCall?.animate(alongsideTransition: nil) { _ in completed += 1 }
    }
    host.navigationObserver = reader
    host.push(HeadlessScreen("A"), animated: true)
    #expect(coordinatorDuringCall != nil)
    #expect(completed == 1)
    #expect(host.transitionCoordinator == nil)  // what immediate mode skips: the coordinator after the call
    host.navigationObserver = spy
    host.presentScreen(HeadlessScreen("Sheet"), animated: true, completion: nil)
    #expect(spy.log == ["end"])
  }

  @Test func R10_animatedPresentationsHaveACoordinatorUntilTheyEnd() throws {
    let (host, _) = makeHost(["Root"])
    let sheet = HeadlessScreen("Sheet")
    var completed = false
    host.presentScreen(sheet, animated: true) { completed = true }
    let presenting = try #require(host.transitionCoordinator)
    #expect(presenting.from === host && presenting.to === sheet)
    host.completeTransition()
    #expect(completed && host.transitionCoordinator == nil)
    host.dismissPresentedScreen(animated: true, completion: nil)
    let dismissing = try #require(host.transitionCoordinator)
    #expect(dismissing.from === sheet && dismissing.to === host)
    host.completeTransition()
    #expect(host.presentedScreen == nil)
  }

  // MARK: R20a, calls during a transition

  @Test func R20a_aPresentDuringAPushGoesAheadAndPopsAreIgnoredWithoutInventedMessages() {
    let (host, _) = makeHost(["Root", "A"])
    host.push(HeadlessScreen("B"), animated: true)
    let sheet = HeadlessScreen("Sheet")
    host.presentScreen(sheet, animated: false, completion: nil)
    #expect(host.presentedScreen === sheet)
    #expect(host.pop(animated: true) == nil)
    #expect(host.popToRoot(animated: true) == nil)
    #expect(host.pop(to: host.screens[0], animated: true) == nil)
    host.tapBackButton()  // stays enabled; its pop is ignored like the others
    #expect(names(host.screens) == ["Root", "A", "B"])
    #expect(host.consoleMessages.isEmpty)
    host.completeTransition()
    #expect(names(host.screens) == ["Root", "A", "B"])
  }

  @Test func R20a_aSetDuringATransitionIsDeferredAndTheReadingsAreSwitchable() {
    let (host, _) = makeHost(["Root", "A"])
    let root = host.screens[0]
    host.push(HeadlessScreen("B"), animated: true)
    host.setScreens([root], animated: false)
    #expect(names(host.screens) == ["Root", "A", "B"])
    host.completeTransition()
    #expect(names(host.screens) == ["Root"])

    let (replaying, _) = makeHost(["Root", "A"])
    replaying.readings.popDuringTransition = .deferred
    replaying.readings.presentDuringStackTransition = .ignored
    replaying.push(HeadlessScreen("B"), animated: true)
    replaying.tapBackButton()
    replaying.presentScreen(HeadlessScreen("Sheet"), animated: false, completion: nil)
    #expect(replaying.presentedScreen == nil)
    replaying.completeTransition()  // the push ends; the deferred pop starts
    replaying.completeTransition()
    #expect(names(replaying.screens) == ["Root", "A"])
  }

  @Test func R22_aDismissalDuringAPresentationTransitionIsIgnoredOrDeferredByReading() {
    for reading in [HeadlessNavigationController.CallDuringTransition.ignored, .deferred] {
      let (host, _) = makeHost(["Root"])
      host.readings.dismissDuringPresentationTransition = reading
      host.presentScreen(HeadlessScreen("Sheet"), animated: true, completion: nil)
      host.dismissPresentedScreen(animated: false, completion: nil)
      #expect(host.consoleMessages.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
      host.completeTransition()
      #expect((host.presentedScreen == nil) == (reading == .deferred))
    }
  }

  // MARK: R9, R9c, stacks off the window

  @Test func R9c_offWindowChangesAreAnnouncedWhenTheStackIsShownAgain() {
    let (home, spy) = makeHost(["Home", "Detail"], mode: .immediate)
    let search = HeadlessNavigationController(root: HeadlessScreen("Search"))
    let tabs = HeadlessTabBarController(tabs: [home, search])
    tabs.selectedIndex = 1
    home.pop(animated: true)
    home.push(HeadlessScreen("Other"), animated: true)
    #expect(spy.log.isEmpty)
    tabs.selectedIndex = 0
    #expect(spy.log == ["willShow(Other, false)", "didShow(Other, false)"])

    tabs.selectedIndex = 1
    let other = home.screens[1]
    home.pop(animated: true)
    home.push(other, animated: true)  // back where it was: nothing to announce
    tabs.selectedIndex = 0
    #expect(spy.log.count == 2)
  }

  @Test func R9c_aNavigatorRunsOnPopWhenItsTabIsSelectedAgain() {
    let home = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: home)
    let tabs = HeadlessTabBarController(tabs: [home, HeadlessNavigationController(root: HeadlessScreen("Search"))])
    var left = false
    navigator.push(HeadlessScreen("Article")) { left = true }
    tabs.tapTab(at: 1)
    home.popToRoot(animated: true)
    #expect(!left)
    tabs.tapTab(at: 0)  // no navigator call: the deferred didShow is enough
    #expect(left)
  }

  @Test func R9_offWindowPopToAndPopToRootReturnNilThoughTheyPop() {
    let (host, _) = makeHost(["Root", "A", "B", "C"], mode: .immediate)
    host.isInWindow = false
    #expect(host.pop(to: host.screens[2], animated: true) == nil)
    #expect(host.popToRoot(animated: true) == nil)
    #expect(names(host.screens) == ["Root"])
    host.readings.offWindowMultiPopReturnsNil = false
    host.push(HeadlessScreen("D"), animated: false)
    #expect(names(host.popToRoot(animated: false)) == ["D"])
  }

  // MARK: R21a, R22a, presentations

  @Test func R21a_tabsShareAPresentingContextAndAPresentationIsTheTabsThatMadeIt() {
    let (home, _) = makeHost(["Home"], mode: .immediate)
    let (search, _) = makeHost(["Search"], mode: .immediate)
    let tabs = HeadlessTabBarController(tabs: [home, search])
    let sheet = HeadlessScreen("Sheet")
    home.presentScreen(sheet, animated: true, completion: nil)
    #expect(home.presentedScreen === sheet && tabs.presentedScreen === sheet)
    #expect(search.presentedScreen == nil)
    // One context: another tab's presentation is refused while the sheet is up.
    var ran = false
    search.presentScreen(HeadlessScreen("Other"), animated: true) { ran = true }
    #expect(!ran && tabs.presentedScreen === sheet)
    #expect(
      search.consoleMessages == ["Attempt to present Other on NavigationController which is already presenting Sheet"])
    // Another tab cannot dismiss it; the tab that made it can.
    search.dismissPresentedScreen(animated: false, completion: nil)
    #expect(tabs.presentedScreen === sheet)
    home.dismissPresentedScreen(animated: false, completion: nil)
    #expect(home.presentedScreen == nil && tabs.presentedScreen == nil)
  }

  @Test func R22a_dismissingALowerPresentationDismissesEverythingAbove() {
    let (host, _) = makeHost(["Root"], mode: .immediate)
    let first = HeadlessNavigationController("First", root: HeadlessScreen("Form"))
    let second = HeadlessNavigationController("Second", root: HeadlessScreen("Picker"))
    host.presentScreen(first, animated: false, completion: nil)
    first.presentScreen(second, animated: false, completion: nil)
    host.dismissPresentedScreen(animated: true, completion: nil)
    #expect(host.presentedScreen == nil)
    #expect(first.presentedScreen == nil)
    #expect(!first.isInWindow && !second.isInWindow)

    // Called on a presented stack with nothing above it, a dismissal goes to its presenter.
    host.presentScreen(first, animated: false, completion: nil)
    first.dismissPresentedScreen(animated: false, completion: nil)
    #expect(host.presentedScreen == nil)
  }

  // MARK: R23a, R23b, the pull-down

  final class Deciding: HeadlessPresentationControllerDelegate {
    var allows = false
    var log: [String] = []
    func presentationControllerShouldDismiss(_ presented: HeadlessScreen) -> Bool {
      log.append("should")
      return allows
    }
    func presentationControllerDidAttemptToDismiss(_ presented: HeadlessScreen) { log.append("attempt") }
    func presentationControllerWillDismiss(_ presented: HeadlessScreen) { log.append("will") }
    func presentationControllerDidDismiss(_ presented: HeadlessScreen) { log.append("did") }
  }

  @Test func R23a_thePullDownAsksShouldDismissFirstAndRunsWithACoordinator() throws {
    let (host, spy) = makeHost(["Root"], mode: .immediate)
    let sheet = HeadlessScreen("Sheet")
    let delegate = Deciding()
    sheet.presentationControllerDelegate = delegate
    host.presentScreen(sheet, animated: false, completion: nil)
    #expect(host.beginInteractiveDismiss() == nil)
    #expect(delegate.log == ["should", "attempt"])
    #expect(host.presentedScreen === sheet)

    delegate.allows = true
    let pull = try #require(host.beginInteractiveDismiss())
    let context = try #require(host.transitionCoordinator)
    #expect(context.isInteractive && context.from === sheet && context.to === host)
    pull.finish()
    #expect(delegate.log == ["should", "attempt", "should", "will", "did"])
    #expect(spy.log == ["didDismiss(Sheet)", "end"])

    sheet.isModalInPresentation = true
    host.presentScreen(sheet, animated: false, completion: nil)
    #expect(host.beginInteractiveDismiss() == nil)
    #expect(delegate.log.suffix(1) == ["attempt"])  // not asked: the sheet is modal
  }

  @Test func R23b_modalInPresentationOnTheTopScreenOfAPresentedStackBlocksThePullDown() throws {
    let (host, _) = makeHost(["Root"], mode: .immediate)
    let form = HeadlessScreen("Form")
    let sheet = HeadlessNavigationController("Sheet", root: form)
    host.presentScreen(sheet, animated: false, completion: nil)
    form.isModalInPresentation = true
    #expect(host.beginInteractiveDismiss() == nil)
    #expect(host.callbackLog.last == "presentationControllerDidAttemptToDismiss(Sheet)")

    host.readings.topScreenModalInPresentationCounts = false
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(host.presentedScreen == nil)
  }

  // MARK: R8a, the end of a transition

  @Test(arguments: [true, false])
  func R8a_didShowAndTheCompletionBlocksComeInTheOrderTheReadingSays(didShowFirst: Bool) throws {
    let (host, spy) = makeHost(["Root"])
    host.readings.didShowPrecedesCompletion = didShowFirst
    host.push(HeadlessScreen("A"), animated: true)
    try #require(host.transitionCoordinator).animate(alongsideTransition: nil) { _ in spy.log.append("completion") }
    host.completeTransition()
    let end = ["completion", "end"]
    let didShow = ["didShow(A, true)"]
    #expect(spy.log == ["willShow(A, true)"] + (didShowFirst ? didShow + end : end + didShow))
  }

  // MARK: R11a, R13a, more interactive transitions

  @Test func R11a_aContentSwipeBeginsAnInteractivePopLikeTheEdgeSwipe() throws {
    let (host, spy) = makeHost(["Root", "A"], mode: .immediate)
    let swipe = try #require(host.beginInteractiveContentPop())
    #expect(swipe.kind == .pop)
    #expect(names(host.screens) == ["Root"])
    swipe.finish()
    #expect(spy.log == ["willShow(Root, true)", "didShow(Root, true)", "end"])

    host.push(HeadlessScreen("B"), animated: false)
    host.isInteractiveContentPopEnabled = false  // before iOS 26, or the gesture disabled
    #expect(host.beginInteractiveContentPop() == nil)
    #expect(host.beginInteractivePop() != nil)
  }

  @Test func R13a_aCancelledInteractivePushRestoresTheStackWithoutShowCallbacks() throws {
    let (host, spy) = makeHost(["Root"], mode: .immediate)
    let push = try #require(host.beginInteractivePush(HeadlessScreen("A")))
    #expect(names(host.screens) == ["Root", "A"])
    #expect(try #require(host.transitionCoordinator).isInteractive)
    push.cancel()
    #expect(names(host.screens) == ["Root"])
    #expect(spy.log == ["willShow(A, true)", "end"])
    try #require(host.beginInteractivePush(HeadlessScreen("B"))).finish()
    #expect(names(host.screens) == ["Root", "B"])
  }

  @Test func R13a_aCancelledInteractiveSetRestoresTheWholeStack() throws {
    let (host, spy) = makeHost(["Root", "A"], mode: .immediate)
    let set = try #require(host.beginInteractiveSetScreens([HeadlessScreen("X"), HeadlessScreen("Y")]))
    #expect(names(host.screens) == ["X", "Y"])
    set.cancel()
    #expect(names(host.screens) == ["Root", "A"])
    #expect(spy.log == ["willShow(Y, true)", "end"])
  }
}

/// The headless tab bar as UIKit's: any screens as tabs, settable tabs, and a dismissal that takes its tabs'
/// presentations along.
@MainActor
@Suite struct HeadlessTabBarContainerTests {
  /// Dismissing a presented tab bar dismisses what one of its tabs presented (R22a).
  @Test func dismissingAPresentedTabBarDismissesWhatItsTabPresented() {
    let root = HeadlessNavigationController("Root", root: HeadlessScreen("Home"))
    let tab = HeadlessNavigationController("Tab", root: HeadlessScreen("Tab.root"))
    let tabBar = HeadlessTabBarController(tabs: [tab, HeadlessScreen("Plain")])
    root.presentScreen(tabBar, animated: false, completion: nil)
    tab.presentScreen(HeadlessScreen("Popup"), animated: false, completion: nil)
    root.dismissPresentedScreen(animated: false, completion: nil)
    #expect(tabBar.presentedScreen == nil)
    #expect(!tabBar.isInWindow)
    #expect(!tab.isInWindow)
  }

  /// A tab taken off no longer shares the tab bar's presentations and is off the window; a plain screen may be a tab.
  @Test func aRemovedTabLeavesTheTabBarsPresentingContext() {
    let first = HeadlessNavigationController("First", root: HeadlessScreen("First.root"))
    let second = HeadlessNavigationController("Second", root: HeadlessScreen("Second.root"))
    let tabBar = HeadlessTabBarController(tabs: [first, second])
    tabBar.selectedIndex = 1
    second.presentScreen(HeadlessScreen("Popup"), animated: false, completion: nil)
    #expect(first.presentedScreen == nil && tabBar.presentedScreen != nil)
    tabBar.tabs = [first, HeadlessScreen("Plain")]
    #expect(tabBar.presentedScreen == nil)
    #expect(first.presentedScreen == nil)
    #expect(second.presentedScreen == nil)
    #expect(!second.isInWindow)
    #expect(tabBar.selectedIndex == 1)
    #expect(tabBar.selectedTab == nil)
    tabBar.tapTab(at: 0)
    #expect(first.isInWindow)
  }
}
