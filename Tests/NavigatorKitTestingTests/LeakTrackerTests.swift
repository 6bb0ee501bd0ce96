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
      tracker.track(released, named: "released")
      tracker.track(kept, named: "kept")
      #expect(tracker.leaks == ["released", "kept"])
    }
    #expect(tracker.leaks == ["kept"])
    #expect(tracker.trackedNames == ["released", "kept"])
  }

  @Test func anObjectTrackedWithoutANameIsNamedAfterItsType() {
    let tracker = LeakTracker()
    let kept = Box()
    tracker.track(kept)
    #expect(tracker.leaks == ["Box"])
  }

  @Test func expectNoLeaksRecordsAnIssueNamingEachLeak() {
    let tracker = LeakTracker()
    let kept = Box()
    tracker.track(kept, named: "Checkout")
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
      tracker.track(detail, named: "Detail")
      navigator.push(detail)
      host.tapBackButton()
    }
  }

  @Test func withLeakTrackingFailsForWhatOutlivesTheScope() {
    var escaped: Box?
    withKnownIssue {
      withLeakTracking { tracker in
        let box = Box()
        tracker.track(box, named: "Escaped")
        escaped = box
      }
    } matching: { issue in
      issue.description.contains("Escaped")
    }
    #expect(escaped != nil)
  }
}
