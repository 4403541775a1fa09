import Foundation
import TactileModel
import Testing

/// The version an app reads is the one the release files name, so none can be raised alone.
@Suite("Version")
struct VersionTests {
    /// The package's root, from this file's place in it.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func isSemanticVersioning() {
        let parts = TactileVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { UInt($0) != nil }, "\(TactileVersion.current)")
    }

    @Test func mesonBuildNamesTheSameVersion() throws {
        #expect(try text("meson.build").contains("version: '\(TactileVersion.current)'"))
    }

    @Test func changelogsLatestReleaseIsThisVersion() throws {
        let release = try text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(release?.hasPrefix("## [\(TactileVersion.current)]") == true, "\(release ?? "no release in CHANGELOG.md")")
    }

    @Test func appStreamMetadataListsThisVersion() throws {
        #expect(try text("data/io.github.tactile.Tactile.metainfo.xml").contains("<release version=\"\(TactileVersion.current)\""))
    }
}
