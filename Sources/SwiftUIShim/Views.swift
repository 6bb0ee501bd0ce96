// SwiftUIShim: a declaration double of SwiftUI, so that NavigatorKit's SwiftUI layer (Sources/NavigatorKit/SwiftUI) is
// type-checked on Linux (`swift build --traits SwiftUIShim`). See README.md next to this file.
//
// Every declaration that stands for a SwiftUI one has the signature of Apple's published SwiftUI interface (names,
// labels, generic constraints, result builders, main-actor isolation), so the layer compiles here only if it would
// compile against SwiftUI. It renders nothing: bodies are never called on Linux. Empty unless the SwiftUIShim trait is
// on, even where SwiftPM builds the module without it (Package.swift).
#if SwiftUIShim
  import Observation

  // MARK: - View

  /// A piece of user interface (SwiftUI's `View`).
  @MainActor @preconcurrency
  public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  extension Never: View {
    /// Never called: a primitive view has no body.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// A view with no content (SwiftUI's `EmptyView`).
  public struct EmptyView: View {
    /// Creates an empty view.
    @inlinable nonisolated public init() {}
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// A view made of a tuple of views (SwiftUI's `TupleView`).
  public struct TupleView<T>: View {
    /// The views.
    nonisolated(unsafe) public var value: T
    /// Creates a tuple view.
    @inlinable nonisolated public init(_ value: T) { self.value = value }
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// One of two views (SwiftUI's `_ConditionalContent`).
  public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
      case trueContent(TrueContent)
      case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage
    nonisolated init(storage: Storage) { self.storage = storage }
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// A type-erased view (SwiftUI's `AnyView`).
  public struct AnyView: View {
    /// Creates a view that erases the type of `view`.
    public init<V: View>(_ view: V) {}
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// A view that displays text (SwiftUI's `Text`).
  public struct Text: View {
    /// Creates a text view that displays a string without localizing it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// A control that runs an action (SwiftUI's `Button`).
  public struct Button<Label: View>: View {
    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  }

  // MARK: - ViewBuilder

  /// A result builder that makes views from closures (SwiftUI's `ViewBuilder`).
  @resultBuilder
  public struct ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
      (repeat each Content)
    > {
      TupleView((repeat each content))
    }

    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    {
      _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    {
      _ConditionalContent(storage: .falseContent(second))
    }
  }

  // MARK: - Modifiers

  /// A view with a modifier applied (what SwiftUI's modifiers return, behind `some View`).
  public struct ModifiedContent<Content, Modifier>: View {
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  /// The modifier every shim modifier stands for.
  public struct _ShimModifier {}

  extension View {
    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Sets the tag value of this view, for a `TabView`'s selection.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedContent<Self, _ShimModifier>() }
  }
#endif
