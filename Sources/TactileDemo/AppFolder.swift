import FoundationEssentials

/// Finds a folder the app reads at run time, installed or in a source tree:
/// the folder an environment variable names, when set, else the first of the
/// places relative to the running binary; either way only a folder that holds
/// what is looked for.
enum AppFolder {
    static func find(overrideKey: String,
                     relativeToBinary paths: [String],
                     holding isRight: (URL) -> Bool,
                     executable: URL = runningExecutable,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        places(overrideKey: overrideKey, relativeToBinary: paths, executable: executable, environment: environment)
            .first(where: isRight)
    }

    /// The places `find` looks in, in order (for telling where something was not found).
    static func places(overrideKey: String? = nil, relativeToBinary paths: [String],
                       executable: URL = runningExecutable,
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        if let overrideKey, let override = environment[overrideKey] { return [URL(fileURLWithPath: override)] }
        let binFolder = executable.deletingLastPathComponent()
        return paths.map { binFolder.appendingPathComponent($0).standardizedFileURL }
    }

    /// The running binary: the kernel's answer (/proc/self/exe), since argv[0] is only "tactile"
    /// when started through PATH, as the desktop file and a terminal do; argv[0] where there is
    /// no /proc.
    static let runningExecutable: URL = {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }()
}
