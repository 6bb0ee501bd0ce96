import NavigatorKitTesting
import Observation
import Testing

/// A path element that holds an object, as a path host's element holds its screen: what a double that kept elements
/// would keep alive.
struct Card: Hashable {
  final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
  }

  let payload: Payload

  static func == (lhs: Card, rhs: Card) -> Bool { lhs.payload === rhs.payload }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(payload)) }
}

/// An app's own model whose path holds cards.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
final class CardModel {
  var path: [Card] = []
  var sheet: Card?
}

/// The headless NavigationStack itself under a leak check: it keeps alive no element that left its path or its
/// sheet, and nothing of it outlives the test that made it.
@MainActor
@Suite struct HeadlessNavigationStackMemoryLeakTests {
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  static func makeStack(_ model: CardModel, _ runLoop: HeadlessRunLoop) -> HeadlessNavigationStack<Card> {
    let stack = HeadlessNavigationStack(
      path: { model.path }, setPath: { model.path = $0 }, sheet: { model.sheet }, setSheet: { model.sheet = $0 },
      runLoop: runLoop, behavior: .iOS26)
    stack.elementName = { $0.payload.name }
    return stack
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test(arguments: ["back", "history", "swipe", "contentSwipe", "sheetPullDown", "sheetDismissedByCode"])
  func theStackKeepsNoElementThatLeftAlive(exit: String) {
    let model = CardModel()
    let runLoop = HeadlessRunLoop()
    let stack = Self.makeStack(model, runLoop)
    let tracker = LeakTracker()
    do {
      let cards = ["A", "B", "C"].map { Card(payload: .init($0)) }
      for card in cards { tracker.track(card.payload, named: card.payload.name) }
      let sheet = Card(payload: .init("Sheet"))
      tracker.track(sheet.payload, named: "Sheet")
      model.path = cards
      runLoop.settle()
      if exit.hasPrefix("sheet") {
        model.sheet = sheet
        runLoop.settle()
      }
    }
    // Twice: a log of elements would hold the second pop's screen in the first pop's write.
    for _ in 0..<2 {
      switch exit {
      case "back": stack.tapBackButton()
      case "history": stack.chooseFromBackHistory(keeping: max(0, stack.shownPath.count - 2))
      case "swipe":
        stack.beginInteractivePop()
        stack.finishInteractivePop()
      case "contentSwipe":
        stack.beginInteractivePop(fromContent: true)
        stack.finishInteractivePop()
      case "sheetPullDown":
        stack.beginSheetPullDown()
        stack.finishSheetPullDown()
      default: model.sheet = nil
      }
      runLoop.settle()
    }
    let staying: [String] =
      switch exit {
      case "back", "swipe", "contentSwipe": ["A"]
      case "history": []
      default: ["A", "B", "C"]
      }
    #expect(tracker.leaks == staying)
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func theStackAndItsRunLoopAreReleasedMidTransition() {
    let tracker = LeakTracker()
    do {
      let model = CardModel()
      let runLoop = HeadlessRunLoop()
      let stack = Self.makeStack(model, runLoop)
      tracker.track(model, named: "model")
      tracker.track(runLoop, named: "runLoop")
      tracker.track(stack, named: "stack")
      let card = Card(payload: .init("A"))
      tracker.track(card.payload, named: "A")
      model.path = [card]
      runLoop.endTurn()
      #expect(stack.transition != nil)  // a push in flight, its end scheduled on the run loop
      stack.beginSheetPullDown()
    }
    tracker.expectNoLeaks("after the test let go of the stack")
  }

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @Test func pathWritesKeepsTheLastThousandWrites() {
    let model = CardModel()
    let runLoop = HeadlessRunLoop()
    let stack = Self.makeStack(model, runLoop)
    for index in 0..<1_005 {
      model.path = [Card(payload: .init("A\(index)")), Card(payload: .init("B"))]
      runLoop.settle()
      stack.tapBackButton()
      runLoop.settle()
    }
    #expect(stack.pathWrites.count == 1_000)
    #expect(stack.pathWrites.first == ["A5"])
    #expect(stack.pathWrites.last == ["A1004"])
  }
}
