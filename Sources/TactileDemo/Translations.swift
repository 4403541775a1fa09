import Foundation
import Tactile

/// The app's strings share the components' catalogue ("tactile"): one
/// template, one `.mo` per language, for the app and its components alike.
let localized = TextDomain.tactile

/// Where the compiled catalogues (`LANG/LC_MESSAGES/tactile.mo`) are: the
/// installed `PREFIX/share/locale`, or, run from the build folder, the
/// `locale` folder `meson-helpers/run` and `test` compile `po/` into, beside
/// the SwiftPM products (`SCRATCH/locale`).
enum Translations {
    static let environmentKey = "TACTILE_LOCALE_DIR"

    static func folder(executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let override = environment[environmentKey] { return URL(fileURLWithPath: override) }
        let binFolder = executable.deletingLastPathComponent()
        let candidates = [
            binFolder.deletingLastPathComponent().appendingPathComponent("share/locale"),
            // SCRATCH/<triple>/<configuration>/tactile
            binFolder.appendingPathComponent("../../locale").standardizedFileURL,
        ]
        return candidates.first(where: holdsCatalogues)
    }

    /// Adopts the user's locale and binds the catalogue, before any text is made.
    static func setUp() {
        TextDomain.useEnvironmentLocale()
        // Without a folder of our own, gettext looks in the system's (right for a /usr install).
        if let folder = folder() { localized.bind(to: folder.path) }
    }

    private static func holdsCatalogues(_ folder: URL) -> Bool {
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return languages.contains { language in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(language)/LC_MESSAGES/tactile.mo").path)
        }
    }
}
