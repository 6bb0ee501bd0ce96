// Misuse checks: each command is checked against the settled host before it is carried out. A refused command
// changes nothing and reports a `NavigationIssue` naming the call and the fix.

extension Navigator {
  /// Reports a refused call of the public method `call`. The entry point's name is made here, on misuse only: a check
  /// that passes builds no string.
  func report(_ kind: NavigationIssue.Kind, _ call: EntryPoint, _ message: String) {
    report(kind, call.description, message)
  }

  /// Whether `screen` can be pushed: not a navigation stack, not on the stack already. A refusal names `call`, the
  /// public method the app called.
  func validatePush(_ screen: any Screen, call: EntryPoint) -> Bool {
    if host.isNavigationStack(screen) {
      report(
        .hostPushedAsScreen, call,
        "\(screenName(screen)) is a navigation stack and cannot be pushed onto another (UIKit raises an "
          + "exception). Push its screens instead, or present it.")
      return false
    }
    guard !known.contains(screen), !known.isPending(screen) else {
      report(
        .screenAlreadyInStack, call,
        "\(screenName(screen)) is already on the stack; pushing the same instance twice is not supported "
          + "(UIKit raises NSInvalidArgumentException). Create a new screen, or pop(to:) the existing one.")
      return false
    }
    return true
  }

  /// Whether there is a screen above the root to pop.
  func validatePop(call: EntryPoint) -> Bool {
    guard known.count > 1 else {
      report(
        .nothingToPop, call,
        "Only the root screen is on the stack, so there is nothing to pop. Check `navigator.screens.count > 1` "
          + "first, or dismiss the flow if it was presented.")
      return false
    }
    return true
  }

  /// The index of `target` on the stack, or `nil` (reported) when it is not there.
  func validatePop(to target: any Screen, call: EntryPoint) -> Int? {
    guard let index = known.lastIndex(of: target) else {
      report(
        .screenNotInStack, call,
        "\(screenName(target)) is not on the stack (UIKit would raise NSInternalInconsistencyException). "
          + "Pop to a screen from `navigator.screens`, or use popToRoot(animated:).")
      return nil
    }
    return index
  }

  /// Whether `screens` can replace the stack: not empty, no navigation host, no screen twice.
  func validateNewStack(_ screens: [any Screen], call: EntryPoint) -> Bool {
    if screens.isEmpty {
      report(
        .emptyStack, call,
        "A navigation stack needs at least a root screen. Pass the root, or dismiss the flow instead.")
      return false
    }
    if let nested = screens.first(where: { host.isNavigationStack($0) }) {
      report(
        .hostPushedAsScreen, call,
        "\(screenName(nested)) is a navigation stack and cannot be a screen of another. Pass its screens instead.")
      return false
    }
    var seen = Set<ObjectIdentifier>(minimumCapacity: screens.count)
    if let duplicate = screens.first(where: { !seen.insert($0.screenID).inserted }) {
      report(
        .duplicateScreens, call,
        "\(screenName(duplicate)) appears more than once; all screens on a stack must be distinct (UIKit raises "
          + "NSInternalInconsistencyException). Remove the duplicate.")
      return false
    }
    return true
  }

  /// Whether `screen` can be presented: nothing presented yet, and not a screen of this stack or the host itself; a
  /// refusal names `call`, the public method the app called.
  func validatePresent(_ screen: any Screen, call: EntryPoint) -> Bool {
    if let presented = host.presentedScreen {
      report(
        .alreadyPresenting, call,
        "\(screenName(presented)) is already presented, so \(screenName(screen)) cannot be (UIKit would present "
          + "nothing and never call back). Dismiss first, or present from the presented flow's own navigator.")
      return false
    }
    if screen === host || known.contains(screen) {
      report(
        .presentingScreenInStack, call,
        "\(screenName(screen)) is on this navigator's stack and cannot also be presented from it. Present a new "
          + "screen.")
      return false
    }
    return true
  }

  /// Whether something is presented to dismiss.
  func validateDismiss(call: EntryPoint) -> Bool {
    guard host.presentedScreen != nil else {
      report(
        .nothingToDismiss, call,
        "Nothing is presented, so there is nothing to dismiss. Check `navigator.presentedScreen` first; a "
          + "presentation the person already dismissed has run its onLeave.")
      return false
    }
    return true
  }
}
