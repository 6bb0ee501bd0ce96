#if UIKitShim
  import NavigatorKit
  import NavigatorKitTestSupport
  import Testing
  import UIKitShim

  /// The coordinator that MadeContainersTests runs on headless stacks, here over a `UINavigationController`: the same
  /// code makes `UINavigationController`s and a `UITabBarController`, because it asks its navigator's host for them.
  extension UIKitShimTests {
    @MainActor
    @Suite struct MadeContainersAdapterTests {
      @Test func aPlainCoordinatorPresentsAUINavigationControllerOfItsOwn() async throws {
        let f = Fixture()
        let home = ContainerHomeCoordinator(navigator: f.navigator, makeScreen: NamedViewController.init)
        var left: [String] = []
        let compose = home.showCompose()
        await settle()
        let presented = try #require(f.navigationController.presentedViewController as? UINavigationController)
        #expect(presented !== f.navigationController)
        #expect(presented.viewControllers.compactMap { ($0 as? NamedViewController)?.name } == ["Compose"])
        #expect((compose.navigator.host as? NavigationControllerHost)?.navigationController === presented)
        compose.show("Attachments") { left.append("attachments: \($0)") }
        await settle()
        f.navigator.dismiss(animated: false)
        await settle()
        #expect(left == ["attachments: dismiss"])
        #expect(home.ended == [.dismiss])
        #expect(home.childCoordinators.isEmpty)
      }

      @Test func aPlainCoordinatorPresentsAUITabBarControllerOfUINavigationControllers() async throws {
        let f = Fixture()
        let home = ContainerHomeCoordinator(navigator: f.navigator, makeScreen: NamedViewController.init)
        var left: [String] = []
        let mail = home.showMail(["Inbox", "Sent"])
        await settle()
        let tabBar = try #require(f.navigationController.presentedViewController as? UITabBarController)
        let stacks = (tabBar.viewControllers ?? []).compactMap { $0 as? UINavigationController }
        #expect(stacks.count == 2)
        #expect(
          stacks.map { $0.viewControllers.compactMap { ($0 as? NamedViewController)?.name } } == [["Inbox"], ["Sent"]])
        mail.tabs[1].show("Receipt") { left.append("receipt: \($0)") }
        await settle()
        f.navigator.dismiss(animated: false)
        await settle()
        #expect(left == ["receipt: dismiss"])
        #expect(home.ended == [.dismiss])
        #expect(home.childCoordinators.isEmpty)
      }
    }
  }
#endif
