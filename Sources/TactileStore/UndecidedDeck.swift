import TactileModel

/// The card stack's view of the store: only the profiles that were undecided
/// when the order was dealt, so a restart resumes where the person stopped and
/// an all-decided catalogue shows the empty state instead of old cards again.
@MainActor
public final class UndecidedDeck: CardIndexLookup {
    private let store: ProfileStore

    /// The undecided profiles of `store`.
    public init(_ store: ProfileStore) { self.store = store }

    /// Fixed until the order is dealt again (`forgetAllDecisions`); then make a new deck.
    public var count: Int { store.undecidedCount }

    public func items(in range: Range<Int>) throws -> [Profile] {
        try store.profiles(in: range.clamped(to: 0..<max(count, 0)))
    }

    /// The place of `id` among the undecided profiles as dealt, or nil when it is not among them.
    public func index(of id: Profile.ID) throws(StoreError) -> Int? {
        try store.storing {
            try store.connection.prepare("""
                SELECT (SELECT count(*) FROM profiles earlier WHERE earlier.deck_group = 0 AND earlier.position < p.position)
                FROM profiles p WHERE p.id = ?1 AND p.deck_group = 0
                """).bind(.text(id)).rows { Int($0.integer(at: 0)) }.first
        }
    }
}
