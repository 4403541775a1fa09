import FoundationEssentials

/// The card stack's catalogue: a possibly very large list of profiles in a
/// stable order, read a page at a time so that no front end ever has to load
/// it whole. The SQLite store implements it; tests use in-memory ones.
@MainActor
public protocol ProfileSource: AnyObject {
    /// How many profiles the source holds; fixed while the order is.
    var count: Int { get }
    /// The profiles at `range` in the source's stable order (clamped to `count`).
    func profiles(in range: Range<Int>) throws -> [Profile]
}

/// Where decisions go: each one kept on its own, undo removes exactly one.
@MainActor
public protocol DecisionLog: AnyObject {
    /// Records `decision` on the profile `profileID` made at `date`, and returns the record that
    /// `undo(_:)` takes; throws when it cannot be kept, and then nothing is recorded.
    func record(_ decision: Decision, for profileID: Profile.ID, at date: Date) throws -> DecisionRecord
    /// Removes exactly `record`; throws when it is not in force (never recorded, or already undone).
    func undo(_ record: DecisionRecord) throws
}
