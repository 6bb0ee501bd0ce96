/// Where each child coordinator sits in its parent's `childCoordinators`, so that removal is O(1) and misuse can be
/// told apart from a harmless repeat.
///
/// Entries are keyed by the child's identity and hold both ends weakly; an entry whose child is gone is stale and
/// ignored (its identifier may be reused by a new object), and stale entries are swept as the table grows.
@MainActor
enum CoordinatorTree {
  /// How a child was attached, so that ``NavigationCoordinator/finish(animated:)`` can undo it. Everything is
  /// held weakly: the table must never keep a finished flow alive.
  struct Attachment {
    enum Kind {
      case added
      /// `screen` is the child's root screen, pushed on `navigator`.
      case pushed
      /// `screen` is the child's stack, presented by `navigator`.
      case presented
    }

    var kind: Kind
    weak var screen: (any Screen)?
    weak var navigator: Navigator?

    static var added: Attachment { Attachment(kind: .added) }
  }

  struct Membership {
    weak var parent: (any Coordinator)?
    weak var child: (any Coordinator)?
    /// The child's index in the parent's `childCoordinators`; `nil` once it was removed.
    var index: Int?
    var attachment: Attachment
  }

  private static var memberships: [ObjectIdentifier: Membership] = [:]

  /// How many children the tree put in a parent's `childCoordinators` (held weakly, checked like memberships).
  struct ParentRecord {
    weak var parent: (any Coordinator)?
    var count: Int
  }

  private static var parentRecords: [ObjectIdentifier: ParentRecord] = [:]

  static func trackedCount(of parent: any Coordinator) -> Int {
    guard let record = parentRecords[ObjectIdentifier(parent)], record.parent === parent else { return 0 }
    return record.count
  }

  static func adjustTrackedCount(of parent: any Coordinator, by delta: Int) {
    let id = ObjectIdentifier(parent)
    if let record = parentRecords[id], record.parent === parent {
      parentRecords[id]?.count = max(0, record.count + delta)
    } else {
      parentRecords[id] = ParentRecord(parent: parent, count: max(0, delta))
    }
  }

  /// When the tables are next swept of entries whose coordinators are gone.
  private static var sweepThreshold = 64

  static func membership(of child: any Coordinator) -> Membership? {
    guard let membership = memberships[ObjectIdentifier(child)], membership.child === child else { return nil }
    return membership
  }

  static func parent(of child: any Coordinator) -> (any Coordinator)? {
    guard let membership = membership(of: child), membership.index != nil else { return nil }
    return membership.parent
  }

  static func isDescendant(_ candidate: any Coordinator, of ancestor: any Coordinator) -> Bool {
    var current = parent(of: candidate)
    while let node = current {
      if node === ancestor { return true }
      current = parent(of: node)
    }
    return false
  }

  /// Adds `child` to `parent`. Returns whether it is now a child of `parent` (newly or already).
  @discardableResult
  static func add(_ child: any Coordinator, to parent: any Coordinator, as attachment: Attachment = .added) -> Bool {
    if child === parent || isDescendant(parent, of: child) {
      report(
        .coordinatorCycle, from: parent, "Coordinator.addChild(_:)",
        "\(typeName(child)) cannot be a child of \(typeName(parent)): it is that coordinator or one of its "
          + "ancestors. Create a new coordinator for the nested flow.")
      return false
    }
    if let current = self.parent(of: child) {
      if current === parent {
        memberships[ObjectIdentifier(child)]?.attachment = attachment
        return true
      }
      report(
        .childAlreadyAdded, from: parent, "Coordinator.addChild(_:)",
        "\(typeName(child)) is already a child of \(typeName(current)). Remove it there first, or create a new "
          + "coordinator.")
      return false
    }
    // Only when childCoordinators holds more than the tree put there can the child have been appended directly.
    if parent.childCoordinators.count != trackedCount(of: parent),
      let index = firstIndexIdentical(parent.childCoordinators, child)
    {
      // Appended to childCoordinators directly: adopt it where it is.
      record(child, parent: parent, index: index, attachment: attachment)
      adjustTrackedCount(of: parent, by: 1)
      return true
    }
    parent.childCoordinators.append(child)
    record(child, parent: parent, index: parent.childCoordinators.count - 1, attachment: attachment)
    adjustTrackedCount(of: parent, by: 1)
    return true
  }

  static func remove(_ child: any Coordinator, from parent: any Coordinator) {
    let id = ObjectIdentifier(child)
    let known = membership(of: child)
    var index: Int?
    if let known, known.parent === parent, let recorded = known.index,
      parent.childCoordinators.indices.contains(recorded), parent.childCoordinators[recorded] === child
    {
      index = recorded
    } else {
      index = firstIndexIdentical(parent.childCoordinators, child)
    }
    guard let index else {
      if known?.parent !== parent {
        report(
          .notAChild, from: parent, "Coordinator.removeChild(_:)",
          "\(typeName(child)) is not a child of \(typeName(parent)), so there is nothing to remove. Remove it from "
            + "its own parent (see parentCoordinator).")
      }
      return
    }
    let last = parent.childCoordinators.count - 1
    if index != last {
      parent.childCoordinators.swapAt(index, last)
      let moved = parent.childCoordinators[index]
      memberships[ObjectIdentifier(moved)]?.index = index
    }
    parent.childCoordinators.removeLast()
    if let known, known.parent === parent, known.index != nil {
      adjustTrackedCount(of: parent, by: -1)
    }
    if known?.parent === parent {
      memberships[id]?.index = nil
    } else {
      memberships[id] = Membership(parent: parent, child: child, index: nil, attachment: .added)
    }
    CoordinatorLifetimeAudit.didRemove(child, from: parent)
  }

  private static func record(_ child: any Coordinator, parent: any Coordinator, index: Int, attachment: Attachment) {
    memberships[ObjectIdentifier(child)] = Membership(
      parent: parent, child: child, index: index, attachment: attachment)
    if memberships.count >= sweepThreshold {
      memberships = memberships.filter { $0.value.child != nil }
      parentRecords = parentRecords.filter { $0.value.parent != nil }
      sweepThreshold = max(64, memberships.count * 2)
    }
  }

  /// Reports through `coordinator`'s navigator when it has one; prints once per kind otherwise, or when there is no
  /// coordinator left to report through.
  static func report(
    _ kind: NavigationIssue.Kind, from coordinator: (any Coordinator)?, _ call: String, _ message: String
  ) {
    if let navigating = coordinator as? any NavigationCoordinator {
      navigating.navigator.report(kind, call, message)
    } else {
      unownedIssueReporter.report(kind, call, message)
    }
  }

  /// Prints issues from coordinators that have no navigator to report through, once per kind.
  private static var unownedIssueReporter = OncePerKindPrinter()
}

/// Prints an issue once per kind: the fallback when nobody installed a handler.
@MainActor
struct OncePerKindPrinter {
  private var printed: Set<NavigationIssue.Kind> = []

  mutating func report(_ kind: NavigationIssue.Kind, _ call: String, _ message: String) {
    guard printed.insert(kind).inserted else { return }
    print("NavigatorKit warning: \(NavigationIssue(kind: kind, call: call, message: message))")
  }
}

func typeName(_ object: AnyObject) -> String {
  String(describing: type(of: object))
}
