/// Something the store did on the person's behalf while opening, which the app should tell them.
public enum StoreNotice: Sendable, Equatable, CustomStringConvertible {
    /// The database was damaged: it now lives at `movedTo`, a fresh one took its place,
    /// the catalogue was imported again, and `salvagedDecisions` decisions and `salvagedTags`
    /// colour tags were copied across (counted once committed to the fresh file).
    case corruptDatabaseMovedAside(original: String, movedTo: String, salvagedDecisions: Int, salvagedTags: Int)
    /// The data folder could not be written, so this session keeps its decisions in memory only.
    case keptInMemory(because: StoreError)
    /// The shipped catalogue could not be read at all; the profiles already stored stay in use.
    case catalogueUnreadable(file: String, reason: String)

    public var description: String {
        switch self {
        case .corruptDatabaseMovedAside(let original, let movedTo, let salvaged, let tags):
            return "The database \(original) was damaged. It was kept as \(movedTo), a fresh one was created "
                + "and the profiles were imported again; \(salvaged) earlier decision(s) and \(tags) colour tag(s) "
                + "could be recovered."
        case .keptInMemory(let reason):
            return "\(reason) Until then, this session's decisions are kept in memory only and will be "
                + "lost when Tactile quits."
        case .catalogueUnreadable(let file, let reason):
            return "The profile catalogue \(file) could not be read (\(reason)); the profiles stored earlier are shown."
        }
    }
}
