import FoundationEssentials
import TactileModel

/// What importing a profiles.json would keep and skip, worked out without a database: the
/// importer's own parsing and rules, for checking a catalogue before shipping it and for fuzzing.
public struct CatalogueCheck: Sendable, Equatable {
    /// The profiles an import would keep, in file order.
    public let profiles: [Profile]
    /// Every reason an entry would be left out.
    public let skipped: [ProfileValidationIssue]

    /// Nil when `data` is not a JSON array at all (the import then keeps the stored catalogue).
    public init?(_ data: Data) {
        guard let entries = try? JSONDecoder().decode([CatalogueEntry].self, from: data) else { return nil }
        (profiles, skipped) = CatalogueImporter.validate(entries)
    }
}
