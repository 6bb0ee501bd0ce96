// UIKit's enumerations and option sets, in a module of their own. Each enumeration is `@nonexhaustive` (SE-0487,
// Swift 6.2.3 and later), so that a `switch` over one from another module needs `@unknown default` — an error in the
// Swift 6 language mode, a warning in Swift 5 — as a `switch` over UIKit's does against the iOS SDK, where the
// enumerations are not frozen. The attribute does what library evolution did here before, without the compiler flag
// that SwiftPM counts as unsafe. It is left out by a compiler that lacks it (`hasAttribute`): the module still
// builds, and Tests/ShimProbes/fail/SwitchWithoutUnknownDefault.swift fails in CI. The module is outside the package
// (`packageAccess: false` in Package.swift) because a `@nonexhaustive` enumeration is exhaustive to modules of its own
// package. UIKitShim re-exports it. Raw values are UIKit's, from the SDK headers.

// Empty unless the UIKitShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if UIKitShim
  /// The interface orientations a view controller supports.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (`struct`, `OptionSet`,
  /// `init(rawValue: UInt)`). Unavailable on tvOS.
  @available(tvOS, unavailable)
  public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Portrait. Apple: …/uiinterfaceorientationmask/portrait (raw value `1 << 1`).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)

    /// Every orientation. Apple: …/uiinterfaceorientationmask/all.
    public static let all = UIInterfaceOrientationMask(rawValue: 0b11110)
  }

  /// An orientation of the app's user interface.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiinterfaceorientation (`enum`, raw type `Int`, not
  /// frozen). Unavailable on tvOS.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  @available(tvOS, unavailable)
  public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known. Raw value 0.
    case unknown = 0
    /// Portrait, with the home indicator at the bottom. Raw value 1.
    case portrait = 1
  }

  /// How a view controller is presented modally.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (`enum`, raw type `Int`, not
  /// frozen; raw values from the SDK header's `UIModalPresentationStyle`).
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum UIModalPresentationStyle: Int, Sendable {
    /// The default style chosen by the system. Raw value -2.
    case automatic = -2
    /// No adaptation: keep the current style. Only a delegate's adaptive answer. Raw value -1.
    case none = -1
    /// Covers the screen. Raw value 0.
    case fullScreen = 0
    /// Partially covers the underlying content. Raw value 1.
    case pageSheet = 1
    /// Centred in the screen. Raw value 2.
    case formSheet = 2
    /// Covers the screen, keeping what is under it. Raw value 5.
    case overFullScreen = 5
    /// A popover. Raw value 7.
    case popover = 7
  }

  /// The kind of transition a navigation controller runs.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation (not frozen).
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum UINavigationControllerOperation: Int, Sendable {
    /// No transition. Raw value 0.
    case none = 0
    /// A push. Raw value 1.
    case push = 1
    /// A pop. Raw value 2.
    case pop = 2
  }

  /// The states of a gesture recogniser.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state (not frozen).
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum UIGestureRecognizerState: Int, Sendable {
    /// Not recognised yet. Raw value 0.
    case possible = 0
    /// A continuous gesture began. Raw value 1.
    case began = 1
    /// A continuous gesture changed. Raw value 2.
    case changed = 2
    /// The gesture ended (the finger lifted). Raw value 3.
    case ended = 3
    /// The gesture was cancelled. Raw value 4.
    case cancelled = 4
    /// The gesture failed. Raw value 5.
    case failed = 5
  }
#endif
