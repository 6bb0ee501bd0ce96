// UIKitIntegration.md's scene delegate. Compiled only against Apple's SDKs: see UIKitExamples.swift.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  // snippet: uikit-scene
  import NavigatorKit
  import UIKit

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let navigationController = UINavigationController()
      let coordinator = AppCoordinator(navigator: Navigator(host: navigationController))

      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
      self.window = window

      appCoordinator = coordinator
      coordinator.start()
    }
  }

  final class AppCoordinator: NavigationCoordinator {
    var childCoordinators: [any Coordinator] = []
    let navigator: Navigator
    let rootScreen: any Screen = HomeViewController()

    init(navigator: Navigator) {
      self.navigator = navigator
    }

    func start() {
      navigator.setScreens([rootScreen], animated: false)
    }

    func showOrder(_ order: Order) {
      navigator.push(OrderViewController(order: order)) { [weak self] in
        // Runs once, when the order screen has left the stack — however it left.
        self?.orderScreenDidClose()
      }
    }
  }
// snippet-end

#endif
