import Foundation
import SharedTestSupport
import Testing
import TactileModel
@testable import TactileStore

@Suite("A catalogue of 100,000 profiles")
@MainActor
struct ScaleTests {
    static let large = 100_000
    static let small = 100
    static let pageSize = 100

    /// One data folder per size, imported once and shared by the tests below.
    static var folders: [Int: (folder: TemporaryFolder, catalogue: URL, importTime: Duration)] = [:]

    static func store(of size: Int) throws -> (folder: TemporaryFolder, catalogue: URL, importTime: Duration) {
        if let made = folders[size] { return made }
        let folder = TemporaryFolder(reusing: "scale-\(size)")
        let catalogue = try CatalogueFixture.write(Profile.samples(size), to: folder.file("profiles.json"))
        let clock = ContinuousClock()
        let started = clock.now
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        let importTime = clock.now - started
        try #require(store.count == size)
        folders[size] = (folder, catalogue, importTime)
        return (folder, catalogue, importTime)
    }

    @Test func aHundredThousandProfilesImportInOneGo() throws {
        let (folder, catalogue, importTime) = try Self.store(of: Self.large)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        #expect(store.count == Self.large)
        #expect(try store.profiles(in: (Self.large - 1)..<Self.large).first?.id == "p\(Self.large - 1)")
        let size = try FileManager.default.attributesOfItem(atPath: catalogue.path)[.size] as? Int ?? 0
        print("import: \(Self.large) profiles (\(size / 1024) KiB of JSON) in \(milliseconds(importTime))")
    }

    @Test func openingAndTheFirstPageCostTheSameAtAnySize() throws {
        let smallTime = try medianOpenAndFirstPage(size: Self.small)
        let largeTime = try medianOpenAndFirstPage(size: Self.large)
        print("open + first page of \(Self.pageSize): \(Self.small) profiles \(milliseconds(smallTime)), "
            + "\(Self.large) profiles \(milliseconds(largeTime)) (median of 5)")
    }

    func medianOpenAndFirstPage(size: Int) throws -> Duration {
        let (folder, catalogue, _) = try Self.store(of: size)
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<5 {
            let started = clock.now
            let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)
            let page = try store.profiles(in: 0..<Self.pageSize)
            times.append(clock.now - started)
            #expect(page.count == Self.pageSize)
            #expect(store.catalogueImport?.changed == false)
        }
        return times.sorted()[times.count / 2]
    }

    @Test(arguments: [DeckOrder.pageAtOffsetSQL, DeckOrder.pageAfterKeySQL])
    func pagesAreReadThroughTheDeckIndex(_ query: String) throws {
        let (folder, catalogue, _) = try Self.store(of: Self.large)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let plan = try queryPlan(query, in: store)
        print("query plan: \(plan.joined(separator: " / "))")

        #expect(plan.contains { $0.contains("USING INDEX profiles_in_deck_order") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "no sort of the whole catalogue: \(plan)")
    }

    @Test func dealingLooksUpOnlyTheChangedProfiles() throws {
        let (folder, catalogue, _) = try Self.store(of: Self.large)
        let store = try ProfileStore(folder: folder.url, catalogue: catalogue, ifFolderIsUnwritable: .fail)

        let plan = try queryPlan("""
            UPDATE profiles SET deck_group = EXISTS (SELECT 1 FROM decisions WHERE decisions.profile_id = profiles.id)
            WHERE id IN (SELECT profile_id FROM undealt_profiles)
            """, in: store)

        #expect(!plan.contains { $0.hasPrefix("SCAN profiles") }, "\(plan)")
    }

    func queryPlan(_ query: String, in store: ProfileStore) throws -> [String] {
        let explain = try store.connection.prepare("EXPLAIN QUERY PLAN " + query)
        return try explain.rows { $0.text(at: 3) }
    }

    /// The catalogue file saved with one profile more and one less, as the app follows it: the
    /// file read and checked, the store told, and the stack's duplicate check for the arrival.
    @Test func followingTheCatalogueOfAHundredThousandProfiles() throws {
        let (_, catalogue, _) = try Self.store(of: Self.large)
        let store = try ProfileStore(inMemoryWithCatalogue: catalogue)
        let deck = UndecidedDeck(store)
        let edited = Profile.samples(Self.large).dropFirst()
            + [Profile(id: "arrival", name: "Ada", age: 29, hobby: "Chess", avatar: "avatars/0.png")]
        let data = try JSONEncoder().encode(Array(edited))
        let clock = ContinuousClock()
        let started = clock.now
        let check = try #require(CatalogueCheck(data))
        let checked = clock.now
        let changes = try store.followCatalogue(check)
        let followed = clock.now
        #expect(try deck.index(of: "arrival") == nil)
        #expect(try deck.index(of: "p\(Self.large - 1)") == Self.large - 1)
        let lookedUp = clock.now
        #expect(changes.arrived.map(\.id) == ["arrival"] && changes.withdrawn == ["p0"])
        print("following the catalogue: \(Self.large) profiles read and checked in \(milliseconds(checked - started)), "
            + "the store told in \(milliseconds(followed - checked)), two duplicate look-ups in \(milliseconds(lookedUp - followed))")
    }

    func milliseconds(_ duration: Duration) -> String {
        duration.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1)))
    }
}
