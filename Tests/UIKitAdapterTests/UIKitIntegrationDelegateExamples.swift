#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  // UIKitIntegration.md's "Keep your own navigation-controller delegate": a screen that installs its own transition and
  // clears it, against the double.

  /// A screen's custom push and pop animation, as a navigation-controller delegate.
  final class ZoomTransition: NSObject {
    private(set) var askedFor: [String] = []
  }

  extension ZoomTransition: UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      askedFor.append("\(type(of: fromVC))->\(type(of: toVC))")
      return nil
    }
  }

  // snippet: uikit-cleared-delegate
  final class PhotoViewController: UIViewController {
    private let zoom = ZoomTransition()

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationController?.delegate = zoom  // this screen's own push and pop animations
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      navigationController?.delegate = nil  // from now on no delegate: the zoom is asked about nothing else
    }
  }
  // snippet-end

  extension PhotoViewController {
    /// The transition this screen installs, for the test.
    var zoomForTests: ZoomTransition { zoom }
  }

  final class ShareViewController: UIViewController {}

  extension UIKitShimTests {
    @MainActor
    @Suite struct UIKitIntegrationDelegateExamples {
      @Test func aScreensClearedTransitionIsAskedAboutNothingElse() async throws {
        let navigationController = UINavigationController(rootViewController: HomeViewController())
        let navigator = Navigator(host: navigationController)
        navigationController.shimShowInWindow()
        let photo = PhotoViewController()
        navigator.push(photo, animated: false)
        await settle()
        navigator.push(ShareViewController(), animated: true)  // the zoom animates leaving the photo
        await settle()
        #expect(photo.zoomForTests.askedFor == ["PhotoViewController->ShareViewController"])
        let host = try #require(navigator.host as? NavigationControllerHost)
        #expect(host.forwardedDelegate == nil)  // the photo cleared it as it went
        // The way back is not the zoom's: UIKit asks for the animator before the photo's `viewWillAppear`.
        navigator.pop(animated: true)
        await settle()
        #expect(photo.zoomForTests.askedFor == ["PhotoViewController->ShareViewController"])
        #expect(host.forwardedDelegate === photo.zoomForTests)  // the photo shows again, with its zoom
      }
    }
  }
#endif
