import FoundationEssentials

/// Where the store keeps its data.
public enum StoreLocation: Sendable, Equatable {
    /// The database file inside a data folder.
    case file(URL)
    /// Memory only: nothing outlives the process.
    case memory
}
