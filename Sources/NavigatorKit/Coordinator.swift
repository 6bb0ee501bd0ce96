/// An object that owns a part of the app's flow and the child coordinators it started.
///
/// Write coordinators as plain classes. Keep children in ``childCoordinators`` through ``addChild(_:)`` and
/// ``removeChild(_:)``; a ``NavigationCoordinator`` adds and removes them for you when it pushes or presents them.
///
/// ```swift
/// final class AppCoordinator: Coordinator {
///   var childCoordinators: [any Coordinator] = []
///   func start() { /* show the first screen */ }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// The coordinators this one started and keeps alive. Declare it as a stored `var`, empty at first.
  var childCoordinators: [any Coordinator] { get set }

  /// Shows the coordinator's first screen or sets up its flow. Called once, by whoever starts the coordinator.
  func start()
}

extension Coordinator {
  /// Adds `child` to ``childCoordinators``, keeping it alive until it is removed.
  ///
  /// Adding a child that is already a child of this coordinator does nothing. Misuse is refused and reported,
  /// leaving the tree unchanged: adding a coordinator that is a child of another reports
  /// ``NavigationIssue/Kind/childAlreadyAdded``; adding a coordinator to itself or to one of its descendants
  /// reports ``NavigationIssue/Kind/coordinatorCycle``. Issues go to the coordinator's navigator's
  /// ``Navigator/onIssue`` when it is a ``NavigationCoordinator``, and are printed otherwise.
  ///
  /// A child appended to ``childCoordinators`` directly is adopted where it is rather than added twice, as long as
  /// the array holds more children than `addChild` put there. Mixing direct removals with direct appends defeats that
  /// count; use `addChild` and `removeChild` throughout, or neither.
  ///
  /// - Complexity: O(1), plus O(*d*) for the cycle check, where *d* is the depth of this coordinator in its tree.
  public func addChild(_ child: any Coordinator) {
    CoordinatorTree.add(child, to: self)
  }

  /// Removes `child` from ``childCoordinators``, so that it is released unless something else keeps it.
  ///
  /// Removing a child that was already removed does nothing. Removing a coordinator that was never a child of this
  /// one reports ``NavigationIssue/Kind/notAChild`` and changes nothing. The last child takes the removed child's
  /// place in ``childCoordinators``: the order of children is not kept.
  ///
  /// In debug builds, ``CoordinatorLifetimeAudit`` then checks that the child is really released.
  ///
  /// - Complexity: O(1) for children added with ``addChild(_:)``; O(*n*) for one appended to
  ///   ``childCoordinators`` directly.
  public func removeChild(_ child: any Coordinator) {
    CoordinatorTree.remove(child, from: self)
  }

  /// The coordinator that added this one as a child, while it is one.
  public var parentCoordinator: (any Coordinator)? {
    CoordinatorTree.parent(of: self)
  }
}
