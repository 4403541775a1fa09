import Foundation

/// Where the catalogue and avatars the app ships with are: beside an
/// installed binary (`PREFIX/share/tactile`) or in the source tree's `data/`
/// when run from the build folder.
enum ShippedData {
    static func folder(executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let override = environment["TACTILE_SHIPPED_DATA"] { return URL(fileURLWithPath: override) }
        let binFolder = executable.deletingLastPathComponent()
        let candidates = [
            binFolder.deletingLastPathComponent().appendingPathComponent("share/tactile"),
            // .build/<triple>/<configuration>/tactile in a source tree
            binFolder.appendingPathComponent("../../../data").standardizedFileURL,
            binFolder.appendingPathComponent("../../data").standardizedFileURL,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("profiles.json").path) }
    }
}
