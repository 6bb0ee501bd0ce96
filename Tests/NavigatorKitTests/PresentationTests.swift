import NavigatorKit
import NavigatorKitTesting
import Testing

/// `onDismiss` runs exactly once whatever ended the presentation.
@MainActor
@Suite struct PresentationTests {
  private func presentSheet(_ h: Harness, modal: Bool = false) -> HeadlessScreen {
    let sheet = HeadlessScreen("Sheet")
    sheet.isModalInPresentation = modal
    h.navigator.present(sheet) { [unowned h] in h.log.append("onDismiss(Sheet)") }
    return sheet
  }

  @Test func programmaticDismissRunsOnDismissOnce() {
    let h = Harness()
    let sheet = presentSheet(h)
    #expect(h.navigator.presentedScreen === sheet)
    h.navigator.dismiss()
    h.navigator.synchronize()
    #expect(h.take() == ["didPresent(Sheet)", "onDismiss(Sheet)", "didDismiss(Sheet)"])
  }

  @Test func pullingTheSheetDownRunsOnDismiss() throws {
    let h = Harness()
    _ = presentSheet(h)
    _ = h.take()
    let pull = try #require(h.host.beginInteractiveDismiss())
    pull.update(progress: 0.6)
    #expect(h.take().isEmpty)
    pull.finish()
    #expect(h.take() == ["onDismiss(Sheet)", "didDismiss(Sheet)"])
  }

  @Test func aCancelledPullDownRunsNothing() throws {
    let h = Harness()
    let sheet = presentSheet(h)
    _ = h.take()
    try #require(h.host.beginInteractiveDismiss()).cancel()
    #expect(h.take().isEmpty)
    #expect(h.navigator.presentedScreen === sheet)
  }

  @Test func aModalSheetCannotBePulledDown() {
    let h = Harness()
    _ = presentSheet(h, modal: true)
    _ = h.take()
    #expect(h.host.beginInteractiveDismiss() == nil)
    #expect(h.take().isEmpty)
    #expect(h.host.callbackLog.last == "presentationControllerDidAttemptToDismiss(Sheet)")
  }

  @Test func aDismissalMadeOnTheHostDirectlyIsCaughtAtTheNextCall() {
    let h = Harness()
    _ = presentSheet(h)
    _ = h.take()
    // R23: a programmatic dismissal tells nobody but its completion; without animation it has no transition either.
    h.host.dismissPresentedScreen(animated: false, completion: nil)
    #expect(h.take().isEmpty)
    h.push("A")
    #expect(h.take() == ["onDismiss(Sheet)", "didDismiss(Sheet)", "didShow(A)"])
  }

  @Test(arguments: [TransitionMode.immediate, .manual])
  func anAnimatedDismissalMadeOnTheHostDirectlyIsCaughtWhenItsTransitionEnds(mode: TransitionMode) {
    let h = Harness(mode: mode)
    _ = presentSheet(h)
    h.host.completeAllTransitions()
    _ = h.take()
    // R10: an animated transition ends with the coordinator's completion, which the host reports.
    h.host.dismissPresentedScreen(animated: true, completion: nil)
    h.host.completeTransition()
    #expect(h.take() == ["onDismiss(Sheet)", "didDismiss(Sheet)"])
  }

  @Test func aPresentationMadeOnTheHostDirectlyIsAdoptedAndItsEndReported() {
    let h = Harness()
    let alert = HeadlessScreen("Alert")
    h.host.presentScreen(alert, animated: true, completion: nil)
    h.navigator.synchronize()
    h.navigator.dismiss()
    #expect(h.take() == ["didPresent(Alert)", "didDismiss(Alert)"])
  }

  @Test func aPresentationAnOnPopMakesOnTheHostDirectlyIsAdoptedByTheNextCallAtTheLatest() {
    let h = Harness()
    let alert = HeadlessScreen("Alert")
    h.navigator.push(HeadlessScreen("A")) { [unowned h] in
      h.host.presentScreen(alert, animated: false, completion: nil)
    }
    _ = h.take()
    h.navigator.pop()
    h.navigator.synchronize()
    #expect(h.take() == ["didPop([A])", "didShow(Root)", "didPresent(Alert)"])
    h.navigator.dismiss()
    #expect(h.take() == ["didDismiss(Alert)"])
    #expect(h.issues.isEmpty)
  }

  @Test func onDismissMayPresentTheNextScreen() {
    let h = Harness()
    let first = HeadlessScreen("First")
    let second = HeadlessScreen("Second")
    h.navigator.present(first) { [unowned h] in h.navigator.present(second) }
    h.navigator.dismiss()
    #expect(h.navigator.presentedScreen === second)
    #expect(h.issues.isEmpty)
  }
}
