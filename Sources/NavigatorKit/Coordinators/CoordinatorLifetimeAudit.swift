import Dispatch

/// Catches leaked coordinators while you are still in the flow: a removed child that is still alive a moment later
/// is reported as a ``NavigationIssue/Kind/coordinatorLeaked`` issue naming its type, the call that removed it and
/// how long after its removal it was found alive.
///
/// Each ``Navigator`` has one in debug builds (``Navigator/lifetimeAudit``); release builds have none. Every child
/// removed from a coordinator on that navigator — by ``Coordinator/removeChild(_:)``, or by a
/// ``NavigationCoordinator`` when a pushed or presented flow ends — is checked once ``gracePeriod`` has passed. If the
/// child is still alive then and no other parent adopted it, something else holds it: a closure that captured it
/// strongly, a delegate that isn't weak, a timer. The issue goes to the navigator's ``Navigator/onIssue``.
///
/// The audit costs one small record per removal while its check is pending, and one timer for all of them. Records
/// of children that are already gone are dropped as new ones arrive, so an app that pushes and pops all day keeps
/// its memory flat.
///
/// In a process that uses NavigatorKitTesting, the audits navigators get by default wait for ``checkNow()`` or
/// ``runDueChecks()`` instead of checking on a timer, so that no check fires in the middle of a later test. In a test,
/// make an audit that waits for you, and run its checks when the flow is over:
///
/// ```swift
/// let audit = CoordinatorLifetimeAudit(checksAutomatically: false)
/// navigator.lifetimeAudit = audit
/// // … finish a flow …
/// audit.checkNow()  // reports every removed child that is still alive
/// ```
@MainActor
public final class CoordinatorLifetimeAudit {
  /// How long a removed child may stay alive, in seconds, before it counts as leaked: long enough for a dismissal
  /// animation that still holds it to end. Two seconds by default. A change applies to removals from then on.
  public var gracePeriod: Double

  /// Whether checks run by themselves once their grace period has passed, on a main-actor task. When `false`, they
  /// run only when you call ``runDueChecks()`` or ``checkNow()``.
  public let checksAutomatically: Bool

  /// How many removed children wait for their check.
  public var pendingCheckCount: Int { pending.count }

  private let clock: @MainActor () -> Double

  /// A removed child waiting for its check. Type names are built only when something is reported.
  private struct PendingCheck {
    weak var child: (any Coordinator)?
    let childType: any Coordinator.Type
    let parentType: any Coordinator.Type
    weak var navigator: Navigator?
    let removal: CoordinatorRemoval
    let removedAt: Double
    let dueAt: Double
  }

  private var pending: [PendingCheck] = []
  /// When the pending checks are next swept of children that are already gone.
  private var sweepThreshold = 64
  /// The one task that wakes up for due checks, while checks are pending and ``checksAutomatically`` is set.
  private var timer: Task<Void, Never>?

  /// Whether an audit was ever created in this process. Until one is, a removal does not look for the audit that
  /// watches it, so a release build that uses none pays nothing for the feature.
  static private(set) var anyExists = false

  /// Whether the audits navigators get by default check on a timer. NavigatorKitTesting turns this off: in a test
  /// process a timed check would fire in the middle of a later test and fail it; tests run the checks explicitly.
  package static var defaultChecksAutomatically = true

  /// Whether navigators get an audit when they are created: in debug builds.
  static var isOnByDefault: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - gracePeriod: How long, in seconds, a removed child may stay alive before it counts as leaked.
  ///   - checksAutomatically: Whether checks run by themselves once due; pass `false` to run them with
  ///     ``runDueChecks()`` or ``checkNow()``.
  ///   - clock: The current time in seconds, from any fixed origin; the system's monotonic clock by default. Give a
  ///     test's own clock to drive time explicitly.
  public init(
    gracePeriod: Double = 2, checksAutomatically: Bool = true,
    clock: @escaping @MainActor () -> Double = CoordinatorLifetimeAudit.systemUptime
  ) {
    self.gracePeriod = gracePeriod
    self.checksAutomatically = checksAutomatically
    self.clock = clock
    Self.anyExists = true
  }

  /// The system's monotonic clock, in seconds: the default clock.
  public static func systemUptime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }

  /// Checks the removed children whose grace period has passed, by the audit's clock, and reports those still alive.
  public func runDueChecks() {
    let now = clock()
    var stillPending: [PendingCheck] = []
    let due = pending
    pending = []
    for check in due {
      if check.dueAt <= now {
        audit(check, at: now)
      } else {
        stillPending.append(check)
      }
    }
    // Checks added while reports ran stay pending too.
    pending = stillPending + pending
  }

  /// Checks every removed child now, whether or not its grace period has passed, and reports those still alive.
  ///
  /// The report says how long after its removal each child was checked.
  public func checkNow() {
    let now = clock()
    let due = pending
    pending = []
    for check in due {
      audit(check, at: now)
    }
  }

  /// Notes that `child` was removed from `parent` by `removal`, to check it once the grace period has passed.
  func didRemove(
    _ child: any Coordinator, from parent: any Coordinator, by removal: CoordinatorRemoval,
    reportingTo navigator: Navigator
  ) {
    let now = clock()
    if pending.count >= sweepThreshold {
      pending.removeAll { $0.child == nil }
      sweepThreshold = max(64, pending.count * 2)
    }
    pending.append(
      PendingCheck(
        child: child, childType: type(of: child), parentType: type(of: parent), navigator: navigator,
        removal: removal, removedAt: now, dueAt: now + gracePeriod))
    if checksAutomatically && timer == nil {
      scheduleTimer()
    }
  }

  private func audit(_ check: PendingCheck, at now: Double) {
    // Gone, or adopted by another parent since: not a leak.
    guard let child = check.child, CoordinatorTree.parent(of: child) == nil else { return }
    let elapsed = ((now - check.removedAt) * 10).rounded() / 10
    let message =
      "\(check.childType) was removed from \(check.parentType) \(check.removal.circumstance), and was still alive when "
      + "checked \(elapsed)s later: something still holds it (a closure capturing it strongly, a delegate that "
      + "isn't weak, a timer). Capture it weakly."
    let issue = NavigationIssue(kind: .coordinatorLeaked, call: check.removal.call, message: message)
    if let navigator = check.navigator {
      navigator.report(issue)
    } else {
      CoordinatorTree.report(issue)
    }
  }

  /// Starts the one task that sleeps until the earliest pending check is due, runs the due checks, and goes on while
  /// checks remain.
  private func scheduleTimer() {
    timer = Task { @MainActor [weak self] in
      while let wait = self?.secondsUntilNextCheck() {
        try? await Task.sleep(nanoseconds: UInt64(max(wait, 0) * 1_000_000_000) + 1)
        guard let self else { return }
        runDueChecks()
      }
      self?.timer = nil
    }
  }

  private func secondsUntilNextCheck() -> Double? {
    guard let next = pending.map(\.dueAt).min() else { return nil }
    return next - clock()
  }
}

/// How a child coordinator left its parent, for the lifetime audit's report and for issues about the removal.
enum CoordinatorRemoval {
  /// The app called `removeChild`, the public method `EntryPoint`.
  case removeChild(EntryPoint)
  /// A pushed child's root screen left the stack; the child was shown by the public method `EntryPoint`.
  case pushedFlowEnded(EntryPoint)
  /// A presented child's presentation ended; the child was shown by the public method `EntryPoint`.
  case presentedFlowEnded(EntryPoint)
  /// `finish()` (the public method `EntryPoint`) on a child added with `addChild`.
  case finish(EntryPoint)
  /// `pushCoordinator` (the public method `EntryPoint`) was refused after the child was added.
  case refusedPush(EntryPoint)
  /// `presentCoordinator` (the public method `EntryPoint`) was refused after the child was added.
  case refusedPresent(EntryPoint)

  /// The public call that removed the child: for a flow that ended, the method that showed it.
  var call: String {
    switch self {
    case .removeChild(let call), .finish(let call), .pushedFlowEnded(let call), .presentedFlowEnded(let call),
      .refusedPush(let call), .refusedPresent(let call):
      call.description
    }
  }

  /// How it happened, as the end of "X was removed from Y …".
  var circumstance: String {
    switch self {
    case .removeChild: "by Coordinator.removeChild(_:)"
    case .pushedFlowEnded: "when its root screen left the stack (pushCoordinator released it)"
    case .presentedFlowEnded: "when its presentation ended (presentCoordinator released it)"
    case .finish: "by NavigationCoordinator.finish(animated:)"
    case .refusedPush, .refusedPresent: "because showing it was refused"
    }
  }
}
