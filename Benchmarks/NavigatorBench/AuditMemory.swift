// Memory, not time: a long run of flows pushed and popped with the coordinator lifetime audit on. The audit keeps a
// record per removal until its check runs; records of children already gone are dropped as new ones arrive, so
// resident memory must stay flat however many flows end before a check is due.

import NavigatorKit
import NavigatorKitTestSupport
import NavigatorKitTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run of `flows` pushed-and-popped child flows did to memory, with an audit on that never got to check (the
/// run doesn't yield, as a busy app's main thread wouldn't during a burst).
struct AuditMemoryResult {
  /// Resident memory after the run minus before it, in KiB; `nil` where the platform doesn't say.
  let residentGrowthKiB: Int?
  /// The checks still waiting at the end.
  let pendingChecks: Int
}

@MainActor
func auditMemory(flows: Int) -> AuditMemoryResult {
  let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
  let navigator = Navigator(host: host)
  let audit = CoordinatorLifetimeAudit()
  navigator.lifetimeAudit = audit
  let app = FlowCoordinator("Flow", navigator: navigator)
  func run(_ count: Int) {
    for _ in 0..<count {
      app.pushCoordinator(FlowCoordinator("Flow", navigator: navigator), animated: false)
      host.tapBackButton()
    }
  }
  run(1_000)  // warm-up: the tables reach their working size
  let before = residentKiB()
  run(flows)
  let after = residentKiB()
  precondition(app.childCoordinators.isEmpty, "a flow was not released")
  let growth = before.flatMap { before in after.map { $0 - before } }
  return AuditMemoryResult(residentGrowthKiB: growth, pendingChecks: audit.pendingCheckCount)
}

/// The process's resident memory in KiB: `/proc/self/statm` on Linux; `nil` elsewhere.
func residentKiB() -> Int? {
  #if os(Linux)
    // "size resident shared …", in pages.
    guard let file = fopen("/proc/self/statm", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = fread(&buffer, 1, buffer.count, file)
    let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  #else
    return nil
  #endif
}
