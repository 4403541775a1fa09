import TactileModel

/// The order the card stack sees: profiles undecided when the order was dealt, then the decided
/// ones, each group in catalogue order. Reading walks the `profiles_in_deck_order` index, so a
/// page costs the same whether the catalogue holds a hundred profiles or a hundred thousand.
final class DeckOrder {
    static let pageAfterKeySQL = """
        SELECT id, name, age, hobby, avatar, deck_group, position FROM profiles
        WHERE (deck_group, position) > (?1, ?2)
        ORDER BY deck_group, position LIMIT ?3
        """
    static let pageAtOffsetSQL = """
        SELECT id, name, age, hobby, avatar, deck_group, position FROM profiles
        ORDER BY deck_group, position LIMIT ?1 OFFSET ?2
        """

    private let pageAfterKey: SQLiteStatement
    private let pageAtOffset: SQLiteStatement
    /// Where the last page ended, so that the next one (the usual request) starts from that key
    /// instead of counting its way past every earlier row.
    private var lastPageEnd: (index: Int, group: Int64, position: Int64)?

    init(connection: SQLiteConnection) throws {
        pageAfterKey = try connection.prepare(Self.pageAfterKeySQL)
        pageAtOffset = try connection.prepare(Self.pageAtOffsetSQL)
    }

    /// Moves profiles whose decided state changed since the last deal into their group. Runs when
    /// the store opens or forgets decisions, never while the app pages, so indexes stay put.
    /// The caller holds the transaction, so a deal lands together with what made it necessary.
    static func deal(_ connection: SQLiteConnection) throws {
        // Most openings find nothing undealt, and then run no statement: emptying a whole table
        // rewrites its root page even when it is empty, so every start-up wrote to the disk
        // and synced it twice with nothing changed.
        guard try connection.scalarInteger("SELECT EXISTS (SELECT 1 FROM undealt_profiles)") == 1 else { return }
        try connection.execute("""
            UPDATE profiles
            SET deck_group = EXISTS (SELECT 1 FROM decisions WHERE decisions.profile_id = profiles.id)
            WHERE id IN (SELECT profile_id FROM undealt_profiles);
            DELETE FROM undealt_profiles;
            """)
    }

    /// The size of the undecided group, read from the deck-order index.
    static func undecidedCount(_ connection: SQLiteConnection) throws -> Int {
        Int(try connection.prepare("SELECT count(*) FROM profiles WHERE deck_group = 0")
            .rows { $0.integer(at: 0) }.first ?? 0)
    }

    /// The profiles at `range`, clamped to `count`.
    func profiles(in range: Range<Int>, count: Int) throws -> [Profile] {
        let clamped = range.clamped(to: 0..<max(count, 0))
        guard !clamped.isEmpty else { return [] }
        let statement: SQLiteStatement
        if let end = lastPageEnd, end.index == clamped.lowerBound {
            statement = try pageAfterKey.bind(.integer(end.group), .integer(end.position), .integer(Int64(clamped.count)))
        } else {
            statement = try pageAtOffset.bind(.integer(Int64(clamped.count)), .integer(Int64(clamped.lowerBound)))
        }
        var lastKey: (group: Int64, position: Int64)?
        let page = try statement.rows { row in
            lastKey = (row.integer(at: 5), row.integer(at: 6))
            return Profile(row: row)
        }
        lastPageEnd = lastKey.map { (clamped.lowerBound + page.count, $0.group, $0.position) }
        return page
    }

    /// Called when the order was dealt again: a remembered key may now sit at another index.
    func forgetLastPage() {
        lastPageEnd = nil
    }
}
