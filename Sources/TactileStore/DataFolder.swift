import FoundationEssentials

/// Where Tactile keeps its data when `--data-dir` does not say.
public enum DataFolder {
    /// `$XDG_DATA_HOME/tactile`, or `~/.local/share/tactile` when that is unset or not absolute
    /// (the XDG base-directory spec says to ignore relative values).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("tactile", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/tactile", isDirectory: true)
    }

    /// The database's file name inside the data folder.
    static let databaseFileName = "tactile.db"
}
