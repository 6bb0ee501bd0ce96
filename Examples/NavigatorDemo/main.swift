import NavigatorKit
import NavigatorKitTesting

// Eight flows — a main screen, a product list, a sheet, tabs, deep links, a restore, a guarded form with an awaited
// picker, and a SwiftUI NavigationStack over a path host — run on headless navigation stacks, printing each step, the
// call that made it, and what NavigatorKit reports. The legend printed first explains how to read the output;
// README.md says "eight flows" too.

@MainActor
enum Demo {
  static let tracker = LeakTracker()
  static var observations: [NavigationObservation] = []

  static func say(_ line: String) { print("    \(line)") }
  /// A step of the person or the app, and the call that made it: the app's own, or the headless stack's acting as the
  /// person would.
  static func act(_ line: String, call: String) {
    print("  › \(line)")
    print("      \(call)")
  }
  static func section(_ title: String) { print("\n\(title)") }

  /// A navigator over a new headless stack, whose events are printed with the stack's name.
  static func navigator(named name: String) -> Navigator {
    let navigator = Navigator(host: HeadlessNavigationController(name))
    navigator.onIssue = { say("issue: \($0)") }
    observations.append(navigator.observe { say("[\(name)] \($0)") })
    return navigator
  }

  static func host(of coordinator: some NavigationCoordinator) -> HeadlessNavigationController {
    coordinator.navigator.host as! HeadlessNavigationController
  }
}

/// What the app keeps for its whole life: the root coordinator of each flow, whose first screen is shown at once.
@MainActor
func makeRoot<C: DemoCoordinator>(_ type: C.Type, _ name: String) -> C {
  let coordinator = C(name, navigator: Demo.navigator(named: name))
  coordinator.navigator.setScreens([coordinator.rootScreen], animated: false)
  return coordinator
}

/// 1. A main screen that pushes a child, presents a child and shows an alert; the pushed child survives a cancelled
/// swipe-back and is released by a finished one.
@MainActor
func mainScreenFlow() -> AppCoordinator {
  Demo.section("1. Main screen: push a child, present a child, show an alert")
  Demo.act("the app starts and shows its main screen", call: "navigator.setScreens([main], animated: false)")
  let app = makeRoot(AppCoordinator.self, "Main")
  let host = Demo.host(of: app)
  Demo.act("tap \"Push child\"", call: "pushCoordinator(child) { print(\"onLeave(PushedChild)\") }")
  _ = app.pushChildTapped()
  Demo.act(
    "swipe back from the left edge to 40%, then let go: cancelled",
    call: "host.beginInteractivePop()!.update(progress: 0.4); swipe.cancel()")
  let swipe = host.beginInteractivePop()!
  swipe.update(progress: 0.4)
  swipe.cancel()
  Demo.say("(nothing: the child stays on screen and its onLeave has not run)")
  Demo.act(
    "swipe back to 80%, then let go: finished",
    call: "host.beginInteractivePop()!.update(progress: 0.8); swipe.finish()")
  let secondSwipe = host.beginInteractivePop()!
  secondSwipe.update(progress: 0.8)
  secondSwipe.finish()

  Demo.act("tap \"Present child\", then \"Done\"", call: "presentCoordinator(child) { … }, then child.finish()")
  app.presentChildTapped().finish()

  Demo.act("tap \"Show alert\", then \"OK\"", call: "navigator.present(alert) { … }, then navigator.dismiss()")
  app.showAlertTapped()
  app.navigator.dismiss()
  return app
}

/// 2. A product list whose detail is a child coordinator, with a purchase flow inside it, left through the
/// back button's long-press menu — the exit the usual didShow check misses.
@MainActor
func productFlow() -> ProductsCoordinator {
  Demo.section("2. Product list → product detail → purchase")
  Demo.act(
    "the app shows the product list, in a navigation stack of its own",
    call: "navigator.setScreens([productList], animated: false)")
  let products = makeRoot(ProductsCoordinator.self, "ProductList")
  let host = Demo.host(of: products)
  Demo.act("tap \"Espresso\"", call: "pushCoordinator(ProductDetailCoordinator(\"Espresso\")) { … }")
  let espresso = products.didTapProduct("Espresso")
  Demo.act(
    "tap \"Buy\": Purchase, then Shipping, then Payment",
    call: "pushCoordinator(purchase) { … }; purchase pushes Shipping, then Payment")
  espresso.purchaseTapped()
  Demo.act("tap the back button on Payment", call: "host.tapBackButton()")
  host.tapBackButton()
  Demo.act(
    "long-press the back button and pick \"ProductList\" (UIKit pops to it directly)",
    call: "host.pop(to: productList, animated: true)  (on the stack, not through the navigator)")
  host.pop(to: products.rootScreen, animated: true)
  Demo.say("(ProductsCoordinator has \(products.childCoordinators.count) children left)")
  return products
}

/// 3. A modal flow the person pulls down.
@MainActor
func onboardingFlow(_ app: AppCoordinator) {
  Demo.section("3. Onboarding presented as a sheet, pulled down")
  Demo.act(
    "present Onboarding, which shows Welcome", call: "presentCoordinator(onboarding) { … }; onboarding pushes Welcome")
  let onboarding = ChildCoordinator(presenting: "Onboarding")
  app.presentCoordinator(onboarding) { Demo.say("onLeave(Onboarding)") }
  onboarding.show("Welcome")
  Demo.act("pull the sheet down and let go", call: "host.beginInteractiveDismiss()!.finish()")
  Demo.host(of: app).beginInteractiveDismiss()!.finish()
}

/// 4. Four tabs with a coordinator each: a re-tap releases what was pushed, and a change made while a tab is off
/// screen is caught at its navigator's next call.
@MainActor
func tabFlow() -> (tabs: [TabCoordinator], tabBar: HeadlessTabBarController) {
  Demo.section("4. Four tabs, a coordinator each")
  Demo.act(
    "the app sets up four tabs, each with a navigation stack and a coordinator",
    call: "HeadlessTabBarController(tabs: [home, search, settings, profile])")
  let tabs = ["Home", "Search", "Settings", "Profile"].map { makeRoot(TabCoordinator.self, $0) }
  let tabBar = HeadlessTabBarController(tabs: tabs.map(Demo.host(of:)))
  Demo.act(
    "Search: open a result, then tap the Search tab again",
    call: "tabBar.tapTab(at: 1); pushCoordinator(result) { … }; tabBar.tapSelectedTab()")
  tabBar.tapTab(at: 1)
  tabs[1].openItem("Result")
  tabBar.tapSelectedTab()
  Demo.act(
    "Profile: open Contacts, switch to Home; the app resets Profile while it is off screen",
    call: "tabBar.tapTab(at: 3); pushCoordinator(contacts) { … }; tabBar.tapTab(at: 0); host.popToRoot(animated: true)")
  tabBar.tapTab(at: 3)
  tabs[3].openItem("Contacts")
  tabBar.tapTab(at: 0)
  _ = tabs[3].navigator.host.popToRoot(animated: true)
  Demo.say("(nothing yet: the stack is off screen, so UIKit delivers no didShow)")
  Demo.act("the app calls Profile's navigator (here, synchronize())", call: "profile.navigator.synchronize()")
  tabs[3].navigator.synchronize()
  return (tabs, tabBar)
}

/// 7. A form with unsaved changes in a sheet, which refuses the swipe and the pull-down until the person confirms;
/// then a picker awaited with `await`, once completed and once left with the back button.
@MainActor
func formAndPickerFlow(_ app: AppCoordinator) async {
  Demo.section("7. A form with unsaved changes, and a picker awaited with await")
  Demo.act(
    "present Account as a sheet, tap \"Edit profile\", type a new name",
    call: "presentCoordinator(account) { reason in … }; navigator.push(form) { reason in … }; setLeaveGuard(for: form)")
  let settings = AccountCoordinator(presenting: "Account")
  app.presentCoordinator(settings) { reason in Demo.say("onLeave(Account): \(reason)") }
  _ = settings.editProfileTapped()
  settings.hasUnsavedChanges = true
  Demo.act("swipe back from the left edge", call: "host.beginInteractivePop()  (nil: the guard said no)")
  if Demo.host(of: settings).beginInteractivePop() == nil { Demo.say("(the swipe did not begin)") }
  Demo.act("pull the sheet down", call: "host.beginInteractiveDismiss()  (nil: the guard said no)")
  if Demo.host(of: app).beginInteractiveDismiss() == nil { Demo.say("(the sheet bounced back)") }
  Demo.act("tap \"Discard\" in the prompt", call: "navigator.pop()  (the app's own call: the guard is not asked)")
  settings.discardTapped()
  Demo.act("pull the sheet down again and let go", call: "host.beginInteractiveDismiss()!.finish()")
  Demo.host(of: app).beginInteractiveDismiss()?.finish()

  let endings = [
    ("pick \"Teal\"", "Teal", "picker.completion.complete(\"Teal\")"),
    ("tap the back button", nil, "host.tapBackButton()"),
  ]
  for (ending, color, endingCall) in endings {
    Demo.act(
      "tap \"Accent color\": the app awaits the picker; \(ending)",
      call: "await navigator.push(picker, completing: picker.completion); then \(endingCall)")
    let picker = ColorPicker("ColorPicker")
    Demo.tracker.track(picker, named: "ColorPicker")
    var finished = false
    let navigator = app.navigator
    Task { @MainActor in
      let outcome = await navigator.push(picker, completing: picker.completion)
      Demo.say("await returned \(outcome.value.map { "the color \($0)" } ?? "no color: \(outcome.leaveReason!)")")
      finished = true
    }
    for _ in 0..<100 where navigator.topScreen !== picker { await Task.yield() }
    if let color {
      picker.completion.complete(color)
    } else {
      Demo.host(of: app).tapBackButton()
    }
    for _ in 0..<100 where !finished { await Task.yield() }
  }
}

print(
  """
  NavigatorKit demo: eight flows on headless navigation stacks (no UIKit), and what NavigatorKit reports.

  How to read it:
    › tap "Push child"              what the person or the app does; below it, the call that did it
        pushCoordinator(child)      (the app's, or the headless stack's acting as the person)
      onLeave(Payment)              a closure the app handed to NavigatorKit as onLeave:, run once when its
                                    screen or flow ended: a pushed screen, a presented one, a child's flow
      onLeave(EditProfile): pop     the same closure, told why the screen left (it takes a LeaveReason)
      [Main] didShow(PushedChild)   an event seen by an observer of the navigator named Main
                                    (navigator.observe { … }); events come after the closures of the same
                                    change; a presented flow brings a navigation stack of its own, named
                                    after it with "Nav" (PresentedChildNav, OnboardingNav, ReviewsNav)
      (nothing: …)                  a note
  """)

let app = mainScreenFlow()
let products = productFlow()
onboardingFlow(app)
let (tabs, tabBar) = tabFlow()
do {
  let linked = RoutingDemo.deepLinks()
  RoutingDemo.restore(from: linked)
}
await formAndPickerFlow(app)
if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
  swiftUIFlow()
}

Demo.section("Leak report")
let alive = Demo.tracker.leaks
let released = Demo.tracker.trackedNames.count - alive.count
print("  released \(released) coordinators and screens of finished flows")
print("  alive: \(alive.joined(separator: ", "))")
let expectedAlive = 2 * (2 + tabs.count)  // each root coordinator and its root screen
print(
  alive.count == expectedAlive
    ? "  no leaks: only the \(expectedAlive / 2) root coordinators and their root screens are alive"
    : "  LEAKS: \(alive.count - expectedAlive) objects of finished flows are still alive")
_ = tabBar
