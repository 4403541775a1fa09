import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init(_ label: String = #function) {
        let name = "tactile-store-tests-\(label.filter(\.isLetter))-\(UUID().uuidString)"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A folder with a fixed name, emptied first: for fixtures held in a static for the whole
    /// run, which no deinit cleans up, so at most one copy is ever left behind.
    init(reusing name: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-store-tests-\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    var database: URL { file("tactile.db") }
}
