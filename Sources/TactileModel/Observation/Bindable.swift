/// Bindings to the properties of an `@Observable` model, as SwiftUI's
/// `@Bindable`: `Bindable(menu).selection` is a `Binding` to `menu.selection`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Model: AnyObject> {
    /// The observable model.
    public var wrappedValue: Model

    /// Wraps `wrappedValue`, for `@Bindable var model` in a declaration.
    public init(wrappedValue: Model) { self.wrappedValue = wrappedValue }

    /// Wraps `model`.
    public init(_ model: Model) { self.wrappedValue = model }

    /// The wrapper itself, so that `$model.property` is a binding.
    public var projectedValue: Bindable<Model> { self }

    /// A binding to the model's property at `keyPath`, as `$model.property` spells it.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(wrappedValue, keyPath)
    }
}
