// Finding a screen's record, for the layers that attach to it (a leave guard): wherever the navigator keeps it —
// presented, on the stack, handed to the host by a push, or in a push or presentation waiting in the queue.

extension Navigator {
  /// The record of `screen`, if the navigator shows it or is about to.
  func record(of screen: any Screen) -> ScreenRecord? {
    var found: ScreenRecord?
    updateRecord(of: screen) { found = $0 }
    return found
  }

  /// Lets `change` change the record of `screen` — presented, on the stack, handed to the host by a push, or waiting in
  /// the queue to be shown; `false` when the navigator neither shows `screen` nor is about to.
  @discardableResult
  func updateRecord(of screen: any Screen, _ change: (inout ScreenRecord) -> Void) -> Bool {
    if presentation?.screen === screen, var record = presentation {
      presentation = nil
      change(&record)
      presentation = record
      return true
    }
    if known.updateRecord(of: screen, change) { return true }
    guard let index = queue.lastIndex(where: { $0.shows(screen) }), var record = queue[index].shownRecord else {
      return false
    }
    change(&record)
    queue[index] = queue[index].showing(record)
    return true
  }
}
