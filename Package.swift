// swift-tools-version: 6.1
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
      name: "UIKitShim",
      description: """
        Type-checks the UIKit adapter on Linux against a compile-only module that declares the UIKit API it uses. \
        For NavigatorKit's own CI; never enable it in an app.
        """
    )
  ],
  targets: [
    .target(
      name: "NavigatorKit",
      dependencies: [.target(name: "UIKit", condition: .when(traits: ["UIKitShim"]))]
    ),
    .target(name: "NavigatorKitTesting", dependencies: ["NavigatorKit"]),
    // A compile-only stand-in for UIKit, in no product. See Sources/UIKitShim/README.md.
    .target(name: "UIKit", path: "Sources/UIKitShim", exclude: ["README.md"]),
    .executableTarget(
      name: "navigator-demo",
      dependencies: ["NavigatorKit", "NavigatorKitTesting"],
      path: "Examples/NavigatorDemo"
    ),
    .executableTarget(
      name: "navigator-bench",
      dependencies: ["NavigatorKit", "NavigatorKitTesting"],
      path: "Benchmarks/NavigatorBench"
    ),
    .testTarget(name: "NavigatorKitTests", dependencies: ["NavigatorKit", "NavigatorKitTesting"]),
    .testTarget(name: "NavigatorKitTestingTests", dependencies: ["NavigatorKit", "NavigatorKitTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
