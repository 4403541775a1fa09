/// One entry of the side menu.
public struct SideMenuItem: Identifiable, Hashable, Sendable {
    public let id: String
    /// The item's title, read by a screen reader as its name.
    public var title: String
    /// A themed icon name (`"user-home-symbolic"`).
    public var iconName: String

    /// An item with `id`, `title` and the themed icon `iconName`.
    public init(id: String, title: String, iconName: String) {
        self.id = id
        self.title = title
        self.iconName = iconName
    }
}

/// The user shown at the top of the side menu.
public struct SideMenuHeader: Hashable, Sendable {
    /// The person's name.
    public var name: String
    /// A line under the name (an e-mail address, a status).
    public var subtitle: String?
    /// The avatar image, as a path relative to the data folder.
    public var avatar: String?

    /// A header for `name`, with the optional `subtitle` and `avatar`.
    public init(name: String, subtitle: String? = nil, avatar: String? = nil) {
        self.name = name
        self.subtitle = subtitle
        self.avatar = avatar
    }
}
