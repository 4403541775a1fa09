import Foundation
import Testing

/// The libraries speak no word of the demo's domain: an app about photos, recipes or mail
/// finds no profile, hobby, boost or "likes back" in their public API. Read from the API
/// baselines (`api/*.json`, written by `meson-helpers/check-api --update` from the build), so a
/// public name that brings one back fails here as soon as the baseline is updated.
@Suite("The libraries' vocabulary")
struct LibraryVocabularyTests {
    /// The package's root, from this file's place in it.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The dating demo's words, as they would appear in a Swift name.
    static let domainWords = ["profile", "hobby", "hobbies", "boost", "likesback", "likedback", "nope",
                              "dating"]

    /// Every public declaration's name in the module's baseline, with the names of its parents.
    func publicNames(of module: String) throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("api/\(module).json"))
        let json = try JSONSerialization.jsonObject(with: data)
        var names: [String] = []
        func walk(_ node: Any, path: [String]) {
            guard let node = node as? [String: Any] else { return }
            var path = path
            if let kind = node["kind"] as? String, kind != "Import", kind != "Root",
               let name = node["printedName"] as? String {
                path.append(name)
                names.append(path.joined(separator: "."))
            }
            for child in node["children"] as? [Any] ?? [] { walk(child, path: path) }
        }
        walk((json as? [String: Any])?["ABIRoot"] as Any, path: [])
        return names
    }

    @Test(arguments: ["Gtk", "TactileModel", "Tactile"])
    func noPublicNameSpeaksOfTheDemosDomain(module: String) throws {
        let names = try publicNames(of: module)
        #expect(names.count > 100, "the baseline of \(module) was read")
        let dating = names.filter { name in
            let lowered = name.lowercased()
            return Self.domainWords.contains { lowered.contains($0) }
        }
        #expect(dating.isEmpty, "public names with the demo's words in \(module): \(dating.prefix(20))")
    }
}
