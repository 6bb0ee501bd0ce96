// What the failing probes get wrong, written correctly: it must build.
import Observation
import SwiftUIShim

struct Item: Identifiable, Hashable {
  let id: Int
}

@MainActor @Observable
final class Model {
  var path: [Item] = []
  var sheet: Item?
  var tab = 0
}

struct ProbeView: View {
  @Bindable var model: Model
  @State private var other = NavigationPath()

  var body: some View {
    TabView(selection: $model.tab) {
      NavigationStack(path: $model.path) {
        Text("Root")
          .navigationDestination(for: Item.self) { item in
            Text("\(item.id)")
              .navigationBarBackButtonHidden(true)
              .toolbar { ToolbarItem(placement: .navigation) { Button("Back") { model.path.removeLast() } } }
          }
      }
      .sheet(item: $model.sheet, onDismiss: nil) { item in Text("\(item.id)").interactiveDismissDisabled() }
      .fullScreenCover(item: $model.sheet) { _ in EmptyView() }
      .tag(0)
      NavigationStack(path: $other) { Text("Other") }.tag(1)
    }
  }
}
