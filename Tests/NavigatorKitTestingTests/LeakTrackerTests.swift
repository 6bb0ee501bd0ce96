import NavigatorKit
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct LeakTrackerTests {
  final class Box {}

  @Test func leaksNamesOnlyWhatIsStillAliveInTrackingOrder() {
    let tracker = LeakTracker()
    let kept = Box()
    do {
      let released = Box()
      tracker.track(released, "released")
      tracker.track(kept, "kept")
      #expect(tracker.leaks == ["released", "kept"])
    }
    #expect(tracker.leaks == ["kept"])
    #expect(tracker.trackedNames == ["released", "kept"])
  }

  @Test func expectNoLeaksRecordsAnIssueNamingEachLeak() {
    let tracker = LeakTracker()
    let kept = Box()
    tracker.track(kept, "Checkout")
    withKnownIssue {
      tracker.expectNoLeaks("after back")
    } matching: { issue in
      issue.description.contains("Leaked: Checkout is still alive (after back)")
    }
    _ = kept
  }

  @Test func withLeakTrackingPassesWhenEverythingIsReleased() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
    let navigator = Navigator(host: host)
    withLeakTracking { tracker in
      let detail = HeadlessScreen("Detail")
      tracker.track(detail, "Detail")
      navigator.push(detail)
      host.tapBackButton()
    }
  }

  @Test func withLeakTrackingFailsForWhatOutlivesTheScope() {
    var escaped: Box?
    withKnownIssue {
      withLeakTracking { tracker in
        let box = Box()
        tracker.track(box, "Escaped")
        escaped = box
      }
    } matching: { issue in
      issue.description.contains("Escaped")
    }
    #expect(escaped != nil)
  }
}
