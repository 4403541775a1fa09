import FoundationEssentials
import TactileModel
import TactileStore

/// The app's data at start-up: the store (on disk, or in memory when the
/// disk cannot be used) and what the user should be told about it.
@MainActor
final class AppData {
    let store: ProfileStore
    let shippedFolder: URL?
    /// Problems worth telling the user, in plain words.
    let messages: [String]
    /// When no catalogue was found: that it is missing and where it was looked for.
    let missingCatalogue: String?
    /// The catalogue file the store imported, which the Discover page follows while the app runs.
    var catalogue: URL? { shippedFolder?.appendingPathComponent("profiles.json") }

    private init(store: ProfileStore, shippedFolder: URL?, messages: [String], missingCatalogue: String?) {
        self.store = store
        self.shippedFolder = shippedFolder
        self.messages = messages
        self.missingCatalogue = missingCatalogue
    }

    static func open(dataFolder: String?, shippedFolder: URL? = ShippedData.folder(),
                     searchedPlaces: [URL] = ShippedData.searchedPlaces()) -> AppData {
        var messages: [String] = []
        let catalogue = shippedFolder?.appendingPathComponent("profiles.json")
        var missingCatalogue: String?
        if catalogue == nil {
            let places = searchedPlaces.map { $0.appendingPathComponent("profiles.json").path }.joined(separator: ", ")
            // Translators: {places} is a list of file paths.
            let missing = localized("The profile catalogue was not found. Tactile looked for it at {places}.", ["places": places])
            missingCatalogue = missing
            messages.append(missing + " " + localized("Only profiles saved earlier are shown."))
        }
        let folder = dataFolder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? DataFolder.standard()
        do {
            let store = try ProfileStore(folder: folder, catalogue: catalogue, ifFolderIsUnwritable: .keepInMemory)
            messages += store.notices.map { StoreMessages.text(for: $0) }
            if let report = store.catalogueImport, !report.skipped.isEmpty {
                // Translators: {examples} are the first reasons, in English.
                messages.append(localized.plural("{count} profile in {file} was skipped: {examples}",
                                                 "{count} profiles in {file} were skipped: {examples}",
                                                 count: report.skipped.count, [
                                                     "file": report.file,
                                                     "examples": report.skipped.prefix(3).map(\.description).joined(separator: "; "),
                                                 ]))
            }
            return AppData(store: store, shippedFolder: shippedFolder, messages: messages, missingCatalogue: missingCatalogue)
        } catch {
            messages.append(localized("{error} Decisions made now are kept until the app closes.",
                                      ["error": StoreMessages.text(for: error)]))
            return AppData(store: inMemoryStore(catalogue: catalogue, messages: &messages),
                           shippedFolder: shippedFolder, messages: messages, missingCatalogue: missingCatalogue)
        }
    }

    private static func inMemoryStore(catalogue: URL?, messages: inout [String]) -> ProfileStore {
        do {
            return try ProfileStore(inMemoryWithCatalogue: catalogue)
        } catch {
            messages.append(localized("The profile catalogue could not be read: {error}", ["error": StoreMessages.text(for: error)]))
            // An empty in-memory database needs no file, so it cannot fail for a reason the user controls.
            do { return try ProfileStore(inMemoryWithCatalogue: nil) } catch {
                fatalError("An empty in-memory store could not be created: \(error)")
            }
        }
    }

    /// The avatar file for a profile, or nil when it is missing or leaves the data folder.
    func avatarFile(for profile: Profile) -> String? {
        guard let shippedFolder else { return nil }
        let base = shippedFolder.resolvingSymlinksInPath().path
        let file = shippedFolder.appendingPathComponent(profile.avatar).resolvingSymlinksInPath().path
        guard file.hasPrefix(base + "/"), FileManager.default.fileExists(atPath: file) else { return nil }
        return file
    }
}
