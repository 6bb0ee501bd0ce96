// The documentation's examples that use UIKit or SwiftUI types. They compile only against Apple's SDKs, so they are
// type-checked when these tests are built for iOS, tvOS or visionOS — never on Linux, not even with the UIKitShim
// trait, whose stand-in declares only what NavigatorKit's adapter uses (no UIWindow, no UITabBarController). On
// Linux, DocumentationSnippetTests still holds the docs to this text.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  import NavigatorKit
  import UIKit

  final class HomeViewController: UIViewController {}
  final class OrderViewController: UIViewController {
    init(order: Order) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }
  final class ProfileEditorViewController: UIViewController {}
  final class OrderListViewController: UIViewController {}
  final class TrackingMapViewController: UIViewController {
    init(order: Order) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }
  final class TransitionAnimator: NSObject, UINavigationControllerDelegate {}

  final class TabCoordinator: NavigationCoordinator {
    var childCoordinators: [any Coordinator] = []
    let navigator: Navigator
    let rootScreen: any Screen = HomeViewController()
    init(navigator: Navigator) { self.navigator = navigator }
    func start() {}
  }
  typealias HomeCoordinator = TabCoordinator
  typealias SearchCoordinator = TabCoordinator

  @MainActor
  func gettingStartedNavigator() -> Navigator {
    // snippet: getting-started-uikit
    let navigationController = UINavigationController()
    let navigator = Navigator(host: navigationController)
    // snippet-end
    return navigator
  }

  // snippet: modal-tabs
  final class TabsCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    let tabBarController = UITabBarController()

    func start() {
      let homeStack = UINavigationController()
      let searchStack = UINavigationController()
      let home = HomeCoordinator(navigator: Navigator(host: homeStack))
      let search = SearchCoordinator(navigator: Navigator(host: searchStack))
      for tab: any NavigationCoordinator in [home, search] {
        addChild(tab)
        tab.navigator.setScreens([tab.rootScreen], animated: false)
        tab.start()
      }
      tabBarController.viewControllers = [homeStack, searchStack]
    }
  }
  // snippet-end

  @MainActor
  func popBackgroundTab(ordersStack: UINavigationController, ordersNavigator: Navigator) {
    // snippet: modal-legacy-pop
    // Legacy code pops a tab that is in the background…
    ordersStack.popToRootViewController(animated: false)
    // …so run the popped flows' closures now, not at the next call.
    ordersNavigator.synchronize()
    // snippet-end
  }

  @MainActor
  func uikitOverviewNavigator() -> Navigator {
    // snippet: uikit-create
    let navigator = Navigator(host: UINavigationController())
    // snippet-end
    return navigator
  }

  extension AppCoordinator {
    func orderScreenDidClose() {}
  }

  @MainActor
  func delegates(
    navigationController: UINavigationController, transitionAnimator: TransitionAnimator,
    otherAnimator: TransitionAnimator
  ) -> Navigator {
    // snippet: uikit-delegate
    navigationController.delegate = transitionAnimator
    let navigator = Navigator(host: navigationController)  // transitionAnimator still receives every call
    navigationController.delegate = otherAnimator  // adopted: otherAnimator takes over
    // snippet-end
    return navigator
  }

  @MainActor
  final class ProfileCoordinator {
    let navigator: Navigator
    init(navigator: Navigator) { self.navigator = navigator }
    func profileEditorDidClose() {}

    func editProfile() {
      // snippet: uikit-present
      let editor = UINavigationController(rootViewController: ProfileEditorViewController())
      editor.modalPresentationStyle = .pageSheet  // set the style before presenting
      navigator.present(editor) { [weak self] in
        self?.profileEditorDidClose()
      }
      // snippet-end
    }
  }
#endif
