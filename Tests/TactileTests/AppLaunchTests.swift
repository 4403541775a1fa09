import Foundation
import GtkTestSupport
import Tactile
import XCTest

/// The `tactile` executable, started as a user would.
final class AppLaunchTests: XCTestCase {
    private var binary: URL {
        // The test bundle sits in the build folder beside the executable.
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile")
    }

    /// A data folder of the test's own: a launch never touches the user's data.
    private let dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-launch-\(UUID().uuidString)")

    override func tearDown() {
        for path in [dataFolder.path, dataFolder.path + "-output.txt", dataFolder.path + "-errors.txt"] {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func launch(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--data-dir", dataFolder.path] + arguments
        if let environment { process.environment = environment }
        // Files, not pipes: read one after the other, a pipe the app fills (a sanitizer's
        // report at exit runs to hundreds of kilobytes) would block it until the other closed.
        let outputFile = URL(fileURLWithPath: dataFolder.path + "-output.txt")
        let errorFile = URL(fileURLWithPath: dataFolder.path + "-errors.txt")
        for file in [outputFile, errorFile] {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
                try String(contentsOf: errorFile, encoding: .utf8))
    }

    func testHelpAndVersion() throws {
        let help = try launch(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--screenshot FILE"))
        let version = try launch(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("Tactile "))
    }

    func testUnknownOptionIsRefusedWithAHint() throws {
        let result = try launch(["--frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("unknown option --frobnicate"), result.errors)
    }

    /// The desktop file and a terminal start the app by name through PATH, from any folder:
    /// it still finds the profiles and translations installed beside its binary.
    func testStartedByNameThroughPATHFindsItsData() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tactile", "--data-dir", dataFolder.path, "--screenshot", dataFolder.path + "-shot.png"]
        process.environment = environment
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let errorFile = URL(fileURLWithPath: dataFolder.path + "-errors.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? errors.close()
            try? FileManager.default.removeItem(atPath: dataFolder.path + "-shot.png")
        }
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let messages = try String(contentsOf: errorFile, encoding: .utf8)
        XCTAssertEqual(process.terminationStatus, 0, messages)
        XCTAssertFalse(messages.contains("not found"), messages)
    }

    func testNoDisplayIsExplainedNotCrashed() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = try launch([], environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("--screenshot"), result.errors)
    }

    func testScreenshotWritesANonBlankPNGOfTheWindowSize() throws {
        let path = NSTemporaryDirectory() + "tactile-shot-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try launch(["--screenshot", path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataFolder.appendingPathComponent("tactile.db").path),
                      "the store went to the test's folder, not the user's")
        try MainActor.assumeIsolated {
            try onGtk {
                let texture = try Texture(file: path)
                // The default window size, less nothing: the window draws its own frame inside it.
                XCTAssertGreaterThanOrEqual(texture.width, 400)
                XCTAssertGreaterThanOrEqual(texture.height, 700)
                let pixels = texture.rgbaPixels()
                var colours = Set<UInt32>()
                for offset in stride(from: 0, to: pixels.count, by: 4) {
                    colours.insert(UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]))
                }
                XCTAssertGreaterThan(colours.count, 10, "a window with a title was drawn, not a blank fill")
            }
        }
    }

    /// Run from the source tree, the app icon is not installed: the About page still shows it
    /// (its red card and heart), though the icon theme learns of the source tree's icons only
    /// when the icon is first needed, not at start-up.
    func testAboutPageShowsTheAppIconRunFromTheSourceTree() throws {
        let path = NSTemporaryDirectory() + "tactile-about-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try launch(["--page", "about", "--style", "light", "--screenshot", path])
        XCTAssertEqual(result.status, 0, result.errors)
        try MainActor.assumeIsolated {
            try onGtk {
                let pixels = try Texture(file: path).rgbaPixels()
                var red = 0
                for offset in stride(from: 0, to: pixels.count, by: 4) {
                    let (r, g, b) = (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                    if r > 170, r - g > 90, r - b > 60 { red += 1 }
                }
                // The 128-point icon's card is mostly red: thousands of pixels. The missing-image
                // icon a theme without the app's icon shows instead is grey, and nothing else on
                // the page is red.
                XCTAssertGreaterThan(red, 3000, "the app icon is drawn on the About page")
            }
        }
    }
}
