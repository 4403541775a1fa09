import Foundation

/// A person shown on a card: what the catalogue holds for each profile.
public struct Profile: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public var name: String
    public var age: Int
    public var hobby: String
    /// The avatar image, as a path relative to the data folder.
    public var avatar: String

    public init(id: String, name: String, age: Int, hobby: String, avatar: String) {
        self.id = id
        self.name = name
        self.age = age
        self.hobby = hobby
        self.avatar = avatar
    }
}
