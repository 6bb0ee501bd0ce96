// navigator-bench: NavigatorKit's Navigator against the classic hand-rolled design written with care, both on the
// headless host, both with the language's runtime checks. The headless host keeps no count of its changes, as UIKit
// keeps none: every reconcile compares the host's stack with the one the navigator knows, as on a device. Run it with
// `swift run -c release navigator-bench`; Benchmarks/README.md says what the gates mean.
//
// Environment (see BenchSettings): NAVIGATOR_BENCH_FILTER (only the cases whose name contains it, or is exactly what
// follows a leading `=`), NAVIGATOR_BENCH_REPETITIONS (7 by default), NAVIGATOR_BENCH_TARGET_MS (length of a timed
// repetition, 100 by default), NAVIGATOR_BENCH_SCALE (multiplies operation counts). To profile one case:
//   NAVIGATOR_BENCH_FILTER="=push+pop, depth 10" NAVIGATOR_BENCH_SCALE=0.01 NAVIGATOR_BENCH_REPETITIONS=1 \
//     valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out .build-bench/release/navigator-bench
// The last seven lines are the gates: `gate NAME VALUE`.

let harness = Harness(settings: .fromEnvironment())
let started = monotonicNanoseconds()

let navigatorName = "Navigator"
let referenceName = "reference (hand-rolled)"
let coordinatorName = "NavigatorKit Coordinator"
let referenceCoordinatorName = "reference (array scan)"

let pushPop10 = "push+pop, depth 10"
let pushPop1000 = "push+pop, depth 1,000"
let popToRoot1000 = "popToRoot from 1,000"
let popToRoot10000 = "popToRoot from 10,000"
let release10 = "child release among 10"
let fanOut = "100 observers, push+pop at depth 10"
let pathPushPop = "push+pop over SwiftUI's NavigationStack"
let pathHostName = "Navigator on NavigationPathHost"
let routeArrayName = "plain [Route] path"
let containerDismiss100 = "container: dismiss a tab bar of 10 stacks x 10"
let popToRoot101 = "container: popToRoot from 101"

print("navigator-bench: \(harness.settings.repetitions) timed repetitions per case, after a warm-up")
harness.measure(
  pushPop10,
  [
    Contender(navigatorName, .calibrated(maximum: 1_000_000), pushPopRound(depth: 10, makeNavigator)),
    Contender(referenceName, .calibrated(maximum: 1_000_000), pushPopRound(depth: 10, makeReference)),
  ])
harness.measure(
  pushPop1000,
  [
    Contender(navigatorName, .calibrated(maximum: 100_000), pushPopRound(depth: 1_000, makeNavigator)),
    Contender(referenceName, .calibrated(maximum: 100_000), pushPopRound(depth: 1_000, makeReference)),
  ])
// popToRoot needs a rebuilt stack before each operation (untimed), and every push costs the host a linear scan, so
// rebuilding is quadratic and dominates the run: a fixed, small number of operations, and only as many rounds as fit
// in the budget (at least three). Three operations per sample even from 10,000: a sample of one popToRoot (about a
// millisecond) was at the mercy of a single interruption. From 10,000, Navigator and the reference skip their
// warm-up: the case from 1,000, just before, ran the same code.
harness.measure(
  popToRoot1000, budget: 10,
  [
    Contender(navigatorName, .fixed(3, warmUp: true), popToRoot(from: 1_000, makeNavigator)),
    Contender(referenceName, .fixed(3, warmUp: true), popToRoot(from: 1_000, makeReference)),
  ])
harness.measure(
  popToRoot10000, budget: 10,
  [
    Contender(navigatorName, .fixed(3, warmUp: false), popToRoot(from: 10_000, makeNavigator)),
    Contender(referenceName, .fixed(3, warmUp: false), popToRoot(from: 10_000, makeReference)),
  ])

harness.measure(
  release10,
  [
    Contender(coordinatorName, .calibrated(maximum: 1_000_000), childRelease(among: 10)),
    Contender(referenceCoordinatorName, .calibrated(maximum: 1_000_000), referenceChildRelease(among: 10)),
  ])
harness.measure(
  fanOut,
  [
    Contender(
      navigatorName, .calibrated(maximum: 100_000), observedPushPopRound(depth: 10, observers: 100, makeNavigator)),
    Contender(
      referenceName, .calibrated(maximum: 100_000), observedPushPopRound(depth: 10, observers: 100, makeReference)),
  ])

let appTest = "app test: push a child, swipe back, released"
harness.measure(appTest, [Contender(coordinatorName, .calibrated(maximum: 100_000), appTestScenario())])
if let nanoseconds = harness.median(appTest, coordinatorName) {
  #if DEBUG
    let build = "debug build, as tests are built"
  #else
    let build = "release build; tests run a debug build: swift run navigator-bench"
  #endif
  print("app tests: \(formatted(1e9 / nanoseconds, decimals: 0)) scenarios per second (\(build))")
}

// Not a timing: the run loop's own time, which a test can read exactly, that a deep link takes to settle on a path
// host (one write of the whole path, S4), in settle delays.
let pathLink6 = "6-level deep link over SwiftUI's NavigationStack"
var pathLinkSettleDelays: Double?
if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *), harness.includes(pathLink6) {
  let delays = pathHostLinkSettleDelays(depth: 6)
  pathLinkSettleDelays = delays
  print("\(pathLink6): settles after \(formatted(delays, decimals: 2)) settle delays of the path host")
}

if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
  harness.measure(
    pathPushPop,
    [
      Contender(pathHostName, .calibrated(maximum: 100_000), pathHostPushPopRound()),
      Contender(routeArrayName, .calibrated(maximum: 100_000), routeArrayPushPopRound()),
    ])
}

// The same 100 screens with an onPop each, leaving with the tab bar they are in, or popped off one stack.
harness.measure(
  containerDismiss100, budget: 10,
  [Contender(navigatorName, .fixed(100, warmUp: true), containerDismiss(tabs: 10, depth: 10))])
harness.measure(
  popToRoot101, budget: 10,
  [Contender(navigatorName, .fixed(100, warmUp: true), popToRoot(from: 101, makeNavigator))])

// MARK: Memory

// Last: the first lifetime audit a process creates makes every later coordinator removal look for its audit.
let auditFlows = 100_000
let auditMemoryCase = "memory with the lifetime audit"
let auditRun = harness.includes(auditMemoryCase) ? auditMemory(flows: auditFlows) : nil
if let auditRun {
  let growth = auditRun.residentGrowthKiB.map { "\($0) KiB" } ?? "not measured on this platform"
  print(
    "memory: \(auditFlows) child flows pushed and popped with the lifetime audit on: resident memory grew by "
      + "\(growth); \(auditRun.pendingChecks) checks pending")
}

// MARK: Table

let caseWidth = max(4, harness.measurements.map(\.caseName.count).max() ?? 0)
let implementationWidth = max(14, harness.measurements.map(\.implementation.count).max() ?? 0)
let header =
  padded("case", caseWidth) + "  " + padded("implementation", implementationWidth) + "  "
  + padded("ns/op median", 12, right: true) + "  " + padded("spread (min-max)", 21, right: true)
print()
print(header)
print(String(repeating: "-", count: header.count))
var previousCase = ""
for measurement in harness.measurements {
  let caseColumn = measurement.caseName == previousCase ? "" : measurement.caseName
  previousCase = measurement.caseName
  let spread = formatted(measurement.minimum, decimals: 1) + " - " + formatted(measurement.maximum, decimals: 1)
  print(
    padded(caseColumn, caseWidth) + "  " + padded(measurement.implementation, implementationWidth) + "  "
      + padded(formatted(measurement.median, decimals: 1), 12, right: true) + "  " + padded(spread, 21, right: true))
}

// MARK: Gates

struct Gate {
  let name: String
  let goal: Double
  let value: Double?
}

/// `numerator` against `denominator`, each a case and an implementation: paired round by round when both are of the
/// same case (see `Harness.pairedRatio(_:_:_:)`), the ratio of the two medians across cases.
@MainActor
func ratio(_ numerator: (String, String), _ denominator: (String, String)) -> Double? {
  if numerator.0 == denominator.0 {
    return harness.pairedRatio(numerator.0, numerator.1, denominator.1)
  }
  guard let top = harness.median(numerator.0, numerator.1), let bottom = harness.median(denominator.0, denominator.1)
  else { return nil }
  return top / bottom
}

let gates = [
  Gate(
    name: "push_pop_vs_reference", goal: 2.5,
    value: ratio((pushPop10, navigatorName), (pushPop10, referenceName))),
  Gate(
    name: "push_pop_vs_reference_deep", goal: 4.5,
    value: ratio((pushPop1000, navigatorName), (pushPop1000, referenceName))),
  Gate(
    name: "pop_to_root_scaling", goal: 12,
    value: ratio((popToRoot10000, navigatorName), (popToRoot1000, navigatorName))),
  Gate(
    name: "child_release_vs_array", goal: 3,
    value: ratio((release10, coordinatorName), (release10, referenceCoordinatorName))),
  Gate(
    name: "path_push_pop_vs_array", goal: 3,
    value: ratio((pathPushPop, pathHostName), (pathPushPop, routeArrayName))),
  Gate(
    name: "container_dismiss_vs_pops", goal: 2,
    value: ratio((containerDismiss100, navigatorName), (popToRoot101, navigatorName))),
  Gate(name: "path_link_settle_delays", goal: 1, value: pathLinkSettleDelays),
]

print()
print("Benchmark took \(formatted(Double(monotonicNanoseconds() - started) / 1e9, decimals: 1)) s.")
for gate in gates {
  guard let value = gate.value else { continue }
  let verdict = value <= gate.goal ? "met" : "MISSED"
  print("goal \(gate.name) <= \(formatted(gate.goal, decimals: 1)): \(verdict)")
}
if let growth = auditRun?.residentGrowthKiB {
  // Flat: what 100,000 flows would need if each kept a record (a few dozen bytes each) is several megabytes.
  print("goal audit_memory_flat (growth <= 1024 KiB over \(auditFlows) flows): \(growth <= 1024 ? "met" : "MISSED")")
}
for gate in gates {
  guard let value = gate.value else { continue }
  print("gate \(gate.name) \(formatted(value, decimals: 2))")
}
