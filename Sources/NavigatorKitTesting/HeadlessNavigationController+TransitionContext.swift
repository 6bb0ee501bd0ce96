import NavigatorKit

extension HeadlessNavigationController {
  /// What ``HeadlessNavigationController/transitionCoordinator`` tells during a transition, as UIKit's transition
  /// coordinator does: the screens on either side, whether the person drives it, and whether it was cancelled.
  ///
  /// For a push, pop or set, `from` and `to` are the old and new top screens. For a presentation, `from` is the
  /// presenting stack and `to` the presented screen; for a dismissal, the other way round.
  ///
  /// ```swift
  /// let swipe = try #require(host.beginInteractivePop())
  /// let context = try #require(host.transitionCoordinator)
  /// context.notifyWhenInteractionChanges { context in
  ///   if !context.isCancelled { print("the swipe will complete") }
  /// }
  /// swipe.finish()  // prints "the swipe will complete"
  /// ```
  @MainActor
  public final class TransitionContext {
    /// The screen the transition leaves: UIKit's `viewController(forKey: .from)`.
    public var from: (any Screen)? { fromScreen ?? (isDismissal ? nil : presentingHost) }
    /// The screen the transition shows: UIKit's `viewController(forKey: .to)`.
    ///
    /// For a dismissal this is the presenting stack, which the context holds weakly (the stack holds the context);
    /// read after that stack was released, it is a placeholder screen named "Released".
    public var to: any Screen { toScreen ?? presentingHost ?? HeadlessScreen("Released") }
    /// Whether the person's finger drives the transition now. It turns `false` when the finger lifts, for the
    /// settle animation, and `true` again if the person grabs the screen again.
    public internal(set) var isInteractive: Bool
    /// Whether the person abandoned the transition. Known from the moment the finger lifts short of the threshold,
    /// through the settle animation and the completion blocks.
    public internal(set) var isCancelled = false

    private var interactionHandlers: [@MainActor (TransitionContext) -> Void] = []
    private var completions: [@MainActor (TransitionContext) -> Void] = []
    /// Whether the completion blocks have run; blocks registered afterwards run at once.
    private var hasCompleted = false

    private let fromScreen: (any Screen)?
    private let toScreen: (any Screen)?
    /// The presenting stack of a presentation or dismissal.
    private weak var presentingHost: HeadlessNavigationController?
    private let isDismissal: Bool

    /// The context of a push, pop or set.
    init(from: (any Screen)?, to: any Screen, isInteractive: Bool) {
      fromScreen = from
      toScreen = to
      isDismissal = false
      self.isInteractive = isInteractive
    }

    /// The context of `host` presenting `presented`, or dismissing it.
    init(presenting host: HeadlessNavigationController, presented: any Screen, isDismissal: Bool, isInteractive: Bool) {
      presentingHost = host
      self.isDismissal = isDismissal
      fromScreen = isDismissal ? presented : nil
      toScreen = isDismissal ? nil : presented
      self.isInteractive = isInteractive
    }

    /// Registers `handler` to run each time the transition stops or starts being interactive, as UIKit's
    /// `notifyWhenInteractionChanges(_:)` does: when the finger lifts (with ``isCancelled`` already set), and again
    /// if the person grabs the screen during the settle animation.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionContext) -> Void) {
      interactionHandlers.append(handler)
    }

    /// Runs `animation` now — a headless stack has nothing to animate — and registers `completion` to run when
    /// the transition ends, finished or cancelled, as UIKit's `animate(alongsideTransition:completion:)` does.
    ///
    /// Whether the completion runs before or after the navigation delegate's didShow is not documented by Apple;
    /// ``HeadlessNavigationController/Readings-swift.struct/didShowPrecedesCompletion`` chooses.
    ///
    /// - Returns: `true`, as UIKit returns when it accepted the animation.
    @discardableResult
    public func animate(
      alongsideTransition animation: (@MainActor (TransitionContext) -> Void)?,
      completion: (@MainActor (TransitionContext) -> Void)? = nil
    ) -> Bool {
      animation?(self)
      if let completion {
        if hasCompleted { completion(self) } else { completions.append(completion) }
      }
      return true
    }

    /// The finger lifted or grabbed again.
    func interactionChanged(isInteractive: Bool, isCancelled: Bool) {
      self.isInteractive = isInteractive
      self.isCancelled = isCancelled
      for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: runs the completion blocks once.
    func complete() {
      guard !hasCompleted else { return }
      hasCompleted = true
      let blocks = completions
      completions = []
      for block in blocks { block(self) }
    }
  }
}
