import NavigatorKit
import Testing

@MainActor
@Suite struct TrackedCountTests {
  final class Plain: Coordinator {
    var childCoordinators: [any Coordinator] = []
    func start() {}
  }

  @Test func directlyAppendedChildIsAdoptedNotDuplicated() {
    let parent = Plain()
    let (a, b, c) = (Plain(), Plain(), Plain())
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
}
