import NavigatorKit
import NavigatorKitTesting
import Observation
import Testing

/// An app's own observable model, bound to the headless stack as `NavigationStack(path: $model.path)` and
/// `sheet(item: $model.sheet)` would bind it: the double is tested against the rules with no NavigatorKit host.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
final class PathModel {
  var path: [String] = []
  var sheet: String?
}

/// The headless NavigationStack against the rules themselves, with plain string values on the path.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class RulesBench {
  let model = PathModel()
  let runLoop = HeadlessRunLoop()
  let stack: HeadlessNavigationStack<String>
  var appeared: [String] = []
  var disappeared: [String] = []
  var dismissals = 0

  init(_ path: [String] = [], behavior: HeadlessNavigationStack<String>.Behavior = .iOS16_1Through18) {
    let model = model
    model.path = path
    stack = HeadlessNavigationStack(
      path: { model.path }, setPath: { model.path = $0 }, sheet: { model.sheet }, setSheet: { model.sheet = $0 },
      runLoop: runLoop, behavior: behavior)
    stack.onAppear = { [unowned self] in self.appeared.append($0) }
    stack.onDisappear = { [unowned self] in self.disappeared.append($0) }
    stack.onDismiss = { [unowned self] in self.dismissals += 1 }
    runLoop.settle()
    firstAppearance = appeared
    appeared = []
  }

  /// What appeared when the stack first appeared.
  var firstAppearance: [String] = []

  var transitionDuration: Duration { stack.behavior.transitionDuration }
}

@MainActor
@Suite struct HeadlessNavigationStackRulesTests {
  // MARK: S1

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backWritesTheShortenedPathAtTheStartOfThePop() {
    let bench = RulesBench(["A", "B"])
    #expect(bench.stack.tapBackButton())
    #expect(bench.model.path == ["A"])
    #expect(bench.stack.shownPath == ["A", "B"])
    #expect(bench.stack.transition != nil)
    bench.runLoop.settle()
    #expect(bench.stack.shownPath == ["A"])
    #expect(bench.stack.pathWrites == [["A"]])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backHistoryMenuIsOneWriteThatRemovesSeveral() {
    let bench = RulesBench(["A", "B", "C", "D"])
    #expect(bench.stack.chooseFromBackHistory(keeping: 1))
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A"]])
    #expect(bench.stack.shownPath == ["A"])
    #expect(bench.disappeared == ["D", "C", "B"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S1_backDoesNothingOnTheRoot() {
    let bench = RulesBench()
    #expect(!bench.stack.tapBackButton())
    #expect(bench.stack.pathWrites.isEmpty)
  }

  // MARK: S2

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_edgeSwipeWritesNothingWhenItBegins() {
    let bench = RulesBench(["A", "B"])
    #expect(bench.stack.beginInteractivePop())
    #expect(bench.model.path == ["A", "B"])
    #expect(bench.stack.transition?.isInteractive == true)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_committedEdgeSwipeWritesOnce() {
    let bench = RulesBench(["A", "B"])
    bench.stack.beginInteractivePop()
    bench.stack.finishInteractivePop()
    #expect(bench.model.path == ["A"])
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A"]])
    #expect(bench.stack.shownPath == ["A"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_cancelledEdgeSwipeWritesNothing() {
    let bench = RulesBench(["A", "B"])
    bench.stack.beginInteractivePop()
    bench.stack.updateInteractivePop(progress: 0.9)
    #expect(bench.stack.transition?.progress == 0.9)
    #expect(bench.stack.pathWrites.isEmpty)
    bench.stack.cancelInteractivePop()
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites.isEmpty)
    #expect(bench.model.path == ["A", "B"])
    #expect(bench.stack.shownPath == ["A", "B"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_commitWriteCanComeWhenTheAnimationEnds() {
    var behavior = HeadlessNavigationStack<String>.Behavior.iOS16_1Through18
    behavior.swipeCommitWrite = .whenAnimationEnds
    let bench = RulesBench(["A", "B"], behavior: behavior)
    bench.stack.beginInteractivePop()
    bench.stack.finishInteractivePop()
    #expect(bench.model.path == ["A", "B"])
    bench.runLoop.advance(by: bench.transitionDuration)
    #expect(bench.model.path == ["A"])
    #expect(bench.stack.pathWrites == [["A"]])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_iOS16_0_swipeShortensThePathWhenItBegins() {
    let bench = RulesBench(["A", "B"], behavior: .iOS16_0)
    bench.stack.beginInteractivePop()
    #expect(bench.model.path == ["A"])
    bench.stack.finishInteractivePop()
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A"]])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_iOS16_0_cancelledSwipeLeavesThePathShortened() {
    let bench = RulesBench(["A", "B"], behavior: .iOS16_0)
    bench.stack.beginInteractivePop()
    bench.stack.cancelInteractivePop()
    bench.runLoop.settle()
    #expect(bench.model.path == ["A"])
    #expect(bench.stack.shownPath == ["A", "B"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S2_edgeSwipeDoesNotStartDuringATransition() {
    let bench = RulesBench(["A", "B"])
    bench.model.path.append("C")
    bench.runLoop.endTurn()
    #expect(bench.stack.transition != nil)
    #expect(!bench.stack.beginInteractivePop())
  }

  // MARK: S3

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_contentSwipeNeedsIOS26() {
    #expect(!RulesBench(["A"]).stack.beginInteractivePop(fromContent: true))
    #expect(RulesBench(["A"], behavior: .iOS26).stack.beginInteractivePop(fromContent: true))
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_contentSwipeCanStartDuringAnotherTransition() {
    let bench = RulesBench(["A", "B"], behavior: .iOS26)
    bench.model.path.append("C")
    bench.runLoop.endTurn()
    #expect(bench.stack.transition?.kind == .push)
    #expect(bench.stack.beginInteractivePop(fromContent: true))
    #expect(bench.stack.shownPath == ["A", "B", "C"])
    bench.stack.finishInteractivePop()
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A", "B"]])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_backWaitsForTheTransitionBeforeIOS26() {
    let bench = RulesBench(["A", "B"])
    bench.stack.tapBackButton()
    #expect(!bench.stack.tapBackButton())
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A"]])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S3_backDoesNotWaitOnIOS26() {
    let bench = RulesBench(["A", "B"], behavior: .iOS26)
    bench.stack.tapBackButton()
    #expect(bench.stack.tapBackButton())
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == [["A"], []])
    #expect(bench.stack.shownPath.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [false, true])
  func S3_overlappingPopsWriteOncePerPopOrMerged(merged: Bool) {
    var behavior = HeadlessNavigationStack<String>.Behavior.iOS26
    behavior.swipeCommitWrite = .whenAnimationEnds
    behavior.overlappingPopWrites = merged ? .merged : .onePerPop
    let bench = RulesBench(["A", "B", "C"], behavior: behavior)
    bench.stack.beginInteractivePop()
    bench.stack.finishInteractivePop()  // settling, its write waiting for the end of the animation
    #expect(bench.stack.beginInteractivePop(fromContent: true))
    bench.stack.finishInteractivePop()
    bench.runLoop.settle()
    #expect(bench.stack.pathWrites == (merged ? [["A"]] : [["A", "B"], ["A"]]))
    #expect(bench.stack.shownPath == ["A"])
  }

  // MARK: S4

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_writesInOneTurnAreOneUpdate() {
    let bench = RulesBench(["A"])
    bench.model.path.append("B")
    bench.model.path.append("C")
    bench.model.path.removeLast()
    bench.runLoop.settle()
    #expect(bench.appeared == ["B"])
    #expect(bench.stack.shownPath == ["A", "B"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_appendingSeveralPushesOnlyTheLast() {
    let bench = RulesBench(["A"])
    bench.model.path += ["B", "C", "D"]
    bench.runLoop.endTurn()
    #expect(bench.stack.transition?.kind == .push)
    #expect(bench.appeared == ["D"])
    bench.runLoop.settle()
    #expect(bench.stack.shownPath == ["A", "B", "C", "D"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_removingSeveralIsOnePopToTheNewTop() {
    let bench = RulesBench(["A", "B", "C"])
    bench.model.path = ["A"]
    bench.runLoop.endTurn()
    #expect(bench.stack.transition?.kind == .pop)
    bench.runLoop.settle()
    #expect(bench.disappeared == ["C", "B"])
    #expect(bench.appeared == ["A"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S4_theAppsWritesAreReadAtTheEndOfTheTurnOnly() {
    let bench = RulesBench(["A"])
    bench.model.path.append("B")
    #expect(bench.stack.transition == nil)
    #expect(bench.stack.shownPath == ["A"])
    bench.runLoop.endTurn()
    #expect(bench.stack.transition?.kind == .push)
  }

  // MARK: S5

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S5_equalValuesTwiceAreTwoScreens() {
    let bench = RulesBench(["A"])
    bench.model.path.append("A")
    bench.runLoop.settle()
    #expect(bench.stack.shownPath == ["A", "A"])
    bench.stack.tapBackButton()
    bench.runLoop.settle()
    #expect(bench.stack.shownPath == ["A"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S5_changingAValueRebuildsItAndEverythingAbove() {
    let bench = RulesBench(["A", "B", "C"])
    bench.model.path[1] = "X"
    bench.runLoop.endTurn()
    #expect(bench.stack.transition?.kind == .set)
    bench.runLoop.settle()
    #expect(bench.disappeared == ["C", "B"])
    #expect(bench.stack.shownPath == ["A", "X", "C"])
  }

  // MARK: S6

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_anAppWriteDuringATransitionIsDroppedAndWrittenOver() {
    let bench = RulesBench(["A", "B"])
    bench.stack.tapBackButton()
    bench.model.path = []  // a clear, while the pop animates
    bench.runLoop.settle()
    #expect(bench.stack.droppedWrites.count == 1)
    #expect(bench.stack.shownPath == ["A"])
    #expect(bench.model.path == ["A"])  // the stale pop written back over the newer path
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_anAppWriteDuringASwipeIsDroppedAndTheSwipesWriteWins() {
    let bench = RulesBench(["A", "B"])
    bench.stack.beginInteractivePop()
    bench.model.path.append("C")
    bench.runLoop.endTurn()
    bench.stack.finishInteractivePop()
    bench.runLoop.settle()
    #expect(bench.model.path == ["A"])
    #expect(bench.appeared.contains("C") == false)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_theOtherReadingAppliesTheWriteAfterTheTransition() {
    var behavior = HeadlessNavigationStack<String>.Behavior.iOS16_1Through18
    behavior.appWriteDuringTransition = .appliedAfterTransition
    let bench = RulesBench(["A", "B"], behavior: behavior)
    bench.stack.tapBackButton()
    bench.model.path = ["A", "C"]
    bench.runLoop.settle()
    #expect(bench.stack.droppedWrites.isEmpty)
    #expect(bench.stack.shownPath == ["A", "C"])
  }

  // MARK: S7

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_hiddenBackButtonTurnsOffBackAndTheEdgeSwipe() {
    let bench = RulesBench(["A", "B"])
    bench.stack.isBackButtonHidden = { $0 == "B" }
    #expect(!bench.stack.tapBackButton())
    #expect(!bench.stack.chooseFromBackHistory(keeping: 0))
    #expect(!bench.stack.beginInteractivePop())
    #expect(bench.stack.pathWrites.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [false, true])
  func S7_hiddenBackButtonAndTheContentSwipeIsASwitch(disables: Bool) {
    var behavior = HeadlessNavigationStack<String>.Behavior.iOS26
    behavior.hiddenBackButtonDisablesContentSwipe = disables
    let bench = RulesBench(["A", "B"], behavior: behavior)
    bench.stack.isBackButtonHidden = { _ in true }
    #expect(bench.stack.beginInteractivePop(fromContent: true) == !disables)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S7_interactiveDismissDisabledRefusesThePullDown() {
    let bench = RulesBench()
    bench.model.sheet = "S"
    bench.runLoop.settle()
    bench.stack.isInteractiveDismissDisabled = { _ in true }
    #expect(!bench.stack.beginSheetPullDown())
  }

  // MARK: S8

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_sheetItemBecomesNilWhenTheDismissalEnds() {
    let bench = RulesBench()
    bench.model.sheet = "S"
    bench.runLoop.settle()
    #expect(bench.stack.shownSheet == "S")
    #expect(bench.stack.beginSheetPullDown())
    bench.stack.finishSheetPullDown()
    bench.runLoop.advance(by: bench.transitionDuration / 2)
    #expect(bench.model.sheet == "S")
    bench.runLoop.advance(by: bench.transitionDuration)
    #expect(bench.model.sheet == nil)
    #expect(bench.dismissals == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_onDismissRunsForADismissalByCode() {
    let bench = RulesBench()
    bench.model.sheet = "S"
    bench.runLoop.settle()
    bench.model.sheet = nil
    bench.runLoop.settle()
    #expect(bench.dismissals == 1)
    #expect(bench.stack.shownSheet == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_onDismissRunsWhenTheItemIsSwapped() {
    let bench = RulesBench()
    bench.model.sheet = "S"
    bench.runLoop.settle()
    bench.model.sheet = "T"
    bench.runLoop.settle()
    #expect(bench.dismissals == 1)
    #expect(bench.stack.shownSheet == "T")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_cancelledPullDownWritesNothing() {
    let bench = RulesBench()
    bench.model.sheet = "S"
    bench.runLoop.settle()
    bench.stack.beginSheetPullDown()
    bench.stack.cancelSheetPullDown()
    bench.runLoop.settle()
    #expect(bench.model.sheet == "S")
    #expect(bench.dismissals == 0)
  }

  // MARK: S12

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S12_onAppearRunsBeforeThePushFinishes() {
    let bench = RulesBench(["A"])
    bench.model.path.append("B")
    bench.runLoop.endTurn()
    #expect(bench.appeared == ["B"])
    #expect(bench.stack.shownPath == ["A"])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S12_theStackAppearsWithWhatItsBindingHoldsWithoutAnAnimation() {
    let bench = RulesBench(["A", "B"])
    #expect(bench.firstAppearance == ["B"])
    #expect(bench.stack.shownPath == ["A", "B"])
    #expect(bench.stack.pathWrites.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S12_onDisappearRunsForACancelledSwipe() {
    let bench = RulesBench(["A", "B"])
    bench.stack.beginInteractivePop()
    bench.stack.cancelInteractivePop()
    bench.runLoop.settle()
    #expect(bench.disappeared == ["B"])
    #expect(bench.stack.shownPath == ["A", "B"])
  }
}
