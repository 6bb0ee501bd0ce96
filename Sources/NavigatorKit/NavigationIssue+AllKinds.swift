// Every kind of issue the module reports, listed once: each layer declares its own kinds beside its code (Host for the
// navigator's calls, Features, Coordinators, Routing), and this list, above all of them, gathers them.

extension NavigationIssue.Kind: CaseIterable {
  /// Every kind this version of NavigatorKit reports, in the order they are declared.
  ///
  /// A later version may add kinds to this list.
  public static let allCases: [Self] = [
    .screenAlreadyInStack,
    .hostPushedAsScreen,
    .nothingToPop,
    .screenNotInStack,
    .emptyStack,
    .duplicateScreens,
    .alreadyPresenting,
    .presentingScreenInStack,
    .nothingToDismiss,
    .hostAlreadyObserved,
    .childAlreadyAdded,
    .notAChild,
    .childUsesAnotherNavigator,
    .coordinatorCycle,
    .coordinatorLeaked,
    .routeNotHandled,
    .routeNotDecoded,
    .stackNotMade,
    .routesDrifted,
    .unexpectedScreenType,
    .tapIgnored,
    .pathHeldByLeaveGuard,
  ]
}
