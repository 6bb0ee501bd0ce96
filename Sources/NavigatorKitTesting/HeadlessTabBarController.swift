import NavigatorKit

/// A tab bar controller for tests: one ``HeadlessNavigationController`` per tab, one of them on screen.
///
/// Each tab keeps its own stack (R25 in <doc:UIKitRules>). Only the selected tab is in the window; the others are
/// off it, so their stacks deliver no show callbacks until they are selected again (R9, R9c). Setting
/// ``selectedIndex`` switches tabs without delegate callbacks (R24); ``tapTab(at:)`` and ``tapSelectedTab()`` act
/// as the person would, and a tap on the selected tab pops it to its root (R25).
///
/// The tab bar controller is the presenting context of its tabs (R21a): a screen that one tab presents is every
/// tab's ``HeadlessNavigationController/presentedScreen``, and another tab's presentation is refused while it is
/// up.
///
/// ```swift
/// let tabs = HeadlessTabBarController(tabs: [homeHost, searchHost])
/// tabs.tapTab(at: 1)  // Search is on screen; Home is off the window
/// tabs.tapSelectedTab()  // Search pops to its root
/// ```
@MainActor
public final class HeadlessTabBarController: HeadlessScreen {
  /// The tabs' navigation stacks, in tab order.
  public let tabs: [HeadlessNavigationController]

  /// What the tabs present, shared by all of them.
  let presentation = PresentationSlot()

  /// The index of the tab on screen. Setting an index outside ``tabs`` does nothing.
  public var selectedIndex: Int {
    didSet {
      if !tabs.indices.contains(selectedIndex) { selectedIndex = oldValue }
      updateWindow()
    }
  }

  /// Whether the tab bar itself is in the window; the selected tab is in the window only when it is.
  public var isInWindow = true {
    didSet { updateWindow() }
  }

  /// Creates a tab bar controller with `tabs`, the first one selected.
  public init(tabs: [HeadlessNavigationController]) {
    self.tabs = tabs
    self.selectedIndex = 0
    super.init("TabBarController")
    for tab in tabs { tab.tabBarController = self }
    updateWindow()
  }

  /// The screen presented over the tab bar controller by any of its tabs, if any (R21a).
  public var presentedScreen: (any Screen)? { presentation.presented }

  /// Starts pulling the presented sheet down, as the person would; the tab that presented it runs the transition.
  /// See ``HeadlessNavigationController/beginInteractiveDismiss()``.
  ///
  /// - Returns: The transition, or `nil` when nothing is presented or the dismissal is refused.
  public func beginInteractiveDismiss() -> InteractiveTransition? {
    guard let presenter = presentation.presenter ?? selectedTab else { return nil }
    return presenter.beginInteractiveDismiss()
  }

  /// The selected tab's stack, or `nil` when there are no tabs.
  public var selectedTab: HeadlessNavigationController? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
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
  /// replayed, and pops with `tabReselected`.
  public func tapSelectedTab() {
    guard let tab = selectedTab, tab.defersPersonPops || tab.mayPop(from: 1, because: .tabReselected) else { return }
    tab.popToRoot(animated: true, because: .tabReselected)
  }

  private func updateWindow() {
    // The tab that leaves the window first, then the one that enters it: its deferred show callbacks come last.
    for (index, tab) in tabs.enumerated() where !(isInWindow && index == selectedIndex) {
      tab.isInWindow = false
    }
    selectedTab?.isInWindow = isInWindow
  }
}
