import Foundation
import Testing

/// Runs the TactileStoreCrashChild executable (built beside the test binary) and kills it.
enum CrashChild {
    /// How many times a crash test kills its child: 80 in the test script (each kill costs a
    /// child's start and up to 150 ms), more with `TACTILE_CRASH_KILLS=200` for a longer run.
    static var kills: Int {
        ProcessInfo.processInfo.environment["TACTILE_CRASH_KILLS"].flatMap(Int.init).map { max(1, $0) } ?? 80
    }

    /// One line the child printed once its transaction had committed.
    enum Report: Equatable {
        case recorded(id: Int64, profileID: String, decision: String)
        case undone(id: Int64)
        case failed(String)
    }

    /// The child built beside the test binary (`TactileStoreImportChild` for the import test).
    static func executable(named name: String = "TactileStoreCrashChild") throws -> URL {
        if name == "TactileStoreCrashChild", let override = ProcessInfo.processInfo.environment["TACTILE_CRASH_CHILD"] {
            return URL(fileURLWithPath: override)
        }
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let child = testBinary.deletingLastPathComponent().appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: child.path),
            "\(child.path) is missing: the \(name) target must be built with the tests")
        return child
    }

    /// Starts the child on `folder`, SIGKILLs it after `delay`, and returns what it reported.
    static func runAndKill(_ executable: URL, folder: URL, after delay: Duration) throws -> [Report] {
        try linesUntilKilled(executable, folder: folder, after: delay).map(parse)
    }

    /// Starts a child on `folder`, SIGKILLs it after `delay`, and returns the lines it printed.
    static func linesUntilKilled(_ executable: URL, folder: URL, after delay: Duration) throws -> [Substring] {
        let process = Process()
        process.executableURL = executable
        process.arguments = [folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        var pause = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        nanosleep(&pause, nil)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // A line without its newline was cut by the kill; write(2) of a short line is atomic, so none should be.
        return text.split(separator: "\n")
    }

    private static func parse(_ line: Substring) -> Report {
        let words = line.split(separator: " ")
        switch (words.first, words.count) {
        case ("+", 4):
            if let id = Int64(words[1]) { return .recorded(id: id, profileID: String(words[2]), decision: String(words[3])) }
        case ("-", 2):
            if let id = Int64(words[1]) { return .undone(id: id) }
        default:
            break
        }
        return .failed(String(line))
    }
}
