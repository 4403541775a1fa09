import Foundation
import Testing
@testable import TactileStore

/// File failures told in the system's words, as the store's messages show them.
@Suite("Why a file operation failed")
@MainActor
struct FileErrorReasonTests {
    let folder = TemporaryFolder()

    @Test func aMissingFileIsNamedAsSuch() {
        #expect(throws: (any Error).self) {
            do {
                _ = try Data(contentsOf: folder.file("nowhere.json"))
            } catch {
                #expect(FileErrorReason.of(error) == "No such file or directory")
                throw error
            }
        }
    }

    @Test func aFolderWhereAFileIsNamesWhyItCannotBeMade() throws {
        let file = folder.file("plain")
        try Data("x".utf8).write(to: file)
        #expect(throws: (any Error).self) {
            do {
                try FileManager.default.createDirectory(at: file.appendingPathComponent("inner"),
                                                        withIntermediateDirectories: true)
            } catch {
                #expect(FileErrorReason.of(error) == "Not a directory")
                throw error
            }
        }
    }

    @Test func aCatalogueThatCannotBeReadSaysWhyInItsNotice() throws {
        let missing = folder.file("profiles.json")
        let store = try ProfileStore(folder: folder.url, catalogue: missing, ifFolderIsUnwritable: .fail)
        guard case .catalogueUnreadable(let file, let reason)? = store.notices.first else {
            Issue.record("expected a notice about the catalogue, got \(store.notices)")
            return
        }
        #expect(file == missing.path)
        #expect(reason == "No such file or directory")
    }
}
