// Linear identity scans for main-actor code.
//
// They are nonisolated on purpose. In main-actor code, a closure handed to a standard library algorithm
// (`contains(where:)`, `firstIndex(where:)`, `removeAll(where:)`, `map`) is wrapped in a thunk that checks, on every
// call, that it runs on the main actor (Swift 6 dynamic actor isolation checking, because the standard library isn't
// built in the Swift 6 language mode). That check costs many times the comparison it guards, on every element.
//
// They are index loops rather than `contains(where:)`/`lastIndex(where:)`: a debug build — the build an app's tests
// run, with NavigatorKit compiled in it — calls the standard library's unspecialized generic algorithms, which cost
// more than the scan itself; a release build compiles both forms alike.

/// Whether `screens` holds `screen` itself. Package-wide: the headless host in NavigatorKitTesting uses it too.
package nonisolated func containsIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  lastIndexIdentical(screens, screen) != nil
}

/// The index of the last screen in `screens` that is `screen` itself. Package-wide, like `containsIdentical`.
package nonisolated func lastIndexIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Int? {
  var index = screens.count
  while index > 0 {
    index -= 1
    if screens[index] === screen { return index }
  }
  return nil
}
