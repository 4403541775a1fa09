/// A read-write reference to a value that lives elsewhere, as SwiftUI's
/// `Binding`: a component takes one instead of owning its state, so the state
/// stays in the app's `@Observable` models and reading it through the binding
/// is tracked by Observation like reading the model directly.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// A binding to `keyPath` of `model`. The binding keeps the model alive,
    /// as SwiftUI's `$model.property` does; it never refers back to a view.
    public init<Model: AnyObject>(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) {
        self.init(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }

    /// A binding that always reads `value` and ignores writes, for previews,
    /// tests and components shown in a fixed state.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so that `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding from another's projected value (`@Binding var isOn: Bool` set from `$isOn`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the bound value: `$profile.name`.
    public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Value, Property>) -> Binding<Property> {
        Binding<Property>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 }
        )
    }

    /// The same value seen as another type, both ways: reads go through `get`,
    /// writes through `set` back into this binding.
    public func map<Other>(get: @escaping @MainActor (Value) -> Other,
                           set: @escaping @MainActor (Other) -> Value) -> Binding<Other> {
        Binding<Other>(get: { get(self.wrappedValue) }, set: { self.wrappedValue = set($0) })
    }
}

extension Binding {
    /// A `Binding<Bool>` that is true while the optional value is present and,
    /// set to false, clears it; setting true does nothing (there is nothing to
    /// present). The shape SwiftUI uses for `sheet(item:)`.
    public func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { newValue in
            if !newValue, self.wrappedValue != nil { self.wrappedValue = nil }
        })
    }
}
