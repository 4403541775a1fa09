import Foundation
import SharedTestSupport
import XCTest

/// A small tmpfs mounted for one test: a disk that really fills up, or a
/// folder that is read-only even for root. Where a tmpfs cannot be mounted
/// (`MountPermission`, the same rule as the store's tests) the test is skipped, saying why.
final class TemporaryMount {
    let url: URL

    init(sizeKiB: Int, readOnly: Bool = false) throws {
        if let refusal = MountPermission.refusal { throw XCTSkip(refusal) }
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mount-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let options = "size=\(sizeKiB)k,mode=0755" + (readOnly ? ",ro" : "")
        let status = Self.command("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", url.path])
        guard status == 0 else {
            try? FileManager.default.removeItem(at: url)
            throw XCTSkip("mount -t tmpfs \(options) failed (exit \(status)) although a probe mount worked")
        }
    }

    deinit {
        _ = Self.command("/bin/umount", ["-l", url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// Fills what is left of the file system with one file, so the next write fails with ENOSPC.
    func fill() -> URL {
        let filler = url.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        if let handle = FileHandle(forWritingAtPath: filler.path) {
            let block = Data(count: 4096)
            while (try? handle.write(contentsOf: block)) != nil {}
            try? handle.close()
        }
        return filler
    }

    @discardableResult
    static func command(_ path: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
