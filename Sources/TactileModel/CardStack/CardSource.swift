/// Where a card stack's items come from: a possibly very large list of the app's items in a
/// stable order, read a page at a time so that no front end ever has to load it whole.
/// `InMemoryCardSource` holds an array; an app's store pages from disk.
@MainActor
public protocol CardSource<Item>: AnyObject {
    /// The app's item shown on a card, identified by the app's own id.
    associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
    /// How many items the source holds; fixed while the order is.
    var count: Int { get }
    /// The items at `range` in the source's stable order (clamped to `count`).
    func items(in range: Range<Int>) throws -> [Item]
}
