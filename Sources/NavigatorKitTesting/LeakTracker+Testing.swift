#if canImport(Testing)
  import Testing

  extension LeakTracker {
    /// Records a Swift Testing issue at the caller for each tracked object still alive, naming it.
    ///
    /// - Parameters:
    ///   - comment: What the check is about, added to the failure message.
    ///   - sourceLocation: Where the failure is reported; the caller by default.
    public func expectNoLeaks(_ comment: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
      for name in leaks {
        let context = comment.map { " (\($0))" } ?? ""
        Issue.record("Leaked: \(name) is still alive\(context)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Runs `body` with a fresh ``LeakTracker``, then records a Swift Testing issue for each tracked object that
  /// outlives the scope.
  ///
  /// Objects that `body` creates and tracks are released when it returns unless something leaked them:
  ///
  /// ```swift
  /// @MainActor
  /// @Suite struct CheckoutMemoryLeakTests {
  ///   let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
  ///   let shop: ShopCoordinator
  ///
  ///   init() {
  ///     shop = ShopCoordinator(navigator: Navigator(host: host))
  ///   }
  ///
  ///   @Test func checkoutIsReleasedOnBack() {
  ///     withLeakTracking { tracker in
  ///       let checkout = CheckoutCoordinator(
  ///         cart: .sample, navigator: shop.navigator)
  ///       tracker.track(checkout, named: "CheckoutCoordinator")
  ///       tracker.track(checkout.rootScreen, named: "CartScreen")
  ///       shop.pushCoordinator(checkout)
  ///       host.tapBackButton()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - sourceLocation: Where failures are reported; the caller by default.
  ///   - body: The flow to check. Track objects with the tracker it is given.
  @MainActor
  public func withLeakTracking<Result>(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (LeakTracker) throws -> Result
  ) rethrows -> Result {
    let tracker = LeakTracker()
    let result = try body(tracker)
    tracker.expectNoLeaks(sourceLocation: sourceLocation)
    return result
  }
#endif
