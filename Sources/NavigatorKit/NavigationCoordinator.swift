/// A coordinator that shows its flow through a ``Navigator`` and releases its children by itself.
///
/// Push or present a child with ``pushCoordinator(_:animated:onFinish:)`` or
/// ``presentCoordinator(_:animated:onFinish:)``: the child is added, started and shown, and removed again — with
/// `onFinish` run once — when its screens leave by any path. The coordinator needs no bookkeeping of its own.
///
/// ```swift
/// final class ProductsCoordinator: NavigationCoordinator {
///   var childCoordinators: [any Coordinator] = []
///   let navigator: Navigator
///   let rootScreen: any Screen
///
///   init(navigator: Navigator) {
///     self.navigator = navigator
///     self.rootScreen = ProductListViewController()
///   }
///
///   func start() {}
///
///   func showDetail(of product: Product) {
///     let detail = ProductDetailCoordinator(product: product, navigator: navigator)
///     pushCoordinator(detail)  // released when the person goes back, however they go back
///   }
/// }
/// ```
@MainActor
public protocol NavigationCoordinator: Coordinator {
  /// The navigator this coordinator shows its screens with. A pushed child shares its parent's navigator; a
  /// presented child has a navigator of its own, over a stack of its own.
  var navigator: Navigator { get }

  /// The first screen of this coordinator's flow: the screen a parent pushes, or the root of the stack a parent
  /// presents. Return the same instance every time (store it).
  var rootScreen: any Screen { get }
}

extension NavigationCoordinator {
  /// Adds `child`, starts it, and pushes its ``rootScreen`` on this coordinator's navigator.
  ///
  /// The child is removed and `onFinish` runs exactly once when its root screen leaves the stack by any path: the
  /// back button, a finished swipe-back (never a cancelled one), `pop`/`pop(to:)`/`popToRoot`/`setScreens` through
  /// the navigator or on the host directly, a re-tap of the tab, or the child's
  /// ``finish(animated:)``. Its own children go with it.
  ///
  /// Misuse is refused and reported to the navigator's ``Navigator/onIssue``, and the child is not kept: a child
  /// with another navigator reports ``NavigationIssue/Kind/childUsesAnotherNavigator`` (present it instead); a
  /// root screen that is already on the stack reports ``NavigationIssue/Kind/screenAlreadyInStack``.
  ///
  /// - Parameters:
  ///   - child: A coordinator that shares this coordinator's navigator.
  ///   - animated: Whether the push is animated.
  ///   - onFinish: What to run once the child's flow is over.
  public func pushCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onFinish: (@MainActor () -> Void)? = nil
  ) {
    guard child.navigator === navigator else {
      navigator.report(
        .childUsesAnotherNavigator, "NavigationCoordinator.pushCoordinator(_:animated:onFinish:)",
        "\(typeName(child)) has a navigator of its own, so its screens cannot be pushed on this one. Give it this "
          + "coordinator's navigator, or use presentCoordinator(_:animated:onFinish:).")
      return
    }
    let root = child.rootScreen
    guard
      CoordinatorTree.add(
        child, to: self, as: CoordinatorTree.Attachment(kind: .pushed, screen: root, navigator: navigator))
    else { return }
    child.start()
    let release = releasing(child, then: onFinish)
    navigator.push(root, animated: animated, onPop: release.ended, onRefused: release.refused)
  }

  /// Adds `child`, starts it, and presents its navigator's stack from this coordinator's navigator.
  ///
  /// If the child's stack is empty, its ``rootScreen`` becomes the root first. The child is removed and `onFinish`
  /// runs exactly once when the presentation ends by any path: ``Navigator/dismiss(animated:)``, a dismissal on
  /// the host directly, the child's ``finish(animated:)``, or the person pulling the sheet down (which a screen that
  /// is modal in presentation refuses). Coordinators inside the presented flow are released with it.
  ///
  /// Misuse is refused and reported to the navigator's ``Navigator/onIssue``, and the child is not kept: a child
  /// that shares this navigator reports ``NavigationIssue/Kind/childUsesAnotherNavigator`` (push it instead);
  /// presenting while something is presented reports ``NavigationIssue/Kind/alreadyPresenting``.
  ///
  /// - Parameters:
  ///   - child: A coordinator with a navigator of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - onFinish: What to run once the child's flow is over.
  public func presentCoordinator(
    _ child: some NavigationCoordinator, animated: Bool = true, onFinish: (@MainActor () -> Void)? = nil
  ) {
    guard child.navigator !== navigator else {
      navigator.report(
        .childUsesAnotherNavigator, "NavigationCoordinator.presentCoordinator(_:animated:onFinish:)",
        "\(typeName(child)) shares this coordinator's navigator, so it cannot be presented from it. Give it a "
          + "navigator over a new navigation stack, or use pushCoordinator(_:animated:onFinish:).")
      return
    }
    let host = child.navigator.host
    guard
      CoordinatorTree.add(
        child, to: self, as: CoordinatorTree.Attachment(kind: .presented, screen: host, navigator: navigator))
    else { return }
    if child.navigator.screens.isEmpty {
      child.navigator.setScreens([child.rootScreen], animated: false)
    }
    child.start()
    let release = releasing(child, then: onFinish)
    navigator.present(host, animated: animated, onDismiss: release.ended, onRefused: release.refused)
  }

  /// The closures that remove `child` from this coordinator: `ended` when its flow is over, then runs `onFinish`;
  /// `refused` when showing it was refused as misuse. Both hold the two coordinators weakly.
  private func releasing(
    _ child: some NavigationCoordinator, then onFinish: (@MainActor () -> Void)?
  ) -> (ended: @MainActor () -> Void, refused: @MainActor () -> Void) {
    let ended: @MainActor () -> Void = { [weak self, weak child] in
      if let self, let child { CoordinatorTree.remove(child, from: self) }
      onFinish?()
    }
    let refused: @MainActor () -> Void = { [weak self, weak child] in
      if let self, let child { CoordinatorTree.remove(child, from: self) }
    }
    return (ended, refused)
  }

  /// Ends this coordinator's flow early: pops its screens or dismisses its presentation, so that its parent
  /// releases it and its `onFinish` runs.
  ///
  /// - A pushed coordinator pops back to the screen below its ``rootScreen``.
  /// - A presented coordinator is dismissed.
  /// - A coordinator added with ``Coordinator/addChild(_:)`` is removed from its parent.
  ///
  /// Finishing a coordinator whose flow is already over does nothing. Finishing one that has no parent reports
  /// ``NavigationIssue/Kind/notAChild``.
  ///
  /// - Parameter animated: Whether popping or dismissing is animated.
  public func finish(animated: Bool = true) {
    let call = "NavigationCoordinator.finish(animated:)"
    guard let membership = CoordinatorTree.membership(of: self), let parent = membership.parent else {
      navigator.report(
        .notAChild, call,
        "\(typeName(self)) has no parent coordinator, so there is no flow to finish. Start it with "
          + "pushCoordinator or presentCoordinator.")
      return
    }
    guard membership.index != nil else { return }  // already finished
    let attachment = membership.attachment
    switch attachment.kind {
    case .added:
      parent.removeChild(self)
    case .pushed:
      guard let root = attachment.screen, let parentNavigator = attachment.navigator else { return }
      parentNavigator.synchronize()
      let stack = parentNavigator.screens
      guard let index = stack.firstIndex(where: { $0 === root }) else { return }
      if index > 0 {
        parentNavigator.pop(to: stack[index - 1], animated: animated)
      } else {
        parent.removeChild(self)
      }
    case .presented:
      guard let host = attachment.screen, let parentNavigator = attachment.navigator else { return }
      if parentNavigator.presentedScreen === host {
        parentNavigator.dismiss(animated: animated)
      }
    }
  }
}
