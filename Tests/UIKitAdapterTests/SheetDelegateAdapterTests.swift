#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  /// A sheet delegate's own methods reach the app's delegate through NavigatorKit's presentation-controller proxy.
  extension UIKitShimTests {
    @MainActor
    @Suite struct SheetDelegateAdapterTests {
      /// An app's sheet delegate that follows the selected detent.
      final class DetentDelegate: NSObject {
        private(set) var detentChanges = 0
      }

      @Test(arguments: [false, true])
      func aDetentChangeReachesTheAppsSheetDelegate(assignedAfterPresenting: Bool) async throws {
        guard #available(iOS 15.0, *) else { return }
        let f = Fixture()
        let app = DetentDelegate()
        let sheet = NamedViewController("Sheet")
        sheet.modalPresentationStyle = .pageSheet
        let presentationController = try #require(sheet.presentationController as? UISheetPresentationController)
        if !assignedAfterPresenting { presentationController.delegate = app }
        f.navigator.present(sheet)
        await settle()
        // The presented flow's own `presentationController?.delegate = self`, after the presentation.
        if assignedAfterPresenting { presentationController.delegate = app }
        presentationController.shimDragToAnotherDetent()
        #expect(app.detentChanges == 1)
        #expect(presentationController.delegate !== app)  // NavigatorKit's proxy is in front
        withExtendedLifetime(app) {}
      }
    }
  }

  @available(iOS 15.0, *)
  extension UIKitShimTests.SheetDelegateAdapterTests.DetentDelegate: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      detentChanges += 1
    }
  }
#endif
