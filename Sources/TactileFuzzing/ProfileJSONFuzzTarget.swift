import Foundation
import TactileModel
import TactileStore

/// Parses any bytes as profiles.json with the importer's own parsing and
/// rules (`CatalogueCheck`, no database, thousands of inputs a second):
/// every element of a JSON array is either kept or skipped with a reason,
/// kept profiles have unique ids and keep the catalogue's rules.
public enum ProfileJSONFuzzTarget {
    public static func run(_ data: [UInt8]) throws(FuzzFinding) {
        let bytes = Data(data)
        guard let check = CatalogueCheck(bytes) else { return }
        let skippedEntries = Set(check.skipped.map(\.index)).count
        if let array = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed]) as? [Any],
           array.count != check.profiles.count + skippedEntries {
            throw FuzzFinding(step: 0, problem: "\(array.count) entries, \(check.profiles.count) kept, \(skippedEntries) skipped")
        }
        try ProfileRulesCheck.check(check.profiles, skipped: check.skipped)
    }
}

/// The catalogue rules as a reader of the imported profiles sees them.
enum ProfileRulesCheck {
    static func check(_ profiles: [Profile], skipped: [ProfileValidationIssue]) throws(FuzzFinding) {
        if Set(profiles.map(\.id)).count != profiles.count { throw FuzzFinding(step: 1, problem: "two kept profiles share an id") }
        for profile in profiles {
            if let problem = brokenRule(profile) { throw FuzzFinding(step: 1, problem: "\(profile.id): \(problem)") }
        }
        if let silent = skipped.first(where: { $0.problem.isEmpty }) {
            throw FuzzFinding(step: 1, problem: "entry \(silent.index) skipped without a reason")
        }
    }

    private static func brokenRule(_ profile: Profile) -> String? {
        if !(18...120).contains(profile.age) { return "age \(profile.age)" }
        if profile.name.allSatisfy(\.isWhitespace) { return "empty name" }
        if profile.name.count > 100 { return "name of \(profile.name.count) characters" }
        if profile.avatar.hasPrefix("/") || profile.avatar.split(separator: "/").contains("..") {
            return "avatar \(profile.avatar) leaves the data folder"
        }
        return nil
    }
}
