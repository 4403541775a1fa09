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

/// The user shown at the top of the side menu.
public struct SideMenuHeader: Hashable, Sendable {
    /// The user's name, in bold.
    public var name: String
    /// A line under the name (an address), if any.
    public var subtitle: String?
    /// The avatar image, as a path relative to the data folder.
    public var avatar: String?

    /// A header with the user's name, and optionally a subtitle and an avatar.
    public init(name: String, subtitle: String? = nil, avatar: String? = nil) {
        self.name = name
        self.subtitle = subtitle
        self.avatar = avatar
    }
}
