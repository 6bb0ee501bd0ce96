// Observation of what a view reads from a navigator: its screens, its top and presented screens, whether it is
// settled, and the settled stack a router's routes are read from. The reads call the registrar's `access`; the engine
// announces a change when its loop ends, or when the host says a transition started, and only for what changed.

import Observation

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension Navigator: Observable {}

extension Navigator {
  /// Whether the host has no transition in flight and nothing waits in the queue: a call made now is carried out at
  /// once.
  ///
  /// The one "settled" predicate: ``waitUntilSettled()`` waits for it, and the routers and coordinators built on the
  /// navigator read it before they compare what they expect with the stack. Read inside an `onLeave` closure or an
  /// observer, it is `true` when nothing else waits: what the closure asks for is carried out once the closures of the
  /// same change have run. It reads the host's state only; it runs no app code.
  ///
  /// Observable (iOS 17, macOS 14, tvOS 17, visionOS 1): a view that reads it is updated when it flips. It becomes
  /// `false` when the navigator call that started a transition returns — over a ``NavigationPathHost``, when the
  /// run-loop turn of its write ends, so that every call of that turn is one write — or when the host tells the
  /// navigator that a transition of its own started: on UIKit, at the willShow of the person's back button or
  /// swipe-back and at the start of a sheet's pull-down; over a path host, whose own
  /// ``NavigationPathHost/isTransitioning`` is observable, when SwiftUI writes the path. It becomes `true` once the
  /// transition's end has been handled: the closures of what left have run. See
  /// <doc:SwiftUINavigation#Observing-the-stack>.
  public var isSettled: Bool {
    access(.isSettled)
    return untrackedIsSettled
  }

  /// ``isSettled``, without telling Observation that it was read: what the engine's own code reads.
  var untrackedIsSettled: Bool {
    queue.isEmpty && !host.isTransitioning
  }

  /// The screens on the stack as the navigator last reconciled it, root first: what a router's routes are read from.
  ///
  /// Unlike ``screens``, this does not run ahead of pop detection: during a swipe-back the top screen is still here
  /// until the swipe finishes, and a screen leaves this list exactly when its `onLeave` runs. Call ``synchronize()``
  /// first to pick up changes made on the host directly.
  ///
  /// One screen is here before the reconcile finds it: a push of the navigator's own that is on the host's stack, on
  /// top, while its animation runs. An animated push cannot be cancelled, so it is on the stack from the moment the
  /// host has it (as the routers built on the navigator promise); a push the host has not taken yet (deferred behind
  /// another transition) is not.
  ///
  /// Observable, as ``screens`` is: so a router's routes, presented route and state are.
  var settledScreens: [any Screen] {
    access(.settledScreens)
    return untrackedSettledScreens
  }

  /// ``settledScreens``, without telling Observation that it was read.
  private var untrackedSettledScreens: [any Screen] {
    guard let pending = known.pendingPushes.last?.screen, host.isTransitioning, let top = host.screens.last,
      top === pending
    else {
      return known.screens
    }
    return known.screens + [pending]
  }

  /// Tells Observation that `read` was read, so that the view or tracking closure reading it hears when it changes,
  /// and notes what it returns, unless it was noted since it was last announced.
  func access(_ read: ObservedRead) {
    guard #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *), let box = observed.registrar else { return }
    let registrar = unsafeDowncast(box, to: RegistrarBox.self).registrar
    switch read {
    case .screens:
      if observed.screens == nil { observed.screens = host.screens.map(ObjectIdentifier.init) }
      registrar.access(self, keyPath: \.screens)
    case .topScreen:
      if observed.topScreen == nil { observed.topScreen = .some(host.screens.last.map(ObjectIdentifier.init)) }
      registrar.access(self, keyPath: \.topScreen)
    case .presentedScreen:
      if observed.presentedScreen == nil {
        observed.presentedScreen = .some(host.presentedScreen.map(ObjectIdentifier.init))
      }
      registrar.access(self, keyPath: \.presentedScreen)
    case .isSettled:
      if observed.isSettled == nil { observed.isSettled = untrackedIsSettled }
      registrar.access(self, keyPath: \.isSettled)
    case .settledScreens:
      if observed.settledScreens == nil { observed.settledScreens = untrackedSettledScreens.map(ObjectIdentifier.init) }
      registrar.access(self, keyPath: \.settledScreens)
    }
  }

  /// Tells Observation which of the observable reads return something else than when they were read, and only
  /// those. Called at the end of the engine's loop, and when the host says a transition started (willShow, a sheet's
  /// pull-down); does nothing while the loop runs, whose end announces.
  ///
  /// Only what was read since it was last announced is compared: a tracking closure, or a SwiftUI view, hears of one
  /// change and reads again to hear of the next, so nobody can wait on a read that was announced and not read since.
  /// While no view reads, the loop's end compares nothing. What is compared is cheap — the identities of the screens,
  /// the presented screen's identity, the settled flag — in place, without building anything. A loop that changed
  /// none of what was read — a ``synchronize()`` with nothing to find, a refused call — invalidates no view.
  func announceObservedChanges() {
    guard !isRunning, observed.isWatched, #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *),
      let box = observed.registrar
    else { return }
    let onHost = observed.screens != nil || observed.topScreen != nil ? host.screens : []
    let settledScreensChanged = observed.settledScreens.map {
      !$0.elementsEqual(untrackedSettledScreens.lazy.map(ObjectIdentifier.init))
    }
    let screensChanged = observed.screens.map { !$0.elementsEqual(onHost.lazy.map(ObjectIdentifier.init)) }
    let topScreenChanged = observed.topScreen.map { $0 != onHost.last.map(ObjectIdentifier.init) }
    let presentedScreenChanged = observed.presentedScreen.map { $0 != host.presentedScreen.map(ObjectIdentifier.init) }
    let isSettledChanged = observed.isSettled.map { $0 != untrackedIsSettled }
    // Forgotten before anyone hears: a reader told of the change reads again, and an observer that navigates runs the
    // loop again, which compares with what is read then.
    if settledScreensChanged == true { observed.settledScreens = nil }
    if screensChanged == true { observed.screens = nil }
    if topScreenChanged == true { observed.topScreen = nil }
    if presentedScreenChanged == true { observed.presentedScreen = nil }
    if isSettledChanged == true { observed.isSettled = nil }
    let registrar = unsafeDowncast(box, to: RegistrarBox.self).registrar
    if settledScreensChanged == true { registrar.withMutation(of: self, keyPath: \.settledScreens) {} }
    if screensChanged == true { registrar.withMutation(of: self, keyPath: \.screens) {} }
    if topScreenChanged == true { registrar.withMutation(of: self, keyPath: \.topScreen) {} }
    if presentedScreenChanged == true { registrar.withMutation(of: self, keyPath: \.presentedScreen) {} }
    if isSettledChanged == true { registrar.withMutation(of: self, keyPath: \.isSettled) {} }
  }
}

/// One of a navigator's observable reads.
enum ObservedRead {
  case screens, topScreen, presentedScreen, isSettled, settledScreens
}

/// What each of a navigator's observable reads returned when it was read, as identities, since it was last
/// announced; `nil` for a read that was not read since — nobody waits on it. Holds the registrar it tells.
///
/// The identities are those of screens the navigator holds (its known stack, its pending pushes, its presentation)
/// until the loop that finds them gone announces it, so none of them is reused by a new object in between. The
/// registrar is boxed and type-erased because `ObservationRegistrar` needs iOS 17 and the navigator iOS 13: it is `nil`
/// on older systems, where nothing is observed and nothing is noted.
struct ObservedState {
  /// A ``RegistrarBox``; `nil` before iOS 17, macOS 14, tvOS 17 and visionOS 1.
  let registrar: AnyObject?
  var screens: [ObjectIdentifier]?
  var topScreen: ObjectIdentifier??
  var presentedScreen: ObjectIdentifier??
  var isSettled: Bool?
  var settledScreens: [ObjectIdentifier]?

  /// Nothing read yet, with a new registrar where Observation is available.
  init() {
    if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
      registrar = RegistrarBox()
    } else {
      registrar = nil
    }
  }

  /// Whether anything was read since it was last announced.
  var isWatched: Bool {
    screens != nil || topScreen != nil || presentedScreen != nil || isSettled != nil || settledScreens != nil
  }
}

/// A navigator's `ObservationRegistrar`, in a class so that the navigator can hold it where the type is unavailable.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
final class RegistrarBox {
  let registrar = ObservationRegistrar()
}
