import FoundationEssentials

/// Finds a folder the app reads at run time, installed or in a source tree:
/// the folder an environment variable names, when set, else the first of the
/// places relative to the running binary; either way only a folder that holds
/// what is looked for.
enum AppFolder {
    static func find(overrideKey: String,
                     relativeToBinary paths: [String],
                     holding isRight: (URL) -> Bool,
                     executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        places(overrideKey: overrideKey, relativeToBinary: paths, executable: executable, environment: environment)
            .first(where: isRight)
    }

    /// The places `find` looks in, in order (for telling where something was not found).
    static func places(overrideKey: String? = nil, relativeToBinary paths: [String],
                       executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        if let overrideKey, let override = environment[overrideKey] { return [URL(fileURLWithPath: override)] }
        let binFolder = executable.deletingLastPathComponent()
        return paths.map { binFolder.appendingPathComponent($0).standardizedFileURL }
    }
}
