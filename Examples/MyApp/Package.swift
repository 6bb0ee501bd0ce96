// swift-tools-version: 6.1
// snippet: install
import PackageDescription

let package = Package(
  name: "MyApp",
  // NavigatorKit needs iOS 13, macOS 10.15, tvOS 13, visionOS 1.
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    // A checkout in ../navigator-kit: SwiftPM names the
    // package after its folder, "navigator-kit".
    .package(path: "../navigator-kit")
    // A Git remote is named after the URL's last path
    // component without ".git" — here "NavigatorKit":
    // .package(
    //   url: "https://example.com/you/NavigatorKit.git",
    //   branch: "main")
  ],
  targets: [
    .target(
      name: "MyApp",
      dependencies: [
        .product(name: "NavigatorKit", package: "navigator-kit")
      ]
    ),
    .testTarget(
      name: "MyAppTests",
      dependencies: [
        "MyApp",
        .product(name: "NavigatorKitTesting", package: "navigator-kit"),
      ]
    ),
  ]
)
// snippet-end
