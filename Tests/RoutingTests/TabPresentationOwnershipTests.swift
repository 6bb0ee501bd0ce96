import NavigatorKit
import NavigatorKitTesting
import Testing

/// Under a tab bar a presentation belongs to the tab that made it — through its navigator, its router or a coordinator —
/// and to no other tab: a link into another tab dismisses it through its owner, once, after asking its guards.
@MainActor
@Suite struct TabPresentationOwnershipTests {
  /// The ways a tab puts a sheet up.
  enum Maker: String, CaseIterable, CustomTestStringConvertible {
    case navigator, router, coordinator
    var testDescription: String { rawValue }
  }

  /// What the home tab presented, and what its leave closure heard.
  final class Sheet {
    var screen: (any Screen)!
    /// The navigator whose leave guard decides whether the sheet may go: the home tab's, or the presented flow's own.
    var guardingNavigator: Navigator!
    /// The screen that navigator guards.
    var guardedScreen: (any Screen)!
    var reasons: [LeaveReason] = []
  }

  /// Presents a sheet from the home tab the way `maker` says.
  private func presentFromHome(_ app: RoutedApp, by maker: Maker) -> Sheet {
    let sheet = Sheet()
    let home = app.tabs.home
    switch maker {
    case .navigator:
      let form = HeadlessScreen("Form")
      home.navigator.present(form) { sheet.reasons.append($0) }
      (sheet.screen, sheet.guardingNavigator, sheet.guardedScreen) = (form, home.navigator, form)
    case .router:
      home.router.present(.share) { sheet.reasons.append($0) }
      let shown = home.navigator.presentedScreen
      (sheet.screen, sheet.guardingNavigator, sheet.guardedScreen) = (shown, home.navigator, shown)
    case .coordinator:
      let reviews = ReviewsCoordinator(product: 1, router: home.router.makePresentedRouter())
      home.presentCoordinator(reviews) { sheet.reasons.append($0) }
      (sheet.screen, sheet.guardingNavigator, sheet.guardedScreen) = (
        reviews.navigator.host, reviews.navigator, reviews.rootScreen
      )
    }
    return sheet
  }

  @Test(arguments: Maker.allCases)
  func onlyTheTabThatPresentedReportsTheSheet(_ maker: Maker) throws {
    let app = RoutedApp()
    let sheet = presentFromHome(app, by: maker)
    for router in app.routers { router.navigator.synchronize() }

    #expect(app.tabs.home.navigator.presentedScreen === sheet.screen)
    #expect(app.tabs.shop.navigator.presentedScreen == nil)
    #expect(app.tabs.profile.navigator.presentedScreen == nil)
    #expect(app.tabBar.presentedScreen === sheet.screen)
    #expect(app.tabBar.presentingNavigator === app.tabs.home.navigator)
  }

  @Test(arguments: Maker.allCases)
  func anotherTabsDismissLeavesTheSheetUp(_ maker: Maker) {
    let app = RoutedApp()
    let sheet = presentFromHome(app, by: maker)
    app.shop.navigator.dismiss()
    #expect(app.issues.map(\.kind) == [.nothingToDismiss])
    #expect(app.tabBar.presentedScreen === sheet.screen)
    #expect(sheet.reasons.isEmpty)
  }

  @Test(arguments: Maker.allCases)
  func aLinkIntoAnotherTabIsHeldByTheSheetsLeaveGuard(_ maker: Maker) {
    let app = RoutedApp()
    let sheet = presentFromHome(app, by: maker)
    var asked: [LeaveReason] = []
    sheet.guardingNavigator.setLeaveGuard(for: sheet.guardedScreen) {
      asked.append($0)
      return false
    }

    app.tabs.open([.tab(.shop)])

    #expect(asked == [.dismiss])
    #expect(app.issues.map(\.kind) == [.pathHeldByLeaveGuard])
    #expect(app.tabBar.presentedScreen === sheet.screen)
    #expect(app.tabBar.selectedIndex == 0)
    #expect(sheet.reasons.isEmpty)
  }

  @Test(arguments: Maker.allCases)
  func aLinkIntoAnotherTabDismissesTheSheetOnceThroughItsOwner(_ maker: Maker) {
    let app = RoutedApp()
    let sheet = presentFromHome(app, by: maker)
    var events: [String: [String]] = [:]
    let observations = zip(["home", "shop", "profile"], app.routers).map { name, router in
      router.navigator.observe { event in
        if case .didDismiss(_, let reason) = event { events[name, default: []].append("didDismiss(\(reason))") }
      }
    }

    app.tabs.open([.tab(.shop)])

    #expect(sheet.reasons == [.dismiss])
    #expect(events == ["home": ["didDismiss(dismiss)"]])
    #expect(app.tabBar.presentedScreen == nil)
    #expect(app.tabBar.selectedIndex == 1)
    #expect(app.issues.isEmpty)
    _ = observations
  }

  @Test func theDocumentedWayDismissesWhateverIsOverTheTabsThroughItsOwner() {
    let app = RoutedApp()
    app.tabBar.selectedIndex = 2
    var reasons: [LeaveReason] = []
    app.tabs.profile.navigator.present(HeadlessScreen("Compose")) { reasons.append($0) }
    #expect(app.tabBar.presentingNavigator === app.tabs.profile.navigator)

    app.tabBar.presentingNavigator?.dismiss()

    #expect(reasons == [.dismiss])
    #expect(app.tabBar.presentedScreen == nil)
    #expect(app.tabBar.presentingNavigator == nil)
    #expect(app.issues.isEmpty)
  }
}
