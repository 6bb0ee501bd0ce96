// UIKitIntegration.md's SwiftUI section. SwiftUI exists only in Apple's SDKs, so these compile only when the tests are
// built for iOS, tvOS or visionOS; on Linux, DocumentationSnippetTests still holds the docs to this text.
#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  import NavigatorKit
  import SwiftUI
  import UIKit

  // snippet: swiftui-push
  struct ReceiptView: View {
    let order: Order
    let onDone: () -> Void

    var body: some View {
      VStack {
        Text("Order \(order.number) is on its way")
        Button("Done", action: onDone)
      }
    }
  }

  extension OrdersFlowCoordinator {
    func showReceipt(for order: Order) {
      let receipt = UIHostingController(
        rootView: ReceiptView(order: order) { [weak self] in
          // Or Back, or a swipe: onLeave runs either way.
          self?.navigator.pop()
        })
      navigator.push(receipt) { [weak self] in
        // The hosting controller has left the stack.
        self?.receiptDidClose()
      }
    }
  }
  // snippet-end

  extension OrdersFlowCoordinator {
    func receiptDidClose() {}
  }

  struct OrderView: View {
    let order: Order
    let onTrack: () -> Void
    var body: some View { Button("Track order \(order.number)", action: onTrack) }
  }

  // snippet: swiftui-mixed
  final class OrdersFlowCoordinator: NavigationCoordinator {
    var childCoordinators: [any Coordinator] = []
    let navigator: Navigator
    let rootScreen: any Screen = OrderListViewController()  // UIKit

    init(navigator: Navigator) {
      self.navigator = navigator
    }

    func start() {
      navigator.setScreens([rootScreen], animated: false)
    }

    func showOrder(_ order: Order) {
      let view = OrderView(order: order) { [weak self] in
        self?.showTracking(for: order)
      }
      // SwiftUI:
      navigator.push(UIHostingController(rootView: view))
    }

    func showTracking(for order: Order) {
      // UIKit again:
      navigator.push(TrackingMapViewController(order: order))
    }
  }
// snippet-end
#endif
