/// The paths a headless NavigationStack wrote to its binding, most recent last: a ring of at most ``capacity``
/// writes, each element kept by its name, never by the element itself.
///
/// An element may hold its screen (a path host's ``NavigatorKit/NavigationPathElement`` does): a log that kept the
/// elements would keep every screen SwiftUI ever wrote alive, and a leak check would report a leak the app does not
/// have. Keeping names, and a bounded number of writes, keeps the log's memory flat however long a test runs, as the
/// headless navigation controller's callback log does.
struct PathWriteLog {
  /// How many writes the log keeps; past this many, the oldest are forgotten.
  static let capacity = 1_000

  private var writes: [[String]] = []
  /// Once the log is full, where the oldest write is: each new one takes its place.
  private var oldest = 0

  /// Records a write of a path whose elements are named `names`, root-most first.
  mutating func record(_ names: [String]) {
    if writes.count < Self.capacity {
      writes.append(names)
    } else {
      writes[oldest] = names
      oldest = (oldest + 1) % Self.capacity
    }
  }

  /// The writes, oldest first.
  var entries: [[String]] {
    Array(writes[oldest...] + writes[..<oldest])
  }
}
