import NavigatorKit
import NavigatorKitTesting
import Testing

@MainActor
@Suite struct SmokeTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func pushThenBack() {
    let app = PathFixture()
    app.start("A", "B")
    #expect(app.shown == ["A", "B"])
    #expect(app.expectSettledAgreement())
    #expect(app.stack.tapBackButton())
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.expectSettledAgreement())
    #expect(app.stack.beginInteractivePop())
    app.stack.cancelInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop"])
    #expect(app.stack.beginInteractivePop())
    app.stack.finishInteractivePop()
    app.runLoop.settle()
    #expect(app.left == ["B:navigationStackPop", "A:navigationStackPop"])
    #expect(app.expectSettledAgreement())
    #expect(app.issues.isEmpty)
  }
}
