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
