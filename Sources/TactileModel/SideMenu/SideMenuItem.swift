/// One entry of the side menu.
public struct SideMenuItem: Identifiable, Hashable, Sendable {
    public let id: String
    public var title: String
    /// A themed icon name (`"user-home-symbolic"`).
    public var iconName: String

    public init(id: String, title: String, iconName: String) {
        self.id = id
        self.title = title
        self.iconName = iconName
    }
}

/// The user shown at the top of the side menu.
public struct SideMenuHeader: Hashable, Sendable {
    public var name: String
    public var subtitle: String?
    /// The avatar image, as a path relative to the data folder.
    public var avatar: String?

    public init(name: String, subtitle: String? = nil, avatar: String? = nil) {
        self.name = name
        self.subtitle = subtitle
        self.avatar = avatar
    }
}
