// expect: requires that 'Step' conform to 'Hashable'
// A path of elements that are not Hashable: NavigationStack(path:) needs Data.Element: Hashable.
import SwiftUIShim

struct Step {
  let name: String
}

struct ProbeView: View {
  @State private var path: [Step] = []

  var body: some View {
    NavigationStack(path: $path) { Text("Root") }
  }
}
