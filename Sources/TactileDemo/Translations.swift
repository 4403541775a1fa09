import FoundationEssentials
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

    static func folder() -> URL? {
        AppFolder.find(overrideKey: environmentKey,
                       // PREFIX/bin/tactile; SCRATCH/<triple>/<configuration>/tactile
                       relativeToBinary: ["../share/locale", "../../locale"],
                       holding: holdsCatalogues)
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
