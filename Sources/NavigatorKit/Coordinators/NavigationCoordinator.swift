/// A coordinator that shows its flow through a ``Navigator`` and releases its children by itself.
///
/// Push or present a child with ``pushCoordinator(_:animated:onLeave:)-24rjg`` or
/// ``presentCoordinator(_:animated:onLeave:)-jf7x``: the child is added, started and shown, and removed
/// again — with `onLeave` run once — when its screens leave by any path. The coordinator needs no bookkeeping of its own.
///
/// ```swift
/// final class ProductsCoordinator: NavigationCoordinator {
///   var childCoordinators: [any Coordinator] = []
///   let navigator: Navigator
///   let rootScreen: any Screen = ProductListViewController()
///
///   init(navigator: Navigator) { self.navigator = navigator }
///   func start() { navigator.setScreens([rootScreen], animated: false) }
///
///   func showDetail(of product: Product) {
///     let detail = ProductDetailCoordinator(product: product, navigator: navigator)
///     pushCoordinator(detail) { print("detail closed") }  // released on back, swipe, popToRoot, tab re-tap…
///   }
/// }
/// ```
@MainActor
public protocol NavigationCoordinator: Coordinator {
  /// The navigator this coordinator shows its screens with. A pushed child shares its parent's navigator; a
  /// presented child has a navigator of its own, over a stack of its own — or shares its parent's when its
  /// ``rootScreen`` is presented as it is: a tab bar, whose tabs have navigators of their own.
  var navigator: Navigator { get }

  /// The first screen of this coordinator's flow: the screen a parent pushes, or the root of the stack a parent
  /// presents. Return the same instance every time (store it).
  var rootScreen: any Screen { get }
}

extension NavigationCoordinator {
  /// Adds `child`, pushes its ``rootScreen`` on this coordinator's navigator, and starts it.
  ///
  /// The child is removed and `onLeave` runs exactly once when its root screen leaves the stack by any path: the
  /// back button, a finished swipe-back (never a cancelled one), `pop`/`pop(to:)`/`popToRoot`/`setScreens` through
  /// the navigator or on the host directly, a re-tap of the tab, or the child's
  /// ``finish(animated:)``. Its own children go with it. To be told why, pass a closure that takes a ``LeaveReason``;
  /// to await a result the child produces, use ``pushCoordinator(_:animated:completing:)``.
  ///
  /// Misuse is refused and reported to the navigator's ``Navigator/onIssue``; a refused call never runs `onLeave`,
  /// leaves a child that was already attached as it was, and keeps nothing it added:
  /// - A child that is already a child of this coordinator — the same child pushed twice, as a double tap on a row
  ///   does — reports ``NavigationIssue/Kind/childAlreadyAdded``; the child stays attached once, on screen.
  /// - A child of another coordinator reports ``NavigationIssue/Kind/childAlreadyAdded``.
  /// - A child with another navigator reports ``NavigationIssue/Kind/childUsesAnotherNavigator`` (present it instead).
  /// - A root screen that is already on the stack reports ``NavigationIssue/Kind/screenAlreadyInStack``; the child,
  ///   already started, is removed again.
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - onLeave: What to run once the child's flow is over.
  public func pushCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil
  ) {
    pushCoordinator(child, animated: animated, then: LeaveAction(onLeave), call: .coordinator(#function))
  }

  /// Adds `child`, pushes its ``rootScreen``, starts it, and runs `onLeave` with the reason once its flow is over.
  ///
  /// Like ``pushCoordinator(_:animated:onLeave:)-24rjg``, but `onLeave` is told why the child's root
  /// screen left: the ``LeaveReason`` of its pop, or ``LeaveReason/finish`` when the child called
  /// ``finish(animated:)``.
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - onLeave: What to run once the child's flow is over, told why.
  public func pushCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void
  ) {
    pushCoordinator(child, animated: animated, then: .told(onLeave), call: .coordinator(#function))
  }

  /// Adds `child`, pushes its ``rootScreen``, starts it, and runs `onFinish` once its flow is over.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - onFinish: What to run once the child's flow is over.
  @available(*, unavailable, renamed: "pushCoordinator(_:animated:onLeave:)")
  @_disfavoredOverload
  public func pushCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onFinish: (@MainActor () -> Void)? = nil
  ) {
    pushCoordinator(child, animated: animated, then: LeaveAction(onFinish), call: .coordinator(#function))
  }

  /// `pushCoordinator`, with `onRefused` run if showing the child is refused as misuse; a refusal names `call`, the
  /// public method the app called.
  func pushCoordinator(
    _ child: some NavigationCoordinator, animated: Bool, then onFinish: LeaveAction?,
    onRefused: (@MainActor () -> Void)? = nil, call entryPoint: EntryPoint
  ) {
    guard child.navigator === navigator else {
      navigator.report(
        .childUsesAnotherNavigator, entryPoint,
        "\(typeName(child)) has a navigator of its own, so its screens cannot be pushed on this one. Give it this "
          + "coordinator's navigator, or present it with presentCoordinator.")
      onRefused?()
      return
    }
    let root = child.rootScreen
    let attachment = CoordinatorTree.Attachment(kind: .pushed, screen: root, navigator: navigator)
    guard attach(child, as: attachment, call: entryPoint) else {
      onRefused?()
      return
    }
    let release = releasing(
      child, by: .pushedFlowEnded(entryPoint), refusal: .refusedPush(entryPoint), then: onFinish, onRefused: onRefused)
    navigator.push(root, animated: animated, onPop: .told(release.ended), onRefused: release.refused, call: entryPoint)
    // Started once its push is issued, so that a `finish()` from `start()` finds the push to withdraw or pop.
    startIfStillAttached(child)
  }

  /// Adds `child`, presents its flow from this coordinator's navigator, and starts it.
  ///
  /// A child with a navigator of its own is presented as that navigator's stack; if the stack is empty, its
  /// ``rootScreen`` becomes the root first. A child that shares this coordinator's navigator is presented as its
  /// ``rootScreen`` — a tab bar whose tabs' coordinators are its children, or a single screen (see <doc:Containers>).
  /// The child is removed and `onLeave` runs exactly once when the presentation ends by any path:
  /// ``Navigator/dismiss(animated:)``, a dismissal on the host directly, the child's ``finish(animated:)``, or the
  /// person pulling the sheet down (which a screen that is modal in presentation refuses). Every screen inside the
  /// presented stack or tab bar leaves first, innermost first, with the same reason, so the coordinators inside the
  /// presented flow are released before it. To be told why, pass a closure that takes a ``LeaveReason``; to await a
  /// result, use ``presentCoordinator(_:animated:completing:)``.
  ///
  /// Misuse is refused and reported to the navigator's ``Navigator/onIssue``; a refused call never runs `onLeave`,
  /// leaves a child that was already attached as it was, and keeps nothing it added: a child already attached here or
  /// elsewhere reports ``NavigationIssue/Kind/childAlreadyAdded``; presenting while something is presented reports
  /// ``NavigationIssue/Kind/alreadyPresenting`` and removes the child again.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own, or one whose root screen is presented.
  ///   - animated: Whether the presentation is animated.
  ///   - onLeave: What to run once the child's flow is over.
  public func presentCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onLeave: (@MainActor () -> Void)? = nil
  ) {
    presentCoordinator(child, animated: animated, then: LeaveAction(onLeave), call: .coordinator(#function))
  }

  /// Adds `child`, presents its stack, starts it, and runs `onLeave` with the reason once the presentation ends.
  ///
  /// Like ``presentCoordinator(_:animated:onLeave:)-jf7x``, but `onLeave` is told why: the
  /// ``LeaveReason`` of the dismissal (``LeaveReason/sheetPulledDown``, ``LeaveReason/dismiss``…), or
  /// ``LeaveReason/finish`` when the child called ``finish(animated:)``.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - onLeave: What to run once the child's flow is over, told why.
  public func presentCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onLeave: @escaping @MainActor (LeaveReason) -> Void
  ) {
    presentCoordinator(child, animated: animated, then: .told(onLeave), call: .coordinator(#function))
  }

  /// Adds `child`, presents its stack, starts it, and runs `onFinish` once the presentation ends.
  ///
  /// Renamed: every show method takes its "when it leaves" closure as `onLeave:`.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - onFinish: What to run once the child's flow is over.
  @available(*, unavailable, renamed: "presentCoordinator(_:animated:onLeave:)")
  @_disfavoredOverload
  public func presentCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onFinish: (@MainActor () -> Void)? = nil
  ) {
    presentCoordinator(child, animated: animated, then: LeaveAction(onFinish), call: .coordinator(#function))
  }

  /// `presentCoordinator`, with `onRefused` run if showing the child is refused as misuse; a refusal names `call`,
  /// the public method the app called.
  func presentCoordinator(
    _ child: some NavigationCoordinator, animated: Bool, then onFinish: LeaveAction?,
    onRefused: (@MainActor () -> Void)? = nil, call entryPoint: EntryPoint
  ) {
    // A child with a stack of its own is presented as that stack; one that shares this navigator, as its root screen
    // (a tab bar, or any single screen).
    let sharesNavigator = child.navigator === navigator
    let host: any Screen = sharesNavigator ? child.rootScreen : child.navigator.host
    let attachment = CoordinatorTree.Attachment(kind: .presented, screen: host, navigator: navigator)
    guard attach(child, as: attachment, call: entryPoint) else {
      onRefused?()
      return
    }
    if !sharesNavigator, child.navigator.screens.isEmpty {
      child.navigator.setScreens([child.rootScreen], animated: false)
    }
    let release = releasing(
      child, by: .presentedFlowEnded(entryPoint), refusal: .refusedPresent(entryPoint), then: onFinish,
      onRefused: onRefused)
    navigator.present(
      host, animated: animated, onDismiss: .told(release.ended), onRefused: release.refused, call: entryPoint)
    startIfStillAttached(child)
  }

  /// Starts `child` unless showing it was refused at once (it is then no longer this coordinator's child).
  private func startIfStillAttached(_ child: some NavigationCoordinator) {
    guard CoordinatorTree.membership(of: child)?.parent === self else { return }
    child.start()
  }

  /// Adds `child` for a push or a presentation, or reports why not. A child that is already a child of this
  /// coordinator is left as it is.
  private func attach(
    _ child: some NavigationCoordinator, as attachment: CoordinatorTree.Attachment, call: EntryPoint
  ) -> Bool {
    // Checked before the tree is asked, so that a refused call leaves the child's record as it was.
    let alreadyAChild = firstIndexIdentical(childCoordinators, child) != nil
    switch alreadyAChild ? .alreadyAChild : CoordinatorTree.add(child, to: self, as: attachment, call: call) {
    case .added:
      return true
    case .refused:
      return false
    case .alreadyAChild:
      navigator.report(
        .childAlreadyAdded, call,
        "\(typeName(child)) is already a child of \(typeName(self)), so its flow is already shown; this call was "
          + "ignored (a double tap?). Create a new coordinator to show the flow a second time.")
      return false
    }
  }

  /// The closures that remove `child` from this coordinator: `ended` when its flow is over, then runs `onFinish`;
  /// `refused` when showing it was refused as misuse. Both hold the two coordinators weakly.
  private func releasing(
    _ child: some NavigationCoordinator, by removal: CoordinatorRemoval, refusal: CoordinatorRemoval,
    then onFinish: LeaveAction?, onRefused: (@MainActor () -> Void)?
  ) -> (ended: @MainActor (LeaveReason) -> Void, refused: @MainActor () -> Void) {
    let ended: @MainActor (LeaveReason) -> Void = { [weak self, weak child] reason in
      if let self, let child { CoordinatorTree.remove(child, from: self, by: removal, reportsStrangers: false) }
      onFinish?.run(reason)
    }
    let refused: @MainActor () -> Void = { [weak self, weak child] in
      if let self, let child { CoordinatorTree.remove(child, from: self, by: refusal, reportsStrangers: false) }
      onRefused?()
    }
    return (ended, refused)
  }

  /// Ends this coordinator's flow early, so that its parent releases it and its `onLeave` runs once.
  ///
  /// - A pushed coordinator pops its ``rootScreen`` and everything above it. If its push is still waiting behind a
  ///   transition, the push is withdrawn instead and never reaches the stack. If its root screen has become the bottom
  ///   of the stack (a `setScreens` moved it there), the screen stays — a stack keeps its root — and the flow ends
  ///   without a pop: the child is removed and `onLeave` runs.
  /// - A presented coordinator is dismissed; a presentation still waiting behind a transition is withdrawn instead.
  /// - A coordinator added with ``Coordinator/addChild(_:)`` is removed from its parent.
  ///
  /// The pop or dismissal waits for a transition in flight, like every navigator call; if the flow ends another way
  /// meanwhile (the person swiped back), `onLeave` still runs only once. Finishing a coordinator whose flow just
  /// ended, or that its parent removed from ``Coordinator/childCoordinators``, does nothing — a button tapped twice is
  /// harmless. Finishing one that never had a parent reports ``NavigationIssue/Kind/notAChild``, as does finishing
  /// one long after its flow ended, once the tree has forgotten it (see ``Coordinator/removeChild(_:)``).
  ///
  /// - Parameter animated: Whether popping or dismissing is animated.
  public func finish(animated: Bool = true) {
    guard let (parent, attachment) = CoordinatorTree.membership(of: self) else {
      guard !CoordinatorTree.wasRemoved(self) else { return }  // already finished
      navigator.report(
        .notAChild, EntryPoint.coordinator(#function).description,
        "\(typeName(self)) has no parent coordinator, so there is no flow to finish. Start it with "
          + "pushCoordinator or presentCoordinator.")
      return
    }
    switch attachment.kind {
    case .added:
      CoordinatorTree.remove(self, from: parent, by: .finish(.coordinator(#function)))
    case .pushed, .presented:
      guard let root = attachment.screen, let parentNavigator = attachment.navigator else { return }
      parentNavigator.endFlow(of: root, animated: animated)
    }
  }
}
