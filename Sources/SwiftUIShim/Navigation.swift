// Empty unless the SwiftUIShim trait is on, even where SwiftPM builds the module without it (Package.swift).
#if SwiftUIShim
  import Observation

  // MARK: - State and bindings

  /// A property wrapper type that can read and write a value owned by a source of truth (SwiftUI's `Binding`).
  @frozen @propertyWrapper @dynamicMemberLookup
  public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
      Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
  }

  extension Binding: @unchecked Sendable where Value: Sendable {}

  /// A property wrapper type that supports creating bindings to the mutable properties of observable objects
  /// (SwiftUI's `Bindable`).
  @dynamicMemberLookup @propertyWrapper
  public struct Bindable<Value> {
    private var object: Value

    /// The wrapped object.
    public var wrappedValue: Value {
      get { object }
      set { object = newValue }
    }

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
      let object = wrappedValue
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { object = wrappedValue }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { object = wrappedValue }
  }

  /// A property wrapper type that can read and write a value managed by SwiftUI (SwiftUI's `State`).
  @propertyWrapper
  public struct State<Value> {
    private final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = Box(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { box = Box(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
      let box = box
      return Binding(get: { box.value }, set: { box.value = $0 })
    }
  }

  // MARK: - NavigationStack

  /// A type-erased list of data representing the content of a navigation stack (SwiftUI's `NavigationPath`).
  public struct NavigationPath {
    private var elements: [AnyHashable] = []

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Creates a new, empty navigation path.
    public init() {}

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
      for element in elements { self.elements.append(AnyHashable(element)) }
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
  }

  /// A view that displays a root view and enables you to present additional views over the root view (SwiftUI's
  /// `NavigationStack`).
  @MainActor @preconcurrency
  public struct NavigationStack<Data, Root: View>: View {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {}
  }

  /// A view that switches between multiple child views using interactive user interface elements (SwiftUI's
  /// `TabView`).
  @MainActor @preconcurrency
  public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    /// Never called.
    public var body: Never { fatalError("SwiftUIShim: a primitive view has no body") }
  }

  // MARK: - Toolbars

  /// Conforming types represent items that can be placed in various locations in a toolbar (SwiftUI's
  /// `ToolbarContent`).
  @MainActor @preconcurrency
  public protocol ToolbarContent {}

  /// Constructs a toolbar item set from multi-expression closures (SwiftUI's `ToolbarContentBuilder`).
  @resultBuilder
  public struct ToolbarContentBuilder {
    /// A block of one toolbar item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// A toolbar item expression.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  }

  /// A structure that defines the placement of a toolbar item (SwiftUI's `ToolbarItemPlacement`).
  public struct ToolbarItemPlacement: Sendable {
    /// The item is placed in the navigation area: leading, where the back button is, on iOS.
    public static let navigation = ToolbarItemPlacement()
    /// The system places the item.
    public static let automatic = ToolbarItemPlacement()
  }

  /// A model that represents an item which can be placed in the toolbar or navigation bar (SwiftUI's `ToolbarItem`).
  public struct ToolbarItem<ID, Content: View>: ToolbarContent {}

  extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  }

  // MARK: - Navigation and presentation modifiers

  extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Presents a modal view that covers as much of the screen as possible, using the given item as a data source
    /// (iOS, tvOS, visionOS; not macOS).
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
      -> some View
    {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Hides the navigation bar back button for the view.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      ModifiedContent<Self, _ShimModifier>()
    }
  }
#endif
