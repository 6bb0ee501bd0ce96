// The article's app factory, which makes view controllers. It compiles only against Apple's SDKs, so it is
// type-checked when these tests are built for iOS, tvOS or visionOS — never on Linux, not even with the UIKitShim
// trait, whose stand-in declares only what NavigatorKit's adapter uses. On Linux, DocumentationSnippetTests still
// holds the article to this text.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
  import NavigatorKit
  import UIKit

  final class ShopViewController: UIViewController {}
  final class ProductViewController: UIViewController {
    init(id: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }
  final class ReviewsViewController: UIViewController {
    init(product: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }
  final class PlaceholderViewController: UIViewController {
    init(title: String) {
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    required init?(coder: NSCoder) { nil }
  }

  @MainActor
  func routingArticleShop() -> ShopCoordinator {
    // snippet: routes-uikit-factory
    let shopRouter = Router(
      navigator: Navigator(host: UINavigationController()),
      factory: ScreenFactory<AppRoute> { route in
        switch route {
        case .shopHome: ShopViewController()
        case .product(let id): ProductViewController(id: id)
        case .reviews(let id): ReviewsViewController(product: id)
        default: PlaceholderViewController(title: "\(route)")
        }
      })
    let shop = ShopCoordinator(router: shopRouter)
    // snippet-end
    return shop
  }
#endif
