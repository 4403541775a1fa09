/// A `CardSource` that can say where an item is in its order, so a stack refuses to insert an
/// item it would deal anyway, and knows a withdrawn one is still to come.
@MainActor
public protocol CardIndexLookup<Item>: CardSource {
    /// The index of `id` in the source's order, or nil when the source does not hold it.
    func index(of id: Item.ID) throws -> Int?
}
