import Observation

/// A navigation stack for SwiftUI: a ``NavigationHost`` whose stack is an observable path for
/// `NavigationStack(path:)` to bind.
///
/// The first screen is the stack's ``root`` (the `NavigationStack`'s root view); the others are ``path``, one
/// ``NavigationPathElement`` each, with an identity of its own, so the same route can be on the path twice (S5 in
/// <doc:SwiftUIRules>). Its presentation is ``presented``, for a `sheet(item:)` or — for the screens
/// ``presentsFullScreenCover`` names — a `fullScreenCover(item:)` to bind.
///
/// SwiftUI tells nobody about the person's pops but the path: it writes a shorter path — at the start of the pop for
/// the back button and its history menu, when a swipe-back commits, never for a cancelled swipe (S1, S2) — and writes
/// `nil` to the sheet's item when a pull-down ended (S8). The host takes those writes as the person's exits, with
/// ``LeaveReason/navigationStackPop`` and ``LeaveReason/sheetPulledDown``, and tells its ``Navigator`` the way a
/// `UINavigationController` would: the screens leave when the transition is over, and a screen that SwiftUI writes
/// back to the path before then never left — no `onLeave` runs, and the host does not write it away.
///
/// The app's commands go the other way, and SwiftUI does not queue them: a write made during a transition can be
/// dropped or overwritten by a stale one (S4, S6). So the host writes only between transitions, paced by
/// ``settleDelay``, and one navigation is one write: SwiftUI reads its bindings once per run-loop turn, so the host
/// counts as transitioning only from the end of the turn it wrote in — the commands its navigator carries out in that
/// turn, a deep link's or a restore's, go into the same write, and SwiftUI shows the final path in one transition —
/// and the commands made while it waits go into one write when the wait is over. It counts as transitioning for
/// ``settleDelay`` after every write, its own or SwiftUI's; and when that time is up it reads the path back and writes
/// again what SwiftUI lost.
/// An element the app pushed counts as shown once its destination view — or one above it — appeared
/// (``elementDidAppear(_:)``, which the SwiftUI layer calls from `onAppear`); until then, a SwiftUI write without it
/// is a write that lost it, not a pop, and the host writes it again.
///
/// ```swift
/// let shopRouter = Router(
///   navigator: Navigator(host: NavigationPathHost()),
///   factory: ScreenFactory<ShopRoute> { route in RouteScreen(route) })
/// shopRouter.setRoutes([.home, .product(42)])
/// ```
///
/// A screen on a path host is any object: SwiftUI draws it, from what the router knows of it
/// (``Router/route(of:)``), in `navigationDestination(for: NavigationPathElement.self)`.
///
/// Write to ``path`` and ``presented`` only through SwiftUI's bindings: app code changes the stack through its
/// navigator, router or coordinator. A write the host did not make is taken as SwiftUI's, made by the person.
///
/// Where the host lives: it uses Observation and nothing of SwiftUI, so it is in the platform-neutral `PathHost`
/// folder, built and tested everywhere; only the views that bind it are SwiftUI glue.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
public final class NavigationPathHost: NavigationHost {
  /// The stack's first screen, shown as the `NavigationStack`'s root view; `nil` while the stack is empty.
  public private(set) var root: NavigationPathElement?

  /// What the path binding holds: the host's last write, or SwiftUI's.
  private var boundPath: [NavigationPathElement] = []

  /// What the sheet binding holds: the host's last write, or SwiftUI's.
  private var boundPresented: NavigationPathElement?

  /// Whether the host waits for a transition to be over: ``settleDelay`` has not passed since the last write to
  /// ``path`` or ``presented`` by SwiftUI, or since the end of the run-loop turn of the host's own last write.
  ///
  /// Until the turn of its own write ends, the host is not transitioning, so its navigator carries out the commands
  /// that follow at once and the host writes them over the first, for SwiftUI to read in one update (S4): a
  /// navigator over a path host, and `waitUntilSettled()`, are settled until then. A view may read it to know whether
  /// the stack is settled.
  public private(set) var isTransitioning = false

  /// Whether the screens on the path show the guarded back button of the SwiftUI layer instead of the system one.
  ///
  /// With it, a tap on Back asks the screen's leave guard first (``backButtonTapped()``). SwiftUI then also turns
  /// the edge swipe off (S7); whether it turns off iOS 26's swipe from the content is not known, and no SwiftUI API
  /// lets a guard refuse that one. `false` by default.
  public var usesGuardedBackButton = false

  /// Which presented screens are shown as a full-screen cover rather than a sheet: none by default.
  ///
  /// The SwiftUI layer binds `fullScreenCover(item:)` for them (a sheet on macOS, which has no full-screen cover).
  /// The person cannot pull a full-screen cover down.
  @ObservationIgnored public var presentsFullScreenCover: @MainActor (any Screen) -> Bool = { _ in false }

  /// The path the host means SwiftUI to show, after ``root``: what ``screens`` reports.
  ///
  /// Observed, so that what reads ``screens`` — a navigator's `screens`, a router's `routes` — is observable in a
  /// SwiftUI view over this host.
  private var intendedPath: [NavigationPathElement] = []

  /// The presentation the host means SwiftUI to show; observed, as ``screens`` is.
  private var intendedPresented: NavigationPathElement?

  /// The elements that SwiftUI showed: their destination view, or one above it, appeared.
  @ObservationIgnored private var shownIDs: Set<Int> = []

  /// The elements SwiftUI's writes removed from the path since the host last ended a transition, in the order they
  /// went: they leave when it ends, and one that SwiftUI writes back before then never left.
  @ObservationIgnored private var poppedByPerson: [NavigationPathElement] = []

  /// The top screen last announced with didShow.
  @ObservationIgnored private weak var announcedTop: (any Screen)?

  /// Presentation and dismissal completions, run when the host next settles with its presentation written.
  @ObservationIgnored private var completions: [@MainActor () -> Void] = []

  /// Whether the host wrote in this run-loop turn and starts its wait when the turn ends: what its navigator asks for
  /// meanwhile is written at once, over the last write, and SwiftUI reads it all in one update (S4).
  @ObservationIgnored private var isGatheringTurn = false

  /// Which wait is the current one: a write starts a new wait, and an older one does nothing when it ends.
  @ObservationIgnored private var waitNumber = 0

  /// Whether the sheet or cover that holds this host is being dismissed (``containerWillLeave()``): the host no longer
  /// writes its bindings, nor takes SwiftUI's `nil` for its presentation as a pull-down.
  @ObservationIgnored private var isLeavingWithContainer = false

  /// The observer the navigator installs.
  @ObservationIgnored public weak var navigationObserver: (any NavigationHostObserver)?

  /// How long after a write the host takes the transition it started to be over.
  ///
  /// SwiftUI's push and pop take about 0.35 s; libraries pace their writes by 0.3–0.7 s (S4). A write made sooner
  /// can leave a blank or wrong screen.
  @ObservationIgnored public let settleDelay: Duration

  /// What the host waits with.
  @ObservationIgnored private let scheduler: any NavigationPathScheduler

  /// Creates an empty stack.
  ///
  /// - Parameters:
  ///   - settleDelay: How long after a write the host takes the transition to be over. Half a second by default.
  ///   - scheduler: What the host waits with: a main-actor task by default; `HeadlessNavigationStack` in tests.
  public init(settleDelay: Duration = .milliseconds(500), scheduler: (any NavigationPathScheduler)? = nil) {
    self.settleDelay = settleDelay
    self.scheduler = scheduler ?? TaskNavigationPathScheduler()
  }

  /// Makes a new, empty path host that waits as this one does: the same ``settleDelay`` and scheduler.
  ///
  /// Bind it to a `NavigationStack` of its own, in the sheet or the tab that shows it. See
  /// ``NavigationHost/makeStack()``.
  public func makeStack() -> any NavigationHost {
    NavigationPathHost(settleDelay: settleDelay, scheduler: scheduler)
  }

  /// Makes a plain ``ContainerScreen`` whose ``ContainerScreen/childScreens`` are `tabs`: SwiftUI has no tab bar
  /// screen, only the `TabView` view.
  ///
  /// Present or push it as a flow's screen and draw it with a `TabView` over its children, each tab a
  /// `NavigationStack` bound to its path host. It is a container like any other: when it leaves, every screen of its
  /// tabs leaves with it, innermost first (see <doc:Containers>). See ``NavigationHost/makeTabBar(_:)``.
  public func makeTabBar(_ tabs: [any Screen]) -> any ContainerScreen {
    TabsScreen(tabs)
  }

  // MARK: The bindings

  /// The elements above the root, for `NavigationStack(path:)` to bind.
  ///
  /// SwiftUI writes it when the person pops. An element that a write removes, and that SwiftUI had shown, was popped by
  /// the person: its screen leaves with ``LeaveReason/navigationStackPop`` when the host's wait is over. A write that
  /// brings it back before then — the same element, as a cancelled swipe that had shortened the path writes it back —
  /// means it never left: no `onLeave` runs, and the host keeps it on the path. Once the wait is over, the host writes
  /// again whatever else a write lost, or brought back that is no longer on the stack.
  public var path: [NavigationPathElement] {
    get { boundPath }
    set { receivePath(newValue) }
  }

  /// The presented element, sheet or full-screen cover: what ``presentedSheet`` and ``presentedFullScreenCover`` split
  /// for the two modifiers to bind.
  ///
  /// SwiftUI writes `nil` when the person's pull-down has ended (S8); the host then tells its navigator that the
  /// person dismissed the screen (``LeaveReason/sheetPulledDown``).
  public var presented: NavigationPathElement? {
    get { boundPresented }
    set { receivePresented(newValue) }
  }

  /// ``presented`` when it is shown as a sheet, for `sheet(item:)` to bind; `nil` for a full-screen cover.
  public var presentedSheet: NavigationPathElement? {
    get { presented.flatMap { presentsFullScreenCover($0.screen) ? nil : $0 } }
    set { presented = newValue }
  }

  /// ``presented`` when it is shown as a full-screen cover (``presentsFullScreenCover``), for
  /// `fullScreenCover(item:)` to bind; `nil` for a sheet.
  public var presentedFullScreenCover: NavigationPathElement? {
    get { presented.flatMap { presentsFullScreenCover($0.screen) ? $0 : nil } }
    set { presented = newValue }
  }

  /// Tells the host that the destination view of `element` appeared: SwiftUI shows it, and every element below it.
  ///
  /// The SwiftUI layer calls it from the destination's and the sheet's `onAppear`. Appearing is not staying
  /// (`onAppear` runs before a push has finished, S12); it only tells the host that SwiftUI took its write.
  ///
  /// - Parameter element: An element of ``path``, or the ``presented`` one.
  public func elementDidAppear(_ element: NavigationPathElement) {
    if let index = intendedPath.firstIndex(of: element) {
      let isNew = !shownIDs.contains(element.id)
      for shown in intendedPath[...index] { shownIDs.insert(shown.id) }
      // As UIKit's willShow: the navigator now knows the screen was shown, so its onLeave runs if it goes before
      // the host settles.
      if isNew { navigationObserver?.navigationHost(self, willShow: element.screen, animated: true) }
    } else if element == intendedPresented {
      shownIDs.insert(element.id)
    }
  }

  /// The guarded back button was tapped: asks the top screen's leave guard, and pops it if the guard allows.
  ///
  /// The SwiftUI layer's back button calls it when ``usesGuardedBackButton`` is `true`. The screen leaves with
  /// ``LeaveReason/backButton``. Does nothing while the host is transitioning or only the root is on the stack.
  public func backButtonTapped() {
    guard !isTransitioning, let top = intendedPath.last else { return }
    guard navigationObserver?.navigationHost(self, shouldPop: [top.screen], because: .backButton) ?? true else {
      return
    }
    navigationObserver?.navigationHost(self, willChangeStackBecause: .backButton)
    intendedPath.removeLast()
    write()
  }

  /// Whether the presented screen's leave guard lets the person pull the sheet down: the SwiftUI layer applies
  /// `interactiveDismissDisabled(!allowsSheetPullDown)` to the sheet.
  ///
  /// SwiftUI asks nothing when a pull-down starts, so the guard (``Navigator/setLeaveGuard(for:_:)``) is asked with
  /// ``LeaveReason/sheetPulledDown`` whenever the sheet's view is drawn. A guard whose answer changes must change
  /// something that view observes, or SwiftUI keeps the old answer. `true` when nothing is presented.
  public var allowsSheetPullDown: Bool {
    guard let presented = intendedPresented else { return true }
    return navigationObserver?.navigationHost(self, shouldDismiss: presented.screen, because: .sheetPulledDown) ?? true
  }

  // MARK: NavigationHost

  /// The screens on the stack, root first: ``root`` and the path the host means SwiftUI to show.
  ///
  /// Observable: a view that reads it, or reads a navigator's `screens` over this host, is updated when it changes.
  /// (A router's `routes` are read from the navigator's settled stack, which is not observable.)
  public var screens: [any Screen] {
    guard let root else { return [] }
    return [root.screen] + intendedPath.map(\.screen)
  }

  /// The presented screen, as the host means SwiftUI to show it. Observable, as ``screens`` is.
  public var presentedScreen: (any Screen)? { intendedPresented?.screen }

  /// `true`: every change the host did not make was written by SwiftUI for the person.
  public var reportsPersonExits: Bool { true }

  /// Pushes `screen`: the root when the stack is empty, else a new element at the end of the path.
  public func push(_ screen: any Screen, animated: Bool) {
    if root == nil {
      root = NavigationPathElement(screen: screen)
    } else {
      intendedPath.append(NavigationPathElement(screen: screen))
    }
    write()
  }

  /// Pops the last element of the path.
  ///
  /// - Returns: Its screen, or `nil` when only the root is on the stack.
  @discardableResult
  public func pop(animated: Bool) -> (any Screen)? {
    guard let top = intendedPath.popLast() else { return nil }
    write()
    return top.screen
  }

  /// Pops the elements above `screen`.
  ///
  /// - Returns: Their screens, root-most first; `nil` when `screen` is not on the stack.
  @discardableResult
  public func pop(to screen: any Screen, animated: Bool) -> [any Screen]? {
    if let root, root.screen === screen { return popToRoot(animated: animated) }
    guard let index = intendedPath.firstIndex(where: { $0.screen === screen }) else { return nil }
    let popped = intendedPath[(index + 1)...].map(\.screen)
    intendedPath.removeSubrange((index + 1)...)
    if !popped.isEmpty { write() }
    return popped
  }

  /// Empties the path.
  ///
  /// - Returns: The popped screens, root-most first.
  @discardableResult
  public func popToRoot(animated: Bool) -> [any Screen]? {
    let popped = intendedPath.map(\.screen)
    intendedPath.removeAll()
    if !popped.isEmpty { write() }
    return popped
  }

  /// Replaces the stack: the first screen becomes the root, the others the path, in one write.
  ///
  /// A screen already on the stack keeps its element.
  public func setScreens(_ screens: [any Screen], animated: Bool) {
    let elements = screens.map { screen in
      ([root].compactMap { $0 } + intendedPath).first { $0.screen === screen } ?? NavigationPathElement(screen: screen)
    }
    if root?.id != elements.first?.id { root = elements.first }
    intendedPath = Array(elements.dropFirst())
    write()
  }

  /// Presents `screen` through ``presented``; presents nothing and never runs `completion` while presenting, as
  /// UIKit does.
  public func presentScreen(_ screen: any Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
    guard intendedPresented == nil else { return }
    intendedPresented = NavigationPathElement(screen: screen)
    if let completion { completions.append(completion) }
    (screen as? NavigationPathHost)?.containerWillAppear()
    write()
  }

  /// Ends the presentation by writing `nil` to ``presented``; `completion` runs once the dismissal is over.
  public func dismissPresentedScreen(animated: Bool, completion: (@MainActor () -> Void)?) {
    if let completion { completions.append(completion) }
    guard intendedPresented != nil else {
      if !isTransitioning { runCompletions() }
      return
    }
    (intendedPresented?.screen as? NavigationPathHost)?.containerWillLeave()
    intendedPresented = nil
    write()
  }

  // MARK: Several layers at once

  /// The sheet or cover that holds this host is being dismissed, with everything this host shows: from now on the
  /// host writes nothing to its bindings, and does not take SwiftUI's `nil` for its presentation as a pull-down.
  ///
  /// S8 in <doc:SwiftUIRules>: dismissing a sheet whose stack presents a sheet of its own dismisses both, and
  /// SwiftUI writes `nil` to the inner sheet's item too — in the same update on iOS 17 and later, in an update of its
  /// own on iOS 16 (anytype-swift#462; swift-navigation#238). That `nil` is not a pull-down: the inner screens leave
  /// with their container, when the navigator that presented it ends its record — innermost first, with the
  /// container's reason (<doc:Containers>). The hosts inside this one's presentation are told too.
  private func containerWillLeave() {
    guard !isLeavingWithContainer else { return }
    isLeavingWithContainer = true
    (intendedPresented?.screen as? NavigationPathHost)?.containerWillLeave()
  }

  /// The host is presented again after its sheet was dismissed: it writes its bindings and takes SwiftUI's writes
  /// again.
  ///
  /// What it presented when its sheet went is gone, as under UIKit, where dismissing a presenting controller dismisses
  /// what it presents: SwiftUI wrote `nil` to its item, and its screens left with the container. The navigator drops
  /// its presentation when it next reconciles, without running anything again.
  private func containerWillAppear() {
    guard isLeavingWithContainer else { return }
    isLeavingWithContainer = false
    if boundPresented == nil { intendedPresented = nil }
    if boundPath != intendedPath || boundPresented != intendedPresented { write() }
  }

  // MARK: Writing and reading back

  /// Writes what the host means SwiftUI to show, unless a transition is in flight: the write then waits for it.
  ///
  /// SwiftUI reads its bindings once per run-loop turn (S4), so the host's first write starts no wait yet: until the
  /// turn ends, the host is not transitioning, its navigator carries out the commands that follow — a link's, a
  /// restore's — and the host writes each at once, over the last, for SwiftUI to take in one update and one
  /// transition to the final path. The wait starts when the turn ends (a wait of no time on the scheduler).
  ///
  /// A host whose container is being dismissed writes nothing: it leaves with it.
  ///
  /// - Parameter gatheringTheTurn: Whether the wait starts when the turn ends, rather than now: for a command's write,
  ///   not for the write that repairs what SwiftUI lost when a wait is over.
  private func write(gatheringTheTurn: Bool = true) {
    guard !isTransitioning, !isLeavingWithContainer else { return }
    if boundPath != intendedPath { boundPath = intendedPath }
    if boundPresented != intendedPresented { boundPresented = intendedPresented }
    guard gatheringTheTurn else { return wait() }
    guard !isGatheringTurn else { return }
    isGatheringTurn = true
    unlessSuperseded(after: .zero) { $0.wait() }
  }

  /// Starts a new wait of ``settleDelay``; the host is transitioning until it ends.
  private func wait() {
    isGatheringTurn = false
    isTransitioning = true
    unlessSuperseded(after: settleDelay) { $0.settle() }
  }

  /// Runs `action` on the host after `delay`, unless a later write, the host's or SwiftUI's, started a wait of its own
  /// meanwhile: an older wait ends nothing.
  private func unlessSuperseded(after delay: Duration, _ action: @escaping @MainActor (NavigationPathHost) -> Void) {
    waitNumber += 1
    let number = waitNumber
    scheduler.schedule(after: delay) { [weak self] in
      guard let self, self.waitNumber == number else { return }
      action(self)
    }
  }

  /// The wait is over: reads the bindings back, writes again what SwiftUI lost, or tells the observer the stack
  /// settled.
  private func settle() {
    isTransitioning = false
    if boundPath != intendedPath || boundPresented != intendedPresented {
      write(gatheringTheTurn: false)  // a repair: the navigator's commands wait for the transition it starts
      return
    }
    runCompletions()
    // What SwiftUI showed matters only for what is still on the stack or presented; what the person popped leaves now.
    shownIDs.formIntersection(intendedPath.map(\.id) + [intendedPresented?.id].compactMap { $0 })
    poppedByPerson.removeAll()
    let top = screens.last
    if let top, top !== announcedTop {
      announcedTop = top
      navigationObserver?.navigationHost(self, didShow: top, animated: true)
    }
    navigationObserver?.navigationHostDidEndTransition(self)
  }

  private func runCompletions() {
    let pending = completions
    completions.removeAll()
    for completion in pending { completion() }
  }

  /// SwiftUI wrote the path: the shown elements it left out were popped by the person, and the ones it popped
  /// earlier in this transition that it writes back never left.
  private func receivePath(_ written: [NavigationPathElement]) {
    let kept = Set(written.map(\.id))
    if poppedByPerson.contains(where: { kept.contains($0.id) }) { restorePopped(in: written, kept: kept) }
    let popped = intendedPath.filter { !kept.contains($0.id) && shownIDs.contains($0.id) }
    if !popped.isEmpty {
      navigationObserver?.navigationHost(self, willChangeStackBecause: .navigationStackPop)
      let poppedIDs = Set(popped.map(\.id))
      intendedPath.removeAll { poppedIDs.contains($0.id) }
      shownIDs.subtract(poppedIDs)
      poppedByPerson += popped
    }
    boundPath = written
    wait()
  }

  /// Puts back on the path the elements the person popped in this transition that SwiftUI's write `written` holds
  /// again: each above the element it follows in `written`, shown, as if it had never gone. The navigator, which
  /// reconciles only when the transition ends, never sees it leave.
  private func restorePopped(in written: [NavigationPathElement], kept: Set<Int>) {
    let returning = Set(poppedByPerson.lazy.filter { kept.contains($0.id) }.map(\.id))
    poppedByPerson.removeAll { returning.contains($0.id) }
    for (index, element) in written.enumerated() where returning.contains(element.id) {
      let below = written[..<index].last { intended in intendedPath.contains(intended) }
      let position = below.flatMap { intendedPath.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      intendedPath.insert(element, at: position)
      shownIDs.insert(element.id)
    }
  }

  /// SwiftUI wrote the presentation: `nil` for a shown one is the person's dismissal, over by now (S8).
  private func receivePresented(_ written: NavigationPathElement?) {
    guard !isLeavingWithContainer else {
      boundPresented = written  // S8: dismissed with the container, not pulled down
      return
    }
    if written == nil, let dismissed = intendedPresented, boundPresented == dismissed, shownIDs.contains(dismissed.id) {
      shownIDs.remove(dismissed.id)
      intendedPresented = nil
      boundPresented = nil
      navigationObserver?.navigationHost(self, didDismiss: dismissed.screen)
      return
    }
    boundPresented = written
    wait()
  }
}
