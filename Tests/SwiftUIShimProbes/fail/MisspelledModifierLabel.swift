// expect: incorrect argument label in call (have 'itme:onDismiss:_:', expected 'item:onDismiss:_:')
// A sheet modifier with a typo in its first label: SwiftUI has no `sheet(itme:)`.
import SwiftUIShim

struct Item: Identifiable {
  let id: Int
}

struct ProbeView: View {
  @State private var item: Item?

  var body: some View {
    Text("Home").sheet(itme: $item, onDismiss: nil) { item in Text("\(item.id)") }
  }
}
