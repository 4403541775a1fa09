import Foundation
import SharedTestSupport
import XCTest

/// The real `tactile` started on bad data and in a hostile environment: each
/// case must end in a clear message and a window that still renders (the
/// screenshot run exits 0), never a crash or a hang.
final class BadInputLaunchTests: XCTestCase {
    private func screenshot(_ fixture: ShippedDataFixture, dataFolder: URL? = nil) throws -> (status: Int32?, errors: String, shot: URL) {
        let shot = fixture.url.deletingLastPathComponent().appendingPathComponent("shot.png")
        let arguments = ["--screenshot", shot.path, "--data-dir", (dataFolder ?? fixture.dataFolder).path]
        let result = try TactileProcess.run(arguments, environment: fixture.environment)
        return (result.status, result.errors, shot)
    }

    private func assertRendered(_ result: (status: Int32?, errors: String, shot: URL),
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 0, "the app rendered its window and exited cleanly: \(result.errors)", file: file, line: line)
        XCTAssertTrue(FileManager.default.fileExists(atPath: result.shot.path), "a screenshot was written", file: file, line: line)
    }

    func testAMissingAvatarShowsThePlaceholderAndNamesTheFile() throws {
        let fixture = try ShippedDataFixture(firstAvatar: "avatars/nobody-here.jpg")
        let result = try screenshot(fixture)
        assertRendered(result)
        XCTAssertTrue(result.errors.contains("placeholder") && result.errors.contains("nobody-here.jpg"), result.errors)
        XCTAssertTrue(result.errors.contains("nobody-here.jpg: the file is missing"), "say it is missing: \(result.errors)")
    }

    func testAMissingCatalogueIsNamedWithWhereItWasLookedFor() throws {
        let fixture = try ShippedDataFixture()
        try FileManager.default.removeItem(at: fixture.file("profiles.json"))
        let result = try screenshot(fixture)
        assertRendered(result)
        XCTAssertTrue(result.errors.contains("The profile catalogue was not found"), result.errors)
        XCTAssertTrue(result.errors.contains(fixture.file("profiles.json").path), "where it was looked for: \(result.errors)")
    }

    func testAnAvatarThatIsNotAnImageShowsThePlaceholder() throws {
        let fixture = try ShippedDataFixture()
        try Data("this is a text file wearing a .jpg name\n".utf8).write(to: fixture.file("avatars/p001.jpg"))
        let result = try screenshot(fixture)
        assertRendered(result)
        XCTAssertTrue(result.errors.contains("placeholder") && result.errors.contains("p001.jpg"), result.errors)
        XCTAssertTrue(result.errors.contains("not an image GTK can read"), result.errors)
    }

    /// 16,384 × 16,384 pixels would take 1 GiB decoded: the header is read, the pixels never are.
    func testAHugeImageIsRefusedBeforeDecoding() throws {
        let fixture = try ShippedDataFixture()
        let huge = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/avatar-16384x16384.png")
        try FileManager.default.removeItem(at: fixture.file("avatars/p001.jpg"))
        try FileManager.default.copyItem(at: huge, to: fixture.file("avatars/p001.jpg"))
        let started = Date()
        let result = try screenshot(fixture)
        assertRendered(result)
        XCTAssertTrue(result.errors.contains("16384 × 16384") && result.errors.contains("not decoded"), result.errors)
        print("huge avatar: start-up and screenshot in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
    }

    func testAnUnwritableDataFolderKeepsDecisionsInMemoryAndSaysSo() throws {
        let fixture = try ShippedDataFixture()
        let readOnly = try TemporaryMount(sizeKiB: 256, readOnly: true)
        let result = try screenshot(fixture, dataFolder: readOnly.url)
        assertRendered(result)
        XCTAssertTrue(result.errors.contains(readOnly.url.path) && result.errors.contains("memory only"), result.errors)
    }

    func testAReadOnlyHomeKeepsDecisionsInMemoryAndSaysSo() throws {
        let fixture = try ShippedDataFixture()
        let home = try TemporaryMount(sizeKiB: 256, readOnly: true)
        var environment = fixture.environment
        environment["HOME"] = home.url.path
        for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] { environment[name] = nil }
        let shot = fixture.url.deletingLastPathComponent().appendingPathComponent("shot.png")
        let result = try TactileProcess.run(["--screenshot", shot.path], environment: environment)
        assertRendered((result.status, result.errors, shot))
        XCTAssertTrue(result.errors.contains(home.url.path + "/.local/share/tactile") && result.errors.contains("memory only"),
                      result.errors)
    }

    /// A real full disk: the store made on a small tmpfs, then every free block taken.
    func testAFullDiskIsReportedAndTheStoreSurvivesIt() throws {
        let fixture = try ShippedDataFixture()
        let disk = try TemporaryMount(sizeKiB: 1024)
        assertRendered(try screenshot(fixture, dataFolder: disk.url))
        let database = disk.url.appendingPathComponent("tactile.db")
        XCTAssertTrue(FileManager.default.fileExists(atPath: database.path))
        // A changed catalogue makes the next start write: the import no longer fits.
        try Data("[\(#"{"id": "z", "name": "Zed", "age": 40, "hobby": "", "avatar": "avatars/p001.jpg"}"#)]".utf8)
            .write(to: fixture.file("profiles.json"))
        let filler = disk.fill()

        let full = try screenshot(fixture, dataFolder: disk.url)

        assertRendered(full)
        // Kept like a read-only folder: the decisions saved so far, in memory, and said so.
        XCTAssertTrue(full.errors.contains("is full") && full.errors.contains("kept in memory only"), full.errors)
        try FileManager.default.removeItem(at: filler)
        let after = try screenshot(fixture, dataFolder: disk.url)
        assertRendered(after)
        XCTAssertFalse(after.errors.contains("damaged"), "the database was not harmed: \(after.errors)")
        XCTAssertFalse(after.errors.contains("is full"), after.errors)
    }

    func testAnUnreachableDisplayIsExplainedNotCrashed() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":9999"
        environment["WAYLAND_DISPLAY"] = nil
        let result = try TactileProcess.run([], environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("no display") && result.errors.contains("xvfb-run"), result.errors)
    }
}
