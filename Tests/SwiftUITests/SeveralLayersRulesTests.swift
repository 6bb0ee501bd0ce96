import NavigatorKit
import NavigatorKitTesting
import Testing

/// A sheet whose content is a stack with a sheet of its own, over the headless NavigationStack and two app models:
/// what SwiftUI does to both sheets' items when the lower sheet is dismissed (S8), and when, on the run loop's time.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class LayersBench {
  let outerModel = PathModel()
  let innerModel = PathModel()
  let runLoop = HeadlessRunLoop()
  let stack: HeadlessNavigationStack<String>
  /// What SwiftUI did to the sheets, each with the time it happened: "inner:nil" for a write of `nil` to the inner
  /// item, "inner:onDismiss" for its `onDismiss`, the same for "outer".
  var log: [(at: Duration, event: String)] { recorder.log }
  private let recorder = Recorder()

  /// Collects the log; a class of its own, so the stacks' callbacks can hold it before the bench is made.
  final class Recorder {
    var log: [(at: Duration, event: String)] = []
  }

  init(behavior: HeadlessNavigationStack<String>.Behavior) {
    let runLoop = runLoop
    let (outerModel, innerModel, recorder) = (outerModel, innerModel, recorder)
    stack = HeadlessNavigationStack(
      path: { outerModel.path }, setPath: { outerModel.path = $0 },
      sheet: { outerModel.sheet },
      setSheet: {
        outerModel.sheet = $0
        recorder.log.append((runLoop.now, "outer:\($0 ?? "nil")"))
      },
      runLoop: runLoop, behavior: behavior)
    stack.onDismiss = { recorder.log.append((runLoop.now, "outer:onDismiss")) }
    stack.makePresentedStack = { _ in
      let inner = HeadlessNavigationStack(
        path: { innerModel.path }, setPath: { innerModel.path = $0 },
        sheet: { innerModel.sheet },
        setSheet: {
          innerModel.sheet = $0
          recorder.log.append((runLoop.now, "inner:\($0 ?? "nil")"))
        },
        runLoop: runLoop, behavior: behavior)
      inner.onDismiss = { recorder.log.append((runLoop.now, "inner:onDismiss")) }
      return inner
    }
    runLoop.settle()
    outerModel.sheet = "Reviews"
    runLoop.settle()
    innerModel.sheet = "Compose"
    runLoop.settle()
  }

  var inner: HeadlessNavigationStack<String>? { stack.presentedStack }
  var events: [String] { log.map(\.event) }
  var times: [Duration] { log.map(\.at) }
}

@MainActor
@Suite struct SeveralLayersRulesTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_theSheetsOwnStackPresentsASheetOverIt() throws {
    let bench = LayersBench(behavior: .iOS16_1Through18)
    let inner = try #require(bench.inner)
    #expect(inner.shownSheet == "Compose")
    #expect(!bench.stack.beginSheetPullDown())  // the sheet above covers it
    #expect(inner.beginSheetPullDown())
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_iOS17_dismissingTheLowerSheetTakesBothInOneUpdateAtTheEnd() throws {
    let bench = LayersBench(behavior: .iOS16_1Through18)
    let start = bench.runLoop.now
    let duration = bench.stack.behavior.transitionDuration
    bench.outerModel.sheet = nil  // the app dismisses the lower sheet by code
    bench.runLoop.advance(by: duration - .milliseconds(1))
    #expect(bench.log.isEmpty)  // nothing before the dismissal ends
    #expect(bench.innerModel.sheet == "Compose")
    bench.runLoop.settle()
    // One update, at the end of the dismissal: the inner item becomes nil, then both onDismiss, innermost first.
    #expect(bench.events == ["inner:nil", "inner:onDismiss", "outer:onDismiss"])
    #expect(bench.times == Array(repeating: start + duration, count: 3))
    #expect(bench.innerModel.sheet == nil)
    #expect(bench.stack.shownSheet == nil)
    #expect(bench.stack.presentedStack == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S8_iOS16_dismissingTheLowerSheetTakesOneLayerPerUpdateTopFirst() throws {
    let bench = LayersBench(behavior: .iOS16_0)
    let start = bench.runLoop.now
    let duration = bench.stack.behavior.transitionDuration
    bench.outerModel.sheet = nil
    bench.runLoop.advance(by: duration)
    // The sheet on top went first, in an update of its own; the lower one is still on screen.
    #expect(bench.events == ["inner:nil", "inner:onDismiss"])
    #expect(bench.stack.shownSheet == "Reviews")
    bench.runLoop.settle()
    #expect(bench.events == ["inner:nil", "inner:onDismiss", "outer:onDismiss"])
    #expect(bench.times == [start + duration, start + duration, start + duration * 2])
    #expect(bench.stack.shownSheet == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: [true, false])
  func S8_swappingTheLowerSheetsItemAlsoTakesTheSheetAbove(together: Bool) throws {
    var behavior = HeadlessNavigationStack<String>.Behavior.iOS16_1Through18
    behavior.dismissesPresentedLayersTogether = together
    let bench = LayersBench(behavior: behavior)
    bench.outerModel.sheet = "Filters"
    bench.runLoop.settle()
    #expect(bench.events == ["inner:nil", "inner:onDismiss", "outer:onDismiss"])
    #expect(bench.stack.shownSheet == "Filters")
    #expect(bench.innerModel.sheet == nil)
  }
}
