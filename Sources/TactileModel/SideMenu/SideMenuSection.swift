/// Entries listed together under a header ("Browse", "Showcase").
public struct SideMenuSection: Identifiable, Hashable, Sendable {
    /// Names the section; unique within a menu.
    public let id: String
    /// The header shown above the entries; nil for none (the first section of a plain list).
    public var title: String?
    /// The entries, in order.
    public var items: [SideMenuItem]

    /// A section with its id, optional header and entries.
    public init(id: String, title: String? = nil, items: [SideMenuItem]) {
        self.id = id
        self.title = title
        self.items = items
    }
}
