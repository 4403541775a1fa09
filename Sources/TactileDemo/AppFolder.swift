import Foundation

/// Finds a folder the app reads at run time, installed or in a source tree:
/// an environment variable wins, then the first of the places relative to the
/// running binary that holds what is looked for.
enum AppFolder {
    static func find(overrideKey: String,
                     relativeToBinary paths: [String],
                     holding isRight: (URL) -> Bool,
                     executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let override = environment[overrideKey] { return URL(fileURLWithPath: override) }
        let binFolder = executable.deletingLastPathComponent()
        return paths.map { binFolder.appendingPathComponent($0).standardizedFileURL }.first(where: isRight)
    }
}
