import NavigatorKit

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension HeadlessNavigationStack {
  /// How a ``HeadlessNavigationStack`` behaves where SwiftUI versions differ, or where no public source settles what
  /// SwiftUI does.
  ///
  /// Each switch names its rule in <doc:NavigatorKit/SwiftUIRules> and its source. Start from the version you support —
  /// ``iOS16_0``, ``iOS16_1Through18``, ``iOS26`` — and change a switch to test the other reading of an unconfirmed
  /// rule.
  public struct Behavior: Sendable {
    /// When a committed swipe-back writes the path.
    public enum SwipeCommitWrite: Sendable {
      /// When the finger lifts past the threshold.
      case whenReleased
      /// When the settle animation that follows ends.
      case whenAnimationEnds
    }

    /// How pops that overlap write the path, on iOS 26.
    public enum OverlappingPopWrites: Sendable {
      /// One write per committed pop.
      case onePerPop
      /// A pop cut short by a swipe from the content is written with that swipe's pop, in one write.
      case merged
    }

    /// What becomes of a write the app makes while a transition is in flight.
    public enum AppWriteDuringTransition: Sendable {
      /// It is not shown; when the transition ends, the stack writes what it shows back over it.
      case dropped
      /// It is shown when the transition ends.
      case appliedAfterTransition
    }

    /// Whether a swipe-back shortens the path when it begins, and leaves it shortened if it is cancelled.
    ///
    /// S2: iOS 16.0's known bug (TCA#3673; Decompose PR#338; swift-composable-navigation#17). Fixed in 16.1.
    public var shortensPathWhenSwipeBegins: Bool

    /// Whether a swipe-back that shortened the path when it began (``shortensPathWhenSwipeBegins``) writes it back
    /// whole when it is cancelled.
    ///
    /// S2 [?]: whether a cancelled swipe ever shortens the path and then restores it is not known on any version; iOS
    /// 16.0's bug, as reported, never restores it (TCA#3673). `false` in every preset; turn it on, with
    /// ``shortensPathWhenSwipeBegins``, to test the other reading: the screen is written away and back within one
    /// swipe.
    public var restoresPathWhenSwipeIsCancelled: Bool

    /// When a committed swipe-back writes the path.
    ///
    /// S2 [?]: whether the write comes when the finger lifts or when the animation ends is not known on 16.1 and
    /// later (TCA#3673). ``SwipeCommitWrite/whenReleased`` by default.
    public var swipeCommitWrite: SwipeCommitWrite

    /// Whether a swipe-back can start anywhere on the content, and during another transition.
    ///
    /// S3: iOS 26's `interactiveContentPopGestureRecognizer` (Apple documentation), which SwiftUI turns on with no
    /// modifier to turn it off; a pop can begin while another transition runs (react-native-screens #3093, #3141).
    public var allowsContentSwipe: Bool

    /// Whether Back does nothing while a transition is in flight.
    ///
    /// S3: before iOS 26 Back waits for the previous animation; on iOS 26 it no longer does (react-native-screens
    /// #3173; grahammendick/navigation#888).
    public var backWaitsForTransitions: Bool

    /// How overlapping pops write the path.
    ///
    /// S3 [?]: unknown; one write per committed pop by default, as the rules file models it.
    public var overlappingPopWrites: OverlappingPopWrites

    /// What becomes of the app's write during a transition.
    ///
    /// S6: such writes are not queued; a clear can be dropped, an append missed, and a stale pop written back over a
    /// newer path (TCA#3450, #2806, #3653; FlowStacks#103; TCACoordinators#90, #92). ``AppWriteDuringTransition/dropped``
    /// by default, the reading that shows what an app must repair.
    public var appWriteDuringTransition: AppWriteDuringTransition

    /// Whether `navigationBarBackButtonHidden(true)` also turns off the swipe from the content.
    ///
    /// S7 [?]: hiding Back turns off the edge swipe (recap-iOS#86; obvios/Routing#3); whether it turns off iOS 26's
    /// swipe from the content is not known. `false` by default: the swipe a guard cannot refuse stays possible.
    public var hiddenBackButtonDisablesContentSwipe: Bool

    /// Whether dismissing a sheet whose stack presents a sheet of its own takes both in one dismissal, with one update.
    ///
    /// S8: on iOS 17 and later the layers go in one dismissal, and at its end every layer's item is `nil` and every
    /// `onDismiss` has run (innermost first) in one update; on iOS 16 each layer is dismissed in turn, the top one
    /// first, with an update of its own (anytype-swift#462: "iOS 17 — one dismiss for all; iOS 16 & 15 — two
    /// dismiss"; swift-navigation#238). `true` from 17; `false` in ``iOS16_0``. NavigatorKit's path host needs
    /// iOS 17, so ``iOS16_1Through18`` keeps 17's `true`: set it to `false` to model 16.1–16.7.
    public var dismissesPresentedLayersTogether: Bool

    /// Whether SwiftUI reports an app that writes the path again from inside the update a write to the path caused.
    ///
    /// S6: on iOS 26 such update loops are reported (TCA#3653; swift-navigation#243), logged as "Update
    /// NavigationRequestObserver tried to update multiple times per frame." — the wording apps quote (sRouting#16,
    /// gem-ios#593). The stack records it in ``HeadlessNavigationStack/updateLoopWarnings``. `true` in ``iOS26``;
    /// `false` before, as the rules file has it, although sRouting#16 quotes the same message on iOS 18 for a
    /// double push: turn it on to hold an app to 26's rule on every version.
    public var reportsUpdateLoops: Bool

    /// How long a push, a pop, the settle of a swipe, a presentation and a dismissal take.
    ///
    /// UIKit's navigation transition takes about 0.35 s, and SwiftUI's stack sits on it (S4).
    public var transitionDuration: Duration

    /// iOS 16.0: a swipe-back shortens the path when it begins, for good; sheets on sheets are dismissed one layer
    /// at a time.
    public static var iOS16_0: Behavior {
      var behavior = iOS16_1Through18
      behavior.shortensPathWhenSwipeBegins = true
      behavior.dismissesPresentedLayersTogether = false
      return behavior
    }

    /// iOS 16.1 to 18: one write when a swipe-back commits, none when it is cancelled; Back waits for transitions.
    public static var iOS16_1Through18: Behavior {
      Behavior(
        shortensPathWhenSwipeBegins: false, restoresPathWhenSwipeIsCancelled: false, swipeCommitWrite: .whenReleased,
        allowsContentSwipe: false, backWaitsForTransitions: true, overlappingPopWrites: .onePerPop,
        appWriteDuringTransition: .dropped,
        hiddenBackButtonDisablesContentSwipe: false, dismissesPresentedLayersTogether: true,
        reportsUpdateLoops: false, transitionDuration: .milliseconds(350))
    }

    /// iOS 26: a swipe-back from the content, which can start during another transition, Back that does not wait, and
    /// update loops reported.
    public static var iOS26: Behavior {
      var behavior = iOS16_1Through18
      behavior.allowsContentSwipe = true
      behavior.backWaitsForTransitions = false
      behavior.reportsUpdateLoops = true
      return behavior
    }
  }
}
