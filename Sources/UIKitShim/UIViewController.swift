// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  // MARK: - Responder and view controller

  /// The base class of objects that handle events; `UIViewController` inherits from it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`).
  @MainActor
  open class UIResponder: NSObject {}

  /// An object that manages content on screen; here, only whether a view controller's view exists.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView : UIResponder`).
  @MainActor
  open class UIView: UIResponder {}

  /// A menu element that runs a closure; here, a back button's action.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiaction (`@MainActor class UIAction : UIMenuElement`). Only
  /// `title`, `identifier` and `handler` of its convenience initialiser are declared.
  @MainActor
  open class UIAction: NSObject {
    /// An action's identifier. Apple: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's string.
      public var rawValue: String
      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title. Apple: …/uiaction/title.
    open var title: String
    /// The action's identifier; a unique one when none was given. Apple: …/uiaction/identifier-swift.property.
    open private(set) var identifier: Identifier
    let handler: UIActionHandler

    /// Creates an action.
    ///
    /// Apple: …/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:).
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
      self.title = title
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.handler = handler
      super.init()
    }

    /// A copy, as `@NSCopying` properties store.
    func copied() -> UIAction {
      UIAction(title: title, identifier: identifier, handler: handler)
    }
  }

  /// The closure an action runs. Apple: https://developer.apple.com/documentation/uikit/uiactionhandler
  /// (`typealias UIActionHandler = (UIAction) -> Void`: not main-actor isolated in the SDK, although UIKit calls it on
  /// the main thread).
  public typealias UIActionHandler = (UIAction) -> Void

  /// The items a navigation bar shows for a view controller; here, its back action.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem (`@MainActor class`).
  @MainActor
  open class UINavigationItem: NSObject {
    /// What a tap on the back button does while this item is on top, instead of popping (iOS 16). On an item without
    /// a back button — the root's — setting it makes one. Stored as a copy (`@NSCopying`): read it back and you get
    /// another object with the same identifier.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    open var backAction: UIAction? {
      get { backActionStorage }
      set { backActionStorage = newValue?.copied() }
    }

    var backActionStorage: UIAction?

    /// Whether the back button is hidden. Apple: …/uinavigationitem/hidesbackbutton.
    open var hidesBackButton = false

    /// Buttons shown at the leading edge, in place of the back button unless ``leftItemsSupplementBackButton``.
    /// Apple: …/uinavigationitem/leftbarbuttonitems.
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// Whether ``leftBarButtonItems`` show beside the back button rather than in its place.
    /// Apple: …/uinavigationitem/leftitemssupplementbackbutton.
    open var leftItemsSupplementBackButton = false
  }

  /// A button on a navigation bar. Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem
  /// (`@MainActor class UIBarButtonItem : UIBarItem`; here only created and placed).
  @MainActor
  open class UIBarButtonItem: NSObject {}

  /// An object that manages a view hierarchy; here, its place among parents and presentations.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController`;
  /// designated `init(nibName:bundle:)`, required `init?(coder:)`).
  @MainActor
  open class UIViewController: UIResponder {
    weak var parentStorage: UIViewController?
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var isBeingDismissedStorage = false
    private var viewStorage: UIView?
    /// Whether the view is in a window: shown by ``shimShowInWindow()``, by its navigation or tab bar controller, or by
    /// a presentation.
    var isInWindow = false
    private lazy var navigationItemStorage = UINavigationItem()

    /// Creates a view controller. Apple: …/uiviewcontroller/init(nibname:bundle:) (designated).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// Creates a view controller from an archive. Apple: …/uiviewcontroller/init(coder:) (required, failable).
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// Creates a view controller with no nib: `UIViewController()`, as Objective-C's `init` imports.
    public convenience override init() {
      self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view and its appearance

    /// The view, loaded on first use: `loadView`, then ``viewDidLoad()``. Apple: …/uiviewcontroller/view.
    open var view: UIView! {
      loadViewIfNeeded()
      return viewStorage
    }

    /// Whether the view is loaded. Apple: …/uiviewcontroller/isviewloaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view if it is not loaded yet. Apple: …/uiviewcontroller/loadviewifneeded().
    open func loadViewIfNeeded() {
      guard viewStorage == nil else { return }
      viewStorage = UIView()
      viewDidLoad()
    }

    /// Called once the view is loaded. Apple: …/uiviewcontroller/viewdidload().
    open func viewDidLoad() {}

    /// Called before the view is added to a window. Apple: …/uiviewcontroller/viewwillappear(_:).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to a window. Apple: …/uiviewcontroller/viewdidappear(_:).
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from the window. Apple: …/uiviewcontroller/viewwilldisappear(_:).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from the window. Apple: …/uiviewcontroller/viewdiddisappear(_:).
    open func viewDidDisappear(_ animated: Bool) {}

    /// The item a navigation bar shows for this view controller. Apple: …/uiviewcontroller/navigationitem.
    open var navigationItem: UINavigationItem { navigationItemStorage }

    /// The child view controllers: a navigation controller's stack, a tab bar controller's tabs.
    /// Apple: …/uiviewcontroller/children.
    open var children: [UIViewController] { [] }

    /// The window shows this view controller — the scene's root, say (R8): the view loads, and the view controller
    /// and the children it shows appear.
    public func shimShowInWindow() {
      guard !isInWindow else { return }
      beginAppearance(animated: false)
      endAppearance(animated: false)
    }

    /// The window stops showing this view controller and the children it shows.
    public func shimRemoveFromWindow() {
      guard isInWindow else { return }
      beginDisappearance(animated: false)
      endDisappearance(animated: false)
    }

    /// The view loads if needed, then `viewWillAppear`.
    func beginAppearance(animated: Bool) {
      loadViewIfNeeded()
      viewWillAppear(animated)
    }

    /// In the window: the content a container shows appears, then `viewDidAppear`.
    func endAppearance(animated: Bool) {
      isInWindow = true
      appearContent()
      viewDidAppear(animated)
    }

    func beginDisappearance(animated: Bool) {
      viewWillDisappear(animated)
    }

    /// Out of the window, with the children it showed, then `viewDidDisappear`.
    func endDisappearance(animated: Bool) {
      isInWindow = false
      for child in children where child.isInWindow { child.shimRemoveFromWindow() }
      viewDidDisappear(animated)
    }

    /// Shows what a container shows once it is in a window; nothing for a view controller without children.
    func appearContent() {}

    /// The parent view controller (a navigation or tab bar controller). Apple: …/uiviewcontroller/parent.
    open var parent: UIViewController? { parentStorage }

    /// The nearest ancestor navigation controller. Apple: …/uiviewcontroller/navigationcontroller.
    open var navigationController: UINavigationController? {
      parentStorage as? UINavigationController ?? parentStorage?.navigationController
    }

    /// The nearest ancestor tab bar controller. Apple: …/uiviewcontroller/tabbarcontroller.
    open var tabBarController: UITabBarController? {
      parentStorage as? UITabBarController ?? parentStorage?.tabBarController
    }

    /// How this view controller is presented. Apple: …/uiviewcontroller/modalpresentationstyle (iOS 13: `.automatic`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether the person may not pull this view controller down (R23). Apple: …/uiviewcontroller/ismodalinpresentation.
    open var isModalInPresentation = false

    /// The view controller this one, or one of its ancestors, presents (R21, R21a).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? {
      presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The view controller that presented this one, or one of its ancestors. Apple: …/presentingviewcontroller.
    open var presentingViewController: UIViewController? {
      presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The presentation controller managing this view controller; reading it before a presentation creates one from
    /// ``modalPresentationStyle``: a ``UISheetPresentationController`` for a sheet (`.automatic`, `.pageSheet`,
    /// `.formSheet`), a ``UIPopoverPresentationController`` for a popover, the base class for the other styles (a
    /// full-screen cover among them), as UIKit does from iOS 15.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? {
      if let presentationControllerStorage { return presentationControllerStorage }
      let created: UIPresentationController
      switch modalPresentationStyle {
      case .popover: created = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      case .automatic, .pageSheet, .formSheet:
        created = UISheetPresentationController(presentedViewController: self, presenting: nil)
      default: created = UIPresentationController(presentedViewController: self, presenting: nil)
      }
      presentationControllerStorage = created
      return created
    }

    /// The coordinator of the transition in flight for this view controller or an ancestor (R10, R27).
    ///
    /// A presentation's or dismissal's coordinator is the presenting view controller's (R23a) and the presented one's:
    /// Apple's page says that during a presentation or dismissal it "returns the transition coordinator object
    /// associated with that transition", so a presented navigation controller and its screens report it too.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      Transition.running(for: self)?.coordinator ?? parentStorage?.transitionCoordinator
    }

    /// Whether this view controller is being dismissed: from the start of its dismissal to its end.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed (documented for use in
    /// the appearance callbacks only).
    open var isBeingDismissed: Bool { isBeingDismissedStorage }

    /// The interface orientations this view controller supports. Apple: …/supportedinterfaceorientations.
    @available(tvOS, unavailable)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// The orientation to present this view controller in. Apple: …/preferredinterfaceorientationforpresentation.
    @available(tvOS, unavailable)
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// The ancestor that presents for this view controller: its root-most parent (R21).
    var presentationContext: UIViewController {
      parentStorage?.presentationContext ?? self
    }

    /// Presents a view controller modally (R21): refused, with a log line and no completion, while something is
    /// presented or a presentation or dismissal runs.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
      let presenter = presentationContext
      guard presenter.presentedStorage == nil, Transition.running(for: presenter) == nil else {
        UIKitShimRuntime.log.append("Attempt to present a view controller on one which is already presenting")
        return
      }
      let presented = viewControllerToPresent
      presented.presentationController?.presentingStorage = presenter
      (presented.presentationController as? UIPopoverPresentationController)?.prepareForPresentation()
      presenter.presentedStorage = presented
      presented.presentingStorage = presenter
      presented.beginAppearance(animated: flag)
      guard flag else {
        presented.endAppearance(animated: false)
        completion?()
        return
      }
      _ = Transition(owner: presenter, presenting: presented, interactive: false) { coordinator in
        presented.endAppearance(animated: true)
        coordinator.runCompletions()
        completion?()
      }
    }

    /// Dismisses what this view controller's context presents, or this view controller if it is presented (R22).
    ///
    /// During another presentation or dismissal UIKit logs "while a presentation or dismiss is in progress" and the
    /// double drops the call; its completion never runs. A programmatic dismissal calls no presentation-controller
    /// delegate method (R23).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      let context = presentationContext
      guard let presenter = context.presentedStorage != nil ? context : context.presentingStorage,
        let presented = presenter.presentedStorage
      else { return }
      guard Transition.running(for: presenter) == nil else {
        UIKitShimRuntime.log.append("Attempt to dismiss while a presentation or dismiss is in progress")
        return
      }
      presented.isBeingDismissedStorage = true
      guard flag else {
        Self.endPresentation(of: presented, by: presenter)
        completion?()
        return
      }
      _ = Transition(owner: presenter, presenting: presented, interactive: false) { coordinator in
        Self.endPresentation(of: presented, by: presenter)
        coordinator.runCompletions()
        completion?()
      }
    }

    static func endPresentation(of presented: UIViewController, by presenter: UIViewController) {
      if presented.isInWindow { presented.shimRemoveFromWindow() }
      presented.isBeingDismissedStorage = false
      if presenter.presentedStorage === presented { presenter.presentedStorage = nil }
      presented.presentingStorage = nil
    }
  }
#endif
