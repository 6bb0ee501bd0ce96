import NavigatorKit

/// A tab bar controller for tests: any screens as tabs — usually one ``HeadlessNavigationController`` each — one of
/// them on screen.
///
/// Each tab keeps its own stack (R25 in <doc:UIKitRules>). Only the selected tab is in the window; the others are
/// off it, so their stacks deliver no show callbacks until they are selected again (R9, R9c). Setting
/// ``selectedIndex`` switches tabs without delegate callbacks (R24); ``tapTab(at:)`` and ``tapSelectedTab()`` act
/// as the person would, and a tap on the selected tab pops it to its root (R25).
///
/// The tab bar controller is the presenting context of its tabs (R21a): while one tab's presentation is up, another
/// tab's is refused. The presentation belongs to the tab that made it, as under the UIKit adapter: that tab's
/// ``HeadlessNavigationController/presentedScreen`` reports it and its navigator dismisses it; the other tabs read
/// `nil` and cannot dismiss it. ``presentedScreen`` reports it whichever tab made it, and
/// ``NavigatorKit/ContainerScreen/presentingNavigator`` finds the navigator that owns it. Presented itself, the tab bar
/// goes with everything its tabs present when it is dismissed (R22a).
///
/// It is a ``NavigatorKit/ContainerScreen``: when it leaves — dismissed, pulled down, popped — every screen of every
/// tab leaves with it, and so does what a tab presents; and ``tabs`` can be set, as `viewControllers` can: a tab taken
/// off ends what it held (see <doc:Containers>).
///
/// ```swift
/// let tabs = HeadlessTabBarController(tabs: [homeHost, searchHost])
/// tabs.tapTab(at: 1)  // Search is on screen; Home is off the window
/// tabs.tapSelectedTab()  // Search pops to its root
/// ```
@MainActor
public final class HeadlessTabBarController: HeadlessScreen, ContainerScreen {
  /// The tabs, in tab order: any screens, as `UITabBarController.viewControllers` takes them.
  ///
  /// Setting it replaces the tabs, as setting `viewControllers` does. A tab that is no longer among them is off the
  /// window and no longer shares this tab bar's presentations, and every screen it held leaves with
  /// ``NavigatorKit/LeaveReason/changedOnHost``, innermost first, as when a container leaves; a tab that stays keeps
  /// its stack. The selection follows UIKit's (R29): the tab that was selected stays selected if it is still among the
  /// tabs; otherwise the tab at the same index is selected, or the first tab if there is none there.
  public var tabs: [any Screen] {
    didSet { tabsChanged(from: oldValue) }
  }

  /// What the tabs present, shared by all of them.
  let presentation = PresentationSlot()

  /// The index of the tab on screen. Setting an index outside ``tabs`` does nothing.
  public var selectedIndex: Int {
    didSet {
      if !tabs.indices.contains(selectedIndex) { selectedIndex = oldValue }
      updateWindow()
    }
  }

  /// Whether the tab bar itself is in the window; the selected tab is in the window only when it is. A headless stack
  /// that presents the tab bar sets it, and clears it on dismissal.
  public var isInWindow = true {
    didSet { updateWindow() }
  }

  /// Creates a tab bar controller with `tabs`, the first one selected.
  public init(tabs: [any Screen]) {
    self.tabs = tabs
    self.selectedIndex = 0
    super.init("TabBarController")
    for tab in tabs { (tab as? HeadlessNavigationController)?.tabBarController = self }
    updateWindow()
  }

  /// The tabs: what a navigator searches for stacks when the tab bar leaves.
  public var childScreens: [any Screen] { tabs }

  /// The screen presented over the tab bar controller by any of its tabs, if any (R21a), as UIKit's
  /// `presentedViewController` of the tab bar controller reads.
  ///
  /// To dismiss it, go through the navigator of the tab that presented it, which
  /// ``NavigatorKit/ContainerScreen/presentingNavigator`` finds: `tabs.presentingNavigator?.dismiss()`.
  public var presentedScreen: (any Screen)? { presentation.presented }

  /// Starts pulling the presented sheet down, as the person would; the tab that presented it runs the transition.
  /// See ``HeadlessNavigationController/beginInteractiveDismiss()``.
  ///
  /// - Returns: The transition, or `nil` when nothing is presented or the dismissal is refused.
  public func beginInteractiveDismiss() -> InteractiveTransition? {
    guard let presenter = presentation.presenter ?? selectedTab else { return nil }
    return presenter.beginInteractiveDismiss()
  }

  /// The selected tab's stack; `nil` when there are no tabs or the selected tab is not a navigation stack.
  public var selectedTab: HeadlessNavigationController? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] as? HeadlessNavigationController : nil
  }

  /// Taps the tab at `index`, as the person would: selects it, or pops it to its root if it is already selected.
  public func tapTab(at index: Int) {
    guard tabs.indices.contains(index) else { return }
    if index == selectedIndex {
      tapSelectedTab()
    } else {
      selectedIndex = index
    }
  }

  /// Taps the selected tab again: its stack pops to its root, animated (R25) — unless a leave guard of a screen above
  /// the root refuses, as the tab bar controller's delegate does by answering `tabBarController(_:shouldSelect:)` with
  /// `false`; then nothing happens. A re-tap that the stack defers during a transition asks the guards when it is
  /// replayed, and pops with `tabReselected`. A tab that is not a navigation stack does nothing.
  public func tapSelectedTab() {
    guard let tab = selectedTab, tab.defersPersonPops || tab.mayPop(from: 1, because: .tabReselected) else { return }
    tab.popToRoot(animated: true, because: .tabReselected)
  }

  /// Removes everything presented in this tab bar's context, and what that presents in turn, from the window (R22a):
  /// the tab bar itself was dismissed.
  func endPresentations() {
    guard let presented = presentation.presented else { return }
    HeadlessNavigationController.endPresentation(of: presented, in: presentation)
  }

  private func tabsChanged(from oldTabs: [any Screen]) {
    let removed = oldTabs.filter { old in !tabs.contains { $0 === old } }
    for tab in removed {
      guard let stack = tab as? HeadlessNavigationController else { continue }
      if presentation.presenter === stack { endPresentations() }
      stack.tabBarController = nil
      stack.isInWindow = false
    }
    for tab in tabs { (tab as? HeadlessNavigationController)?.tabBarController = self }
    let previous = oldTabs.indices.contains(selectedIndex) ? oldTabs[selectedIndex] : nil
    if let previous, let index = tabs.firstIndex(where: { $0 === previous }) {
      selectedIndex = index
    } else if !tabs.indices.contains(selectedIndex) {
      selectedIndex = 0
    }
    updateWindow()
    // What the removed tabs held leaves with them, innermost first, as when a container leaves.
    Navigator.endContents(of: removed, because: .changedOnHost)
  }

  private func updateWindow() {
    // The tab that leaves the window first, then the one that enters it: its deferred show callbacks come last.
    for (index, tab) in tabs.enumerated() where !(isInWindow && index == selectedIndex) {
      (tab as? HeadlessNavigationController)?.isInWindow = false
    }
    selectedTab?.isInWindow = isInWindow
  }
}
