/// A `CardSource` over an array, for tests, previews and apps without storage.
@MainActor
public final class InMemoryCardSource<Item: Identifiable & Sendable>: CardIndexLookup where Item.ID: Sendable {
    /// Every item, in the source's order.
    public let allItems: [Item]

    /// A source over `items`, in their order.
    public init(_ items: [Item]) { self.allItems = items }

    public var count: Int { allItems.count }

    public func items(in range: Range<Int>) throws -> [Item] {
        Array(allItems[range.clamped(to: allItems.indices)])
    }

    /// The index of `id` among `allItems`, or nil.
    public func index(of id: Item.ID) -> Int? { allItems.firstIndex { $0.id == id } }
}
