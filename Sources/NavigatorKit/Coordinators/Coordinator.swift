/// An object that owns a part of the app's flow and the child coordinators it started.
///
/// Write coordinators as plain classes. Keep children in ``childCoordinators`` through ``addChild(_:)`` and
/// ``removeChild(_:)``; a ``NavigationCoordinator`` adds and removes them for you when it pushes or presents them.
///
/// ``childCoordinators`` is the single source of truth: NavigatorKit keeps no copy of it. You may edit the array
/// yourself — a child you remove or clear from it is no longer a child, a child you append is one — and
/// ``parentCoordinator`` and ``NavigationCoordinator/finish(animated:)`` follow the array as it is now.
///
/// ```swift
/// final class RootCoordinator: Coordinator {
///   var childCoordinators: [any Coordinator] = []
///   func start() {}  // shows the first screen
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// The coordinators this one started and keeps alive. Declare it as a stored `var`, empty at first; edit it directly
  /// or through ``addChild(_:)`` and ``removeChild(_:)``.
  var childCoordinators: [any Coordinator] { get set }

  /// Shows the coordinator's first screen or sets up its flow. Called once, by whoever starts the coordinator.
  func start()
}

extension Coordinator {
  /// Adds `child` to ``childCoordinators``, keeping it alive until it is removed.
  ///
  /// ``childCoordinators`` is the single source of truth: a child is a child exactly while it is in that array, so
  /// you may also append, remove or clear children there yourself. Adding a child that is already in the array does
  /// nothing. Misuse is refused and reported, leaving the tree unchanged: adding a coordinator that is a child of
  /// another reports ``NavigationIssue/Kind/childAlreadyAdded``; adding a coordinator to itself or to one of its
  /// descendants reports ``NavigationIssue/Kind/coordinatorCycle``. Issues go to the coordinator's navigator's
  /// ``Navigator/onIssue`` when it is a ``NavigationCoordinator``.
  ///
  /// - Complexity: O(*n* + *d*·*m*): a scan of the *n* children, and the cycle check up the *d* ancestors, each a scan
  ///   of its parent's *m* children.
  public func addChild(_ child: any Coordinator) {
    CoordinatorTree.add(child, to: self, call: EntryPoint(owner: "Coordinator", method: #function))
  }

  /// Removes `child` from ``childCoordinators``, so that it is released unless something else keeps it.
  ///
  /// The other children keep their order. Removing a child again soon after it was removed — by this method, by a
  /// flow that ended, or by your own edit of ``childCoordinators`` — does nothing. Removing a coordinator that was
  /// never a child of this one reports ``NavigationIssue/Kind/notAChild`` and changes nothing; so does removing one
  /// long after it left, once the tree has forgotten it (it keeps no reference to a removed child, and forgets it
  /// after two sweeps of its records, which a few dozen later additions of children trigger).
  ///
  /// The navigator's ``Navigator/lifetimeAudit`` then checks that the child is really released.
  ///
  /// - Complexity: O(*n*), where *n* is the number of children: one identity scan.
  public func removeChild(_ child: any Coordinator) {
    CoordinatorTree.remove(child, from: self, by: .removeChild(EntryPoint(owner: "Coordinator", method: #function)))
  }

  /// The coordinator that added this one as a child, while this one is still in its ``childCoordinators``.
  ///
  /// A parent is known once it added the child (``addChild(_:)``, or a ``NavigationCoordinator``'s push or
  /// present); a child you appended to an array yourself has no known parent until that parent calls `addChild` for
  /// it.
  public var parentCoordinator: (any Coordinator)? {
    CoordinatorTree.parent(of: self)
  }
}

extension EntryPoint {
  /// A method of ``NavigationCoordinator``; pass `#function`.
  static func coordinator(_ method: StaticString) -> EntryPoint {
    EntryPoint(owner: "NavigationCoordinator", method: method)
  }
}
