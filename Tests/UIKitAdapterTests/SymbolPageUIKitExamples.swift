#if UIKitShim
  import NavigatorKit
  import Testing
  import UIKitShim

  // The symbol pages' examples with view controllers, type-checked against UIKitShim and run through it.
  // DocumentationSnippetTests holds each doc comment under Sources to its region here.

  final class HomeViewController: UIViewController {}

  enum Color: Equatable {
    case teal
  }

  // snippet: symbol-flow-completion
  final class ColorPicker: UIViewController {
    let completion = FlowCompletion<Color>()
    func didPick(_ color: Color) { completion.complete(color) }
  }
  // snippet-end

  extension UIKitShimTests {
    @MainActor
    @Suite struct SymbolPageUIKitExamples {
      @Test func aNavigatorOverANavigationController() {
        // snippet: symbol-navigation-controller-host
        let navigationController = UINavigationController(rootViewController: HomeViewController())
        let navigator = Navigator(host: navigationController)
        // snippet-end
        #expect(navigator.topScreen === navigationController.viewControllers.first)
      }

      @Test func aNavigatorOverANewNavigationController() {
        // snippet: symbol-navigator-init-uikit
        let navigator = Navigator(host: UINavigationController())
        // snippet-end
        #expect(navigator.screens.isEmpty)
      }

      @Test func theTabBarDelegateForwards() async {
        let appTabDelegate = RecordingDelegate()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [HomeViewController(), HomeViewController()]
        tabBarController.shimShowInWindow()
        // snippet: symbol-tab-bar-delegate
        let tabDelegate = NavigationTabBarControllerDelegate(forwardingTo: appTabDelegate)
        tabBarController.delegate = tabDelegate
        // snippet-end
        tabBarController.shimTapTab(at: 1)
        await settle()
        #expect(appTabDelegate.calls == ["didSelect"])
      }

      @Test func anAwaitedPickerGivesItsColor() async {
        let navigationController = UINavigationController(rootViewController: HomeViewController())
        navigationController.shimShowInWindow()
        let navigator = Navigator(host: navigationController)
        var applied: [Color] = []
        func apply(_ color: Color) { applied.append(color) }
        let picking = Task {
          for _ in 0..<100 where !(navigator.topScreen is ColorPicker) { await Task.yield() }
          await settle()
          (navigator.topScreen as? ColorPicker)?.didPick(.teal)
        }
        // snippet: symbol-flow-completion
        let picker = ColorPicker()
        if let color = await navigator.push(picker, completing: picker.completion).value {
          apply(color)
        }
        // snippet-end
        await picking.value
        #expect(applied == [.teal])
      }
    }
  }
#endif
