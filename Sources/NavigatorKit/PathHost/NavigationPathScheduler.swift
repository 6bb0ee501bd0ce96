/// What a ``NavigationPathHost`` waits with: the time between a write to its path and the moment it takes the
/// transition that write started to be over.
///
/// SwiftUI says nothing when a `NavigationStack` transition ends, so the host paces its writes by time, as libraries
/// over `NavigationStack` do (S4 in <doc:SwiftUIRules>). In an app the host waits on a task; in a test,
/// NavigatorKitTesting's `HeadlessNavigationStack` is the scheduler, and time passes only when the test says so.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public protocol NavigationPathScheduler: AnyObject {
  /// Runs `action` once, on the main actor, when `delay` has passed.
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - action: What to run then.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// The scheduler of a host in an app: a main-actor task that sleeps.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class TaskNavigationPathScheduler: NavigationPathScheduler {
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    Task { @MainActor in
      try? await Task.sleep(for: delay)
      action()
    }
  }
}
