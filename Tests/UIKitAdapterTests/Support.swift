#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// Every suite of this target, one test at a time: UIKitShim's animations end for every test at once
  /// (`UIKitShimRuntime.finishAnimations()`), so a test running beside another would end the other's animations
  /// early — a swipe it meant to hold in flight would settle.
  ///
  /// Every test fails if the double recorded what stops an app on a device (`UIKitShimRuntime.crashes`): an
  /// "unrecognized selector sent to instance", a swipe-back that froze the screen.
  @MainActor
  @Suite(.serialized, .failsOnDeviceCrashes) enum UIKitShimTests {}

  /// Fails the test if UIKitShim recorded a crash while it ran.
  struct FailsOnDeviceCrashes: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil || !test.isSuite else { return try await function() }
      await MainActor.run { UIKitShimRuntime.reset() }
      try await function()
      let crashes = await MainActor.run { UIKitShimRuntime.crashes }
      for crash in crashes { Issue.record("On a device the app stops here: \(crash)") }
    }
  }

  extension Trait where Self == FailsOnDeviceCrashes {
    /// Fails each test in which UIKitShim recorded a crash.
    static var failsOnDeviceCrashes: Self { FailsOnDeviceCrashes() }
  }

  /// A view controller with a name, as an app's screens are.
  final class NamedViewController: UIViewController {
    let name: String

    init(_ name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }
  }

  /// An app's own delegate, recording every call it implements.
  final class RecordingDelegate: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
    UITabBarControllerDelegate
  {
    let label: String
    private(set) var calls: [String] = []
    var allowsPullDown = true

    init(_ label: String = "app") {
      self.label = label
    }

    private func name(_ viewController: UIViewController) -> String {
      (viewController as? NamedViewController)?.name ?? "\(type(of: viewController))"
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("willShow(\(name(viewController)))")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      calls.append("didShow(\(name(viewController)))")
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      calls.append("animationController(\(name(fromVC))->\(name(toVC)))")
      return nil
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      calls.append("shouldDismiss")
      return allowsPullDown
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      calls.append("didAttemptToDismiss")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      calls.append("didSelect")
    }
  }

  /// A delegate that implements only the optional methods named: it answers `responds(to:)` for them alone, as an
  /// Objective-C class does for the methods it has (UIKitShim takes any other object to implement them all).
  final class DelegateImplementing: NSObject, UINavigationControllerDelegate, ShimMessageForwarding {
    let methods: Set<String>

    init(_ methods: Set<String> = []) {
      self.methods = methods
    }

    func shimResponds(to method: String) -> Bool { methods.contains(method) }
    func shimForwardingTarget(for method: String) -> AnyObject? { nil }
  }

  /// Another library's delegate proxy that insists on being the navigation controller's delegate: whenever
  /// something else is assigned, it puts itself back at once — also from inside someone else's assignment.
  final class InsistentDelegate: NSObject, UINavigationControllerDelegate {
    private var observation: NSKeyValueObservation?
    private(set) var didShowCount = 0

    init(on navigationController: UINavigationController) {
      super.init()
      observation = navigationController.observe(\.delegate, options: [.new]) { [weak self] navigationController, _ in
        MainActor.assumeIsolated {
          guard let self, navigationController.delegate !== self else { return }
          navigationController.delegate = self
        }
      }
      navigationController.delegate = self
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      didShowCount += 1
    }
  }

  /// A navigation controller driven by a navigator, with a log of the closures it ran.
  @MainActor
  final class Fixture {
    let navigationController: UINavigationController
    let navigator: Navigator
    var log: [String] = []

    /// The documented scene set-up: the navigator is created before the view loads, then the window shows the
    /// navigation controller (unless `shown` is `false`).
    /// With `shownFirst`, the window shows the navigation controller before the navigator exists.
    init(delegate: (any UINavigationControllerDelegate)? = nil, shown: Bool = true, shownFirst: Bool = false) {
      navigationController = UINavigationController(rootViewController: NamedViewController("Root"))
      navigationController.delegate = delegate
      if shownFirst { navigationController.shimShowInWindow() }
      navigator = Navigator(host: navigationController)
      if shown { navigationController.shimShowInWindow() }
    }

    /// Pushes a named screen through the navigator; its `onLeave` logs.
    @discardableResult
    func push(_ name: String, animated: Bool = true) -> NamedViewController {
      let screen = NamedViewController(name)
      navigator.push(screen, animated: animated) { [weak self] _ in self?.log.append("onPop(\(name))") }
      return screen
    }

    /// Presents a named screen through the navigator; its `onLeave` logs.
    @discardableResult
    func present(_ name: String, style: UIModalPresentationStyle = .pageSheet) -> NamedViewController {
      let screen = NamedViewController(name)
      screen.modalPresentationStyle = style
      navigator.present(screen) { [weak self] _ in self?.log.append("onDismiss(\(name))") }
      return screen
    }

    /// The names on the navigation controller's stack.
    var stack: [String] {
      navigationController.viewControllers.map { ($0 as? NamedViewController)?.name ?? "?" }
    }

    /// Takes the log.
    func take() -> [String] {
      defer { log = [] }
      return log
    }
  }

  /// Lets every animation end and every block the adapter queued on the main queue run, until nothing is left.
  @MainActor
  func settle() async {
    for _ in 0..<6 {
      UIKitShimRuntime.finishAnimations()
      await mainQueueTurn()
    }
  }

  /// Waits until the main queue has run every block enqueued before this call.
  func mainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
#endif
