import FoundationEssentials
import Observation
import TactileModel

/// The profiles and the person's decisions, kept in SQLite: the card stack's catalogue and its
/// decision log. Opening imports the shipped catalogue when it changed and deals the order
/// (undecided profiles first); that order then holds still until the store is opened again or
/// `forgetAllDecisions()` deals it afresh.
///
/// It is the one source of truth for decisions: every change to them or to the colour tags
/// (`record`, `undo`, `forgetAllDecisions`, `unmatch`, `setMatchTag`) bumps `revision`, an
/// observable value, so every page that shows decisions follows every change by reading it
/// in a binding, whoever made the change.
@MainActor
public final class ProfileStore: DecisionLookup, Observable {
    /// Where the data lives: the database file, or memory when the folder could not be written.
    public let location: StoreLocation
    /// What opening did on the person's behalf (a damaged file moved aside, memory-only mode,
    /// an unreadable catalogue); the app should show these.
    public let notices: [StoreNotice]
    /// The result of importing the catalogue at open; nil when no catalogue was given or it could not be read.
    public let catalogueImport: ImportReport?
    /// How many profiles the catalogue holds.
    public let count: Int
    /// How many of them were undecided when the order was last dealt: they come first.
    public private(set) var undecidedCount: Int

    let connection: SQLiteConnection
    private let deck: DeckOrder
    private let registrar = ObservationRegistrar()
    private var storedRevision = 0
    private var dealtHandlers: [@MainActor () -> Void] = []
    private let insertDecision: SQLiteStatement
    private let deleteDecision: SQLiteStatement
    /// Profiles withdrawn from the catalogue while the app runs (`followCatalogue`), still in
    /// the table so the dealt order holds until it is dealt again.
    var withdrawnProfileIDs: Set<Profile.ID> = []

    /// Opens (or creates) the store in `folder`, importing `catalogue` (the shipped profiles.json)
    /// when its content changed since the last import.
    /// - Parameters:
    ///   - folder: the data folder: `--data-dir`, else `DataFolder.standard()`.
    ///   - catalogue: the profiles to import (a JSON array); nil imports nothing.
    ///   - policy: what to do when `folder` cannot be written: `.keepInMemory` carries on in memory and adds a notice saying so.
    ///   - busyTimeout: how long to wait for another instance's write before reporting `.busy`.
    /// - Throws: `StoreError` (busy, disk full, unwritable folder with `.fail`, newer schema, ...).
    public convenience init(
        folder: URL = DataFolder.standard(),
        catalogue: URL? = nil,
        ifFolderIsUnwritable policy: UnwritableFolderPolicy = .keepInMemory,
        busyTimeout: Duration = .seconds(3)
    ) throws(StoreError) {
        let milliseconds = busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        let opened = try StoreOpener.open(
            folder: folder, catalogue: catalogue, policy: policy,
            busyTimeoutMilliseconds: Int32(clamping: milliseconds))
        try self.init(opened)
    }

    /// A store that keeps nothing beyond the process, for previews and tests.
    public convenience init(inMemoryWithCatalogue catalogue: URL?) throws(StoreError) {
        try self.init(StoreOpener.openInMemory(catalogue: catalogue))
    }

    private init(_ opened: OpenedDatabase) throws(StoreError) {
        location = opened.location
        notices = opened.notices
        catalogueImport = opened.catalogueImport
        connection = opened.connection
        let database = Self.describe(opened.location)
        do {
            count = try CatalogueState.profileCount(in: connection)
            undecidedCount = try DeckOrder.undecidedCount(connection)
            deck = try DeckOrder(connection: connection)
            // RETURNING tells in the same statement whether the row went in: no row, no such profile.
            insertDecision = try connection.prepare("""
                INSERT INTO decisions (profile_id, decision, decided_at)
                SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM profiles WHERE id = ?1)
                RETURNING id
                """)
            deleteDecision = try connection.prepare(
                "DELETE FROM decisions WHERE id = ?1 AND profile_id = ?2 AND decision = ?3 RETURNING id")
        } catch {
            throw StoreError.from(error, database: database)
        }
    }

    /// True when nothing will outlive this process.
    public var isInMemory: Bool { location == .memory }

    // MARK: Changes

    /// Counts the changes to decisions and tags since the store opened; read it in a binding
    /// (`widget.bind { _ = store.revision; … }`) to follow each of them.
    public var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return storedRevision
    }

    /// Runs `handler` each time the deck's order is dealt afresh (`forgetAllDecisions`), once
    /// the new order is in place: a card stack over `UndecidedDeck` starts over then.
    public func onDealtAfresh(_ handler: @escaping @MainActor () -> Void) {
        dealtHandlers.append(handler)
    }

    func noteChange() {
        registrar.withMutation(of: self, keyPath: \.revision) { storedRevision += 1 }
    }

    // MARK: Profiles

    /// The profiles at `range` in the dealt order (clamped to `count`).
    public func profiles(in range: Range<Int>) throws(StoreError) -> [Profile] {
        try storing { try deck.profiles(in: range, count: count) }
    }

    // MARK: DecisionLog

    /// Saves one decision in its own transaction; when this returns, it is on disk.
    public func record(_ decision: Decision, for profileID: Profile.ID, at date: Date) throws(StoreError) -> DecisionRecord<Profile.ID> {
        try storing {
            let record = try insertRow(decision, for: profileID, at: date)
            noteChange()
            return record
        }
    }

    /// Deletes exactly `record` (matched by id, profile and decision), nothing else.
    public func undo(_ record: DecisionRecord<Profile.ID>) throws(StoreError) {
        try storing {
            try deleteRow(record)
            noteChange()
        }
    }

    /// Puts `decision` in `record`'s place in one transaction: both happen, or neither, and
    /// the followers hear of it once, after it is on disk.
    public func replace(_ record: DecisionRecord<Profile.ID>, with decision: Decision,
                        at date: Date) throws(StoreError) -> DecisionRecord<Profile.ID> {
        try storing {
            let replacement = try connection.inTransaction {
                try deleteRow(record)
                return try insertRow(decision, for: record.itemID, at: date)
            }
            noteChange()
            return replacement
        }
    }

    private func insertRow(_ decision: Decision, for profileID: Profile.ID, at date: Date) throws -> DecisionRecord<Profile.ID> {
        let ids = try insertDecision
            .bind(.text(profileID), .text(decision.id), .real(date.timeIntervalSinceReferenceDate))
            .rows { $0.integer(at: 0) }
        guard let id = ids.first else { throw StoreError.unknownProfile(id: profileID) }
        return DecisionRecord(id: id, itemID: profileID, decision: decision, date: date)
    }

    private func deleteRow(_ record: DecisionRecord<Profile.ID>) throws {
        let deleted = try deleteDecision
            .bind(.integer(record.id), .text(record.itemID), .text(record.decision.id))
            .rows { $0.integer(at: 0) }
        guard !deleted.isEmpty else { throw StoreError.decisionNotFound(id: record.id) }
    }

    // MARK: Reading decisions back

    /// Every decision in the log, oldest first.
    public func recordedDecisions() throws(StoreError) -> [DecisionRecord<Profile.ID>] {
        try storing {
            let statement = try connection.prepare("SELECT id, profile_id, decision, decided_at FROM decisions ORDER BY id")
            return try statement.rows { row in
                Decision.profileDecision(named: row.text(at: 2)).map { decision in
                    DecisionRecord(
                        id: row.integer(at: 0), itemID: row.text(at: 1), decision: decision,
                        date: Date(timeIntervalSinceReferenceDate: row.real(at: 3)))
                }
            }.compactMap { $0 }
        }
    }

    /// Profiles whose latest decision is like or boost, most recent first, for the Matches page.
    public func likedProfiles() throws(StoreError) -> [LikedProfile] {
        try storing {
            let statement = try connection.prepare("""
                SELECT p.id, p.name, p.age, p.hobby, p.avatar, d.decision, d.decided_at
                FROM decisions d JOIN profiles p ON p.id = d.profile_id
                WHERE d.decision IN ('like', 'boost')
                  AND d.id = (SELECT max(latest.id) FROM decisions latest WHERE latest.profile_id = d.profile_id)
                ORDER BY d.id DESC
                """)
            return try statement.rows { row in
                Decision.profileDecision(named: row.text(at: 5)).map { decision in
                    LikedProfile(
                        profile: Profile(row: row),
                        decision: decision, date: Date(timeIntervalSinceReferenceDate: row.real(at: 6)))
                }
            }.compactMap { $0 }
        }
    }

    /// Forgets every decision and deals the order afresh (all profiles undecided, catalogue
    /// order), in one transaction. Indexes change: the card stack should start over.
    public func forgetAllDecisions() throws(StoreError) {
        try storing {
            try connection.inTransaction {
                try connection.execute("DELETE FROM decisions")
                try dealLiveCatalogue()
                try DeckOrder.deal(connection)
            }
            deck.forgetLastPage()
            withdrawnProfileIDs = []
            undecidedCount = try DeckOrder.undecidedCount(connection)
            noteChange()
        }
        for handler in dealtHandlers { handler() }
    }

    /// The name of the latest decision on `profileID`, if any.
    public func latestDecision(for profileID: Profile.ID) throws(StoreError) -> Decision.ID? {
        try storing {
            try connection.prepare("SELECT decision FROM decisions WHERE profile_id = ?1 ORDER BY id DESC LIMIT 1")
                .bind(.text(profileID)).rows { $0.text(at: 0) }.first
        }
    }

    /// Ends a match: a "nope" recorded after the like, in the same transaction as the check
    /// that the profile is still a match, so a page showing an old match (the decisions were
    /// reset meanwhile) cannot write a decision for a profile nobody decided.
    @discardableResult
    public func unmatch(_ profileID: Profile.ID, at date: Date) throws(StoreError) -> DecisionRecord<Profile.ID> {
        try storing {
            try connection.inTransaction {
                try requireMatch(profileID)
                return try record(.nope, for: profileID, at: date)
            }
        }
    }

    /// Throws `notAMatch` unless the latest decision on `profileID` is like or boost.
    func requireMatch(_ profileID: Profile.ID) throws {
        let latest = try latestDecision(for: profileID)
        guard latest == Decision.like.id || latest == Decision.boost.id else { throw StoreError.notAMatch(id: profileID) }
    }

    func storing<Result>(_ work: () throws -> Result) throws(StoreError) -> Result {
        do {
            return try work()
        } catch {
            let storeError = StoreError.from(error, database: Self.describe(location))
            if case .corrupt = storeError, case .file(let database) = location {
                DatabaseFile.suspect(database)
            }
            throw storeError
        }
    }

    static func describe(_ location: StoreLocation) -> String {
        switch location {
        case .file(let url): return url.path
        case .memory: return "memory"
        }
    }
}
