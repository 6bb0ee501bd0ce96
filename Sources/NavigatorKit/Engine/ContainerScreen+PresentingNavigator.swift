// Who owns what is presented over a container's stacks: the one way to find, and dismiss, what is over the tabs.

extension ContainerScreen {
  /// The navigator of the stack inside this container that presented what is up over it — the owner of the sheet over
  /// a tab bar — or `nil` when none of its stacks presents anything.
  ///
  /// Under a tab bar the tabs share one presenting context, but a presentation belongs to the tab that made it:
  /// through its navigator, its router, a coordinator's `presentCoordinator`, or — under UIKit — one of its own screens
  /// (an alert, a share sheet), whose presenting view controller is the tab bar controller. Only that tab's navigator
  /// reports it as ``Navigator/presentedScreen`` and can dismiss it; the other tabs' navigators read `nil`. This
  /// property finds the owner, on every host: a `UITabBarController`, NavigatorKitTesting's `HeadlessTabBarController`,
  /// and the tab bar ``NavigationHost/makeTabBar(_:)`` makes. Dismiss through it, and the presentation's `onLeave`
  /// runs once, with ``LeaveReason/dismiss``:
  ///
  /// ```swift
  /// var left: [String] = []
  /// let compose = HeadlessScreen("Compose")
  /// mail.inbox.navigator.present(compose) { reason in left.append("compose: \(reason)") }
  /// #expect(mail.inbox.navigator.presentedScreen === compose)  // the Inbox tab's sheet…
  /// #expect(mail.sent.navigator.presentedScreen == nil)  // …not the Sent tab's
  ///
  /// tabBar.presentingNavigator?.dismiss()  // whatever a tab presented over the tabs
  /// #expect(left == ["compose: dismiss"])
  /// ```
  ///
  /// The stacks are searched in ``childScreens`` order, and a child that is a container in turn; the first stack whose
  /// navigator presents something answers. A presentation none of the tabs' navigators owns — made on the tab bar
  /// controller by code outside the tabs while no navigator-driven tab is selected, or by a tab that is not a
  /// navigation stack — has no owner here: dismiss it where it was made.
  public var presentingNavigator: Navigator? {
    for child in childScreens {
      if let owner = Navigator.presentingNavigator(in: child) { return owner }
    }
    return nil
  }
}

extension Navigator {
  /// The navigator that presents something from `screen` — a stack driven by a navigator — or, for a container, from
  /// one of the stacks inside it.
  fileprivate static func presentingNavigator(in screen: any Screen) -> Navigator? {
    if let stack = screen as? any NavigationHost {
      guard let navigator = stack.navigator, navigator.presentedScreen != nil else { return nil }
      return navigator
    }
    return (screen as? any ContainerScreen)?.presentingNavigator
  }
}
