/// Why one profile of the catalogue was skipped: which profile, which field, what is wrong.
public struct ProfileValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The profile's place in the catalogue file, counting from 0.
    public let index: Int
    /// The profile's id, when it had a usable one.
    public let profileID: String?
    /// The field at fault, or nil when the whole entry is (say, not a JSON object).
    public let field: String?
    /// What is wrong, in words a person reads.
    public let problem: String

    /// An issue with the profile at `index` (with `profileID` when it has one), in `field` when it
    /// is about one field.
    public init(index: Int, profileID: String?, field: String?, problem: String) {
        self.index = index
        self.profileID = profileID
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let who = profileID.map { "profile #\(index) (id \"\($0)\")" } ?? "profile #\(index)"
        let what = field.map { "field \"\($0)\"" } ?? "entry"
        return "\(who), \(what): \(problem)"
    }
}
