// The coordinator tree's invariants, in one place, for tests and randomized checks.

extension Coordinator {
  /// Checks the coordinator tree below this coordinator and returns a description of each broken invariant (empty
  /// when all hold): each child is listed once, every child the tree knows a parent of is recorded under this
  /// coordinator, and each pushed child's root screen is on its navigator's stack while that navigator is settled.
  package func checkTreeInvariants() -> [String] {
    var broken: [String] = []
    var seen = Set<ObjectIdentifier>()
    for child in childCoordinators {
      if !seen.insert(ObjectIdentifier(child)).inserted {
        broken.append("\(typeName(child)) is listed twice in \(typeName(self))'s childCoordinators")
      }
      if let (parent, attachment) = CoordinatorTree.membership(of: child) {
        if parent !== self {
          broken.append("\(typeName(child)) is a child of \(typeName(self)) but recorded under \(typeName(parent))")
        }
        if attachment.kind == .pushed, let navigator = attachment.navigator, let root = attachment.screen,
          !navigator.host.isTransitioning, navigator.queue.isEmpty,
          !navigator.host.screens.contains(where: { $0 === root })
        {
          broken.append("\(typeName(child))'s root \(screenName(root)) left the stack but the child was kept")
        }
      }
      broken += child.checkTreeInvariants()
    }
    return broken
  }
}
