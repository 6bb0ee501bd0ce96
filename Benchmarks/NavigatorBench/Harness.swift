// Timing machinery: settings from the environment, warm-up, repetitions, median and spread, on the system's monotonic
// clock. Not `ContinuousClock`: it needs macOS 13, and the package builds for macOS 10.15.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much work a run does, read from the environment.
struct BenchSettings {
  /// How long each timed repetition of a calibrated case aims to last: `NAVIGATOR_BENCH_TARGET_MS`, 100 by default.
  var targetNanoseconds = 100e6
  /// Multiplies every case's operation count (the maximum, for calibrated cases): `NAVIGATOR_BENCH_SCALE`, 1 by
  /// default. Use 0.01 or so under valgrind, with a small target.
  var scale = 1.0
  /// Timed repetitions of every case: `NAVIGATOR_BENCH_REPETITIONS`, 7 by default.
  var repetitions = 7
  /// Runs only the cases whose name contains this text, or is exactly the text after a leading `=`:
  /// `NAVIGATOR_BENCH_FILTER`, every case by default.
  var filter: String?
  /// Runs only the implementations whose name contains this text: `NAVIGATOR_BENCH_IMPLEMENTATION`, every one by
  /// default. For profiling one side of a case.
  var implementation: String?

  static func fromEnvironment() -> BenchSettings {
    var settings = BenchSettings()
    if let text = environment("NAVIGATOR_BENCH_TARGET_MS"), let milliseconds = Double(text), milliseconds > 0 {
      settings.targetNanoseconds = milliseconds * 1e6
    }
    if let text = environment("NAVIGATOR_BENCH_SCALE"), let scale = Double(text), scale > 0 {
      settings.scale = scale
    }
    if let text = environment("NAVIGATOR_BENCH_REPETITIONS"), let repetitions = Int(text), repetitions > 0 {
      settings.repetitions = repetitions
    }
    if let filter = environment("NAVIGATOR_BENCH_FILTER"), !filter.isEmpty {
      settings.filter = filter
    }
    if let implementation = environment("NAVIGATOR_BENCH_IMPLEMENTATION"), !implementation.isEmpty {
      settings.implementation = implementation
    }
    return settings
  }

  /// `count` scaled by ``scale``, at least 1.
  func scaled(_ count: Int) -> Int {
    max(1, Int((Double(count) * scale).rounded()))
  }

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// One run of a case: performs `operations` operations and returns the nanoseconds they took, setup and checks
/// excluded. A case may keep its state from one run to the next when the operations leave it as they found it.
typealias TimedRun = @MainActor (_ operations: Int) -> UInt64

/// How many operations a timed repetition performs.
enum OperationCount {
  /// As many as fit in ``BenchSettings/targetNanoseconds``, at most `maximum`. Untimed runs of growing length (1, 4,
  /// 16… operations, until one lasts a tenth of the target) warm up and estimate the cost of one operation.
  case calibrated(maximum: Int)
  /// Exactly this many, after an untimed warm-up run of as many when `warmUp` is `true`. For cases whose setup
  /// dominates, so that calibrating on the timed part would make setup explode.
  case fixed(Int, warmUp: Bool)
}

/// One implementation in a case: its name, how many operations a repetition performs, and the run.
@MainActor
struct Contender {
  let implementation: String
  let count: OperationCount
  let run: TimedRun

  init(_ implementation: String, _ count: OperationCount, _ run: @escaping TimedRun) {
    self.implementation = implementation
    self.count = count
    self.run = run
  }
}

/// The timings of one implementation in one case.
struct Measurement {
  let caseName: String
  let implementation: String
  /// Operations per repetition.
  let operations: Int
  /// Nanoseconds per operation, one value per timed repetition, sorted.
  let samples: [Double]
  /// The same values in the order they were taken: one per round, each round timing every implementation of the case
  /// one after the other.
  let rounds: [Double]

  var median: Double {
    let middle = samples.count / 2
    return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
  }

  var minimum: Double { samples[0] }
  var maximum: Double { samples[samples.count - 1] }
}

/// Runs cases and keeps their measurements.
@MainActor
final class Harness {
  let settings: BenchSettings
  private(set) var measurements: [Measurement] = []

  init(settings: BenchSettings) {
    self.settings = settings
  }

  /// Whether the case called `caseName` is selected by the filter.
  func includes(_ caseName: String) -> Bool {
    guard let filter = settings.filter else { return true }
    return filter.hasPrefix("=") ? caseName == filter.dropFirst() : caseName.contains(filter)
  }

  /// Measures each implementation of a case over ``BenchSettings/repetitions`` timed repetitions, after a warm-up,
  /// and prints the medians.
  ///
  /// Repetitions are interleaved (one of each implementation, then the next round), so that a noisy neighbour on a
  /// shared machine slows all implementations alike rather than one of them. With a `budget` (in seconds, setup
  /// included), a case whose setup is slow runs only as many rounds as fit, but at least three.
  func measure(_ caseName: String, budget: Double? = nil, _ contenders: [Contender]) {
    guard includes(caseName) else { return }
    let contenders = contenders.filter { settings.implementation.map($0.implementation.contains) ?? true }
    guard !contenders.isEmpty else { return }
    let operations = contenders.map(operations(warmingUp:))
    var repetitions = settings.repetitions
    var samples = Array(repeating: [Double](), count: contenders.count)
    var round = 0
    while round < repetitions {
      let started = monotonicNanoseconds()
      for (index, contender) in contenders.enumerated() {
        samples[index].append(Double(contender.run(operations[index])) / Double(operations[index]))
      }
      if round == 0, let budget {
        let roundSeconds = Double(monotonicNanoseconds() - started) / 1e9
        repetitions = min(repetitions, max(3, Int(budget / roundSeconds)))
      }
      round += 1
    }
    for (index, contender) in contenders.enumerated() {
      let measurement = Measurement(
        caseName: caseName, implementation: contender.implementation, operations: operations[index],
        samples: samples[index].sorted(), rounds: samples[index])
      measurements.append(measurement)
      print(
        "  \(caseName) / \(contender.implementation): \(formatted(measurement.median, decimals: 1)) ns/op "
          + "(\(operations[index]) ops x \(repetitions))")
    }
  }

  /// The operations per repetition of `contender`, after its warm-up run.
  private func operations(warmingUp contender: Contender) -> Int {
    switch contender.count {
    case .calibrated(let maximum):
      let limit = settings.scaled(maximum)
      var probe = 1
      while true {
        let elapsed = Double(contender.run(probe))
        if elapsed >= settings.targetNanoseconds / 10 || probe >= limit {
          let perOperation = max(elapsed / Double(probe), 1)
          return min(limit, max(1, Int(settings.targetNanoseconds / perOperation)))
        }
        probe = min(limit, probe * 4)
      }
    case .fixed(let fixed, let warmUp):
      let operations = settings.scaled(fixed)
      if warmUp {
        _ = contender.run(operations)
      }
      return operations
    }
  }

  /// The median nanoseconds per operation of `implementation` in `caseName`, if it was measured.
  func median(_ caseName: String, _ implementation: String) -> Double? {
    measurement(caseName, implementation)?.median
  }

  /// How `implementation` compares with `reference` in `caseName`: the median, over the rounds, of the ratio of the
  /// two timings taken in the same round, if both were measured.
  ///
  /// A round times the implementations one right after the other, so a slow spell of a shared machine (another job, a
  /// frequency change) slows both timings of that round alike and cancels out of its ratio, where it would move one
  /// median and not the other. The estimate is the same on a quiet machine; on a noisy one it moves less.
  func pairedRatio(_ caseName: String, _ implementation: String, _ reference: String) -> Double? {
    guard let measured = measurement(caseName, implementation), let baseline = measurement(caseName, reference),
      measured.rounds.count == baseline.rounds.count, !measured.rounds.isEmpty
    else { return nil }
    let ratios = zip(measured.rounds, baseline.rounds).map { $0 / $1 }.sorted()
    let middle = ratios.count / 2
    return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
  }

  private func measurement(_ caseName: String, _ implementation: String) -> Measurement? {
    measurements.first { $0.caseName == caseName && $0.implementation == implementation }
  }
}

/// Times `operations` calls of `body`, in nanoseconds.
@inline(__always)
func timeLoop(_ operations: Int, _ body: () -> Void) -> UInt64 {
  let start = monotonicNanoseconds()
  for _ in 0..<operations {
    body()
  }
  return monotonicNanoseconds() - start
}

/// Times one call of `body`, in nanoseconds.
@inline(__always)
func timeOnce(_ body: () -> Void) -> UInt64 {
  let start = monotonicNanoseconds()
  body()
  return monotonicNanoseconds() - start
}

/// The system's monotonic clock, in nanoseconds: `clock_gettime(CLOCK_MONOTONIC)`, available on every platform the
/// package supports (macOS since 10.12).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// `value` with `decimals` digits after the point, without Foundation.
func formatted(_ value: Double, decimals: Int) -> String {
  var factor = 1.0
  for _ in 0..<decimals { factor *= 10 }
  let scaled = (abs(value) * factor).rounded()
  guard scaled < 1e18 else { return "\(value)" }
  let units = Int(scaled)
  let whole = units / Int(factor)
  var text = (value < 0 && units != 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let fraction = String(units % Int(factor))
    text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
  return text
}

/// `text` padded with spaces to `width`, on the right unless `right` is `true`.
func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return right ? padding + text : text + padding
}
