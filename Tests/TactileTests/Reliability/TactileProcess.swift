import Foundation
import XCTest

/// The built `tactile` binary run as a separate process, its output kept in
/// files so a test can wait for a line while the app is still running.
final class TactileProcess {
    static var binary: URL {
        // The test bundle sits in the build folder beside the executable.
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile")
    }

    /// The repository's data/ folder: what the app ships.
    static let shippedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data")

    let process = Process()
    private let outputFile: URL
    private let errorFile: URL

    init(_ arguments: [String], environment: [String: String]) throws {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-run-\(UUID().uuidString)")
        outputFile = stem.appendingPathExtension("out")
        errorFile = stem.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: outputFile)
        try? FileManager.default.removeItem(at: errorFile)
    }

    var errors: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Waits for the process to end; kills it and returns nil after `seconds`.
    func waitForExit(seconds: Double = 60) -> Int32? {
        guard wait(seconds: seconds, until: { !self.process.isRunning }) else {
            process.interrupt()
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Polls `condition` every 50 ms for up to `seconds`.
    func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Runs `tactile arguments` to the end: status (nil when it had to be killed) and standard error.
    static func run(_ arguments: [String], environment: [String: String], seconds: Double = 60) throws -> (status: Int32?, errors: String) {
        let run = try TactileProcess(arguments, environment: environment)
        let status = run.waitForExit(seconds: seconds)
        return (status, run.errors)
    }
}
