/// Items a menu shows once they have loaded (UIKit's `UIDeferredMenuElement`): until then the
/// section shows one insensitive placeholder ("Loading…"), replaced in place by the items, or
/// by an insensitive line saying why they could not be loaded.
///
///     MenuSection(title: "Shared hobby", loading: DeferredMenuItems(id: "shared") {
///         try await store.matches(sharing: hobby).map { MenuItem($0.name, id: $0.id) }
///     })
public struct DeferredMenuItems {
    /// Names the load; unique within its menu. The placeholder's item id is derived from it.
    public let id: String
    /// Loads the items; runs once each time the menu opens.
    public let load: @MainActor () async throws -> [MenuItem]

    /// Items of section `id`, loaded by `load` when the menu opens.
    public init(id: String, load: @escaping @MainActor () async throws -> [MenuItem]) {
        self.id = id
        self.load = load
    }

    /// The id of the placeholder item shown while the items load.
    public var placeholderID: MenuItem.ID { "\(id).loading" }

    /// The id of the item that says the load failed.
    public var failureID: MenuItem.ID { "\(id).failed" }
}
