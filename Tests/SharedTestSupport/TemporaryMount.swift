import Foundation
import XCTest

/// A small tmpfs mounted for one test and unmounted when the value goes away: a disk that
/// really fills up, or a folder that is read-only even for root. Where a tmpfs cannot be
/// mounted (`MountPermission`) it throws `XCTSkip`, saying why; Swift Testing suites ask
/// `MountPermission.canMountTmpfs` in their traits instead.
public final class TemporaryMount {
    public let url: URL

    public init(sizeKiB: Int, readOnly: Bool = false) throws {
        if let refusal = MountPermission.refusal { throw XCTSkip(refusal) }
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mount-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let options = "size=\(sizeKiB)k,mode=0755" + (readOnly ? ",ro" : "")
        let status = runQuietly("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", url.path])
        guard status == 0 else {
            try? FileManager.default.removeItem(at: url)
            throw XCTSkip("mount -t tmpfs \(options) failed (exit \(status)) although a probe mount worked")
        }
    }

    deinit {
        runQuietly("/bin/umount", ["-l", url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// The file called `name` on the mount.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Fills what is left of the file system with one file, so the next write fails with ENOSPC.
    @discardableResult
    public func fill() -> URL {
        let filler = file("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        if let handle = FileHandle(forWritingAtPath: filler.path) {
            let block = Data(count: 4096)
            while (try? handle.write(contentsOf: block)) != nil {}
            try? handle.close()
        }
        return filler
    }
}
