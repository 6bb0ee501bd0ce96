import NavigatorKit
import NavigatorKitTesting
import Testing

/// `childCoordinators` is the single source of truth: whatever the app does to the array itself is honoured.
@MainActor
@Suite struct ChildCoordinatorsTruthTests {

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
