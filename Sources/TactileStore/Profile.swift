import FoundationEssentials

/// A person shown on a card: what the catalogue holds for each profile.
public struct Profile: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    /// The name shown on the card.
    public var name: String
    /// The age in years.
    public var age: Int
    /// A hobby, shown under the name.
    public var hobby: String
    /// The avatar image, as a path relative to the data folder.
    public var avatar: String

    /// A profile with its fields; `avatar` is a path relative to the data folder.
    public init(id: String, name: String, age: Int, hobby: String, avatar: String) {
        self.id = id
        self.name = name
        self.age = age
        self.hobby = hobby
        self.avatar = avatar
    }
}
