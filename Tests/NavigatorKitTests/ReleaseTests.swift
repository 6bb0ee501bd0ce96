import NavigatorKit
import NavigatorKitTesting
import Testing

/// Popped and dismissed screens, and everything their closures captured, are released.
@MainActor
@Suite struct ReleaseTests {
  final class Capture {}

  @Test(arguments: ["pop", "popToRoot", "setScreens", "backButton", "swipe", "hostPop", "offScreen"])
  func poppedScreensAndTheirClosuresAreReleased(path: String) throws {
    let h = Harness()
    weak var weakScreen: HeadlessScreen?
    weak var weakCapture: Capture?
    do {
      let screen = HeadlessScreen("A")
      let capture = Capture()
      weakScreen = screen
      weakCapture = capture
      h.navigator.push(screen) { _ = capture }
    }
    #expect(weakScreen != nil)
    #expect(weakCapture != nil)
    switch path {
    case "pop": h.navigator.pop()
    case "popToRoot": h.navigator.popToRoot()
    case "setScreens": h.navigator.setScreens([h.root])
    case "backButton": h.host.tapBackButton()
    case "swipe": try #require(h.host.beginInteractivePop()).finish()
    case "hostPop": h.host.pop(animated: false)
    default:
      h.host.isInWindow = false
      h.host.pop(animated: true)
      h.navigator.synchronize()
    }
    #expect(weakScreen == nil)
    #expect(weakCapture == nil)
  }

  @Test func aCancelledSwipeKeepsTheScreenAndItsClosure() throws {
    let h = Harness()
    weak var weakCapture: Capture?
    do {
      let capture = Capture()
      weakCapture = capture
      h.navigator.push(HeadlessScreen("A")) { _ = capture }
    }
    try #require(h.host.beginInteractivePop()).cancel()
    #expect(weakCapture != nil)
    h.navigator.pop()
    #expect(weakCapture == nil)
  }

  @Test(arguments: [false, true])
  func dismissedScreensAndTheirClosuresAreReleased(pulledDown: Bool) throws {
    let h = Harness()
    weak var weakSheet: HeadlessScreen?
    weak var weakCapture: Capture?
    do {
      let sheet = HeadlessScreen("Sheet")
      let capture = Capture()
      weakSheet = sheet
      weakCapture = capture
      h.navigator.present(sheet) { _ = capture }
    }
    if pulledDown {
      try #require(h.host.beginInteractiveDismiss()).finish()
    } else {
      h.navigator.dismiss()
    }
    #expect(weakSheet == nil)
    #expect(weakCapture == nil)
  }

  @Test func aNavigatorAndItsHostAreReleasedTogether() {
    weak var weakHost: HeadlessNavigationController?
    weak var weakNavigator: Navigator?
    do {
      let host = HeadlessNavigationController(root: HeadlessScreen("Root"))
      let navigator = Navigator(host: host)
      navigator.push(HeadlessScreen("A")) { _ = navigator.screens }
      weakHost = host
      weakNavigator = navigator
      navigator.pop()
    }
    #expect(weakHost == nil)
    #expect(weakNavigator == nil)
  }
}
