import Foundation

/// A shipped-data folder of its own (profiles.json and avatars) for one test,
/// found by the app through TACTILE_SHIPPED_DATA, removed afterwards.
final class ShippedDataFixture {
    let url: URL
    /// A data folder for the database, so no test touches the user's.
    let dataFolder: URL

    /// Three profiles with the shipped avatars p001–p003; `firstAvatar`, when
    /// given, replaces the first profile's avatar path.
    init(firstAvatar: String? = nil) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-shipped-\(UUID().uuidString)")
        url = root.appendingPathComponent("share")
        dataFolder = root.appendingPathComponent("data")
        let avatars = url.appendingPathComponent("avatars")
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        let names = ["Ada Quist", "Bea Rondo", "Cy Sola"]
        var entries: [String] = []
        for (index, name) in names.enumerated() {
            let file = String(format: "avatars/p%03d.jpg", index + 1)
            try FileManager.default.copyItem(at: TactileProcess.shippedData.appendingPathComponent(file),
                                             to: url.appendingPathComponent(file))
            let avatar = index == 0 ? firstAvatar ?? file : file
            entries.append(#"{"id": "r\#(index)", "name": "\#(name)", "age": 30, "hobby": "Kites", "avatar": "\#(avatar)"}"#)
        }
        try Data("[\(entries.joined(separator: ",\n"))]".utf8).write(to: url.appendingPathComponent("profiles.json"))
    }

    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    /// The test's environment with the app pointed at this folder.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TACTILE_SHIPPED_DATA"] = url.path
        return environment
    }

    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }
}
