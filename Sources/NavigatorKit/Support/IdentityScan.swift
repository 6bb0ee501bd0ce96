// Linear identity scans for main-actor code.
//
// They are nonisolated on purpose. In main-actor code, a closure handed to a standard library algorithm
// (`contains(where:)`, `firstIndex(where:)`, `removeAll(where:)`, `map`) is wrapped in a thunk that checks, on every
// call, that it runs on the main actor (Swift 6 dynamic actor isolation checking, because the standard library isn't
// built in the Swift 6 language mode). That check costs many times the comparison it guards, on every element.
//
// They keep the closure forms: in a release build the compiler turns them into the tightest loop over a deep stack
// (an index loop or a for-in costs `push_pop_vs_reference_deep` about 0.6), though a debug build calls the standard
// library's unspecialized generic algorithms for them. The scans that a person's exit makes at the top of the stack
// (Engine/KnownStack.swift) are index loops: short, and cheaper in the debug build an app's tests run.

/// Whether `screens` holds `screen` itself. Package-wide: the headless host in NavigatorKitTesting uses it too.
package nonisolated func containsIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Bool {
  screens.contains { $0 === screen }
}

/// The index of the last screen in `screens` that is `screen` itself. Package-wide, like `containsIdentical`.
package nonisolated func lastIndexIdentical(_ screens: [any Screen], _ screen: AnyObject) -> Int? {
  screens.lastIndex { $0 === screen }
}
