import TactileModel

/// What a catalogue read while the app runs changed against the store
/// (`ProfileStore.followCatalogue(_:)`): the profiles that arrived, in file order, and the ids
/// withdrawn from it. Profiles whose details changed are kept as they were until the next start.
public struct CatalogueChanges: Sendable, Equatable {
    /// Profiles in the catalogue that the store did not hold (or held withdrawn), in file order.
    public let arrived: [Profile]
    /// Ids the store held that the catalogue no longer lists, in the store's order.
    public let withdrawn: [Profile.ID]
    /// Why entries of the catalogue were left out (as an import reports them).
    public let skipped: [ProfileValidationIssue]

    /// Whether nothing arrived and nothing was withdrawn.
    public var isEmpty: Bool { arrived.isEmpty && withdrawn.isEmpty }
}
