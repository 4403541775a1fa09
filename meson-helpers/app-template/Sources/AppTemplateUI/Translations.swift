import Foundation
import Tactile

/// The app's catalogue: po/ holds one LANG.po per language, compiled to
/// LANG/LC_MESSAGES/app-template.mo (meson installs them under PREFIX/share/locale).
public let localized = TextDomain("app-template")

public enum Translations {
    /// Adopts the person's locale and binds the catalogue, before any text is made: the
    /// installed PREFIX/share/locale beside the binary, or the build's own folder when run
    /// from the source tree (./run compiles po/ there).
    public static func setUp() {
        TextDomain.useEnvironmentLocale()
        let binary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        let folder = binary.deletingLastPathComponent()
        for candidate in ["../share/locale", "../../locale"] {
            let path = folder.appendingPathComponent(candidate).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path) {
                localized.bind(to: path)
                return
            }
        }
    }
}
