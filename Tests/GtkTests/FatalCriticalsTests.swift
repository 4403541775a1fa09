import Foundation
import XCTest

/// A GLib CRITICAL under `G_DEBUG=fatal-criticals` must end the Swift process that
/// logged it, as it ends a C one: Swift's crash backtracer otherwise resumes after
/// GLib's breakpoint trap and the process carries on (and a test passes).
final class FatalCriticalsTests: XCTestCase {
    func testACriticalEndsTheProcessWhenCriticalsAreFatal() throws {
        let run = try Self.runProbe(gDebug: "fatal-criticals")
        XCTAssertTrue(run.output.contains("provoking"), "the probe did not start: \(run.output)")
        XCTAssertTrue(run.errors.contains("CRITICAL"), "the critical was not written: \(run.errors)")
        XCTAssertFalse(run.output.contains("survived"), "the process went on after a fatal critical")
        XCTAssertEqual(run.reason, .uncaughtSignal, "status \(run.status)")
        XCTAssertEqual(run.status, SIGABRT)
    }

    func testACriticalIsOnlyPrintedWhenCriticalsAreNotFatal() throws {
        let run = try Self.runProbe(gDebug: nil)
        XCTAssertTrue(run.errors.contains("CRITICAL"), run.errors)
        XCTAssertTrue(run.output.contains("survived"), "without fatal-criticals the probe should go on: \(run.output)")
        XCTAssertEqual(run.reason, .exit)
        XCTAssertEqual(run.status, 0)
    }

    private struct Run {
        let output: String
        let errors: String
        let reason: Process.TerminationReason
        let status: Int32
    }

    /// Runs GtkCriticalProbe, built beside the test binary, on this display.
    private static func runProbe(gDebug: String?) throws -> Run {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let probe = testBinary.deletingLastPathComponent().appendingPathComponent("GtkCriticalProbe")
        guard FileManager.default.isExecutableFile(atPath: probe.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: probe.path])
        }
        let process = Process()
        process.executableURL = probe
        var environment = ProcessInfo.processInfo.environment
        environment["G_DEBUG"] = gDebug
        // Swift's backtracer on, as a user's program has it (its backtrace is not what this
        // test reads: keep it short). Not under the sanitizers, which turn it off: it hangs
        // on a sanitized process, and holds the probe's output open while it does.
        if environment["SWIFT_BACKTRACE"] != "enable=no" {
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,limit=8,top=0,sanitize=yes"
        }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self),
                   reason: process.terminationReason, status: process.terminationStatus)
    }
}
