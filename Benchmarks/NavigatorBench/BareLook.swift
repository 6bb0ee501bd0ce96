// A scale for the push+pop cases, not a contender: the least that looking at the host before and after each call costs.

import NavigatorKit
import NavigatorKitTesting

/// Pushes and pops through the headless host's concrete type, looking at its revision and whether it is settled
/// before and after each call, and keeps the `onPop` closures in an array beside the stack. Nothing else: no misuse
/// checks, no queue, no events, no presentation, no leave reasons, and it stops the benchmark rather than reconcile
/// when the host's stack changed in any way but its own push or pop.
///
/// It shows how much of `Navigator`'s cost is the looks themselves and how much is the rest of its work.
@MainActor
final class BareLook: NavigationHostObserver {
  let host: HeadlessNavigationController
  /// A closure in a struct, so that the array stores it as it is.
  private struct Entry {
    let onPop: (@MainActor () -> Void)?
  }
  private var entries: [Entry]
  private var revision: Int

  init(host: HeadlessNavigationController) {
    self.host = host
    revision = host.screensRevision ?? 0
    entries = Array(repeating: Entry(onPop: nil), count: host.screens.count)
    host.navigationObserver = self
  }

  func push(_ screen: any Screen, onPop: @escaping @MainActor () -> Void) {
    expectSettled(at: revision)
    host.push(screen, animated: true)
    expectSettled(at: revision + 1)
    revision += 1
    entries.append(Entry(onPop: onPop))
  }

  func pop() {
    expectSettled(at: revision)
    host.pop(animated: true)
    expectSettled(at: revision + 1)
    revision += 1
    entries.removeLast().onPop?()
  }

  private func expectSettled(at revision: Int) {
    precondition(!host.isTransitioning && host.screensRevision == revision, "the bare look cannot reconcile")
  }

  func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool) {}
  func navigationHostDidEndTransition(_ host: any NavigationHost) {}
  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen) {}
}

extension BareLook: StackDriver {
  var depth: Int { entries.count }

  func benchPush(_ screen: any Screen, onPop: @escaping @MainActor () -> Void) {
    push(screen, onPop: onPop)
  }

  func benchPop() {
    pop()
  }

  func benchPopToRoot() {
    preconditionFailure("the bare look pops one screen at a time")
  }
}

@MainActor
func makeBareLook() -> BareLook {
  BareLook(host: makeHost())
}
