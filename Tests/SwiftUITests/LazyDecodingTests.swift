import Foundation
import NavigatorKit
import NavigatorKitTesting
import Testing

/// S11: a saved state decodes route by route. A route that no longer decodes keeps the routes before it, drops it and
/// the rest, and says which one failed and why; a restore lands as deep as could be decoded and reports the failure.
@MainActor
@Suite struct LazyDecodingTests {
  /// A state saved by an earlier version of the app, whose third route's case was removed since.
  static var savedWithARemovedRoute: Data {
    Data(#"{"routes":[{"shopHome":{}},{"product":{"_0":3}},{"gone":{"_0":1}},{"product":{"_0":4}}]}"#.utf8)
  }

  @Test func S11_aRouteThatNoLongerDecodesKeepsTheRoutesBeforeIt() throws {
    let state = try JSONDecoder().decode(RouterState<AppRoute>.self, from: Self.savedWithARemovedRoute)
    #expect(state.routes == [.shopHome, .product(3)])
    #expect(state.presentation == nil)
    let failure = try #require(state.decodingFailure)
    #expect(failure.index == 2)
    #expect(failure.reason.contains("routes.Index 2"))
  }

  @Test func S11_aStateThatDecodesWholeHasNoFailure() throws {
    let state = RouterState<AppRoute>(routes: [.shopHome, .product(3)], presentation: .screen(.settings))
    let saved = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved)
    #expect(decoded == state)
    #expect(decoded.decodingFailure == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S11_aRestoreLandsAsDeepAsCouldBeDecodedAndReportsWhatFailed() throws {
    let app = SwiftUIApp()
    let saved = Self.savedWithARemovedRoute
    // snippet: swiftui-restore-lazily
    // Saved by an earlier version of the app: its third route's case was removed since.
    let state = try JSONDecoder().decode(RouterState<AppRoute>.self, from: saved)
    #expect(state.routes == [.shopHome, .product(3)])  // the routes before the one that failed
    #expect(state.decodingFailure?.index == 2)

    app.shop.restore(state)  // restores them, and reports .routeNotDecoded with the index and the reason
    app.runLoop.settle()
    #expect(app.shopRouter.routes == [.shopHome, .product(3)])
    // snippet-end
    #expect(app.shopStack.shownPath.count == 1)
    #expect(app.issues.map(\.kind) == [.routeNotDecoded])
    #expect(app.issues.first?.message.contains("route 2 of the path") == true)
    #expect(app.issues.first?.message.contains("routes.Index 2") == true)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func S11_aRouteInsideAPresentedFlowThatNoLongerDecodesKeepsTheFlowUpToIt() throws {
    let app = SwiftUIApp()
    app.tabs.open([.tab(.shop), .product(3), .reviews(3), .review(9)])
    app.runLoop.settle()
    let json = String(decoding: try JSONEncoder().encode(app.shopRouter.state), as: UTF8.self)
    let renamed = json.replacingOccurrences(of: #"{"review":{"_0":9}}"#, with: #"{"rating":{"_0":9}}"#)
    #expect(renamed != json)
    let state = try JSONDecoder().decode(RouterState<AppRoute>.self, from: Data(renamed.utf8))
    #expect(state.path == [.shopHome, .product(3), .reviews(3)])
    #expect(state.decodingFailure?.index == 3)

    let next = SwiftUIApp()
    next.shop.restore(state)
    next.runLoop.settle()
    #expect(next.shopRouter.routes == [.shopHome, .product(3)])
    #expect(next.shopRouter.state.path == [.shopHome, .product(3), .reviews(3)])
    #expect(next.shopStack.presentedStack?.shownPath.isEmpty == true)  // the sheet's stack, at its root
    #expect(next.issues.map(\.kind) == [.routeNotDecoded])
  }

  @Test func S11_aPresentedScreenThatNoLongerDecodesDropsOnlyThePresentation() throws {
    let json = Data(#"{"routes":[{"shopHome":{}}],"presentation":{"screen":{"_0":{"gone":{}}}}}"#.utf8)
    let state = try JSONDecoder().decode(RouterState<AppRoute>.self, from: json)
    #expect(state.routes == [.shopHome])
    #expect(state.presentation == nil)
    #expect(state.decodingFailure?.index == 1)
  }

  @Test func S11_theEncodingIsVersionedAndALaterVersionThrows() throws {
    let saved = try JSONEncoder().encode(RouterState<AppRoute>(routes: [.shopHome]))
    let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let later = Data(#"{"version":2,"routes":[{"shopHome":{}}]}"#.utf8)
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(RouterState<AppRoute>.self, from: later)
    }
  }

  @Test func S11_dataThatIsNotAStateStillThrows() {
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(RouterState<AppRoute>.self, from: Data(#"{"screens":[]}"#.utf8))
    }
  }
}
