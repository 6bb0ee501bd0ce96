/// A navigation stack that a ``Navigator`` drives: a `UINavigationController` in an app, a
/// `HeadlessNavigationController` in tests.
///
/// A host does what UIKit does and nothing more. It holds the stack and what it presents, runs transitions, and
/// tells its ``navigationObserver`` when a transition finished. All of the bookkeeping — which screens left, which
/// closures run, queuing commands while a transition is in flight, reporting misuse — lives in ``Navigator``.
///
/// ## Conforming
/// Implement the stack operations with UIKit's semantics, as <doc:UIKitRules> describes them (rules R1–R27 and the
/// corrections that follow them):
/// - ``screens`` changes as soon as a stack operation returns, even while its transition is still animating.
/// - Call ``NavigationHostObserver/navigationHost(_:didShow:animated:)`` when a push, pop or set has finished
///   showing its new top screen — never for a cancelled interactive pop. A change made while the stack is off screen
///   may be announced when the stack is shown again (R9c), or not at all.
/// - Call ``NavigationHostObserver/navigationHostDidEndTransition(_:)`` whenever an animated transition ends, finished
///   or cancelled — after the settle animation of an interactive one (R10a) — once ``isTransitioning`` has become
///   `false`. Whether this comes before or after didShow is not fixed (R8a).
/// - Call ``NavigationHostObserver/navigationHost(_:didDismiss:)`` when the user dismissed the presented screen
///   (a sheet pulled down). A programmatic dismissal calls only the completion.
///
/// A host never needs to call its observer for a change it made off screen: the navigator reconciles its
/// bookkeeping with ``screens`` at every call it receives, so such changes are caught at the next call.
///
/// A host that knows why its stack changes says so with
/// ``NavigationHostObserver/navigationHost(_:willChangeStackBecause:)`` and
/// ``NavigationHostObserver/navigationHost(_:willDismissBecause:)``; the navigator then passes the
/// ``LeaveReason`` on. Both are optional: without them the reason is ``LeaveReason/unknown``.
@MainActor
public protocol NavigationHost: Screen {
  /// The screens on the stack, root first.
  var screens: [any Screen] { get }

  /// The screen this host presents modally, if any.
  var presentedScreen: (any Screen)? { get }

  /// Whether an animated transition (push, pop, set, present, dismiss, or an interactive one) is in flight.
  ///
  /// While it is `true`, ``Navigator`` queues commands and treats the stack as unsettled: screens missing from
  /// ``screens`` during an interactive pop have not left yet, because the person may still cancel.
  var isTransitioning: Bool { get }

  /// The object told about finished transitions and user dismissals. Hosts hold it weakly.
  ///
  /// ``Navigator/init(host:onIssue:)-(NavigationHost,_)`` sets it. One navigator observes a host at a time.
  var navigationObserver: (any NavigationHostObserver)? { get set }

  /// Pushes `screen` on the stack, as `pushViewController(_:animated:)` does.
  func push(_ screen: any Screen, animated: Bool)

  /// Pops the top screen, as `popViewController(animated:)` does.
  ///
  /// - Returns: The popped screen, or `nil` when only the root is on the stack.
  @discardableResult
  func pop(animated: Bool) -> (any Screen)?

  /// Pops screens until `screen` is on top, as `popToViewController(_:animated:)` does.
  ///
  /// - Returns: The popped screens in stack order (root-most first), as UIKit returns them.
  @discardableResult
  func pop(to screen: any Screen, animated: Bool) -> [any Screen]?

  /// Pops every screen but the root, as `popToRootViewController(animated:)` does.
  ///
  /// - Returns: The popped screens in stack order (root-most first), as UIKit returns them.
  @discardableResult
  func popToRoot(animated: Bool) -> [any Screen]?

  /// Replaces the stack, as `setViewControllers(_:animated:)` does.
  func setScreens(_ screens: [any Screen], animated: Bool)

  /// Presents `screen` modally, as `present(_:animated:completion:)` does.
  ///
  /// The completion runs once the presentation finished; like UIKit, a host that is already presenting presents
  /// nothing and never runs it.
  func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?)

  /// Dismisses the presented screen, as `dismiss(animated:completion:)` does.
  func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?)

  /// Whether `screen` is itself a navigation stack, which cannot be pushed onto this host or be one of its screens
  /// (UIKit raises an exception for a pushed navigation controller).
  ///
  /// ``Navigator`` asks before a push or a `setScreens`, and refuses such a screen with
  /// ``NavigationIssue/Kind/hostPushedAsScreen``. The default answers whether the screen is a ``NavigationHost``; a host whose stacks are of another type
  /// (a navigation controller wrapped by a host object) answers for that type too.
  func isNavigationStack(_ screen: any Screen) -> Bool

  /// Whether this host reports every exit the person makes — through
  /// ``NavigationHostObserver/navigationHost(_:willChangeStackBecause:)`` and
  /// ``NavigationHostObserver/navigationHost(_:didDismiss:)`` — so that a change it did not explain, and the
  /// navigator did not make, was made by code calling the host directly.
  ///
  /// The navigator reports such a change with ``LeaveReason/changedOnHost`` when this is `true`, and with
  /// ``LeaveReason/unknown`` otherwise. `false` by default; the UIKit adapter answers `false`, since UIKit tells no
  /// delegate about the back button.
  var reportsPersonExits: Bool { get }

  /// Makes a new, empty navigation stack of this host's kind, for a flow to present or a tab to hold.
  ///
  /// This is how a coordinator makes the stack of a flow without naming UIKit: ask the host it already has for one
  /// like itself. The UIKit adapter makes a `UINavigationController` (wrapped in its host), NavigatorKitTesting's
  /// `HeadlessNavigationController` a headless stack, ``NavigationPathHost`` a path host that waits as long as this
  /// one. So the same coordinator makes UIKit stacks in the app and headless ones in its tests, with no factory to
  /// inject: `Navigator(host: navigator.host.makeStack())`. The stacks of the flows a router presents are made the
  /// same way. See <doc:Containers>.
  ///
  /// There is no default: every host knows its own kind. A host that wraps another returns a stack like the one it
  /// wraps, wrapped the same way.
  ///
  /// - Returns: A new stack with no screens, presenting nothing, driven by no navigator yet.
  func makeStack() -> any NavigationHost

  /// Makes a tab bar of this host's kind holding `tabs`, the first one selected.
  ///
  /// The UIKit adapter makes a `UITabBarController` whose `viewControllers` are the tabs (a stack made by
  /// ``makeStack()`` stands for its navigation controller), NavigatorKitTesting's `HeadlessNavigationController` a
  /// `HeadlessTabBarController`. The tab bar is a ``ContainerScreen``: present or push it, and when it leaves, every
  /// screen of every tab leaves with it (see <doc:Containers>).
  ///
  /// ``NavigationPathHost`` makes a plain container whose ``ContainerScreen/childScreens`` are `tabs`, since SwiftUI
  /// has no tab bar screen, only the `TabView` view: it leaves with its tabs' screens like any container, and a
  /// SwiftUI view draws it, with a `TabView` over its children. There is no default, as for ``makeStack()``.
  ///
  /// - Parameter tabs: The tabs, in tab order: usually stacks made by ``makeStack()``, each driven by a navigator.
  /// - Returns: The tab bar, not yet shown.
  func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen
}

extension NavigationHost {
  /// `false`: a change the host did not explain is reported as ``LeaveReason/unknown``.
  public var reportsPersonExits: Bool { false }

  /// Whether `screen` is a ``NavigationHost``: the default answer to ``isNavigationStack(_:)``.
  public func isNavigationStack(_ screen: any Screen) -> Bool {
    screen is any NavigationHost
  }
}

/// What a ``NavigationHost`` tells its observer: an object that the ``Navigator`` driving it installs.
///
/// Implement a host's side of it: call these methods on ``NavigationHost/navigationObserver``. Apps never call them.
///
/// The method names follow `UINavigationControllerDelegate` and `UIAdaptivePresentationControllerDelegate`.
@MainActor
public protocol NavigationHostObserver: AnyObject {
  /// A transition started that will show `screen` on top. Optional.
  ///
  /// ``Navigator`` never decides that a screen left here: at the start of an interactive pop the top screen is
  /// already gone from the stack, and deciding "popped" here tears down screens that stay on screen when the swipe is
  /// cancelled. It only notes that a screen it just pushed was shown, so that the screen's `onLeave` runs if app code
  /// removes it before the navigator next reconciles.
  func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool)

  /// A push, pop or set finished and shows `screen` on top.
  func navigationHost(_ host: any NavigationHost, didShow screen: any Screen, animated: Bool)

  /// An animated transition ended, finished or cancelled; ``NavigationHost/isTransitioning`` is `false` again.
  func navigationHostDidEndTransition(_ host: any NavigationHost)

  /// The person dismissed `screen`, which `host` presented (a sheet pulled down and released).
  ///
  /// The presentation's leave reason is ``LeaveReason/sheetPulledDown``.
  func navigationHost(_ host: any NavigationHost, didDismiss screen: any Screen)

  /// The host is about to change its stack for `reason`: the screens that the change removes left for it. Optional.
  ///
  /// Call it just before the change — before a tap on the back button pops (``LeaveReason/backButton``), when a
  /// swipe-back begins (``LeaveReason/interactivePop``, ``LeaveReason/interactiveContentPop``), or before a tab
  /// re-tap pops to the root (``LeaveReason/tabReselected``). There is no need to call it for a stack operation that
  /// code called on the host: the navigator knows its own calls, and reports the others according to
  /// ``NavigationHost/reportsPersonExits``. The reason holds until the navigator next finds the host settled:
  /// the screens it finds gone then left for it, and a cancelled swipe uses it up with nothing gone. A host that never
  /// calls this gets ``LeaveReason/unknown`` (or ``LeaveReason/changedOnHost``) for every change the navigator did not
  /// make itself; changes made through the navigator carry the navigator call whatever the host says.
  func navigationHost(_ host: any NavigationHost, willChangeStackBecause reason: LeaveReason)

  /// The host is about to end its presentation for `reason`, when something other than a pull-down ends it that the
  /// host knows of. Optional; the rules of ``navigationHost(_:willChangeStackBecause:)``
  /// apply. A sheet pulled down needs no call: ``navigationHost(_:didDismiss:)`` says it.
  func navigationHost(_ host: any NavigationHost, willDismissBecause reason: LeaveReason)

  /// Whether the person may pop `screens`, root-most first, for `reason`: the leave guards' answer. Optional.
  ///
  /// Ask before an exit the person starts — a tap on the back button, the start of a swipe-back, a re-tap of the
  /// tab — and do nothing when the answer is `false`: the button does nothing, the swipe does not begin, the re-tap
  /// is ignored. Never ask for a change that code makes. See ``Navigator/setLeaveGuard(for:_:)``.
  func navigationHost(_ host: any NavigationHost, shouldPop screens: [any Screen], because reason: LeaveReason) -> Bool

  /// Whether the person may end the presentation of `screen` for `reason` (a sheet pulled down): the leave guards'
  /// answer. Optional.
  ///
  /// Ask when the pull-down starts, after the screen's own refusals (`isModalInPresentation`, the presentation
  /// controller delegate's `presentationControllerShouldDismiss`); when the answer is `false`, the sheet stays, as if
  /// `presentationControllerShouldDismiss` had refused it.
  func navigationHost(_ host: any NavigationHost, shouldDismiss screen: any Screen, because reason: LeaveReason) -> Bool
}

extension NavigationHostObserver {
  /// Does nothing: observers that don't need willShow need not implement it.
  public func navigationHost(_ host: any NavigationHost, willShow screen: any Screen, animated: Bool) {}

  /// Does nothing: the change is reported with ``LeaveReason/unknown``.
  public func navigationHost(_ host: any NavigationHost, willChangeStackBecause reason: LeaveReason) {}

  /// Does nothing: the dismissal is reported with ``LeaveReason/unknown``.
  public func navigationHost(_ host: any NavigationHost, willDismissBecause reason: LeaveReason) {}

  /// Allows the exit: an observer without leave guards refuses nothing.
  public func navigationHost(_ host: any NavigationHost, shouldPop screens: [any Screen], because reason: LeaveReason)
    -> Bool
  {
    true
  }

  /// Allows the dismissal: an observer without leave guards refuses nothing.
  public func navigationHost(_ host: any NavigationHost, shouldDismiss screen: any Screen, because reason: LeaveReason)
    -> Bool
  {
    true
  }
}
