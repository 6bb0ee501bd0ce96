import NavigatorKit
import NavigatorKitTesting

/// 8. SwiftUI: a NavigationStack bound to a path host. SwiftUI tells nobody but the path about the person's pops; the
/// screen leaves once, when the transition is over, and not for a cancelled swipe.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
func swiftUIFlow() {
  Demo.section("8. SwiftUI: a NavigationStack(path:) bound to a path host")
  let runLoop = HeadlessRunLoop()
  let host = NavigationPathHost(scheduler: runLoop)
  let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
  let navigator = Navigator(host: host)
  navigator.onIssue = { Demo.say("issue: \($0)") }
  let observation = navigator.observe { Demo.say("[SwiftUI] \($0)") }
  Demo.act("the app shows its first screen", call: "navigator.setScreens([home], animated: false)")
  navigator.setScreens([HeadlessScreen("Home")], animated: false)
  runLoop.settle()
  let detail = HeadlessScreen("Detail")
  Demo.tracker.track(detail, named: "Detail (SwiftUI)")
  Demo.act("tap a row: the host writes the path once SwiftUI is settled", call: "navigator.push(detail) { … }")
  navigator.push(detail) { reason in Demo.say("onLeave(Detail): \(reason)") }
  runLoop.settle()
  Demo.say("path: \(host.path.count) element; SwiftUI shows \(stack.shownPath.count)")
  Demo.act("swipe back, then let go: cancelled", call: "stack.beginInteractivePop(); stack.cancelInteractivePop()")
  stack.beginInteractivePop()
  stack.cancelInteractivePop()
  runLoop.settle()
  Demo.say("(nothing: SwiftUI wrote no path, the screen stays, its onLeave has not run)")
  Demo.act(
    "tap Back: SwiftUI writes the shorter path at the start of the pop",
    call: "stack.tapBackButton(); runLoop.settle()")
  stack.tapBackButton()
  runLoop.settle()
  let sheet = HeadlessScreen("Filters")
  Demo.tracker.track(sheet, named: "Filters (SwiftUI)")
  Demo.act("present filters in a sheet", call: "navigator.present(filters) { … }")
  navigator.present(sheet) { reason in Demo.say("onLeave(Filters): \(reason)") }
  runLoop.settle()
  Demo.act(
    "pull the sheet down: its item becomes nil when the dismissal ends",
    call: "stack.beginSheetPullDown(); stack.finishSheetPullDown()")
  stack.beginSheetPullDown()
  stack.finishSheetPullDown()
  runLoop.settle()
  observation.cancel()
}
