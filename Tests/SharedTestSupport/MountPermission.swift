import Foundation

/// Whether this process may mount a tmpfs: the tests of a real full disk and of a folder
/// read-only even for root need one. Decided the same way in every suite, by trying: root
/// without CAP_SYS_ADMIN (a container) is refused like anyone else, and such tests are then
/// skipped, saying why, rather than failed.
public enum MountPermission {
    /// Nil when a tmpfs can be mounted here; otherwise why not, for the skip message.
    public static let refusal: String? = probe()

    public static var canMountTmpfs: Bool { refusal == nil }

    private static func probe() -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mount-probe-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return "no temporary folder to mount on (\(error))"
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = runQuietly("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path])
        guard status == 0 else {
            return "mounting a tmpfs is not permitted here (mount exited \(status); it needs root with CAP_SYS_ADMIN)"
        }
        runQuietly("/bin/umount", [folder.path])
        return nil
    }
}
