import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

/// Catalogue files broken in the ways files break (cut short, mis-encoded,
/// nested beyond reason, numbers JSON cannot hold). A file that is not a JSON
/// array is refused with a notice naming it and the profiles stored earlier
/// stay; text that cannot be decoded inside an array skips just that entry,
/// naming the field. Either way every decision made before is still there.
@Suite("Malformed catalogue files")
@MainActor
struct MalformedCatalogueTests {
    enum Outcome: Sendable {
        case refused
        case entrySkipped(field: String)
    }

    nonisolated static let cases: [(label: String, bytes: [UInt8], outcome: Outcome)] = [
        ("cut short", Array("[{\"id\": \"p0\", \"name\": \"Ad".utf8), .refused),
        ("NaN literal", Array("[{\"id\": \"p0\", \"age\": NaN}]".utf8), .refused),
        ("10,000 nested arrays", Array(String(repeating: "[", count: 10_000).utf8) + Array(String(repeating: "]", count: 10_000).utf8),
         .refused),
        ("NUL bytes", [UInt8](repeating: 0, count: 64), .refused),
        ("invalid UTF-8 in a name", Array("[{\"id\": \"p0\", \"name\": \"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"}]".utf8),
         .entrySkipped(field: "name")),
        ("a lone UTF-16 surrogate as id", Array("[{\"id\": \"\\ud800\"}]".utf8), .entrySkipped(field: "id")),
    ]

    @Test(arguments: cases.indices)
    func aBrokenFileIsReportedAndNothingDecidedIsLost(_ index: Int) throws {
        let (label, bytes, outcome) = Self.cases[index]
        let folder = TemporaryFolder()
        let catalogue = try CatalogueFixture.write(Profile.samples(5), to: folder.file("profiles.json"))
        let made: DecisionRecord<Profile.ID>
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            made = try store.record(.like, for: "p3", at: Date())
        }

        try Data(bytes).write(to: catalogue)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        switch outcome {
        case .refused:
            guard case .catalogueUnreadable(let file, let reason)? = store.notices.first else {
                Issue.record("\(label): expected an unreadable-catalogue notice, got \(store.notices)")
                return
            }
            #expect(file == catalogue.path)
            #expect(!reason.isEmpty)
            #expect(store.notices.first?.description.contains("the profiles stored earlier are shown") == true)
            #expect(store.count == 5, "\(label): the stored catalogue stays")
        case .entrySkipped(let field):
            let skipped = try #require(store.catalogueImport?.skipped, "\(label)")
            #expect(skipped.contains { $0.index == 0 && $0.field == field }, "\(label): \(skipped)")
        }
        #expect(try store.recordedDecisions() == [made], "\(label): the decision made before stays")
    }

    /// A catalogue mixing good entries with one of each bad kind imports the good ones and
    /// names each bad one, in one pass, with the decisions made before kept.
    @Test func oneBadEntryOfEachKindDoesNotStopTheRest() throws {
        let folder = TemporaryFolder()
        let entries = [CatalogueFixture.entry(id: "good1")] + InvalidProfileCase.all.map(\.json)
            + [CatalogueFixture.entry(id: "good2", ["name": "\"\\u202Eموسى\\u202C 🧕🏽\""])]
        let catalogue = try CatalogueFixture.write(json: "[\(entries.joined(separator: ",\n"))]", to: folder.file("profiles.json"))

        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let report = try #require(store.catalogueImport)
        #expect(try store.profiles(in: 0..<store.count).map(\.id) == ["good1", "valid", "good2"])
        #expect(Set(report.skipped.map(\.index)).count == InvalidProfileCase.all.count - 1,
                "every bad entry but the duplicate's first use (\"valid\") is named")
        #expect(report.skipped.allSatisfy { !$0.description.isEmpty })
    }
}
