#if canImport(Foundation)
  import Foundation
#endif

/// A small seedable random number generator (SplitMix64), so that a failing randomized run can be replayed from
/// its seed. For NavigatorKit's own randomized tests (in no product).
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `percent`/100.
  package mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}

/// The seeds of a randomized test: the one in `NAVIGATORKIT_SEED` (a replay), or `NAVIGATORKIT_SOAK_SEEDS` of them
/// (a soak), or `count` by default, spread from `offset`. For NavigatorKit's own randomized tests (in no product).
package func randomizedTestSeeds(count defaultCount: Int, offset: UInt64) -> [UInt64] {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["NAVIGATORKIT_SEED"].flatMap(UInt64.init) { return [seed] }
  let count = environment["NAVIGATORKIT_SOAK_SEEDS"].flatMap(Int.init) ?? defaultCount
  return (0..<UInt64(count)).map { $0 &* 0x9E37_79B9 &+ offset }
}
