// swift-tools-version: 6.1
// 6.1 is the first with package traits, and nothing else here needs more. (The UIKit double's refusal of a `switch`
// without `@unknown default` needs Swift 6.2.3, for `@nonexhaustive`; only this package's own CI builds it.)
import PackageDescription

let package = Package(
  name: "NavigatorKit",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .library(name: "NavigatorKit", targets: ["NavigatorKit"]),
    .library(name: "NavigatorKitTesting", targets: ["NavigatorKitTesting"]),
  ],
  traits: [
    .trait(
      name: "InternalChecks",
      description: """
        Checks the navigator's bookkeeping invariants every time its loop ends with the host settled, and stops at the \
        first broken one. For NavigatorKit's own test runs and CI (`swift test --traits InternalChecks`); off for apps.
        """
    ),
    .trait(
      name: "UIKitShim",
      description: """
        Builds the UIKit adapter on Linux against UIKitShim, a small behavioural double of UIKit, and runs \
        UIKitAdapterTests through it. For NavigatorKit's own CI; never enable it in an app.
        """
    ),
    .trait(
      name: "SwiftUIShim",
      description: """
        Type-checks the SwiftUI layer on Linux against SwiftUIShim, a declaration double of SwiftUI with Apple's \
        published signatures. For NavigatorKit's own CI; never enable it in an app.
        """
    ),
  ],
  targets: [
    .target(
      name: "NavigatorKit",
      dependencies: [
        .target(name: "UIKitShim", condition: .when(traits: ["UIKitShim"])),
        .target(name: "SwiftUIShim", condition: .when(traits: ["SwiftUIShim"])),
      ],
      // `Double.rounded()` calls the C maths library, which Apple platforms always link but Linux links only with
      // Foundation: without this, an executable that imports NavigatorKit and not Foundation fails to link there.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    .target(name: "NavigatorKitTesting", dependencies: ["NavigatorKit"]),
    // What only this repository's test targets and benchmark share (a coordinator fixture, the seeded generator of the
    // randomized tests): in no product, as swift-argument-parser keeps its test helpers.
    .target(name: "NavigatorKitTestSupport", dependencies: ["NavigatorKit", "NavigatorKitTesting"]),
    // A behavioural double of UIKit for Linux, in no product. See Sources/UIKitShim/README.md. Its enumerations are
    // in UIKitShimEnums, `@nonexhaustive` as UIKit's are not frozen, so a `switch` over one needs `@unknown default`
    // — in this package's own targets too: built outside the package (`packageAccess: false`), it is not seen by the
    // package's other modules as one of theirs, which would let them switch exhaustively. Every file of both is inside
    // `#if UIKitShim`: SwiftPM 6.1 builds and links a trait-guarded target dependency even with the trait off
    // (swiftlang/swift-package-manager#8626), so an app built with it gets two empty modules, never the double.
    .target(name: "UIKitShim", dependencies: ["UIKitShimEnums"], exclude: ["README.md"]),
    .target(name: "UIKitShimEnums", packageAccess: false),
    // A declaration double of SwiftUI for Linux, in no product: the SwiftUI layer type-checks against it under the
    // SwiftUIShim trait. See Sources/SwiftUIShim/README.md. Every file is inside `#if SwiftUIShim`, as UIKitShim's are.
    .target(name: "SwiftUIShim", exclude: ["README.md"]),
    .executableTarget(
      name: "navigator-demo",
      dependencies: [
        "NavigatorKit", "NavigatorKitTesting",
        // Type-checks the demo's UIKit screen factory against the UIKit double under the trait.
        .target(name: "UIKitShim", condition: .when(traits: ["UIKitShim"])),
      ],
      path: "Examples/NavigatorDemo"
    ),
    .executableTarget(
      name: "navigator-bench",
      dependencies: ["NavigatorKit", "NavigatorKitTesting", "NavigatorKitTestSupport"],
      path: "Benchmarks/NavigatorBench"
    ),
    .testTarget(
      name: "NavigatorKitTests", dependencies: ["NavigatorKit", "NavigatorKitTesting", "NavigatorKitTestSupport"]
    ),
    .testTarget(
      name: "NavigatorKitTestingTests",
      dependencies: ["NavigatorKit", "NavigatorKitTesting", "NavigatorKitTestSupport"]
    ),
    // Routes and deep links, with the routing article's own app (its `ShopCoordinator` is not the other articles').
    .testTarget(
      name: "RoutingTests", dependencies: ["NavigatorKit", "NavigatorKitTesting", "NavigatorKitTestSupport"]
    ),
    // The path host for SwiftUI's NavigationStack, over the headless NavigationStack: tests named after S1–S12.
    .testTarget(
      name: "SwiftUITests",
      dependencies: [
        "NavigatorKit", "NavigatorKitTesting", "NavigatorKitTestSupport",
        // Type-checks the SwiftUI examples of the docs against the SwiftUI double under the trait.
        .target(name: "SwiftUIShim", condition: .when(traits: ["SwiftUIShim"])),
      ]
    ),
    .testTarget(
      name: "UIKitAdapterTests",
      dependencies: [
        "NavigatorKit", "NavigatorKitTestSupport",
        .target(name: "UIKitShim", condition: .when(traits: ["UIKitShim"])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
