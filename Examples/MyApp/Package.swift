// swift-tools-version: 6.1
// snippet: install
import PackageDescription

let package = Package(
  name: "MyApp",
  // At least NavigatorKit's own minimums: iOS 13, macOS 10.15, tvOS 13, visionOS 1. Linux needs nothing.
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    // A local checkout. SwiftPM names the package after its folder: "navigator-kit" here.
    .package(path: "../navigator-kit")
    // Or a Git remote. SwiftPM names the package after the URL's last path component, without ".git":
    // .package(url: "https://example.com/you/NavigatorKit.git", branch: "main")  // package: "NavigatorKit"
  ],
  targets: [
    .target(
      name: "MyApp",
      dependencies: [.product(name: "NavigatorKit", package: "navigator-kit")]
    ),
    .testTarget(
      name: "MyAppTests",
      dependencies: ["MyApp", .product(name: "NavigatorKitTesting", package: "navigator-kit")]
    ),
  ]
)
// snippet-end
