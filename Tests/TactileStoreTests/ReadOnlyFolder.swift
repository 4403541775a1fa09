import Foundation
import Testing

/// Makes a folder truly read-only for the length of `body`. Root ignores permission bits, so as
/// root the folder is marked immutable (chattr +i), which binds root too.
enum ReadOnlyFolder {
    static func withReadOnly(_ folder: URL, _ body: () throws -> Void) throws {
        if geteuid() == 0 {
            try chattr("+i", folder)
            defer { try? chattr("-i", folder) }
            try body()
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
            try body()
        }
    }

    private static func chattr(_ flag: String, _ folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, folder.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "chattr \(flag) failed: the file system must support it")
    }
}
