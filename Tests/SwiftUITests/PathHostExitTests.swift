import NavigatorKit
import NavigatorKitTesting
import Testing

/// Every exit over the path host and the headless NavigationStack: each screen's `onLeave` runs exactly once, with
/// its reason, when the transition is over; never for a cancelled swipe.
@MainActor
@Suite struct PathHostExitTests {
  // MARK: S1

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backButtonRunsOnLeaveOnceWhenThePopIsOver() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.tapBackButton()
    #expect(app.bound == ["A"])
    #expect(app.left.isEmpty)  // SwiftUI wrote at the start of the pop: the leave waits for its end
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backHistoryMenuRunsEachOnLeaveOnceTopMostFirst() {
    let app = PathFixture()
    app.start("A", "B", "C", "D")
    app.stack.chooseFromBackHistory(keeping: 1)
    app.runLoop.settle()
    #expect(app.left == ["D:navigationStackPop", "C:navigationStackPop", "B:navigationStackPop"])
    #expect(app.names == ["Root", "A"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backToTheRootLeavesOnlyTheRoot() {
    let app = PathFixture()
    app.start("A")
    app.stack.tapBackButton()
    app.runLoop.settle()
    #expect(app.left == ["A:navigationStackPop"])
    #expect(app.names == ["Root"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_navigationStackPopIsPersonInitiated() {
    #expect(LeaveReason.navigationStackPop.isPersonInitiated)
  }

  // MARK: S2

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_committedEdgeSwipeRunsOnLeaveOnce() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_cancelledEdgeSwipeChangesNothing() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.stack.updateInteractivePop(progress: 0.8)
    app.runLoop.advance(by: .seconds(2))  // the finger lingers past the host's wait: still nothing
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left.isEmpty)
    #expect(app.names == ["Root", "A", "B"])
    #expect(app.expectSettledAgreement())
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_commitWrittenWhenTheAnimationEndsRunsOnLeaveOnce() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.swipeCommitWrite = .whenAnimationEnds
    let app = PathFixture(behavior: behavior)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_iOS16_0_committedSwipeRunsOnLeaveOnce() {
    let app = PathFixture(behavior: .iOS16_0)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  /// iOS 16.0's bug, as the platform has it: the swipe shortened the path for good, so the screen is reported gone
  /// although it is still on screen. The host cannot tell; the next write shows the path again.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_iOS16_0_cancelledSwipeShortensThePathForGood() {
    let app = PathFixture(behavior: .iOS16_0)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.shown == ["A", "B"])
    app.push("C")
    app.runLoop.settle()
    #expect(app.shown == ["A", "C"])
    #expect(app.expectSettledAgreement())
  }

  /// The other reading of S2: a swipe that shortened the path when it began writes it back when it is cancelled.
  /// Written back before the host's wait is over, the screen never left: no `onLeave`, and the host keeps it.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_aScreenWrittenBackBeforeTheWaitEndsNeverLeft() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_0
    behavior.restoresPathWhenSwipeIsCancelled = true
    let app = PathFixture(behavior: behavior)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    #expect(app.bound == ["A"])  // shortened when the swipe began
    app.runLoop.advance(by: .milliseconds(200))
    app.stack.cancelInteractivePop()
    #expect(app.bound == ["A", "B"])  // written back, before the host's wait is over
    app.runLoop.settle()
    #expect(app.left.isEmpty)
    #expect(app.names == ["Root", "A", "B"])
    #expect(app.shown == ["A", "B"])  // not written away again
    #expect(app.stack.pathWrites == [["A"], ["A", "B"]])
    #expect(app.expectSettledAgreement())
    app.stack.tapBackButton()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])  // and it leaves once, when it does
  }

  /// Written back after the host's wait is over, the screen has left: its `onLeave` ran, and the host writes it away.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_aScreenWrittenBackAfterTheWaitEndsHasLeftAndIsWrittenAway() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_0
    behavior.restoresPathWhenSwipeIsCancelled = true
    let app = PathFixture(behavior: behavior)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.runLoop.advance(by: .seconds(1))  // the finger lingers past the host's wait
    #expect(app.left == ["B:navigationStackPop"])
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.names == ["Root", "A"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_swipeOfAScreenPushedAgainLeavesOnlyTheTopOne() {
    let app = PathFixture()
    app.start("A")
    let screen = HeadlessScreen("Same")
    var leaves = 0
    app.navigator.push(screen) { leaves += 1 }
    app.runLoop.settle()
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    app.navigator.push(screen) { leaves += 10 }
    app.runLoop.settle()
    #expect(leaves == 1)
    #expect(app.names == ["Root", "A", "Same"])
    #expect(app.expectSettledAgreement())
  }

  // MARK: S3

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_contentSwipeRunsOnLeaveOnce() {
    let app = PathFixture(behavior: .iOS26)
    app.start("A", "B")
    #expect(app.stack.beginInteractivePop(fromContent: true))
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_contentSwipeDuringThePushOfTheAppLeavesThePushedScreenOnce() {
    let app = PathFixture(behavior: .iOS26)
    app.start("A")
    app.push("B")
    app.runLoop.endTurn()
    #expect(app.stack.transition?.kind == .push)
    #expect(app.stack.beginInteractivePop(fromContent: true))
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_backTappedTwiceDuringItsPopOnIOS26LeavesEachOnce() {
    let app = PathFixture(behavior: .iOS26)
    app.start("A", "B", "C")
    app.stack.tapBackButton()
    app.stack.tapBackButton()
    app.runLoop.settle()
    #expect(app.left == ["C:navigationStackPop", "B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [false, true])
  func S3_overlappingPopsLeaveEachOnceMergedOrNot(merged: Bool) {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS26
    behavior.swipeCommitWrite = .whenAnimationEnds
    behavior.overlappingPopWrites = merged ? .merged : .onePerPop
    let app = PathFixture(behavior: behavior)
    app.start("A", "B", "C")
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.stack.beginInteractivePop(fromContent: true)
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(Set(app.left) == ["C:navigationStackPop", "B:navigationStackPop"])
    #expect(app.left.count == 2)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_cancelledContentSwipeAfterAMergedPopLeavesOnlyTheFirst() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS26
    behavior.swipeCommitWrite = .whenAnimationEnds
    behavior.overlappingPopWrites = .merged
    let app = PathFixture(behavior: behavior)
    app.start("A", "B", "C")
    app.stack.beginInteractivePop()
    app.stack.finishInteractivePop()
    app.stack.beginInteractivePop(fromContent: true)
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["C:navigationStackPop"])
    #expect(app.expectSettledAgreement())
  }

  // MARK: S4

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_theAppsCommandsDuringAWaitAreOneWrite() {
    let app = PathFixture()
    app.start("A")
    var pushes = 0
    let appear = app.stack.onAppear
    app.stack.onAppear = {
      pushes += 1
      appear?($0)
    }
    app.navigator.pop()
    app.push("B")
    app.push("C")
    app.runLoop.settle()
    #expect(app.names == ["Root", "B", "C"])
    #expect(app.left == ["A:pop"])
    #expect(app.stack.droppedWrites.isEmpty)
    #expect(pushes <= 2)  // the pop, then one push of B and C together
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_sixPushesInOneTurnAreOneWriteAndSettleInOneWait() {
    let app = PathFixture()
    app.start()
    var appeared: [String] = []
    let appear = app.stack.onAppear
    app.stack.onAppear = {
      appeared.append(String(describing: $0.screen))
      appear?($0)
    }
    let start = app.runLoop.now
    for name in ["A", "B", "C", "D", "E", "F"] { app.push(name) }
    app.runLoop.settle()
    #expect(app.runLoop.now - start == app.host.settleDelay)
    #expect(appeared == ["F"])  // one push, to the last (S4)
    #expect(app.shown == ["A", "B", "C", "D", "E", "F"])
    #expect(app.stack.droppedWrites.isEmpty)
    #expect(app.left.isEmpty)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_theCommandsMadeWhileTheHostWaitsAreOneWriteWhenItEnds() {
    let app = PathFixture()
    app.start("A")
    let start = app.runLoop.now
    app.push("B")
    app.runLoop.advance(by: .milliseconds(100))
    var appeared: [String] = []
    let appear = app.stack.onAppear
    app.stack.onAppear = {
      appeared.append(String(describing: $0.screen))
      appear?($0)
    }
    app.push("C")
    app.navigator.pop()
    app.push("D")
    app.push("E")
    app.runLoop.settle()
    #expect(app.runLoop.now - start == app.host.settleDelay * 2)  // B's wait, then one for the rest
    #expect(appeared == ["E"])
    #expect(app.left == ["C:pop"])
    #expect(app.names == ["Root", "A", "B", "D", "E"])
    #expect(app.stack.droppedWrites.isEmpty)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_aLinkThroughACoordinatorAndASheetSettlesInOneWait() {
    let app = SwiftUIApp()
    let start = app.runLoop.now
    app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
    app.runLoop.settle()
    #expect(app.runLoop.now - start == NavigationPathHost(scheduler: app.runLoop).settleDelay)
    #expect(app.shopRouter.routes == [.shopHome, .product(3)])
    #expect(app.shopStack.presentedStack?.shownPath.count == 1)
    #expect(app.issues.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_theHostWritesNoSoonerThanItsSettleDelay() {
    let app = PathFixture()
    app.start()
    var times: [Duration] = []
    let appear = app.stack.onAppear
    app.stack.onAppear = {
      times.append(app.runLoop.now)
      appear?($0)
    }
    for name in ["A", "B", "C"] { app.push(name) }
    app.runLoop.settle()
    #expect(app.shown == ["A", "B", "C"])
    #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= app.host.settleDelay })
    #expect(app.stack.droppedWrites.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_theHostHoldsItsWritesWhileItWaits() {
    let app = PathFixture()
    app.start()
    app.host.push(HeadlessScreen("A"), animated: true)  // app code calling the host directly
    app.runLoop.advance(by: .milliseconds(100))
    app.host.push(HeadlessScreen("B"), animated: true)
    #expect(app.bound == ["A"])  // written once the wait is over, not during SwiftUI's push of A
    app.runLoop.settle()
    #expect(app.stack.droppedWrites.isEmpty)
    #expect(app.shown == ["A", "B"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_popToRootAndSetScreensEachLeaveOnceWithTheirCall() {
    let app = PathFixture()
    app.start("A", "B", "C")
    app.navigator.popToRoot()
    app.runLoop.settle()
    #expect(app.left == ["C:popToRoot", "B:popToRoot", "A:popToRoot"])
    let d = app.push("D")
    app.runLoop.settle()
    app.navigator.setScreens([app.navigator.screens[0], HeadlessScreen("E")])
    app.runLoop.settle()
    #expect(app.left.last == "D:setScreens")
    #expect(app.names == ["Root", "E"])
    _ = d
    #expect(app.expectSettledAgreement())
  }

  // MARK: S5

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S5_equalRoutesTwiceAreTwoElements() {
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(scheduler: runLoop)
    let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
    let shop = Router(navigator: Navigator(host: host), factory: ScreenFactory<ShopRoute> { RouteScreen($0) })
    var left: [ShopRoute] = []
    shop.setRoutes([.home])
    runLoop.settle()
    shop.push(.product(1)) { left.append(.product(1)) }
    runLoop.settle()
    shop.push(.product(1)) { left.append(.product(1)) }
    runLoop.settle()
    #expect(shop.routes == [.home, .product(1), .product(1)])
    #expect(Set(host.path.map(\.id)).count == 2)
    stack.tapBackButton()
    runLoop.settle()
    #expect(left == [.product(1)])
    #expect(shop.routes == [.home, .product(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S5_aScreenKeepsItsElementThroughSetScreens() {
    let app = PathFixture()
    app.start("A", "B")
    let element = app.host.path[0]
    app.navigator.setScreens(app.navigator.screens + [HeadlessScreen("C")])
    app.runLoop.settle()
    #expect(app.host.path[0] == element)
    #expect(app.left.isEmpty)
  }

  // MARK: S6

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_aPushDuringACancelledSwipeIsReadBackAndWrittenAgain() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.push("C")  // the host is settled: it writes, and SwiftUI drops the write
    app.runLoop.advance(by: .seconds(1))
    #expect(app.stack.droppedWrites.count == 1)
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left.isEmpty)
    #expect(app.shown == ["A", "B", "C"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_aPushDuringACommittedSwipeLandsAboveWhatIsLeft() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.push("C")
    app.runLoop.advance(by: .seconds(1))
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.shown == ["A", "C"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_aPopToRootDuringASwipeIsNotUndoneByTheStaleWriteBack() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.navigator.popToRoot()
    app.runLoop.advance(by: .seconds(1))
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:popToRoot", "A:popToRoot"])
    #expect(app.shown.isEmpty)
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_theOtherReadingEndsTheSame() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.appWriteDuringTransition = .appliedAfterTransition
    let app = PathFixture(behavior: behavior)
    app.start("A", "B")
    app.stack.beginInteractivePop()
    app.push("C")
    app.runLoop.advance(by: .seconds(1))
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.shown == ["A", "C"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_aSlowStackDropsTheHostsSecondWriteAndTheHostWritesItAgain() {
    var behavior = HeadlessNavigationStack<NavigationPathElement>.Behavior.iOS16_1Through18
    behavior.transitionDuration = .seconds(1)  // slower than the host's wait
    let app = PathFixture(behavior: behavior)
    app.start("A")
    app.push("B")
    app.push("C")
    app.runLoop.settle()
    #expect(app.shown == ["A", "B", "C"])
    #expect(app.left.isEmpty)
    #expect(app.expectSettledAgreement())
  }

  // MARK: S7

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_guardedBackButtonAsksTheGuardAndLeavesWithBackButton() {
    let app = PathFixture()
    app.start("A")
    let b = app.push("B")
    app.runLoop.settle()
    #expect(!app.stack.tapToolbarBackButton())  // no guarded button while the system one shows
    app.host.usesGuardedBackButton = true
    let allow = Flag()
    app.navigator.setLeaveGuard(for: b) { _ in allow.value }
    #expect(!app.stack.tapBackButton())  // the system button is hidden
    #expect(!app.stack.beginInteractivePop())  // and the edge swipe is off
    #expect(app.stack.tapToolbarBackButton())  // the guarded one, shown in its place
    app.runLoop.settle()
    #expect(app.left.isEmpty)
    allow.value = true
    #expect(app.stack.tapToolbarBackButton())
    app.runLoop.settle()
    #expect(app.left == ["B:backButton"])
    #expect(app.expectSettledAgreement())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_noGuardStopsASwipeFromTheContent() {
    let app = PathFixture(behavior: .iOS26)
    app.start("A")
    let b = app.push("B")
    app.runLoop.settle()
    app.host.usesGuardedBackButton = true
    app.navigator.setLeaveGuard(for: b) { _ in false }
    #expect(app.stack.beginInteractivePop(fromContent: true))
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
  }

  // MARK: S8

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_pullDownRunsOnLeaveOnceWhenTheDismissalEnds() {
    let app = PathFixture()
    app.start()
    var left: [LeaveReason] = []
    app.navigator.present(HeadlessScreen("Sheet")) { left.append($0) }
    app.runLoop.settle()
    #expect(app.stack.shownSheet != nil)
    #expect(app.stack.beginSheetPullDown())
    app.stack.finishSheetPullDown()
    app.runLoop.advance(by: .milliseconds(100))
    #expect(left.isEmpty)
    app.runLoop.settle()
    #expect(left == [.sheetPulledDown])
    #expect(app.navigator.presentedScreen == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_cancelledPullDownRunsNothing() {
    let app = PathFixture()
    app.start()
    var left: [LeaveReason] = []
    app.navigator.present(HeadlessScreen("Sheet")) { left.append($0) }
    app.runLoop.settle()
    app.stack.beginSheetPullDown()
    app.stack.cancelSheetPullDown()
    app.runLoop.settle()
    #expect(left.isEmpty)
    #expect(app.navigator.presentedScreen != nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_aSheetsLeaveGuardRefusesThePullDown() {
    let app = PathFixture()
    app.start()
    var left: [LeaveReason] = []
    let sheet = HeadlessScreen("Sheet")
    app.navigator.present(sheet) { left.append($0) }
    app.runLoop.settle()
    let allow = Flag()
    var asked: [LeaveReason] = []
    app.navigator.setLeaveGuard(for: sheet) { reason in
      asked.append(reason)
      return allow.value
    }
    #expect(!app.stack.beginSheetPullDown())
    #expect(asked == [.sheetPulledDown])
    allow.value = true
    #expect(app.stack.beginSheetPullDown())
    app.stack.finishSheetPullDown()
    app.runLoop.settle()
    #expect(left == [.sheetPulledDown])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_aFullScreenCoverCannotBePulledDownAndLeavesWithDismiss() {
    let app = PathFixture()
    app.start()
    var left: [LeaveReason] = []
    let login = HeadlessScreen("Login")
    app.host.presentsFullScreenCover = { $0 === login }
    app.navigator.present(login) { left.append($0) }
    app.runLoop.settle()
    #expect(!app.stack.beginSheetPullDown())
    app.navigator.dismiss()
    app.runLoop.settle()
    #expect(left == [.dismiss])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_theSheetAndTheCoverBindingsSplitThePresentation() {
    let app = PathFixture()
    app.start()
    let login = HeadlessScreen("Login")
    app.host.presentsFullScreenCover = { $0 === login }
    app.navigator.present(login)
    app.runLoop.settle()
    #expect(app.host.presentedSheet == nil)
    #expect(app.host.presentedFullScreenCover?.screen === login)
    app.navigator.dismiss()
    app.runLoop.settle()
    app.navigator.present(HeadlessScreen("Filters"))
    app.runLoop.settle()
    #expect(app.host.presentedFullScreenCover == nil)
    #expect(app.host.presentedSheet.map { String(describing: $0.screen) } == "Filters")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_dismissalByCodeRunsOnLeaveOnceWithDismiss() {
    let app = PathFixture()
    app.start()
    var left: [LeaveReason] = []
    var dismissals = 0
    app.stack.onDismiss = { dismissals += 1 }
    app.navigator.present(HeadlessScreen("Sheet")) { left.append($0) }
    app.runLoop.settle()
    app.navigator.dismiss()
    app.runLoop.settle()
    #expect(left == [.dismiss])
    #expect(dismissals == 1)
    #expect(app.stack.shownSheet == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_presentingDuringThePullDownsDismissalIsRefusedAsAlreadyPresenting() {
    let app = PathFixture()
    app.start()
    var left: [String] = []
    app.navigator.present(HeadlessScreen("One")) { left.append("One:\($0)") }
    app.runLoop.settle()
    app.stack.beginSheetPullDown()
    app.stack.finishSheetPullDown()
    app.navigator.present(HeadlessScreen("Two")) { left.append("Two:\($0)") }
    app.runLoop.settle()
    #expect(app.issues.map(\.kind) == [.alreadyPresenting])
    #expect(left == ["One:sheetPulledDown"])
    app.navigator.present(HeadlessScreen("Three")) { left.append("Three:\($0)") }
    app.runLoop.settle()
    #expect(app.stack.shownSheet.map { String(describing: $0.screen) } == "Three")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aPathWrittenBeforeTheStackAppearsIsShownAndPoppedOnce() {
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(scheduler: runLoop)
    let navigator = Navigator(host: host)
    var left: [String] = []
    navigator.setScreens([HeadlessScreen("Root"), HeadlessScreen("A"), HeadlessScreen("B")], animated: false)
    navigator.present(HeadlessScreen("Sheet")) { left.append("Sheet:\($0)") }
    runLoop.settle()
    let observation = navigator.observe { event in
      if case .didPop(let screens, let reason) = event {
        left += screens.map { "\($0):\(reason)" }
      }
    }
    let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)  // the view appears only now
    runLoop.endTurn()
    #expect(stack.shownPath.count == 2)
    #expect(stack.shownSheet != nil)
    stack.beginSheetPullDown()
    stack.finishSheetPullDown()
    runLoop.settle()
    stack.tapBackButton()
    runLoop.settle()
    #expect(left == ["Sheet:sheetPulledDown", "B:navigationStackPop"])
    #expect(stack.shownPath.count == 1)
    observation.cancel()
  }

  // MARK: S9, S12

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S9_aPathHostPushedAsAScreenIsRefused() {
    let app = PathFixture()
    app.start("A")
    app.navigator.push(NavigationPathHost(scheduler: app.runLoop))
    app.runLoop.settle()
    #expect(app.issues.map(\.kind) == [.hostPushedAsScreen])
    #expect(app.names == ["Root", "A"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S12_appearingIsNotStayingAndDisappearingIsNotLeaving() {
    let app = PathFixture()
    app.start("A", "B")
    app.stack.beginInteractivePop()  // A appears, B will disappear
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left.isEmpty)
    app.push("C")
    app.runLoop.endTurn()
    #expect(app.left.isEmpty)
    app.runLoop.settle()
    #expect(app.names == ["Root", "A", "B", "C"])
  }
}

/// A value a leave guard reads, changed by the test.
@MainActor
final class Flag {
  var value = false

  // MARK: Calls made on the host directly

  /// App code that pops on the path host itself, not through the navigator: the host reports every exit the person
  /// makes, so an exit it did not announce was made by code on the host, and says so.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func aPopMadeOnThePathHostDirectlyLeavesWithChangedOnHost() {
    let app = PathFixture()
    app.start("A", "B")
    app.host.pop(animated: true)
    app.runLoop.settle()
    app.navigator.synchronize()
    #expect(app.left == ["B:changedOnHost"])
    #expect(app.names == ["Root", "A"])
  }
}
