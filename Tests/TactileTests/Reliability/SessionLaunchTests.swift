import Foundation
import SharedTestSupport
import XCTest

/// The app run as a person runs it (no --screenshot): it stays up until
/// told to quit over D-Bus with `gapplication action … quit`.
final class SessionLaunchTests: XCTestCase {
    private static let appID = "io.github.tactile.Tactile"

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw XCTSkip("needs a D-Bus session bus (./meson-helpers/test brings one)")
        }
    }

    private static func gapplication(_ arguments: [String]) -> Int32 {
        runQuietly("/usr/bin/gapplication", arguments)
    }

    /// Waits until the running app owns its name on the bus (a D-Bus ping answered).
    private func waitUntilRegistered(_ app: TactileProcess) -> Bool {
        let ping = ["call", "--session", "--dest", Self.appID, "--object-path", "/io/github/tactile/Tactile",
                    "--method", "org.freedesktop.DBus.Peer.Ping"]
        return app.wait(seconds: 60) { !app.process.isRunning || runQuietly("/usr/bin/gdbus", ping) == 0 }
            && app.process.isRunning
    }

    func testAMissingSettingsSchemaIsReportedAndTheAppRuns() throws {
        let fixture = try ShippedDataFixture()
        let noSchemas = fixture.url.appendingPathComponent("no-schemas")
        try FileManager.default.createDirectory(at: noSchemas, withIntermediateDirectories: true)
        var environment = fixture.environment
        environment["GSETTINGS_SCHEMA_DIR"] = noSchemas.path
        environment["XDG_DATA_DIRS"] = noSchemas.path
        let app = try TactileProcess(["--data-dir", fixture.dataFolder.path], environment: environment)

        XCTAssertTrue(waitUntilRegistered(app), "the app came up: \(app.errors)")
        XCTAssertTrue(app.wait(seconds: 30) { app.errors.contains("settings schema") }, app.errors)
        XCTAssertTrue(app.errors.contains("kept for this run only"), app.errors)
        XCTAssertEqual(Self.gapplication(["action", Self.appID, "quit"]), 0)
        XCTAssertEqual(app.waitForExit(seconds: 30), 0, app.errors)
    }

    /// A second start hands over to the running instance (which presents its
    /// window) and leaves; it never opens the database itself.
    func testASecondInstancePresentsTheFirstInsteadOfRunningBeside() throws {
        let fixture = try ShippedDataFixture()
        let first = try TactileProcess(["--data-dir", fixture.dataFolder.path], environment: fixture.environment)
        XCTAssertTrue(waitUntilRegistered(first), "the first instance came up: \(first.errors)")

        let elsewhere = fixture.url.appendingPathComponent("second-data")
        let second = try TactileProcess(["--data-dir", elsewhere.path], environment: fixture.environment)
        XCTAssertEqual(second.waitForExit(seconds: 30), 0, second.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path), "the second instance opened no store")
        XCTAssertTrue(first.process.isRunning, "the first instance is still running")

        XCTAssertEqual(Self.gapplication(["action", Self.appID, "quit"]), 0)
        XCTAssertEqual(first.waitForExit(seconds: 30), 0, first.errors)
    }
}
