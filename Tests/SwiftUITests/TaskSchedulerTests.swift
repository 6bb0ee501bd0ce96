import NavigatorKit
import NavigatorKitTesting
import Testing

/// The path host as an app makes it, with its own scheduler (a main-actor task), driven through async/await.
///
/// The scheduler's task waits its turn on the main actor behind every other main-actor test of the run, so the time
/// limit is the whole run's, not this test's: a loaded machine (sanitizers, parallel builds) takes over a minute.
@MainActor
@Suite struct TaskSchedulerTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(.timeLimit(.minutes(10)))
  func theDefaultSchedulerSettlesTheHostAndTheNavigatorsWaitReturns() async {
    let host = NavigationPathHost(settleDelay: .zero)
    let navigator = Navigator(host: host)
    var left: [LeaveReason] = []
    navigator.push(HeadlessScreen("Root"))
    await navigator.waitUntilSettled()
    navigator.push(HeadlessScreen("Detail")) { left.append($0) }
    navigator.push(HeadlessScreen("More")) { left.append($0) }  // written over the first write, in the same turn
    #expect(host.path.count == 2)
    #expect(!host.isTransitioning)  // the wait starts when the turn ends, on the scheduler's task
    for _ in 0..<1_000 where !host.isTransitioning { await Task.yield() }
    #expect(host.isTransitioning)
    await navigator.waitUntilSettled()
    #expect(!host.isTransitioning)
    #expect(host.path.count == 2)
    host.elementDidAppear(host.path[1])  // what the SwiftUI layer's onAppear would say
    host.path = []  // SwiftUI's write for the back button's history menu
    await navigator.waitUntilSettled()
    #expect(left == [.navigationStackPop, .navigationStackPop])
    #expect(navigator.screens.count == 1)
  }
}
