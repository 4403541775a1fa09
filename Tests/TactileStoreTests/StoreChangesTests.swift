import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

/// The store is the one source of truth for decisions: every change to them is observable,
/// and a match can only be changed while it is one.
@Suite("Following the store's changes")
@MainActor
struct StoreChangesTests {
    let folder = TemporaryFolder()
    let catalogue: URL

    init() throws {
        catalogue = try CatalogueFixture.write(Profile.samples(10), to: folder.file("profiles.json"))
    }

    @Test func everyChangeToDecisionsOrTagsIsObservable() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let read = { _ = store.revision }
        var like: DecisionRecord<Profile.ID>?
        #expect(try changesObserved(reading: read) { like = try store.record(.like, for: "p0", at: Date()) }, "record")
        #expect(try changesObserved(reading: read) { try store.setMatchTag("red", for: "p0") }, "a tag")
        #expect(try changesObserved(reading: read) { try store.unmatch("p0", at: Date()) }, "unmatch")
        #expect(try changesObserved(reading: read) { try store.undo(try #require(store.recordedDecisions().last)) }, "undo")
        #expect(try changesObserved(reading: read) { try store.forgetAllDecisions() }, "forgetting everything")
        var deals = 0
        store.onDealtAfresh { deals += 1 }
        _ = try store.record(.nope, for: "p1", at: Date())
        #expect(deals == 0, "a decision does not deal the deck again")
        try store.forgetAllDecisions()
        #expect(deals == 1, "a new deal is told once")
        _ = like
    }

    @Test func aLikeReplacesANopeInOneStepOrNotAtAll() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let nope = try store.record(.nope, for: "p2", at: Date())
        let revision = store.revision
        let like = try store.replace(nope, with: .like, at: Date())
        #expect(store.revision == revision + 1, "followers hear of a replacement once")
        #expect(try store.recordedDecisions().filter { $0.itemID == "p2" } == [like])
        #expect(throws: StoreError.self, "the nope is no longer in force") { try store.replace(nope, with: .boost, at: Date()) }
        #expect(try store.recordedDecisions().filter { $0.itemID == "p2" } == [like], "a refused replacement changes nothing")
        #expect(store.revision == revision + 1)
    }

    @Test func aResetMatchCanNeitherBeUnmatchedNorTagged() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        _ = try store.record(.like, for: "p3", at: Date())
        try store.forgetAllDecisions()
        #expect(throws: StoreError.notAMatch(id: "p3")) { try store.unmatch("p3", at: Date()) }
        #expect(throws: StoreError.notAMatch(id: "p3")) { try store.setMatchTag("blue", for: "p3") }
        #expect(try store.recordedDecisions().isEmpty, "no decision was written for a profile just reset")
        #expect(try store.matchTags().isEmpty)
    }

    @Test func unmatchingEndsTheMatchOnce() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        _ = try store.record(.boost, for: "p4", at: Date())
        let nope = try store.unmatch("p4", at: Date())
        #expect(nope.decision == .nope)
        #expect(try store.likedProfiles().isEmpty)
        #expect(throws: StoreError.notAMatch(id: "p4"), "a second unmatch finds no match") {
            try store.unmatch("p4", at: Date())
        }
    }
}
