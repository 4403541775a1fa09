/// One entry of the side menu.
public struct SideMenuItem: Identifiable, Hashable, Sendable {
    /// Names the entry for selection and activation; unique within a menu.
    public let id: String
    /// What the entry says, and what the search filter matches.
    public var title: String
    /// A themed icon name (`"user-home-symbolic"`).
    public var iconName: String
    /// A count shown at the entry's end (the number of matches, unread messages); nil or 0 shows none.
    public var badge: Int?

    /// An entry with its id, title, icon and, optionally, a count.
    public init(id: String, title: String, iconName: String, badge: Int? = nil) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.badge = badge
    }

    /// The count worth showing: nil for none, zero or a negative one.
    public var shownBadge: Int? { badge.flatMap { $0 > 0 ? $0 : nil } }
}
