import TactileModel

/// What a catalogue profile must satisfy to be shown. Lengths count characters as a person
/// sees them (grapheme clusters), so names in any script, with emoji or combining marks, fit
/// the same limits.
enum ProfileRules {
    static let ages = 18...120
    static let maximumIDLength = 128
    static let maximumNameLength = 100
    static let maximumHobbyLength = 200

    /// The profile, or every reason it is refused.
    static func validate(_ entry: CatalogueEntry, index: Int) -> Result<Profile, ProfileIssues> {
        var problems = entry.problems
        if let id = entry.id, let problem = textProblem(id, maximumLength: maximumIDLength, mayBeEmpty: false) {
            problems.append(("id", problem))
        }
        if let name = entry.name, let problem = textProblem(name, maximumLength: maximumNameLength, mayBeEmpty: false) {
            problems.append(("name", problem))
        }
        if let hobby = entry.hobby, let problem = textProblem(hobby, maximumLength: maximumHobbyLength, mayBeEmpty: true) {
            problems.append(("hobby", problem))
        }
        if let age = entry.age, !ages.contains(age) {
            problems.append(("age", "\(age) is not an age from \(ages.lowerBound) to \(ages.upperBound)"))
        }
        if let avatar = entry.avatar, let problem = AvatarPath.problem(with: avatar) {
            problems.append(("avatar", problem))
        }
        let usableID = entry.id.flatMap { textProblem($0, maximumLength: maximumIDLength, mayBeEmpty: false) == nil ? $0 : nil }
        guard problems.isEmpty,
              let id = usableID, let name = entry.name, let age = entry.age,
              let hobby = entry.hobby, let avatar = entry.avatar
        else {
            return .failure(ProfileIssues(list: problems.map {
                ProfileValidationIssue(index: index, profileID: usableID, field: $0.field, problem: $0.problem)
            }))
        }
        return .success(Profile(id: id, name: name, age: age, hobby: hobby, avatar: avatar))
    }

    private static func textProblem(_ text: String, maximumLength: Int, mayBeEmpty: Bool) -> String? {
        if !mayBeEmpty && text.allSatisfy(\.isWhitespace) { return "is empty" }
        if text.unicodeScalars.contains(where: isControl) {
            return "contains a control character (such as a line break)"
        }
        // No text has more characters than UTF-8 bytes, so only long ones need counting, and
        // counting stops early, so a 10 MB name costs no more than a long one.
        if text.utf8.count > maximumLength, text.prefix(maximumLength + 1).count > maximumLength {
            return "is longer than \(maximumLength) characters"
        }
        return nil
    }

    /// Unicode's control characters (general category Cc), tested by range: looking up scalar
    /// properties for every character of 100,000 profiles is measurably slow.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

/// The reasons one profile was refused.
struct ProfileIssues: Error {
    let list: [ProfileValidationIssue]
}
