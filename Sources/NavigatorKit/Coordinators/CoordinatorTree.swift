/// What the coordinator tree knows beyond each parent's `childCoordinators`: which parent added a child, and how
/// (added, pushed or presented), so that ``Coordinator/parentCoordinator`` and
/// ``NavigationCoordinator/finish(animated:)`` work.
///
/// The parent's `childCoordinators` array is the single source of truth. A record here counts only while the child is
/// still in its parent's live array: a child the app removed from the array itself is no longer a child, whatever the
/// record says, and a child the app appended itself is a child (``Coordinator/addChild(_:)`` and
/// ``Coordinator/removeChild(_:)`` find it by identity). Records are keyed by the child's identity and hold the parent
/// weakly, and never the child: a weak reference gives an object a side table, which makes every retain and release of
/// it slower, and children are retained and released all the time. So a record proves nothing about its child by
/// itself; it counts only for a child that is in the recorded parent's array, which a child can be only while it is
/// alive. Records whose parent is gone or no longer holds the child are swept as the table grows; the tree never keeps
/// a coordinator alive.
@MainActor
package enum CoordinatorTree {
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

  /// A parent–child record, keyed by the child's identity. It counts only while the child is in `parent`'s
  /// `childCoordinators`.
  ///
  /// A class, so that a lookup reads and updates it in place without copying its weak references.
  final class Record {
    weak var parent: (any Coordinator)?
    /// How the child was attached. A child the app appends again after its removal is the flow it was.
    var attachment: Attachment
    /// The navigator whose lifetime audit watches the child's removal: the parent's, or the child's when the parent
    /// has none. Found when the child is added, so that a removal needs no dynamic cast.
    weak var auditingNavigator: Navigator?
    /// Whether the last sweep found the child gone from `parent`'s array; the next sweep drops the record then.
    var isDetached = false

    init(parent: any Coordinator, attachment: Attachment, auditingNavigator: Navigator?) {
      self.parent = parent
      self.attachment = attachment
      self.auditingNavigator = auditingNavigator
    }
  }

  private static var records = WeakTable<Record>()

  /// The record kept under `child`'s identity, whatever it says: it may be an earlier object's, at the same address.
  private static func ownRecord(of child: any Coordinator) -> Record? {
    records[child]
  }

  /// The record kept under `child`'s identity, if it names a parent that is alive.
  private static func record(of child: any Coordinator) -> Record? {
    guard let record = ownRecord(of: child), record.parent != nil else { return nil }
    return record
  }

  /// The parent that holds `child` in its `childCoordinators` and recorded it, with how it was attached.
  static func membership(of child: any Coordinator) -> (parent: any Coordinator, attachment: Attachment)? {
    guard let record = record(of: child), let parent = record.parent,
      firstIndexIdentical(parent.childCoordinators, child) != nil
    else { return nil }
    return (parent, record.attachment)
  }

  /// Whether `child` was attached through the tree once and has been removed since, by the tree or by the app.
  static func wasRemoved(_ child: any Coordinator) -> Bool {
    record(of: child) != nil && membership(of: child) == nil
  }

  static func parent(of child: any Coordinator) -> (any Coordinator)? {
    membership(of: child)?.parent
  }

  /// Whether `candidate` is `ancestor` or one of its descendants, found through the live `childCoordinators` arrays
  /// below `ancestor` — children the app appended included.
  ///
  /// - Complexity: O(*s*), where *s* is the size of `ancestor`'s subtree: nothing for a new child with no children.
  static func isInSubtree(_ candidate: any Coordinator, of ancestor: any Coordinator) -> Bool {
    // The usual case — a new child with no children of its own — without allocating the walk's bookkeeping.
    if candidate === ancestor { return true }
    if ancestor.childCoordinators.isEmpty { return false }
    var pending = [ancestor]
    var visited = Set<ObjectIdentifier>()
    while let node = pending.popLast() {
      if node === candidate { return true }
      guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
      pending.append(contentsOf: node.childCoordinators)
    }
    return false
  }

  /// What ``add(_:to:as:call:)`` did.
  enum AddOutcome {
    /// `child` was appended to the parent's `childCoordinators`.
    case added
    /// `child` was in the parent's `childCoordinators` already; nothing changed but the record.
    case alreadyAChild
    /// Misuse, reported; nothing changed.
    case refused
  }

  /// Adds `child` to `parent`, or reports why not.
  ///
  /// A child already in the parent's array stays where it is; its record is kept if it has one (an `addChild` does
  /// not turn a pushed child into an added one), and made if the app appended it itself.
  @discardableResult
  static func add(
    _ child: any Coordinator, to parent: any Coordinator, as attachment: Attachment = .added,
    call: EntryPoint
  ) -> AddOutcome {
    if isInSubtree(parent, of: child) {
      report(
        .coordinatorCycle, from: parent, call.description,
        "\(typeName(child)) cannot be a child of \(typeName(parent)): it is that coordinator or one of its "
          + "ancestors. Create a new coordinator for the nested flow.")
      return .refused
    }
    // One lookup of the child's record serves every check below and is updated in place.
    let existing = ownRecord(of: child)
    if firstIndexIdentical(parent.childCoordinators, child) != nil {
      if let existing, existing.parent === parent { return .alreadyAChild }
      remember(child, under: parent, attachment: .added, reusing: existing)
      return .alreadyAChild
    }
    if let current = existing?.parent, current !== parent,
      firstIndexIdentical(current.childCoordinators, child) != nil
    {
      report(
        .childAlreadyAdded, from: parent, call.description,
        "\(typeName(child)) is already a child of \(typeName(current)). Remove it there first, or create a new "
          + "coordinator.")
      return .refused
    }
    parent.childCoordinators.append(child)
    remember(child, under: parent, attachment: attachment, reusing: existing)
    return .added
  }

  /// Removes `child` from `parent`'s `childCoordinators`, keeping the order of the others, and hands it to the
  /// lifetime audit. When `child` is not in the array, reports ``NavigationIssue/Kind/notAChild`` if `reportsStrangers`
  /// and the tree never knew it as `parent`'s child; a child removed before is a harmless repeat.
  ///
  /// - Complexity: O(*n*), where *n* is the number of children: one identity scan of the array.
  static func remove(
    _ child: any Coordinator, from parent: any Coordinator, by removal: CoordinatorRemoval,
    reportsStrangers: Bool = true
  ) {
    guard let index = firstIndexIdentical(parent.childCoordinators, child) else {
      // A child that this parent once held is a harmless repeat.
      if reportsStrangers, ownRecord(of: child)?.parent !== parent {
        report(
          .notAChild, from: parent, removal.call,
          "\(typeName(child)) is not a child of \(typeName(parent)), so there is nothing to remove. Remove it from "
            + "its own parent (see parentCoordinator).")
      }
      return
    }
    parent.childCoordinators.remove(at: index)
    // Only a process that has a lifetime audit pays for finding the one that watches this removal.
    guard CoordinatorLifetimeAudit.anyExists, let record = ownRecord(of: child), record.parent === parent,
      let navigator = record.auditingNavigator, let audit = navigator.lifetimeAudit
    else { return }
    audit.didRemove(child, from: parent, by: removal, reportingTo: navigator)
  }

  private static func remember(
    _ child: any Coordinator, under parent: any Coordinator, attachment: Attachment, reusing existing: Record?
  ) {
    if let existing {
      if existing.parent !== parent {
        existing.parent = parent
        existing.auditingNavigator = auditingNavigator(of: parent, or: child)
      }
      existing.attachment = attachment
      existing.isDetached = false
      return
    }
    let record = Record(
      parent: parent, attachment: attachment, auditingNavigator: auditingNavigator(of: parent, or: child))
    records.insert(record, for: child, isLive: counts)
  }

  /// Drops the records that no longer count. A record counts while its parent holds the child (the key). The record
  /// of a child that left its parent is kept through one more sweep, so that a repeated `removeChild` or `finish()`
  /// soon after a flow ended is still told apart from a call for a coordinator that was never a child; it can't be
  /// kept longer without a weak reference to the child, which would slow every retain and release of it.
  package static func sweep() {
    records.sweep(keeping: counts)
  }

  /// Whether the record kept under a child's identity `id` still counts (see ``sweep()``); marks it detached when its
  /// parent no longer holds the child.
  private static func counts(_ id: ObjectIdentifier, _ record: Record) -> Bool {
    guard let parent = record.parent else { return false }
    if parent.childCoordinators.contains(where: { ObjectIdentifier($0) == id }) {
      record.isDetached = false
      return true
    }
    defer { record.isDetached = true }
    return !record.isDetached
  }

  /// The navigator whose lifetime audit watches a removal: the parent's, or the child's when the parent has none.
  private static func auditingNavigator(of parent: any Coordinator, or child: any Coordinator) -> Navigator? {
    if let parent = parent as? any NavigationCoordinator { return parent.navigator }
    if let child = child as? any NavigationCoordinator { return child.navigator }
    return nil
  }

  /// Reports through `coordinator`'s navigator when it has one; through the fallback otherwise.
  static func report(
    _ kind: NavigationIssue.Kind, from coordinator: (any Coordinator)?, _ call: String, _ message: String
  ) {
    let issue = NavigationIssue(kind: kind, call: call, message: message)
    if let navigating = coordinator as? any NavigationCoordinator {
      navigating.navigator.report(issue)
    } else {
      report(issue)
    }
  }

  /// Reports an issue that no navigator can take.
  static func report(_ issue: NavigationIssue) {
    unownedIssueReporter.report(issue)
  }

  /// Reports issues from coordinators that have no navigator to report through.
  private static var unownedIssueReporter = UnhandledIssueReporter()
}
