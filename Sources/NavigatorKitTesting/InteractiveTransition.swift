/// A transition driven by the person's finger: a swipe-back or a sheet pull-down in progress.
///
/// Get one from ``HeadlessNavigationController/beginInteractivePop()`` or
/// ``HeadlessNavigationController/beginInteractiveDismiss()``, then end it with ``finish()`` or ``cancel()``, as
/// lifting the finger past or short of the threshold would.
///
/// ```swift
/// let swipe = try #require(host.beginInteractivePop())
/// swipe.update(progress: 0.3)
/// swipe.cancel()  // the screen stays; no onPop runs
/// ```
@MainActor
public final class InteractiveTransition {
  /// Where an interactive transition stands.
  public enum State: Sendable, Hashable {
    /// The finger is still down.
    case interacting
    /// The transition completed.
    case finished
    /// The transition was abandoned; everything is as it was before it began.
    case cancelled
  }

  /// What the transition does when it finishes.
  public enum Kind: Sendable, Hashable {
    /// A swipe-back from the left edge.
    case pop
    /// A sheet pulled down.
    case dismiss
  }

  /// What the transition does when it finishes.
  public let kind: Kind
  /// How far the finger has gone, from 0 to 1.
  public private(set) var progress: Double = 0
  /// Where the transition stands.
  public private(set) var state: State = .interacting

  private var onFinish: (() -> Void)?
  private var onCancel: (() -> Void)?

  init(kind: Kind, onFinish: @escaping () -> Void, onCancel: @escaping () -> Void) {
    self.kind = kind
    self.onFinish = onFinish
    self.onCancel = onCancel
  }

  /// Moves the transition to `progress`, clamped to 0...1. Nothing else happens: UIKit sends no callbacks while
  /// the finger moves. Ignored once the transition ended.
  public func update(progress: Double) {
    guard state == .interacting else { return }
    self.progress = min(max(progress, 0), 1)
  }

  /// Completes the transition, as lifting the finger past the threshold would. Ignored once it ended.
  public func finish() {
    guard state == .interacting, let onFinish else { return }
    state = .finished
    progress = 1
    release()
    onFinish()
  }

  /// Abandons the transition, as lifting the finger short of the threshold would. Ignored once it ended.
  public func cancel() {
    guard state == .interacting, let onCancel else { return }
    state = .cancelled
    progress = 0
    release()
    onCancel()
  }

  private func release() {
    onFinish = nil
    onCancel = nil
  }
}
