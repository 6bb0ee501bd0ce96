import NavigatorKit

// Linear identity scans, nonisolated so that the closure isn't wrapped in a per-element main-actor check (Swift 6
// dynamic actor isolation checking of closures handed to the standard library from main-actor code).

/// Whether `screens` holds `screen` itself.
nonisolated func containsIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  screens.contains { $0 === screen }
}

/// The index of the last screen in `screens` that is `screen` itself.
nonisolated func lastIndexIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Int? {
  screens.lastIndex { $0 === screen }
}
