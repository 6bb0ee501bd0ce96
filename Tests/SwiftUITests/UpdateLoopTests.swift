import NavigatorKit
import NavigatorKitTesting
import Testing

/// S6 on iOS 26: an app that writes the path again from inside the update a write to the path caused is reported as an
/// update loop; the path host, which writes only between transitions and reads back, never is.
@MainActor
@Suite struct UpdateLoopTests {
  /// The warning SwiftUI logs, as apps quote it (sRouting#16, gem-ios#593).
  static var warning: String { "Update NavigationRequestObserver tried to update multiple times per frame." }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_iOS26_anAppThatWritesBackAPopFromOnChangeIsReported() {
    let bench = RulesBench(["A", "B"], behavior: .iOS26)
    // A naive veto: the app puts back what the person popped, from onChange(of: path).
    bench.stack.onPathChange = { old, new in
      if new.count < old.count { bench.model.path = old }
    }
    #expect(bench.stack.tapBackButton())
    #expect(bench.stack.updateLoopWarnings == [Self.warning])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_iOS26_anAppThatWritesAgainInTheUpdateOfItsOwnWriteIsReported() {
    let bench = RulesBench(["A"], behavior: .iOS26)
    // Every push also pushes a "Log" screen, from the update of the push.
    bench.stack.onPathChange = { _, new in
      if new.last != "Log" { bench.model.path.append("Log") }
    }
    bench.model.path.append("B")
    bench.runLoop.endTurn()
    #expect(bench.stack.updateLoopWarnings == [Self.warning])
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_oneWritePerUpdateIsNoLoop() {
    let bench = RulesBench(["A", "B"], behavior: .iOS26)
    var changes: [[String]] = []
    bench.stack.onPathChange = { _, new in changes.append(new) }
    bench.stack.tapBackButton()
    bench.runLoop.settle()
    bench.model.path.append("C")  // the app's write, in a turn of its own
    bench.runLoop.settle()
    #expect(changes == [["A"], ["A", "C"]])
    #expect(bench.stack.updateLoopWarnings.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_beforeIOS26TheSameLoopIsNotReported() {
    let bench = RulesBench(["A", "B"], behavior: .iOS16_1Through18)
    bench.stack.onPathChange = { old, new in
      if new.count < old.count { bench.model.path = old }
    }
    bench.stack.tapBackButton()
    bench.runLoop.settle()
    #expect(bench.stack.updateLoopWarnings.isEmpty)
    #expect(bench.model.path == ["A", "B"])  // the app's write still went through, a frame later
  }

  /// Every exit the person can make, and the app's commands during transitions — writes the host must repair — with no
  /// update loop: the host writes only when its wait is over, never from inside SwiftUI's update.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S6_iOS26_thePathHostsPacedWritesNeverLoop() {
    let app = PathFixture(behavior: .iOS26)
    app.start("A", "B", "C")
    app.stack.tapBackButton()
    app.push("D")  // during Back's transition: dropped, then written again
    app.runLoop.settle()
    app.stack.chooseFromBackHistory(keeping: 1)
    app.runLoop.settle()
    app.push("E")
    app.push("F")
    app.runLoop.advance(by: .milliseconds(100))
    app.stack.beginInteractivePop(fromContent: true)
    app.navigator.popToRoot()
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    app.push("G")
    app.runLoop.settle()
    app.stack.beginInteractivePop()
    app.push("H")  // the host's wait ends while the finger is down: SwiftUI drops its write
    app.runLoop.advance(by: .seconds(1))
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    app.navigator.present(HeadlessScreen("Sheet"))
    app.runLoop.settle()
    app.stack.beginSheetPullDown()
    app.stack.finishSheetPullDown()
    app.runLoop.settle()
    #expect(!app.stack.droppedWrites.isEmpty)  // the run made SwiftUI drop writes that the host had to repair
    #expect(app.stack.updateLoopWarnings.isEmpty)
    #expect(app.expectSettledAgreement())
    #expect(app.issues.isEmpty)
  }
}
