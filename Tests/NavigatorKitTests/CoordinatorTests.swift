import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct CoordinatorTests {

  @Test func addAndRemoveAreIdentityBasedAndIdempotent() {
    let parent = PlainCoordinator()
    let (a, b, c) = (PlainCoordinator(), PlainCoordinator(), PlainCoordinator())
    parent.addChild(a)
    parent.addChild(b)
    parent.addChild(a)
    parent.addChild(c)
    #expect(parent.childCoordinators.count == 3)
    #expect(a.parentCoordinator === parent)
    parent.removeChild(a)
    parent.removeChild(a)
    #expect(parent.childCoordinators.count == 2)
    #expect(parent.childCoordinators.contains { $0 === b } && parent.childCoordinators.contains { $0 === c })
    #expect(a.parentCoordinator == nil)
    // The child moved into a's place can still be removed in O(1) and correctly.
    parent.removeChild(c)
    parent.removeChild(b)
    #expect(parent.childCoordinators.isEmpty)
  }

  /// "An `addChild` does not turn a pushed child into an added one": a pushed child that the app also adds by hand
  /// still ends as a pushed flow — its `finish()` pops its screens — and is released with them.
  @Test func addingAPushedChildAgainKeepsItEndingWithItsScreen() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let parent = FlowCoordinator("Parent", navigator: Navigator(host: host), root: host.screens[0])
    weak var weakChild: FlowCoordinator?
    do {
      let child = FlowCoordinator("Child", navigator: parent.navigator)
      parent.pushCoordinator(child)
      parent.addChild(child)  // a harmless second registration
      weakChild = child
    }
    #expect(parent.childCoordinators.count == 1)
    weakChild?.finish()
    #expect(host.screens.count == 1)
    #expect(parent.childCoordinators.isEmpty)
    #expect(weakChild == nil)
  }

  @Test func childrenAppendedDirectlyCanBeRemoved() {
    let parent = PlainCoordinator()
    let a = PlainCoordinator()
    parent.childCoordinators.append(a)
    parent.removeChild(a)
    #expect(parent.childCoordinators.isEmpty)
  }

  @Test func directlyAppendedChildIsAdoptedNotDuplicated() {
    let parent = PlainCoordinator()
    let (a, b, c) = (PlainCoordinator(), PlainCoordinator(), PlainCoordinator())
    parent.addChild(a)
    parent.addChild(b)
    parent.childCoordinators.append(c)
    parent.addChild(c)
    #expect(parent.childCoordinators.count == 3)
    #expect(c.parentCoordinator === parent)
    parent.removeChild(b)
    parent.addChild(b)
    #expect(parent.childCoordinators.count == 3)
    parent.removeChild(a)
    parent.removeChild(b)
    parent.removeChild(c)
    #expect(parent.childCoordinators.isEmpty)
    parent.childCoordinators.append(a)
    parent.addChild(a)
    #expect(parent.childCoordinators.count == 1)
    #expect(parent.checkTreeInvariants().isEmpty)
  }

  @Test func pushCoordinatorStartsThePushesAndReleasesOnBack() {
    let f = AppFixture()
    weak var weakChild: FlowCoordinator?
    do {
      let child = f.pushChild("Detail")
      weakChild = child
      #expect(child.startCount == 1)
      #expect(f.app.childCoordinators.count == 1)
      #expect(f.host.screens.last === child.rootScreen)
    }
    f.host.tapBackButton()
    #expect(f.app.childCoordinators.isEmpty)
    #expect(f.finished == ["Detail"])
    #expect(weakChild == nil)
  }

  @Test func popToRootThroughThreeGenerationsReleasesThemInnermostFirst() {
    let f = AppFixture()
    let a = f.pushChild("A")
    let b = f.pushChild("B", of: a)
    a.show("A2")
    let c = f.pushChild("C", of: b)
    c.show("C2")
    f.host.popToRoot(animated: false)
    #expect(f.finished == ["C", "B", "A"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func aCancelledSwipeKeepsTheChild() throws {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    try #require(f.host.beginInteractivePop()).cancel()
    #expect(f.app.childCoordinators.count == 1)
    #expect(f.finished.isEmpty)
    child.finish()
    #expect(f.finished == ["Detail"])
  }

  @Test func finishPopsToTheScreenBelowAndIsHarmlessTwice() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    child.show("Detail2")
    child.finish()
    child.finish()
    #expect(f.host.screens.count == 1)
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
  }

  @Test func presentCoordinatorMakesTheRootAndReleasesOnPullDown() throws {
    let f = AppFixture()
    weak var weakChild: FlowCoordinator?
    weak var weakStack: HeadlessNavigationController?
    do {
      let child = f.presentChild("Sheet")
      weakChild = child
      let stack = try #require(child.navigator.host as? HeadlessNavigationController)
      weakStack = stack
      #expect(stack.screens.first === child.rootScreen)
      #expect(f.host.presentedScreen === stack)
      #expect(child.startCount == 1)
    }
    try #require(f.host.beginInteractiveDismiss()).finish()
    #expect(f.finished == ["Sheet"])
    #expect(f.app.childCoordinators.isEmpty)
    #expect(weakChild == nil)
    #expect(weakStack == nil)
  }

  @Test func aModalChildCannotBePulledDownButCanFinish() {
    let f = AppFixture()
    let child = f.presentChild("Checkout")
    (child.navigator.host as? HeadlessScreen)?.isModalInPresentation = true
    #expect(f.host.beginInteractiveDismiss() == nil)
    #expect(f.app.childCoordinators.count == 1)
    child.finish()
    #expect(f.finished == ["Checkout"])
    #expect(f.host.presentedScreen == nil)
  }

  @Test func aRefusedPresentationKeepsNoChild() {
    let f = AppFixture()
    f.presentChild("First")
    f.presentChild("Second")
    #expect(f.issues.map(\.kind) == [.alreadyPresenting])
    #expect(f.app.childCoordinators.count == 1)
  }

  enum TreeMisuse: String, CaseIterable {
    case removingAStranger, addingToItself, addingAnAncestor, addingAnotherParentsChild
    case pushingAChildWithItsOwnNavigator, finishingACoordinatorWithNoParent
  }

  /// The coordinator half of the misuse catalogue: each wrong call is reported with the call's name, the tree and
  /// the stack stay as they were, and the existing child still finishes normally.
  @Test(arguments: TreeMisuse.allCases)
  func treeMisuseIsReportedAndChangesNothing(_ misuse: TreeMisuse) {
    let f = AppFixture()
    let child = f.pushChild("A")
    let stacked = f.host.screens.count
    let expected: (NavigationIssue.Kind, String)
    switch misuse {
    case .removingAStranger:
      f.app.removeChild(FlowCoordinator("Stranger", navigator: f.navigator))
      expected = (.notAChild, "Coordinator.removeChild(_:)")
    case .addingToItself:
      f.app.addChild(f.app)
      expected = (.coordinatorCycle, "Coordinator.addChild(_:)")
    case .addingAnAncestor:
      child.addChild(f.app)
      expected = (.coordinatorCycle, "Coordinator.addChild(_:)")
    case .addingAnotherParentsChild:
      FlowCoordinator("Other", navigator: f.navigator).addChild(child)
      expected = (.childAlreadyAdded, "Coordinator.addChild(_:)")
    case .pushingAChildWithItsOwnNavigator:
      f.app.pushCoordinator(FlowCoordinator(presenting: "Mismatch"))
      expected = (.childUsesAnotherNavigator, "NavigationCoordinator.pushCoordinator(_:animated:onLeave:)")
    case .finishingACoordinatorWithNoParent:
      FlowCoordinator("Orphan", navigator: f.navigator).finish()
      expected = (.notAChild, "NavigationCoordinator.finish(animated:)")
    }
    #expect(f.issues.map(\.kind) == [expected.0])
    #expect(f.issues.first?.call == expected.1)
    #expect((f.issues.first?.message.count ?? 0) > 40)
    #expect(f.app.childCoordinators.count == 1)
    #expect(child.parentCoordinator === f.app)
    #expect(child.childCoordinators.isEmpty)
    #expect(f.host.screens.count == stacked)
    #expect(f.host.presentedScreen == nil)
    f.host.tapBackButton()
    #expect(f.finished == ["A"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func finishingAChildTwiceAndRemovingItTwiceAreHarmless() {
    let f = AppFixture()
    let child = f.pushChild("A")
    child.finish()
    child.finish()
    f.app.removeChild(child)
    #expect(f.issues.isEmpty)
    #expect(f.finished == ["A"])
  }
}

extension CoordinatorTests {
  // MARK: `childCoordinators` is the single source of truth: whatever the app does to the array itself is honoured.

  @Test func aChildClearedByTheAppIsNoLongerAChild() {
    let f = AppFixture()
    let parent = FlowCoordinator("Parent", navigator: f.navigator)
    let other = FlowCoordinator("Other", navigator: f.navigator)
    let child = PlainCoordinator()
    parent.addChild(child)
    parent.childCoordinators.removeAll()
    #expect(child.parentCoordinator == nil)
    parent.addChild(child)
    #expect(parent.childCoordinators.count == 1)
    #expect(child.parentCoordinator === parent)
    parent.childCoordinators.removeAll()
    other.addChild(child)
    #expect(f.issues.isEmpty)
    #expect(other.childCoordinators.count == 1)
    #expect(child.parentCoordinator === other)
    #expect(other.checkTreeInvariants().isEmpty)
  }

  @Test func aChildAppendedByTheAppIsAChild() {
    let f = AppFixture()
    let parent = FlowCoordinator("Parent", navigator: f.navigator)
    let (a, b) = (PlainCoordinator(), PlainCoordinator())
    parent.childCoordinators.append(a)
    parent.addChild(a)
    #expect(parent.childCoordinators.count == 1)
    #expect(a.parentCoordinator === parent)
    parent.childCoordinators.append(b)
    parent.removeChild(b)
    #expect(parent.childCoordinators.count == 1 && parent.childCoordinators.first === a)
    #expect(f.issues.isEmpty)
  }

  @Test func aChildRemovedByTheAppCanBeRemovedAgainHarmlessly() {
    let f = AppFixture()
    let parent = FlowCoordinator("Parent", navigator: f.navigator)
    let child = PlainCoordinator()
    parent.addChild(child)
    parent.childCoordinators.removeAll { $0 === child }
    parent.removeChild(child)
    #expect(f.issues.isEmpty)
    #expect(parent.childCoordinators.isEmpty)
  }

  @Test func removalKeepsTheOrderOfTheOtherChildren() {
    let parent = PlainCoordinator()
    let children = (0..<5).map { _ in PlainCoordinator() }
    children.forEach(parent.addChild)
    parent.removeChild(children[1])
    #expect(parent.childCoordinators.map(ObjectIdentifier.init) == [0, 2, 3, 4].map { ObjectIdentifier(children[$0]) })
  }

  @Test func aPushedChildTheAppClearedLeavesQuietly() {
    let f = AppFixture()
    weak var weakChild: FlowCoordinator?
    do {
      let child = f.pushChild("Detail")
      weakChild = child
      f.app.childCoordinators.removeAll()
    }
    #expect(weakChild == nil)
    f.host.tapBackButton()
    #expect(f.finished == ["Detail"])
    #expect(f.issues.isEmpty)
    #expect(f.host.screens.count == 1)
  }

  @Test(arguments: [TransitionMode.immediate, .manual])
  func pushingTheSameChildTwiceKeepsItAttachedOnce(_ mode: TransitionMode) {
    let f = AppFixture()
    f.host.transitionMode = mode
    weak var weakChild: FlowCoordinator?
    do {
      let child = f.pushChild("Detail")
      weakChild = child
      f.app.pushCoordinator(child) { f.finished.append("second onFinish") }
      f.host.completeTransition()
      #expect(f.issues.map(\.kind) == [.childAlreadyAdded])
      #expect(f.issues.first?.call == "NavigationCoordinator.pushCoordinator(_:animated:onLeave:)")
      #expect(f.app.childCoordinators.count == 1)
      #expect(child.parentCoordinator === f.app)
      #expect(child.startCount == 1)
      #expect(f.host.screens.last === child.rootScreen)
      #expect(f.host.screens.count == 2)
      #expect(f.finished.isEmpty)
    }
    #expect(weakChild != nil)
    f.host.tapBackButton()
    f.host.completeTransition()
    #expect(f.finished == ["Detail"])
    #expect(f.app.childCoordinators.isEmpty)
    #expect(weakChild == nil)
  }

  @Test func presentingTheSameChildTwiceKeepsItAttachedOnce() throws {
    let f = AppFixture()
    let child = f.presentChild("Sheet")
    f.app.presentCoordinator(child)
    #expect(f.issues.map(\.kind) == [.childAlreadyAdded])
    #expect(f.app.childCoordinators.count == 1)
    #expect(f.host.presentedScreen === child.navigator.host)
    #expect(child.startCount == 1)
    try #require(f.host.beginInteractiveDismiss()).finish()
    #expect(f.finished == ["Sheet"])
    #expect(f.app.childCoordinators.isEmpty)
  }

  @Test func aPushRefusedForItsRootScreenKeepsNothingAndRunsNoOnFinish() {
    let f = AppFixture()
    let first = f.pushChild("First")
    let copycat = FlowCoordinator("Copycat", navigator: f.navigator, root: first.rootScreen)
    f.app.pushCoordinator(copycat) { f.finished.append("Copycat") }
    #expect(f.issues.map(\.kind) == [.screenAlreadyInStack])
    #expect(f.app.childCoordinators.count == 1 && f.app.childCoordinators.first === first)
    #expect(copycat.parentCoordinator == nil)
    f.host.tapBackButton()
    #expect(f.finished == ["First"])
  }

  @Test func aPushOfAnotherParentsChildLeavesItWithItsParent() {
    let f = AppFixture()
    let child = f.pushChild("Detail")
    let other = FlowCoordinator("Other", navigator: f.navigator)
    other.pushCoordinator(child) { f.finished.append("wrong onFinish") }
    #expect(f.issues.map(\.kind) == [.childAlreadyAdded])
    #expect(child.parentCoordinator === f.app)
    #expect(other.childCoordinators.isEmpty)
    f.host.tapBackButton()
    #expect(f.finished == ["Detail"])
  }

  @Test func aCycleThroughAChildTheAppAppendedIsRefused() {
    let f = AppFixture()
    let (a, b) = (FlowCoordinator("A", navigator: f.navigator), FlowCoordinator("B", navigator: f.navigator))
    f.app.addChild(a)
    a.childCoordinators.append(b)
    b.addChild(a)
    #expect(f.issues.map(\.kind) == [.coordinatorCycle])
    #expect(!b.childCoordinators.contains { $0 === a })
  }

  @Test func aRefusedPushOfAChildTheAppAppendedLeavesItAsItWas() {
    let f = AppFixture()
    let child = FlowCoordinator("C", navigator: f.navigator)
    f.app.childCoordinators.append(child)
    f.app.pushCoordinator(child)
    #expect(f.issues.map(\.kind) == [.childAlreadyAdded])
    #expect(child.parentCoordinator == nil)
    #expect(child.startCount == 0)
  }
}
