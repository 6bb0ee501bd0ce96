import NavigatorKit
import NavigatorKitTesting
import Testing

/// A path host's transition lasts from its last write until ``NavigationPathHost/settleDelay`` after it: a wait that
/// began earlier ends nothing.
@MainActor
@Suite struct PathHostWaitTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func anOlderWaitDoesNotEndTheTransitionALaterWriteStarted() {
    let runLoop = HeadlessRunLoop()
    let host = NavigationPathHost(settleDelay: .milliseconds(500), scheduler: runLoop)
    let navigator = Navigator(host: host)
    navigator.push(HeadlessScreen("Root"))
    runLoop.settle()
    navigator.push(HeadlessScreen("A"))  // written now; the host waits from the end of this turn until 500 ms
    runLoop.advance(by: .zero)
    #expect(host.isTransitioning)
    runLoop.advance(by: .milliseconds(300))
    host.path = host.path  // SwiftUI writes the path back at 300 ms: a new wait, until 800 ms
    runLoop.advance(by: .milliseconds(250))  // 550 ms: the first wait is over, not the second
    #expect(host.isTransitioning)
    #expect(!navigator.isSettled)
    runLoop.advance(by: .milliseconds(300))  // 850 ms
    #expect(!host.isTransitioning)
    #expect(navigator.isSettled)
  }
}
