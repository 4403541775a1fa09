import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

/// The catalogue file followed while the app runs: what arrives can be decided, what goes is
/// said, the dealt deck holds still under a card stack, and a card stack over the store
/// refuses duplicates the store knows of.
@Suite("Following the catalogue while the app runs")
@MainActor
struct LiveCatalogueTests {
    let folder = TemporaryFolder()
    let profiles = Profile.samples(6)
    let catalogue: URL

    init() throws {
        catalogue = try CatalogueFixture.write(profiles, to: folder.file("profiles.json"))
    }

    private func read(_ profiles: [Profile]) throws -> CatalogueCheck {
        try #require(CatalogueCheck(try JSONEncoder().encode(profiles)))
    }

    @Test func arrivalsAndWithdrawalsAreToldAndTheDealtDeckHoldsStill() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let deck = UndecidedDeck(store)
        let before = try deck.items(in: 0..<6).map(\.id)
        let ada = Profile(id: "ada", name: "Ada", age: 29, hobby: "Bouldering", avatar: "avatars/ada.png")
        let changes = try store.followCatalogue(try read([ada] + profiles.filter { $0.id != "p2" }))
        #expect(changes.arrived == [ada] && changes.withdrawn == ["p2"])
        #expect(try deck.items(in: 0..<6).map(\.id) == before, "no index moves under a shown deck")
        #expect(try deck.index(of: "p3") == 3)
        #expect(try deck.index(of: "ada") == nil, "an arrival is not in the dealt deck")
        #expect(try store.record(.like, for: "ada", at: Date()).itemID == "ada", "an arrival can be decided")
        #expect(try store.followCatalogue(try read([ada] + profiles.filter { $0.id != "p2" })).isEmpty, "told once")
        let back = try store.followCatalogue(try read(profiles))
        #expect(back.arrived.map(\.id) == ["p2"] && back.withdrawn == ["ada"], "a withdrawn profile may come back")
    }

    @Test func anotherDealDropsTheWithdrawnAndDealsTheArrived() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let ada = Profile(id: "ada", name: "Ada", age: 29, hobby: "Bouldering", avatar: "avatars/ada.png")
        _ = try store.followCatalogue(try read(profiles.filter { $0.id != "p0" } + [ada]))
        try store.forgetAllDecisions()
        let deck = UndecidedDeck(store)
        #expect(try deck.items(in: 0..<deck.count).map(\.id) == ["p1", "p2", "p3", "p4", "p5", "ada"])
    }

    @Test func theNextStartImportsTheFileWhole() throws {
        let ada = Profile(id: "ada", name: "Ada", age: 29, hobby: "Bouldering", avatar: "avatars/ada.png")
        do {
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            try CatalogueFixture.write(profiles.dropLast() + [ada], to: catalogue)
            _ = try store.followCatalogue(try read(profiles.dropLast() + [ada]))
        }
        let reopened = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let deck = UndecidedDeck(reopened)
        #expect(try deck.items(in: 0..<deck.count).map(\.id) == ["p0", "p1", "p2", "p3", "p4", "ada"])
    }

    @Test func aCardStackOverTheStoreRefusesWhatTheStoreKnows() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        _ = try store.record(.nope, for: "p5", at: Date())
        let stack = CardStackModel(source: UndecidedDeck(store), log: store, decisions: Decision.profileDecisions, visibleCount: 2)
        #expect(throws: CardDeckChangeError<Profile>.alreadyInDeck(profiles[4]), "still to come in the dealt deck") {
            try stack.insert(profiles[4])
        }
        #expect(throws: CardDeckChangeError<Profile>.alreadyDecided(profiles[5], Decision.nope.id)) { try stack.insert(profiles[5], at: 1) }
        #expect(try stack.withdraw("p4") == .ahead)
        #expect(throws: CardDeckChangeError<Profile>.notInDeck("nobody")) { try stack.withdraw("nobody") }
    }

    @Test func aLoopOverTheStoreKeepsOneDecisionPerProfile() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let stack = CardStackModel(source: UndecidedDeck(store), log: store, decisions: Decision.profileDecisions)
        stack.loops = true
        for decision in [Decision.nope, .like, .nope, .boost, .nope, .nope] {
            stack.swipe(decision)
            stack.motionEnded()
        }
        #expect(stack.visibleCards.map(\.id) == ["p0", "p2", "p4"], "the passed come round")
        stack.swipe(.nope)
        stack.motionEnded()
        stack.swipe(.like)
        stack.motionEnded()
        let decided = try store.recordedDecisions().map(\.itemID)
        #expect(Set(decided).count == decided.count, "one decision a profile: \(decided)")
        #expect(try store.latestDecision(for: "p0") == "nope" && store.latestDecision(for: "p2") == "like")
        #expect(stack.undo()?.item.id == "p2")
        #expect(try store.latestDecision(for: "p2") == "nope", "undo puts the nope back")
        #expect(try store.recordedDecisions().count == 6)
    }

    /// An unmatch on the Matches page is a decision after the like, made outside the stack
    /// (the app tells it so): the stack's Undo must not take the like back from under it,
    /// which left the unmatch's nope in force while the card came back, and the profile
    /// passed at the next start. Undo stops short of it, and of what came before.
    @Test func undoNeverTakesBackALikeUnmatchedSince() throws {
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let stack = CardStackModel(source: UndecidedDeck(store), log: store, decisions: Decision.profileDecisions)
        for decision in [Decision.nope, .like, .like] {
            stack.swipe(decision)
            stack.motionEnded()
        }
        let unmatch = try store.unmatch("p1", at: Date())
        stack.itemDecidedElsewhere("p1")

        #expect(stack.undo()?.item.id == "p2", "the decision after the unmatched one is still undone")
        stack.motionEnded()
        #expect(!stack.canUndo && !stack.hasUndoableDecision, "nothing before the unmatched like is reached")
        #expect(stack.undo() == nil)
        #expect(try store.recordedDecisions().map(\.id).last == unmatch.id, "the unmatch stays the last decision")
        #expect(try store.latestDecision(for: "p1") == "nope" && store.latestDecision(for: "p0") == "nope")
        #expect(stack.visibleCards.first?.id == "p2")
    }
}
