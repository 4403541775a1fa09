import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

@Suite("Importing the shipped catalogue")
@MainActor
struct CatalogueImportTests {
    @Test func importsAValidCatalogueInFileOrder() throws {
        let folder = TemporaryFolder()
        let profiles = Profile.samples(5)
        let catalogue = try CatalogueFixture.write(profiles, to: folder.file("profiles.json"))

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.count == 5)
        #expect(try store.profiles(in: 0..<5) == profiles)
        #expect(store.catalogueImport == ImportReport(file: catalogue.path, changed: true, imported: 5, skipped: []))
        #expect(store.notices.isEmpty)
        #expect(store.location == .file(folder.database))
    }

    @Test func acceptsNamesInAnyScriptWithEmojiAndCombiningMarks() throws {
        let folder = TemporaryFolder()
        let names = [
            "مريم", "שָׁלוֹם", "Zoë 👩🏽‍💻", "E\u{301}milie", "🏳️‍🌈🏳️‍🌈", "李小龍",
            String(repeating: "👨‍👩‍👧‍👦", count: ProfileRules.maximumNameLength),
            String(repeating: "e\u{301}", count: ProfileRules.maximumNameLength),
        ]
        let profiles = names.enumerated().map { index, name in
            Profile(id: "n\(index)", name: name, age: 30, hobby: "", avatar: "./avatars/\(index).png")
        }
        let catalogue = try CatalogueFixture.write(profiles, to: folder.file("profiles.json"))

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.catalogueImport?.skipped == [])
        #expect(try store.profiles(in: 0..<names.count).map(\.name) == names)
    }

    @Test(arguments: InvalidProfileCase.all)
    func skipsAndNamesEachKindOfInvalidProfile(_ invalid: InvalidProfileCase) throws {
        let folder = TemporaryFolder()
        let json = "[\(CatalogueFixture.entry(id: "valid")), \(invalid.json)]"
        let catalogue = try CatalogueFixture.write(json: json, to: folder.file("profiles.json"))

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.count == 1, "the valid profile is imported")
        #expect(try store.profiles(in: 0..<1).map(\.id) == ["valid"])
        let skipped = try #require(store.catalogueImport?.skipped)
        #expect(skipped.count == 1)
        let issue = try #require(skipped.first)
        #expect(issue.index == 1)
        #expect(issue.field == invalid.field)
        #expect(issue.profileID == invalid.profileID)
        #expect(issue.problem.contains(invalid.problem), "\(issue)")
        if let field = invalid.field { #expect(issue.description.contains("field \"\(field)\"")) }
        if let id = invalid.profileID { #expect(issue.description.contains(id)) }
    }

    @Test func reportsEveryProblemOfOneProfile() throws {
        let folder = TemporaryFolder()
        let json = "[\(CatalogueFixture.entry(id: "x", ["age": "-1", "name": "\"\"", "avatar": "\"/etc/passwd\""]))]"
        let catalogue = try CatalogueFixture.write(json: json, to: folder.file("profiles.json"))

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.count == 0)
        #expect(Set(store.catalogueImport?.skipped.compactMap(\.field) ?? []) == ["age", "name", "avatar"])
    }

    @Test(arguments: ["not json", "{\"id\": \"p0\"}", ""])
    func aCatalogueThatIsNotAnArrayKeepsTheStoredProfiles(_ content: String) throws {
        let folder = TemporaryFolder()
        let catalogue = folder.file("profiles.json")
        try CatalogueFixture.write(Profile.samples(3), to: catalogue)
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        try CatalogueFixture.write(json: content, to: catalogue)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.count == 3)
        #expect(store.catalogueImport == nil)
        guard case .catalogueUnreadable(let file, _) = store.notices.first else {
            Issue.record("expected an unreadable-catalogue notice, got \(store.notices)")
            return
        }
        #expect(file == catalogue.path)
    }

    @Test func aMissingCatalogueIsReportedNotFatal() throws {
        let folder = TemporaryFolder()
        let store = try ProfileStore(folder: folder.url, catalogue: folder.file("absent.json"), ifFolderIsUnwritable: .fail)

        #expect(store.count == 0)
        #expect(store.notices.count == 1)
    }

    @Test func anUnchangedFileIsNotImportedAgain() throws {
        let folder = TemporaryFolder()
        let catalogue = try CatalogueFixture.write(Profile.samples(4), to: folder.file("profiles.json"))
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let reopened = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(reopened.catalogueImport == .unchanged(file: catalogue.path))
        #expect(reopened.count == 4)
    }

    @Test func aRewrittenButIdenticalFileIsRecognisedByItsContent() throws {
        let folder = TemporaryFolder()
        let profiles = Profile.samples(4)
        let catalogue = try CatalogueFixture.write(profiles, to: folder.file("profiles.json"))
        _ = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        try FileManager.default.removeItem(at: catalogue)
        try CatalogueFixture.write(profiles, to: catalogue)

        let reopened = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(reopened.catalogueImport?.changed == false)
    }

    @Test func reimportAfterTheFileChangesKeepsEveryDecision() throws {
        let folder = TemporaryFolder()
        let catalogue = folder.file("profiles.json")
        var profiles = Profile.samples(6)
        try CatalogueFixture.write(profiles, to: catalogue)
        let made: [DecisionRecord<Profile.ID>]
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            made = [
                try store.record(.like, for: "p1", at: Date()),
                try store.record(.nope, for: "p2", at: Date()),
                try store.record(.boost, for: "p5", at: Date()),
            ]
        }

        // Rename one, drop p5 (its decision must outlive it), add p6.
        profiles[0].name = "Renamed"
        profiles.removeLast()
        profiles.append(Profile(id: "p6", name: "New", age: 40, hobby: "kites", avatar: "avatars/new.png"))
        try CatalogueFixture.write(profiles, to: catalogue)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.catalogueImport?.changed == true)
        #expect(store.count == 6)
        #expect(try store.recordedDecisions().map(\.id) == made.map(\.id))
        #expect(try store.profiles(in: 0..<6).map(\.id) == ["p0", "p3", "p4", "p6", "p1", "p2"], "undecided first")
        #expect(try store.profiles(in: 0..<1).first?.name == "Renamed")
        #expect(try store.likedProfiles().map(\.id) == ["p1"], "p5 left the catalogue, so it has no card to show")
    }
}

/// One kind of broken profile, what the report must say about it.
struct InvalidProfileCase: Sendable, CustomTestStringConvertible {
    let label: String
    let json: String
    let field: String?
    let profileID: String?
    let problem: String

    var testDescription: String { label }

    static func bad(_ label: String, _ overrides: [String: String?], field: String, problem: String) -> InvalidProfileCase {
        InvalidProfileCase(
            label: label, json: CatalogueFixture.entry(id: "bad", overrides),
            field: field, profileID: field == "id" ? nil : "bad", problem: problem)
    }

    static let all: [InvalidProfileCase] = [
        bad("missing name", ["name": nil], field: "name", problem: "missing"),
        bad("missing avatar", ["avatar": nil], field: "avatar", problem: "missing"),
        bad("null hobby", ["hobby": "null"], field: "hobby", problem: "missing"),
        bad("extra field", ["email": "\"a@b.c\""], field: "email", problem: "not a profile field"),
        bad("age as text", ["age": "\"30\""], field: "age", problem: "whole number"),
        bad("fractional age", ["age": "30.5"], field: "age", problem: "whole number"),
        bad("age as bool", ["age": "true"], field: "age", problem: "whole number"),
        bad("age beyond Int", ["age": "1e30"], field: "age", problem: "whole number"),
        bad("name as number", ["name": "42"], field: "name", problem: "text"),
        bad("avatar as array", ["avatar": "[\"a.png\"]"], field: "avatar", problem: "text"),
        bad("negative age", ["age": "-3"], field: "age", problem: "not an age"),
        bad("under age", ["age": "17"], field: "age", problem: "not an age"),
        bad("absurd age", ["age": "1000"], field: "age", problem: "not an age"),
        bad("empty name", ["name": "\"\""], field: "name", problem: "empty"),
        bad("blank name", ["name": "\"   \""], field: "name", problem: "empty"),
        bad("10,000-character name", ["name": "\"\(String(repeating: "a", count: 10_000))\""], field: "name", problem: "longer"),
        bad("name with a line break", ["name": "\"Ada\\nLovelace\""], field: "name", problem: "control"),
        bad("long hobby", ["hobby": "\"\(String(repeating: "b", count: 201))\""], field: "hobby", problem: "longer"),
        bad("empty id", ["id": "\"\""], field: "id", problem: "empty"),
        bad("id as number", ["id": "7"], field: "id", problem: "text"),
        bad("absolute avatar", ["avatar": "\"/etc/passwd\""], field: "avatar", problem: "absolute"),
        bad("parent avatar", ["avatar": "\"../secret.png\""], field: "avatar", problem: "leaves the data folder"),
        bad("nested escape", ["avatar": "\"avatars/../../x.png\""], field: "avatar", problem: "leaves the data folder"),
        bad("home avatar", ["avatar": "\"~/x.png\""], field: "avatar", problem: "~"),
        bad("backslash avatar", ["avatar": "\"..\\\\x.png\""], field: "avatar", problem: "backslash"),
        bad("empty avatar", ["avatar": "\"\""], field: "avatar", problem: "empty"),
        bad("folder avatar", ["avatar": "\"./\""], field: "avatar", problem: "data folder itself"),
        InvalidProfileCase(label: "not an object", json: "42", field: nil, profileID: nil, problem: "not a JSON object"),
        InvalidProfileCase(
            label: "duplicate id", json: CatalogueFixture.entry(id: "valid"), field: "id", profileID: "valid",
            problem: "already used by profile #0"),
    ]
}
