import NavigatorKit
import NavigatorKitTesting
import Testing

// LeaveReasonsGuardsAndResults.md.

struct Profile {}

enum Color: Sendable, Equatable {
  case red, teal
}

final class EditProfileViewController: HeadlessScreen {
  var hasUnsavedChanges = false
  var discardPromptsShown = 0

  init(profile: Profile) { super.init("EditProfile") }

  /// Shows "Discard changes?"; its Discard button calls `discardChanges(using:)`.
  func askToDiscardChanges() { discardPromptsShown += 1 }

  func discardChanges(using navigator: Navigator) {
    // snippet: leave-guard-discard
    hasUnsavedChanges = false
    navigator.pop()  // a navigator call: the guard is not asked
    // snippet-end
  }
}

final class ColorPickerViewController: HeadlessScreen {
  let completion = FlowCompletion<Color>()

  init() { super.init("ColorPicker") }

  // snippet: result-complete
  func didPick(_ color: Color) {
    completion.complete(color)  // resolves the await, then pops the picker
  }
  // snippet-end
}

@MainActor
final class ProfileCoordinator {
  let navigator: Navigator
  var log: [String] = []
  var accent = Color.red

  init(navigator: Navigator) { self.navigator = navigator }

  @discardableResult
  func editProfile(_ profile: Profile) -> EditProfileViewController {
    // snippet: leave-reason-push
    let editor = EditProfileViewController(profile: profile)
    navigator.push(editor) { [weak self] reason in
      self?.log.append("editor closed: \(reason)")  // "editor closed: interactivePop"
    }
    // snippet-end
    // snippet: leave-guard
    navigator.setLeaveGuard(for: editor) { [weak editor] _ in
      guard let editor, editor.hasUnsavedChanges else { return true }
      editor.askToDiscardChanges()
      return false  // the swipe does not begin, the Back button does nothing
    }
    // snippet-end
    return editor
  }

  func pickAccentColor() async {
    // snippet: result-await
    let picker = ColorPickerViewController()
    switch await navigator.push(picker, completing: picker.completion) {
    case .completed(let color):
      accent = color
    case .left(let reason):
      log.append("kept the accent color (\(reason))")
    }
    // snippet-end
  }

  var picking: Task<Void, Never>?

  func pickAccentColorWithoutAsync() {
    // snippet: result-task
    let picker = ColorPickerViewController()
    picking = Task { [weak self, navigator] in
      if let color = await navigator.push(picker, completing: picker.completion).value { self?.accent = color }
    }
    // snippet-end
  }

  var eventLogging: Task<Void, Never>?

  func logEvents() {
    // snippet: async-events
    eventLogging = Task { @MainActor [weak self, navigator] in
      for await event in navigator.events {
        if let reason = event.leaveReason, reason.isPersonInitiated {
          self?.log.append("\(event) by the person: \(reason)")
        }
      }
    }
    // snippet-end
  }

  func showAndWait(_ detail: any Screen) async {
    // snippet: async-settled
    navigator.push(detail)
    await navigator.waitUntilSettled()  // the push has finished; what left has run its onLeave
    // snippet-end
  }
}

@MainActor
@Suite struct LeaveReasonsExamples {
  @Test func theEditorSaysWhyItClosed() throws {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let profile = ProfileCoordinator(navigator: Navigator(host: host))
    profile.editProfile(Profile())
    try #require(host.beginInteractivePop()).finish()
    #expect(profile.log == ["editor closed: interactivePop"])
  }

  @Test func unsavedChangesRefuseTheSwipeUntilThePersonDiscardsThem() {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let profile = ProfileCoordinator(navigator: Navigator(host: host))
    let editor = profile.editProfile(Profile())
    editor.hasUnsavedChanges = true
    #expect(host.beginInteractivePop() == nil)
    host.tapBackButton()
    #expect(editor.discardPromptsShown == 2)
    #expect(host.screens.last === editor)
    editor.discardChanges(using: profile.navigator)
    #expect(profile.log == ["editor closed: pop"])
  }

  // snippet: testing-awaited-push
  @Test func theAwaitedPickerGivesItsColor() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let profile = ProfileCoordinator(navigator: Navigator(host: host))
    let waiting = Task { @MainActor in await profile.pickAccentColor() }
    // The task starts on a later turn of the main actor: yield until the picker is pushed. No sleeps.
    for _ in 0..<100 where !(host.screens.last is ColorPickerViewController) {
      await Task.yield()
    }
    let picker = host.screens.last as? ColorPickerViewController
    picker?.didPick(.teal)  // or host.tapBackButton(), a swipe, a tab re-tap…
    await waiting.value  // the outcome was delivered, and the code after the await has run
    #expect(profile.accent == .teal)
    #expect(host.screens.count == 1)
  }
  // snippet-end

  @Test func releasingTheStackEndsAWaitThatHoldsItWeakly() async {
    var host: HeadlessNavigationController? = HeadlessNavigationController(root: HeadlessScreen("Home"))
    var navigator: Navigator? = Navigator(host: host!)
    // snippet: result-host-released
    let choosing = Task { @MainActor [weak navigator] in
      let picker = ColorPickerViewController()
      return await navigator?.push(picker, completing: picker.completion)
    }
    // snippet-end
    for _ in 0..<100 where host?.screens.count == 1 {
      await Task.yield()
    }
    #expect(host?.screens.count == 2)
    (host, navigator) = (nil, nil)  // the app lets go of the stack, the picker on it
    #expect(await choosing.value == .left(.hostReleased))
  }

  @Test func cancellingTheAwaitingTaskPopsThePickerWithFinish() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let navigator = Navigator(host: host)
    var reasons: [LeaveReason] = []
    let observation = navigator.observe { event in
      if let reason = event.leaveReason { reasons.append(reason) }
    }
    let picker = ColorPickerViewController()
    let choosing = Task { @MainActor in await navigator.push(picker, completing: picker.completion) }
    for _ in 0..<100 where host.screens.count == 1 {
      await Task.yield()
    }
    choosing.cancel()
    #expect(host.screens.count == 2)  // not yet: the cancellation reaches the main actor on a later turn
    #expect(await choosing.value == .left(.cancelled))
    for _ in 0..<100 where host.screens.count == 2 {
      await Task.yield()
    }
    #expect(host.screens.count == 1)
    #expect(reasons == [.finish])
    _ = observation
  }

  @Test func aPickerLeftByTheBackButtonKeepsTheColor() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    let profile = ProfileCoordinator(navigator: Navigator(host: host))
    let waiting = Task { @MainActor in await profile.pickAccentColor() }
    for _ in 0..<100 where host.screens.count < 2 {
      await Task.yield()
    }
    host.tapBackButton()
    await waiting.value
    #expect(profile.log == ["kept the accent color (backButton)"])
    profile.pickAccentColorWithoutAsync()
    for _ in 0..<100 where host.screens.count < 2 {
      await Task.yield()
    }
    (host.screens.last as? ColorPickerViewController)?.didPick(.teal)
    await profile.picking?.value
    #expect(profile.accent == .teal)
  }

  @Test func theEventLoopAndTheWaitSeeThePersonsExits() async {
    let host = HeadlessNavigationController(root: HeadlessScreen("Home"))
    host.transitionMode = .manual
    let profile = ProfileCoordinator(navigator: Navigator(host: host))
    profile.logEvents()
    let wait = Task { @MainActor in await profile.showAndWait(HeadlessScreen("Detail")) }
    for _ in 0..<100 where host.screens.count < 2 {
      await Task.yield()
    }
    host.completeTransition()
    await wait.value
    host.transitionMode = .immediate
    host.tapBackButton()
    for _ in 0..<100 where profile.log.isEmpty {
      await Task.yield()
    }
    profile.eventLogging?.cancel()
    #expect(profile.log == ["didPop([Detail]) by the person: backButton"])
  }
}
