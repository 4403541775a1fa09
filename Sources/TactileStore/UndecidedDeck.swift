import TactileModel

/// The card stack's view of the store: only the profiles that were undecided
/// when the order was dealt, so a restart resumes where the person stopped and
/// an all-decided catalogue shows the empty state instead of old cards again.
@MainActor
public final class UndecidedDeck: ProfileSource {
    private let store: ProfileStore

    /// The undecided profiles of `store`.
    public init(_ store: ProfileStore) { self.store = store }

    /// Fixed until the order is dealt again (`forgetAllDecisions`); then make a new deck.
    public var count: Int { store.undecidedCount }

    public func profiles(in range: Range<Int>) throws -> [Profile] {
        try store.profiles(in: range.clamped(to: 0..<max(count, 0)))
    }
}
