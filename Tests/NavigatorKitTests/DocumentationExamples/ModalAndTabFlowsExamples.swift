import NavigatorKit
import NavigatorKitTesting
import Testing

// ModalAndTabFlows.md. The examples with a UINavigationController or a UITabBarController are in UIKitExamples.swift.

@MainActor
final class SharingCoordinator {
  let navigator: Navigator
  let item = Item()
  var sharesEnded = 0

  init(navigator: Navigator) { self.navigator = navigator }
  func shareDidEnd() { sharesEnded += 1 }

  func share() {
    // snippet: modal-present
    navigator.present(ShareSheetViewController(item: item)) { [weak self] in
      self?.shareDidEnd()
    }
    // snippet-end
  }
}

@MainActor
@Suite struct ModalAndTabFlowsExamples {
  @Test func pullingTheShareSheetDownEndsTheShare() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let sharing = SharingCoordinator(navigator: Navigator(host: host))
    sharing.share()
    try #require(host.beginInteractiveDismiss()).finish()
    #expect(sharing.sharesEnded == 1)
  }
}
