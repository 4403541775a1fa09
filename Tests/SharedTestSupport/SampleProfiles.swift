import TactileStore

extension Profile {
    /// Who the made-up profiles are.
    public enum SampleCast: Sendable {
        /// "Person 0", "Person 1", …: a catalogue of any size, every name different.
        case numbered
        /// Ada, 29, Bouldering; Ben, 31, Salsa; Cleo, 27, Chess; Dev, 35, Sailing, in turn:
        /// people whose cards a test can read aloud.
        case fourFriends
    }

    private static let friends = [("Ada", 29, "Bouldering"), ("Ben", 31, "Salsa"), ("Cleo", 27, "Chess"), ("Dev", 35, "Sailing")]

    /// The made-up profile `index` of the tests, with the id `idPrefix` followed by `index`;
    /// `avatar` names its picture (by default one of 50 under avatars/, or face.png for the friends).
    public static func sample(_ index: Int, idPrefix: String = "p", cast: SampleCast = .numbered,
                              avatar: ((Int) -> String)? = nil) -> Profile {
        let id = "\(idPrefix)\(index)"
        switch cast {
        case .numbered:
            return Profile(id: id, name: "Person \(index)", age: 18 + index % 60, hobby: "Hobby \(index % 37)",
                           avatar: avatar?(index) ?? "avatars/\(index % 50).png")
        case .fourFriends:
            let (name, age, hobby) = friends[index % friends.count]
            return Profile(id: id, name: name, age: age, hobby: hobby, avatar: avatar?(index) ?? "face.png")
        }
    }

    /// The first `count` sample profiles (see `sample`).
    public static func samples(_ count: Int, idPrefix: String = "p", cast: SampleCast = .numbered,
                               avatar: ((Int) -> String)? = nil) -> [Profile] {
        (0..<count).map { sample($0, idPrefix: idPrefix, cast: cast, avatar: avatar) }
    }
}
