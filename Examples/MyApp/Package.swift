// swift-tools-version: 6.1
import PackageDescription

// snippet: install
let package = Package(
  name: "MyApp",
  platforms: [.iOS(.v13), .macOS(.v10_15)],  // NavigatorKit's minimums; tvOS 13 and visionOS 1 too
  dependencies: [
    .package(path: "../navigator-kit")  // or .package(url: "https://…/NavigatorKit.git", from: "0.1.0")
  ],
  targets: [
    .target(name: "MyApp", dependencies: [.product(name: "NavigatorKit", package: "navigator-kit")]),
    .testTarget(
      name: "MyAppTests",
      dependencies: ["MyApp", .product(name: "NavigatorKitTesting", package: "navigator-kit")]
    ),
  ]
)
// snippet-end
