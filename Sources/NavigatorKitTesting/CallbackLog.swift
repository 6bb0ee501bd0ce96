/// The delegate callbacks a headless stack delivered, most recent last: a ring of at most ``capacity`` records, built
/// into strings only when read, since a host delivers callbacks all the time.
struct CallbackLog {
  /// How many records the log keeps; past this many, the oldest are forgotten.
  static let capacity = 1_000

  private var records: [(callback: StaticString, screen: String)] = []
  /// Once the log is full, where the oldest record is: each new one takes its place.
  private var oldest = 0

  /// Records that `callback` was delivered about the screen labelled `screen`.
  mutating func record(_ callback: StaticString, _ screen: String) {
    let record = (callback: callback, screen: screen)
    if records.count < Self.capacity {
      records.append(record)
    } else {
      records[oldest] = record
      oldest = (oldest + 1) % Self.capacity
    }
  }

  /// The records as `"callback(screen)"`, oldest first.
  var entries: [String] {
    (records[oldest...] + records[..<oldest]).map { "\($0.callback)(\($0.screen))" }
  }
}
