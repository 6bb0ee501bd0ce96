/// A table keyed by objects it does not keep alive, for what NavigatorKit remembers about screens, hosts and
/// coordinators it does not own.
///
/// Each value holds its key object weakly, so an entry can outlive its object; the table drops such entries as it grows:
/// when an insertion brings it to the sweep size, it keeps only the entries that `isLive` accepts, and the next sweep
/// waits until the table has doubled. Inserting costs amortised O(1), and a table of live entries never sweeps more
/// than it must.
struct WeakTable<Value> {
  private var values: [ObjectIdentifier: Value] = [:]
  private let minimumSweepSize: Int
  private var sweepSize: Int

  /// An empty table that first sweeps when it holds `minimumSweepSize` entries.
  init(sweepingFrom minimumSweepSize: Int = 64) {
    self.minimumSweepSize = minimumSweepSize
    self.sweepSize = minimumSweepSize
  }

  /// The value kept for `key`'s identity: possibly an earlier object's at the same address, which the value's weak
  /// reference tells apart.
  subscript(_ key: AnyObject) -> Value? {
    values[ObjectIdentifier(key)]
  }

  /// How many entries the table holds, live or not.
  var count: Int { values.count }

  /// Keeps `value` for `key`, replacing what was kept for its identity, then sweeps if the table reached its sweep
  /// size.
  mutating func insert(_ value: Value, for key: AnyObject, isLive: (ObjectIdentifier, Value) -> Bool) {
    values[ObjectIdentifier(key)] = value
    if values.count >= sweepSize { sweep(keeping: isLive) }
  }

  /// Removes what is kept for `key`'s identity.
  @discardableResult
  mutating func removeValue(for key: AnyObject) -> Value? {
    values.removeValue(forKey: ObjectIdentifier(key))
  }

  /// Keeps only the entries `isLive` accepts, and waits for the table to double before the next sweep.
  mutating func sweep(keeping isLive: (ObjectIdentifier, Value) -> Bool) {
    values = values.filter { isLive($0.key, $0.value) }
    sweepSize = max(minimumSweepSize, values.count * 2)
  }
}
