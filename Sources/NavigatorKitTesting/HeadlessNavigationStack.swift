import NavigatorKit
import Observation

/// A SwiftUI `NavigationStack(path:)` with a `sheet(item:)`, without SwiftUI, for tests on any platform.
///
/// It is bound to a path and a sheet item the way SwiftUI binds them, and does to them what SwiftUI does, as
/// <doc:NavigatorKit/SwiftUIRules> describes it (S1–S12); each rule it models has a test named after it:
/// - It keeps what it shows (``shownPath``, ``shownSheet``) apart from what its bindings hold, with the transition
///   in flight (``transition``).
/// - It reads the app's writes once per turn of its ``runLoop``, so several writes in one turn are one update (S4),
///   observing the bindings with Observation as SwiftUI does. Removing several elements is one pop to the new top;
///   appending several is one push of the last (S4). Elements are told apart by index and value (S5).
/// - What the person does is written to the path the way SwiftUI writes it: Back at the start of its pop and the
///   back history menu in one write (S1), a swipe-back when it commits and never when it is cancelled (S2).
///   ``Behavior-swift.struct`` switches what differs between versions (16.0, 16.1–18, 26) and what no source
///   settles.
/// - An app's write during a transition is dropped, as S6 reports; the stack writes what it shows back when the
///   transition ends (``Behavior-swift.struct/appWriteDuringTransition``). The app's `onChange(of: path)`
///   (``onPathChange``) runs inside the update a write to the path caused; on iOS 26 a write to the path from inside
///   that update is reported as an update loop (``updateLoopWarnings``).
/// - A sheet's item becomes `nil` when its dismissal ends; `onDismiss` runs for a dismissal by code, for a
///   pull-down, and when the item is swapped; a cancelled pull-down writes nothing (S8). A sheet whose content is a
///   stack of its own (``presentedStack``) may present a sheet too; dismissing the lower one takes both, in one
///   update at the end of the dismissal on iOS 17 and later, one layer after the other on iOS 16
///   (``Behavior-swift.struct/dismissesPresentedLayersTogether``).
/// - `onAppear` runs when a push or pop starts, before it finishes; `onDisappear` runs when a screen goes, and for a
///   cancelled swipe too (S12).
///
/// Use ``init(host:runLoop:behavior:)`` to bind a ``NavigatorKit/NavigationPathHost`` as the SwiftUI layer does,
/// then act as the person with ``tapBackButton()`` (or ``tapToolbarBackButton()``, the guarded one),
/// ``chooseFromBackHistory(keeping:)``,
/// ``beginInteractivePop(fromContent:)`` (then ``updateInteractivePop(progress:)``, ``finishInteractivePop()`` or
/// ``cancelInteractivePop()``) and ``beginSheetPullDown()``, and let time pass with the run loop.
///
/// ```swift
/// let runLoop = HeadlessRunLoop()
/// let host = NavigationPathHost(scheduler: runLoop)
/// let stack = HeadlessNavigationStack(host: host, runLoop: runLoop)
/// let navigator = Navigator(host: host)
/// var left: [LeaveReason] = []
/// navigator.push(HeadlessScreen("Home"))
/// navigator.push(HeadlessScreen("Detail")) { reason in left.append(reason) }
/// runLoop.settle()
///
/// stack.beginInteractivePop()
/// stack.cancelInteractivePop()  // the person changed their mind: nothing is written, nothing runs
/// runLoop.settle()
/// stack.tapBackButton()
/// runLoop.settle()
/// #expect(left == [.navigationStackPop])
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public final class HeadlessNavigationStack<Element: Hashable> {
  /// The run loop whose turns and time this stack follows.
  public let runLoop: HeadlessRunLoop

  /// How this stack behaves where SwiftUI versions differ, or where no source settles it.
  public var behavior: Behavior

  /// Runs when an element's destination view appears, like its `onAppear`: when the push or pop that shows it
  /// starts (S12).
  public var onAppear: (@MainActor (Element) -> Void)?

  /// Runs when an element's destination view disappears, like its `onDisappear`: when it was popped or covered,
  /// and after a cancelled swipe (S12).
  public var onDisappear: (@MainActor (Element) -> Void)?

  /// The sheet's `onDismiss`: runs when a dismissal ends, whether code or the person ended it, and when the item is
  /// swapped for another (S8).
  public var onDismiss: (@MainActor () -> Void)?

  /// Whether an element's view hides the system back button (`navigationBarBackButtonHidden(true)`): the back
  /// button and the edge swipe do nothing on it (S7).
  public var isBackButtonHidden: @MainActor (Element) -> Bool = { _ in false }

  /// The action of the back button an element's view shows in its toolbar in place of the hidden system one (S7):
  /// runs, with the top element, when the person taps it (``tapToolbarBackButton()``).
  public var toolbarBackButtonAction: (@MainActor (Element) -> Void)?

  /// Whether the presented element's view refuses a pull-down (`interactiveDismissDisabled(true)`, S7).
  public var isInteractiveDismissDisabled: @MainActor (Element) -> Bool = { _ in false }

  /// Makes the stack of a presented element whose content is a `NavigationStack` of its own; `nil` for one that is
  /// not.
  public var makePresentedStack: (@MainActor (Element) -> HeadlessNavigationStack<Element>?)?

  /// The stack shown in the sheet, when its content is one.
  public private(set) var presentedStack: HeadlessNavigationStack<Element>?

  /// The elements on screen above the root, which may differ from what the path binding holds (S6).
  public private(set) var shownPath: [Element] = []

  /// The element whose sheet is on screen.
  public private(set) var shownSheet: Element?

  /// The transition of the stack in flight, if any.
  public private(set) var transition: Transition?

  /// The paths this stack wrote to its binding, oldest first: one entry per write, each element by its name
  /// (``elementName``).
  ///
  /// The log keeps names, not elements, so that it keeps no screen alive: a path host's element holds its screen, and
  /// a leak check after a pop must find the popped screen released (<doc:NavigatorKit/HuntingLeaks>). It keeps the
  /// last 1,000 writes; older ones are forgotten.
  public var pathWrites: [[String]] { pathWriteLog.entries }

  /// How ``pathWrites`` names an element: `String(describing:)` by default; a stack bound to a path host
  /// (``init(host:runLoop:behavior:)``) names an element by its screen's description.
  ///
  /// Called once per element of each write, when the write is made.
  public var elementName: @MainActor (Element) -> String = { String(describing: $0) }

  /// The app's writes that arrived during a transition and were dropped, each described as SwiftUI logs it (S4, S6).
  public private(set) var droppedWrites: [String] = []

  /// Runs inside the update that a change of the path caused, whoever wrote it, like the app's
  /// `onChange(of: path)`: with the path before and after.
  ///
  /// A write to the path from here lands in the same frame as the change; on iOS 26 SwiftUI reports it
  /// (``updateLoopWarnings``, S6).
  public var onPathChange: (@MainActor (_ old: [Element], _ new: [Element]) -> Void)?

  /// The update loops SwiftUI reported, each as it logs it: the app wrote the path again from inside the update that
  /// a write to the path caused — from `onChange(of: path)` (``onPathChange``), or from an observer of the binding —
  /// so the path changed more than once in one frame (S6; ``Behavior-swift.struct/reportsUpdateLoops``).
  public private(set) var updateLoopWarnings: [String] = []

  private let readPath: @MainActor () -> [Element]
  private let writePath: @MainActor ([Element]) -> Void
  private let readSheet: @MainActor () -> Element?
  private let writeSheet: @MainActor (Element?) -> Void

  private var pathWriteLog = PathWriteLog()
  /// What the path binding holds, as the stack last read or wrote it.
  private var boundPath: [Element] = []
  /// What the sheet binding holds, as the stack last read or wrote it.
  private var boundSheet: Element?
  /// Whether a binding changed since the end of the last turn.
  private var isReadPending = false
  /// Whether an app write was dropped during the current transition: the shown path is written back at its end.
  private var writesBackAtEnd = false
  /// A pop whose write waits for the next one, to be written as one (``Behavior-swift.struct/overlappingPopWrites``).
  private var hasMergedPopWrite = false
  /// Which transition is the current one: the end of an older one does nothing.
  private var transitionNumber = 0
  /// What the end of the transition in flight does, once its animation is over.
  private var scheduledEnd: (showing: [Element], disappearing: [Element], write: [Element]?, reconciles: Bool)?
  /// The sheet transition in flight: a presentation, or a dismissal (and whether the stack writes `nil` at its end).
  private var sheetTransition: (presenting: Element?, writesNilAtEnd: Bool)?
  private var sheetTransitionNumber = 0
  /// What runs when the sheet transition in flight ends: the dismissal of the layer below, on iOS 16 (S8).
  private var afterSheetTransition: (@MainActor () -> Void)?
  /// Whether the person is pulling the sheet down.
  public private(set) var isPullingSheetDown = false

  /// Creates a stack bound to a path and a sheet item, as `NavigationStack(path:)` and `sheet(item:)` bind them.
  ///
  /// The stack reads the bindings inside `withObservationTracking`, so the model behind them must be observable.
  ///
  /// - Parameters:
  ///   - path: Reads the path binding.
  ///   - setPath: Writes the path binding.
  ///   - sheet: Reads the sheet's item binding.
  ///   - setSheet: Writes the sheet's item binding.
  ///   - runLoop: The run loop whose turns and time the stack follows.
  ///   - behavior: How the stack behaves where versions differ: iOS 17 and 18's by default.
  public init(
    path: @escaping @MainActor () -> [Element], setPath: @escaping @MainActor ([Element]) -> Void,
    sheet: @escaping @MainActor () -> Element?, setSheet: @escaping @MainActor (Element?) -> Void,
    runLoop: HeadlessRunLoop, behavior: Behavior = .iOS16_1Through18
  ) {
    readPath = path
    writePath = setPath
    readSheet = sheet
    writeSheet = setSheet
    self.runLoop = runLoop
    self.behavior = behavior
    boundPath = path()
    boundSheet = sheet()
    observeBindings()
    // The stack appears with what its bindings hold, without an animation; its views appear at the end of the turn,
    // once whoever made the stack had the chance to set its callbacks.
    shownPath = boundPath
    shownSheet = boundSheet
    runLoop.runAtEndOfTurn { [weak self] in self?.appear() }
  }

  /// The stack's first appearance: the top destination's and the sheet's `onAppear`.
  private func appear() {
    if let top = shownPath.last { onAppear?(top) }
    if let sheet = shownSheet {
      onAppear?(sheet)
      presentedStack = makePresentedStack?(sheet)
    }
  }

  /// A transition of the stack.
  public struct Transition: Sendable {
    /// What kind of transition it is.
    public enum Kind: Sendable, Hashable {
      /// A push of one or more elements.
      case push
      /// A pop of one or more elements, animated to the new top.
      case pop
      /// A change that both removes and adds elements.
      case set
      /// A swipe-back the person is making: from the left edge, or from the content (iOS 26).
      case interactivePop(fromContent: Bool)
    }

    /// What kind of transition it is.
    public let kind: Kind

    /// Whether the person's finger still drives it.
    public internal(set) var isInteractive: Bool

    /// How far an interactive pop has gone, from 0 to 1; 0 for the others.
    public internal(set) var progress: Double = 0
  }

  // MARK: Reading the app's writes

  private func observeBindings() {
    withObservationTracking {
      _ = readPath()
      _ = readSheet()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.bindingWillChange() }
    }
  }

  private func bindingWillChange() {
    guard !isReadPending else { return }
    isReadPending = true
    runLoop.runAtEndOfTurn { [weak self] in self?.readBindings() }
  }

  /// The end of the turn: takes in what the app wrote since the last one, one update per binding (S4).
  private func readBindings() {
    isReadPending = false
    observeBindings()
    let path = readPath()
    if path != boundPath {
      let old = boundPath
      boundPath = path
      appWrotePath(path)
      pathDidUpdate(from: old, to: path)
    }
    let sheet = readSheet()
    if sheet != boundSheet {
      boundSheet = sheet
      appWroteSheet(sheet)
    }
  }

  private func appWrotePath(_ path: [Element]) {
    guard transition == nil else {
      // S6: the app's write during a transition is not queued.
      switch behavior.appWriteDuringTransition {
      case .dropped:
        droppedWrites.append("NavigationAuthority bound path tried to update multiple times per frame.")
        writesBackAtEnd = true
      case .appliedAfterTransition:
        break  // the end of the transition shows what the binding holds
      }
      return
    }
    applyPath(path)
  }

  /// Writes the path binding, as SwiftUI does for the person.
  private func write(_ path: [Element]) {
    let old = boundPath
    pathWriteLog.record(path.map(elementName))
    boundPath = path
    writePath(path)
    pathDidUpdate(from: old, to: path)
  }

  /// The end of the update a change of the path caused: the app's `onChange(of: path)` runs in it, and on iOS 26 a
  /// second write to the path within it is reported as an update loop (S6).
  ///
  /// Whatever the app wrote from inside the update is taken in at the end of the turn, as any other write.
  private func pathDidUpdate(from old: [Element], to new: [Element]) {
    onPathChange?(old, new)
    if behavior.reportsUpdateLoops, readPath() != new {
      updateLoopWarnings.append("Update NavigationRequestObserver tried to update multiple times per frame.")
    }
  }

  // MARK: Showing

  /// Shows `path`: one animation to its top, whatever the number of elements it adds or removes (S4).
  private func applyPath(_ path: [Element]) {
    guard path != shownPath else { return }
    // S5: an element is its index and its value; from the first difference up, every screen is rebuilt.
    let common = zip(path, shownPath).prefix { $0 == $1 }.count
    let removed = Array(shownPath[common...])
    let kind: Transition.Kind = path.count == common ? .pop : (removed.isEmpty ? .push : .set)
    if let top = path.last { onAppear?(top) }
    transition = Transition(kind: kind, isInteractive: false)
    scheduleEnd(showing: path, disappearing: removed, write: nil)
  }

  /// Ends the transition in flight after ``Behavior-swift.struct/transitionDuration``.
  private func scheduleEnd(
    showing path: [Element], disappearing: [Element], write pending: [Element]?, reconciles: Bool = true
  ) {
    scheduledEnd = (path, disappearing, pending, reconciles)
    transitionNumber += 1
    let number = transitionNumber
    runLoop.schedule(after: behavior.transitionDuration) { [weak self] in
      guard let self, self.transitionNumber == number else { return }
      self.endTransition()
    }
  }

  /// Ends the transition in flight: what it shows is on screen, what it removed disappeared, its deferred write goes
  /// to the binding — unless `mergingWrite`, when the next pop writes it with its own (S3).
  private func endTransition(mergingWrite: Bool = false) {
    guard let end = scheduledEnd else { return }
    scheduledEnd = nil
    transition = nil
    transitionNumber += 1
    shownPath = end.showing
    for element in end.disappearing.reversed() { onDisappear?(element) }
    if let pending = end.write {
      if mergingWrite { hasMergedPopWrite = true } else { write(pending) }
    }
    if writesBackAtEnd {
      // S6: what the stack shows goes back over the app's dropped write: the stale write apps see.
      writesBackAtEnd = false
      if boundPath != shownPath { write(shownPath) }
    } else if boundPath != shownPath, !hasMergedPopWrite, end.reconciles {
      applyPath(boundPath)  // a write that waited (appliedAfterTransition)
    }
  }

  // MARK: The person

  /// The person taps the back button: one write of the shortened path at the start of the pop (S1).
  ///
  /// - Returns: Whether anything happened: `false` with only the root on screen, with the back button hidden (S7), or
  ///   during a transition before iOS 26 (S3: on iOS 26 Back does not wait for the previous animation).
  @discardableResult
  public func tapBackButton() -> Bool {
    runLoop.endTurn()
    guard let top = shownPath.last, !isBackButtonHidden(top) else { return false }
    return popByPerson(keeping: nil)
  }

  /// The person taps the back button the top element's view shows in its toolbar in place of the hidden system one
  /// (S7): its action (``toolbarBackButtonAction``) runs, and SwiftUI writes nothing itself.
  ///
  /// - Returns: Whether there was such a button to tap: `false` with only the root on screen, when the system back
  ///   button is shown, or when the view has no such button.
  @discardableResult
  public func tapToolbarBackButton() -> Bool {
    runLoop.endTurn()
    guard let top = shownPath.last, isBackButtonHidden(top), let action = toolbarBackButtonAction else { return false }
    action(top)
    return true
  }

  /// The person long-presses Back and picks an entry of the history menu: one write that removes every element
  /// above it (S1).
  ///
  /// - Parameter count: How many elements stay on the path: 0 for the root.
  /// - Returns: Whether anything happened (see ``tapBackButton()``).
  @discardableResult
  public func chooseFromBackHistory(keeping count: Int) -> Bool {
    runLoop.endTurn()
    guard count >= 0, count < shownPath.count, let top = shownPath.last, !isBackButtonHidden(top) else {
      return false
    }
    return popByPerson(keeping: count)
  }

  /// Pops to the first `count` elements, or the top one when `count` is `nil`, after the transition in flight ends.
  private func popByPerson(keeping count: Int?) -> Bool {
    if transition != nil {
      guard !behavior.backWaitsForTransitions, transition?.isInteractive == false else { return false }
      endTransition()
    }
    let path = Array(shownPath.prefix(max(0, min(count ?? (shownPath.count - 1), shownPath.count))))
    guard path != shownPath else { return false }
    write(path)  // S1: at the start of the pop
    applyPath(path)
    return true
  }

  /// The person starts a swipe-back: from the left edge, or from anywhere on the content (iOS 26, S3).
  ///
  /// An edge swipe does not start during a transition, on the root, or when the back button is hidden (S7). A swipe
  /// from the content needs ``Behavior-swift.struct/allowsContentSwipe``, and may start while another transition is
  /// settling: that one ends at once (S3). On iOS 16.0 the path is shortened now, for good
  /// (``Behavior-swift.struct/shortensPathWhenSwipeBegins``, S2).
  ///
  /// - Parameter fromContent: Whether the swipe starts on the content rather than at the edge.
  /// - Returns: Whether the swipe began.
  @discardableResult
  public func beginInteractivePop(fromContent: Bool = false) -> Bool {
    runLoop.endTurn()
    if fromContent {
      guard behavior.allowsContentSwipe, transition?.isInteractive != true else { return false }
      if transition != nil { endTransition(mergingWrite: behavior.overlappingPopWrites == .merged) }
      guard let top = shownPath.last else { return false }
      if isBackButtonHidden(top), behavior.hiddenBackButtonDisablesContentSwipe { return false }
    } else {
      guard transition == nil, let top = shownPath.last, !isBackButtonHidden(top) else { return false }
    }
    if behavior.shortensPathWhenSwipeBegins { write(Array(shownPath.dropLast())) }
    transition = Transition(kind: .interactivePop(fromContent: fromContent), isInteractive: true)
    transitionNumber += 1
    if let below = shownPath.dropLast().last { onAppear?(below) }
    return true
  }

  /// The person moves the finger: the swipe follows it, and nothing is written at any progress (S2).
  ///
  /// - Parameter progress: How far the top screen has moved, from 0 to 1.
  public func updateInteractivePop(progress: Double) {
    guard transition?.isInteractive == true else { return }
    transition?.progress = min(max(progress, 0), 1)
  }

  /// The person lifts the finger past the threshold: the pop commits and settles, with one write (S2).
  ///
  /// The write comes now, or when the settle animation ends (``Behavior-swift.struct/swipeCommitWrite``); on iOS 16.0
  /// it came when the swipe began. With ``Behavior-swift.struct/OverlappingPopWrites/merged``, a pop that this swipe
  /// cut short is written with this one.
  public func finishInteractivePop() {
    guard let current = transition, current.isInteractive else { return }
    transition?.isInteractive = false
    let path = Array(shownPath.dropLast())
    var pending: [Element]?
    if !behavior.shortensPathWhenSwipeBegins {
      switch behavior.swipeCommitWrite {
      case .whenReleased: write(path)
      case .whenAnimationEnds: pending = path
      }
    }
    hasMergedPopWrite = false
    scheduleEnd(showing: path, disappearing: Array(shownPath.suffix(1)), write: pending)
  }

  /// The person lets go short of the threshold: the swipe settles back, and nothing is written (S2); on iOS 16.0 the
  /// path stays shortened, unless ``Behavior-swift.struct/restoresPathWhenSwipeIsCancelled`` writes it back now. The
  /// top element's `onDisappear` runs anyway (S12).
  public func cancelInteractivePop() {
    guard let current = transition, current.isInteractive else { return }
    transition?.isInteractive = false
    let merged = hasMergedPopWrite
    hasMergedPopWrite = false
    let restores = behavior.shortensPathWhenSwipeBegins && behavior.restoresPathWhenSwipeIsCancelled
    if restores { write(shownPath) }  // S2 [?]: shortened when the swipe began, written back when it is cancelled
    // A pop that waited to be written with this one is written alone.
    // On iOS 16.0 the path shortened when the swipe began stays as it is.
    scheduleEnd(
      showing: shownPath, disappearing: Array(shownPath.suffix(1)), write: merged ? shownPath : nil,
      reconciles: !behavior.shortensPathWhenSwipeBegins || restores)
  }

  // MARK: The sheet

  private func appWroteSheet(_ sheet: Element?) {
    guard sheetTransition == nil else { return }  // read when the sheet's transition ends
    applySheet(sheet)
  }

  private func applySheet(_ sheet: Element?) {
    guard sheet != shownSheet else { return }
    if shownSheet != nil {
      dismissSheet(writesNil: false)
    } else if let sheet {
      onAppear?(sheet)
      presentedStack = makePresentedStack?(sheet)
      startSheetTransition(presenting: sheet, writesNilAtEnd: false)
    }
  }

  /// Dismisses the sheet; `done` runs once the dismissal ended.
  ///
  /// When the sheet's stack presents a sheet of its own, several layers go at once (S8). On iOS 17 and later
  /// (``Behavior-swift.struct/dismissesPresentedLayersTogether``) they go in one dismissal, and every layer's item
  /// becomes `nil` in one update when it ends (``leaveWithContainer()``). On iOS 16 they go one after the other, the
  /// top one first, each with a dismissal and an update of its own: this sheet's dismissal starts when the one above
  /// it ended.
  private func dismissSheet(writesNil: Bool, then done: (@MainActor () -> Void)? = nil) {
    if !behavior.dismissesPresentedLayersTogether, let inner = presentedStack, inner.shownSheet != nil {
      sheetTransition = (nil, writesNil)  // under way: the layer above goes first
      sheetTransitionNumber += 1
      inner.dismissSheet(writesNil: true) { [weak self] in
        self?.startSheetTransition(presenting: nil, writesNilAtEnd: writesNil, then: done)
      }
      return
    }
    startSheetTransition(presenting: nil, writesNilAtEnd: writesNil, then: done)
  }

  private func startSheetTransition(
    presenting: Element?, writesNilAtEnd: Bool, then done: (@MainActor () -> Void)? = nil
  ) {
    sheetTransition = (presenting, writesNilAtEnd)
    afterSheetTransition = done
    sheetTransitionNumber += 1
    let number = sheetTransitionNumber
    runLoop.schedule(after: behavior.transitionDuration) { [weak self] in
      guard let self, self.sheetTransitionNumber == number else { return }
      self.endSheetTransition()
    }
  }

  private func endSheetTransition() {
    guard let (presenting, writesNil) = sheetTransition else { return }
    sheetTransition = nil
    let done = afterSheetTransition
    afterSheetTransition = nil
    if let presenting {
      shownSheet = presenting
    } else {
      // S8: the layers this sheet's stack still presents went with it (iOS 17+): their items become nil in this
      // update, innermost first, before this one's.
      presentedStack?.leaveWithContainer()
      if let dismissed = shownSheet { onDisappear?(dismissed) }
      shownSheet = nil
      presentedStack = nil
      if writesNil {
        boundSheet = nil
        writeSheet(nil)  // S8: the item becomes nil when the dismissal ends
      }
      onDismiss?()  // S8: for code, for the person, and for a swapped item
    }
    done?()
    if boundSheet != shownSheet { applySheet(boundSheet) }
  }

  /// The sheet that holds this stack was dismissed while this stack presented a sheet of its own: that sheet went
  /// with it, in the same update (S8, iOS 17 and later; anytype-swift#462, swift-navigation#238).
  ///
  /// Innermost first: the layers above go, then this stack's sheet disappears, SwiftUI writes `nil` to its item,
  /// and its `onDismiss` runs. A presentation or dismissal of it still in flight is over.
  private func leaveWithContainer() {
    presentedStack?.leaveWithContainer()
    sheetTransition = nil
    afterSheetTransition = nil
    sheetTransitionNumber += 1
    isPullingSheetDown = false
    guard let dismissed = shownSheet else { return }
    onDisappear?(dismissed)
    shownSheet = nil
    presentedStack = nil
    if boundSheet != nil {
      boundSheet = nil
      writeSheet(nil)
    }
    onDismiss?()
  }

  /// The person starts pulling the sheet down.
  ///
  /// - Returns: Whether the pull-down began: not without a sheet, during its transition, while the sheet's own stack
  ///   presents a sheet over it, or when its view refuses it with `interactiveDismissDisabled` (S7).
  @discardableResult
  public func beginSheetPullDown() -> Bool {
    runLoop.endTurn()
    guard let sheet = shownSheet, sheetTransition == nil, !isPullingSheetDown, !isInteractiveDismissDisabled(sheet),
      presentedStack?.shownSheet == nil  // a sheet of the sheet's own stack covers it
    else { return false }
    isPullingSheetDown = true
    return true
  }

  /// The person lets the sheet go past the threshold: it is dismissed, and the item becomes `nil` when the dismissal
  /// ends (S8).
  public func finishSheetPullDown() {
    guard isPullingSheetDown else { return }
    isPullingSheetDown = false
    dismissSheet(writesNil: true)
  }

  /// The person lets the sheet go short of the threshold: it stays, and nothing is written (S8: unconfirmed, the
  /// likeliest reading).
  public func cancelSheetPullDown() {
    isPullingSheetDown = false
  }
}
