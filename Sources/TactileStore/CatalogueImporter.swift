import FoundationEssentials
import TactileModel

/// Brings the shipped profiles.json into the database when its content differs from the last
/// import. Decisions live in their own table and are never touched.
enum CatalogueImporter {
    enum Outcome {
        case imported(ImportReport)
        /// The file could not be read or parsed at all; the stored catalogue stays.
        case unreadable(StoreNotice)
    }

    static func importIfChanged(from file: URL, into connection: SQLiteConnection) throws -> Outcome {
        let signature = CatalogueFileSignature.of(file)
        if let signature, try CatalogueState.text(.fileSignature, in: connection) == signature {
            return .imported(.unchanged(file: file.path))
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return .unreadable(.catalogueUnreadable(file: file.path, reason: FileErrorReason.of(error)))
        }
        let fingerprint = CatalogueFingerprint.of(data)
        if try CatalogueState.text(.fingerprint, in: connection) == fingerprint {
            try CatalogueState.set(.fileSignature, to: signature.map { .text($0) } ?? .null, in: connection)
            return .imported(.unchanged(file: file.path))
        }
        guard let check = CatalogueCheck(data) else {
            return .unreadable(.catalogueUnreadable(file: file.path, reason: "it is not a JSON array of profiles"))
        }
        let (profiles, skipped) = (check.profiles, check.skipped)
        try connection.inTransaction {
            try replaceProfiles(with: profiles, in: connection)
            try CatalogueState.set(.fingerprint, to: .text(fingerprint), in: connection)
            try CatalogueState.set(.fileSignature, to: signature.map { .text($0) } ?? .null, in: connection)
            try CatalogueState.set(.profileCount, to: .integer(Int64(profiles.count)), in: connection)
        }
        return .imported(ImportReport(file: file.path, changed: true, imported: profiles.count, skipped: skipped))
    }

    /// The valid profiles in file order, and every reason the others were left out.
    static func validate(_ entries: [CatalogueEntry]) -> (profiles: [Profile], skipped: [ProfileValidationIssue]) {
        var profiles: [Profile] = []
        profiles.reserveCapacity(entries.count)
        var skipped: [ProfileValidationIssue] = []
        var firstIndexOfID: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch ProfileRules.validate(entry, index: index) {
            case .failure(let issues):
                skipped += issues.list
            case .success(let profile):
                if let first = firstIndexOfID[profile.id] {
                    skipped.append(ProfileValidationIssue(
                        index: index, profileID: profile.id, field: "id",
                        problem: "is already used by profile #\(first)"))
                } else {
                    firstIndexOfID[profile.id] = index
                    profiles.append(profile)
                }
            }
        }
        return (profiles, skipped)
    }

    /// Swaps the whole catalogue in one go and deals the order afresh: each profile goes to the
    /// undecided or the decided group by the decisions already made. One prepared statement,
    /// reused for every row.
    private static func replaceProfiles(with profiles: [Profile], in connection: SQLiteConnection) throws {
        try connection.execute("DELETE FROM profiles")
        let insert = try connection.prepare("""
            INSERT INTO profiles (id, position, deck_group, name, age, hobby, avatar)
            VALUES (?1, ?2, EXISTS (SELECT 1 FROM decisions WHERE profile_id = ?1), ?3, ?4, ?5, ?6)
            """)
        for (position, profile) in profiles.enumerated() {
            try insert.bind(
                .text(profile.id), .integer(Int64(position)), .text(profile.name),
                .integer(Int64(profile.age)), .text(profile.hobby), .text(profile.avatar)
            ).run()
        }
        try connection.execute("DELETE FROM undealt_profiles")
    }
}
