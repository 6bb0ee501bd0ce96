import NavigatorKit
import NavigatorKitTesting
import Testing

/// A path a leave guard holds waits for the app, until a newer path replaces it.
@MainActor
@Suite struct HeldPathTests {
  @Test func openingAPathThatOpensAtOnceDropsAPathHeldByAGuard() {
    let app = RoutedApp()
    app.tabs.open([.tab(.shop), .product(7)])
    let navigator = app.shop.navigator
    navigator.setLeaveGuard(for: navigator.screens[1]) { _ in false }
    app.tabs.open([.tab(.shop), .settings])  // would take product 7 away: held
    #expect(app.tabs.isPendingPathHeldByLeaveGuard)
    app.tabs.open([.tab(.shop), .product(7), .share])  // takes nothing away: opens at once
    #expect(app.tabs.pendingPath == nil)
    #expect(!app.tabs.isPendingPathHeldByLeaveGuard)
    app.tabs.openPendingPath()  // nothing is held, so nothing changes
    #expect(app.shop.router.routes == [.shopHome, .product(7)])
    #expect(navigator.presentedScreen != nil)
  }
}
