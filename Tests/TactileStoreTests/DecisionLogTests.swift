import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

@Suite("Recording, undoing and reading back decisions")
@MainActor
struct DecisionLogTests {
    let folder = TemporaryFolder()
    let catalogue: URL

    init() throws {
        catalogue = try CatalogueFixture.write(Profile.samples(10), to: folder.file("profiles.json"))
    }

    func open() throws -> ProfileStore {
        try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
    }

    /// The bytes written to the write-ahead log so far: 0 when nothing was written.
    func loggedBytes() throws -> Int {
        let log = folder.url.appendingPathComponent(DataFolder.databaseFileName + "-wal")
        return try #require(FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int)
    }

    /// Opening reads; it writes only when there is something to write (a changed catalogue,
    /// decisions to deal into the order), so a start-up with nothing new neither touches the
    /// database nor makes the disk sync.
    @Test func reopeningWithNothingChangedWritesNothingAndKeepsWhatWasDecided() throws {
        do {
            let first = try open()  // imports the catalogue
            _ = try first.record(.like, for: "p0", at: Date())
        }
        do {
            let second = try open()  // deals p0 into the decided group: a write
            #expect(try loggedBytes() > 0, "the deal was written")
            withExtendedLifetime(second) {}
        }
        let before = try Data(contentsOf: folder.database)
        do {
            let third = try open()
            #expect(try loggedBytes() == 0, "nothing written on opening")
            #expect(try third.recordedDecisions().map(\.itemID) == ["p0"])
            #expect(third.undecidedCount == 9)
        }
        #expect(try Data(contentsOf: folder.database) == before, "the database file is as it was")
    }

    @Test func recordUndoAndReadBackAcrossCloseAndReopen() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000.25)
        let kept: [DecisionRecord<Profile.ID>]
        do {
            let store = try open()
            let first = try store.record(.like, for: "p0", at: start)
            let second = try store.record(.nope, for: "p1", at: start.addingTimeInterval(1))
            let third = try store.record(.boost, for: "p2", at: start.addingTimeInterval(2))
            try store.undo(second)
            kept = [first, third]
            #expect(try store.recordedDecisions() == kept)
        }

        let reopened = try open()
        #expect(try reopened.recordedDecisions() == kept, "ids, profiles, decisions and exact dates")
        #expect(try reopened.likedProfiles().map(\.id) == ["p2", "p0"], "newest first")
    }

    @Test func theUndecidedDeckResumesAfterAReopenAndEndsWhenAllAreDecided() throws {
        do {
            let store = try open()
            #expect(UndecidedDeck(store).count == 10)
            for index in 0..<4 { _ = try store.record(.nope, for: "p\(index)", at: Date()) }
        }
        let reopened = try open()
        let deck = UndecidedDeck(reopened)
        #expect(deck.count == 6)
        #expect(try deck.items(in: 0..<20).map(\.id) == (4..<10).map { "p\($0)" })
        for index in 4..<10 { _ = try reopened.record(.like, for: "p\(index)", at: Date()) }
        #expect(UndecidedDeck(try open()).count == 0, "everything decided: nothing to deal")
        try reopened.forgetAllDecisions()
        #expect(UndecidedDeck(reopened).count == 10, "forgetting deals every profile again")
    }

    @Test func undoRemovesExactlyThatDecision() throws {
        let store = try open()
        let earlier = try store.record(.like, for: "p3", at: Date())
        let later = try store.record(.nope, for: "p3", at: Date())

        try store.undo(earlier)

        #expect(try store.recordedDecisions() == [later])
        #expect(throws: StoreError.decisionNotFound(id: earlier.id)) { try store.undo(earlier) }
        let forged = DecisionRecord(id: later.id, itemID: later.itemID, decision: .boost, date: later.date)
        #expect(throws: StoreError.decisionNotFound(id: later.id)) { try store.undo(forged) }
        #expect(try store.recordedDecisions() == [later])
    }

    @Test func idsAreNeverHandedOutTwice() throws {
        let store = try open()
        let first = try store.record(.like, for: "p0", at: Date())
        try store.undo(first)
        let second = try store.record(.like, for: "p0", at: Date())

        #expect(second.id > first.id)
    }

    @Test func aDecisionForAnUnknownProfileIsRefused() throws {
        let store = try open()

        #expect(throws: StoreError.unknownProfile(id: "nobody")) { try store.record(.like, for: "nobody", at: Date()) }
        #expect(try store.recordedDecisions().isEmpty)
    }

    @Test func theLatestDecisionDecidesAMatch() throws {
        let store = try open()
        _ = try store.record(.like, for: "p0", at: Date())
        _ = try store.record(.nope, for: "p0", at: Date())
        _ = try store.record(.nope, for: "p1", at: Date())
        _ = try store.record(.boost, for: "p1", at: Date())
        _ = try store.record(.like, for: "p2", at: Date())

        let liked = try store.likedProfiles()

        #expect(liked.map(\.id) == ["p2", "p1"])
        #expect(liked.map(\.decision) == [.like, .boost])
        #expect(liked.first?.profile.name == "Person 2")
    }

    @Test func theOrderHoldsStillWhileDecidingAndPutsUndecidedFirstOnReopen() throws {
        do {
            let store = try open()
            let before = try store.profiles(in: 0..<10)
            _ = try store.record(.like, for: "p0", at: Date())
            _ = try store.record(.nope, for: "p4", at: Date())
            #expect(try store.profiles(in: 0..<10) == before)
        }

        let reopened = try open()
        let order = try reopened.profiles(in: 0..<10).map(\.id)
        #expect(order == ["p1", "p2", "p3", "p5", "p6", "p7", "p8", "p9", "p0", "p4"])
    }

    @Test func undoneDecisionsReturnTheirProfileToTheUndecidedOnReopen() throws {
        do {
            let store = try open()
            let record = try store.record(.like, for: "p0", at: Date())
            try store.undo(record)
        }

        #expect(try open().profiles(in: 0..<1).map(\.id) == ["p0"])
    }

    @Test func forgettingAllDecisionsEmptiesTheLogAndDealsAfresh() throws {
        do {
            let store = try open()
            _ = try store.record(.like, for: "p0", at: Date())
            _ = try store.record(.boost, for: "p1", at: Date())
        }
        let reopened = try open()
        #expect(try reopened.profiles(in: 0..<2).map(\.id) == ["p2", "p3"])

        try reopened.forgetAllDecisions()

        #expect(try reopened.recordedDecisions().isEmpty)
        #expect(try reopened.likedProfiles().isEmpty)
        #expect(try reopened.profiles(in: 0..<10) == Profile.samples(10))
    }

    @Test func pagesAgreeWithOneReadAndAreClampedToTheCount() throws {
        let store = try open()
        _ = try store.record(.like, for: "p3", at: Date())
        let whole = try store.profiles(in: 0..<10)

        let pages = try stride(from: 0, to: 10, by: 3).flatMap { try store.profiles(in: $0..<($0 + 3)) }
        #expect(pages == whole, "following pages continue from the last key")
        #expect(try store.profiles(in: 7..<9) == Array(whole[7..<9]), "a page anywhere")
        #expect(try store.profiles(in: 4..<6) == Array(whole[4..<6]), "and back again")
        #expect(try store.profiles(in: 8..<50) == Array(whole[8...]))
        #expect(try store.profiles(in: 10..<20).isEmpty)
        #expect(try store.profiles(in: 3..<3).isEmpty)
    }

    @Test func anInMemoryStoreWorksTheSameButKeepsNothing() throws {
        let store = try ProfileStore(inMemoryWithCatalogue: catalogue)
        let record = try store.record(.like, for: "p1", at: Date())

        #expect(store.isInMemory)
        #expect(store.count == 10)
        #expect(try store.recordedDecisions() == [record])
        #expect(!FileManager.default.fileExists(atPath: folder.database.path))
    }
}

@Suite("Colour tags on matches")
@MainActor
struct MatchTagTests {
    let folder = TemporaryFolder()

    @Test func tagsAreSetReplacedRemovedAndSurviveAReopen() throws {
        let catalogue = try CatalogueFixture.write(Profile.samples(3), to: folder.file("profiles.json"))
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            for id in ["p0", "p1"] { _ = try store.record(.like, for: id, at: Date()) }
            try store.setMatchTag("red", for: "p0")
            try store.setMatchTag("green", for: "p1")
            try store.setMatchTag("blue", for: "p1")
            try store.setMatchTag(nil, for: "p0")
        }
        let reopened = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        #expect(try reopened.matchTags() == ["p1": "blue"])
    }
}
