/// Bindings to the properties of an `@Observable` model, as SwiftUI's
/// `@Bindable`: `Bindable(menu).selection` is a `Binding` to `menu.selection`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Model: AnyObject> {
    public var wrappedValue: Model

    public init(wrappedValue: Model) { self.wrappedValue = wrappedValue }

    public init(_ model: Model) { self.wrappedValue = model }

    public var projectedValue: Bindable<Model> { self }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(wrappedValue, keyPath)
    }
}
