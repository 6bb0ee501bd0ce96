/// What the coordinator tree knows beyond each parent's `childCoordinators`: which parent added a child, and how
/// (added, pushed or presented), so that ``Coordinator/parentCoordinator`` and
/// ``NavigationCoordinator/finish(animated:)`` work.
///
/// The parent's `childCoordinators` array is the single source of truth. A record here counts only while the child is
/// still in its parent's live array: a child the app removed from the array itself is no longer a child, whatever the
/// record says, and a child the app appended itself is a child (``Coordinator/addChild(_:)`` and
/// ``Coordinator/removeChild(_:)`` find it by identity). Records hold both coordinators weakly and are swept once their
/// child is gone, so the tree never keeps a coordinator alive.
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

  /// A parent–child record. It counts only while `child` is in `parent`'s `childCoordinators`.
  ///
  /// A class, so that a removal reads and updates it through one lookup without copying its weak references.
  final class Record {
    weak var parent: (any Coordinator)?
    weak var child: (any Coordinator)?
    /// How the child was attached; `nil` once the tree removed it, so that a child the app appends again later is
    /// treated as added, not as a flow still on screen.
    var attachment: Attachment?
    /// The navigator whose lifetime audit watches the child's removal: the parent's, or the child's when the parent
    /// has none. Found when the child is added, so that a removal needs no dynamic cast.
    weak var auditingNavigator: Navigator?

    init(parent: any Coordinator, child: any Coordinator, attachment: Attachment, auditingNavigator: Navigator?) {
      self.parent = parent
      self.child = child
      self.attachment = attachment
      self.auditingNavigator = auditingNavigator
    }
  }

  private static var records: [ObjectIdentifier: Record] = [:]
  /// When the table is next swept of records whose coordinators are gone.
  private static var sweepThreshold = 64

  /// The record of `child`, if it names a parent that is alive, whatever the parent's array says now.
  private static func record(of child: any Coordinator) -> Record? {
    guard let record = records[ObjectIdentifier(child)], record.child === child, record.parent != nil else {
      return nil
    }
    return record
  }

  /// The parent that holds `child` in its `childCoordinators` and recorded it, with how it was attached.
  static func membership(of child: any Coordinator) -> (parent: any Coordinator, attachment: Attachment)? {
    guard let record = record(of: child), let parent = record.parent,
      firstIndexIdentical(parent.childCoordinators, child) != nil
    else { return nil }
    return (parent, record.attachment ?? .added)
  }

  /// Whether `child` was attached through the tree once and has been removed since, by the tree or by the app.
  static func wasRemoved(_ child: any Coordinator) -> Bool {
    record(of: child) != nil && membership(of: child) == nil
  }

  static func parent(of child: any Coordinator) -> (any Coordinator)? {
    membership(of: child)?.parent
  }

  static func isDescendant(_ candidate: any Coordinator, of ancestor: any Coordinator) -> Bool {
    var current = parent(of: candidate)
    while let node = current {
      if node === ancestor { return true }
      current = parent(of: node)
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
    call: String = "Coordinator.addChild(_:)"
  ) -> AddOutcome {
    if child === parent || isDescendant(parent, of: child) {
      report(
        .coordinatorCycle, from: parent, call,
        "\(typeName(child)) cannot be a child of \(typeName(parent)): it is that coordinator or one of its "
          + "ancestors. Create a new coordinator for the nested flow.")
      return .refused
    }
    if firstIndexIdentical(parent.childCoordinators, child) != nil {
      if let existing = record(of: child), existing.parent === parent, existing.attachment != nil {
        return .alreadyAChild
      }
      remember(child, under: parent, attachment: .added)
      return .alreadyAChild
    }
    if let current = self.parent(of: child) {
      report(
        .childAlreadyAdded, from: parent, call,
        "\(typeName(child)) is already a child of \(typeName(current)). Remove it there first, or create a new "
          + "coordinator.")
      return .refused
    }
    parent.childCoordinators.append(child)
    remember(child, under: parent, attachment: attachment)
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
      if reportsStrangers, records[ObjectIdentifier(child)].map({ $0.parent === parent && $0.child === child }) != true
      {
        report(
          .notAChild, from: parent, removal.call,
          "\(typeName(child)) is not a child of \(typeName(parent)), so there is nothing to remove. Remove it from "
            + "its own parent (see parentCoordinator).")
      }
      return
    }
    parent.childCoordinators.remove(at: index)
    guard let record = records[ObjectIdentifier(child)], record.child === child else { return }
    record.attachment = nil
    if let navigator = record.auditingNavigator, let audit = navigator.lifetimeAudit {
      audit.didRemove(child, from: parent, by: removal, reportingTo: navigator)
    }
  }

  private static func remember(_ child: any Coordinator, under parent: any Coordinator, attachment: Attachment) {
    records[ObjectIdentifier(child)] = Record(
      parent: parent, child: child, attachment: attachment,
      auditingNavigator: auditingNavigator(of: parent, or: child))
    if records.count >= sweepThreshold {
      records = records.filter { $0.value.child != nil && $0.value.parent != nil }
      sweepThreshold = max(64, records.count * 2)
    }
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
