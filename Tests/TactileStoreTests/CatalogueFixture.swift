import Foundation
import TactileModel
import TactileStore

/// Catalogue files for the tests: profiles (`Profile.samples`), or raw JSON for the broken cases.
enum CatalogueFixture {
    @discardableResult
    static func write(_ profiles: [Profile], to file: URL) throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same profiles always give the same bytes
        try encoder.encode(profiles).write(to: file)
        return file
    }

    @discardableResult
    static func write(json: String, to file: URL) throws -> URL {
        try Data(json.utf8).write(to: file)
        return file
    }

    /// One valid profile as a JSON object, with `overrides` replacing or adding fields
    /// (a value of nil removes the field).
    static func entry(id: String = "ok", _ overrides: [String: String?] = [:]) -> String {
        var fields: [(String, String)] = [
            ("id", "\"\(id)\""), ("name", "\"Ada\""), ("age", "36"), ("hobby", "\"chess\""), ("avatar", "\"avatars/ada.png\""),
        ]
        for (key, value) in overrides.sorted(by: { $0.key < $1.key }) {
            fields.removeAll { $0.0 == key }
            if let value { fields.append((key, value)) }
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
