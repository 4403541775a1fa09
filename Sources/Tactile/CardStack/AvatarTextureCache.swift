import Foundation
import Gtk

/// Decoded avatars for the few cards on screen, newest kept, oldest dropped:
/// a stack of 100,000 profiles decodes only the images it shows. A file that
/// is missing or not an image is remembered as such, so it is tried once.
@MainActor
final class AvatarTextureCache {
    private let capacity: Int
    private var entries: [String: Texture?] = [:]
    /// Least recently used first.
    private var order: [String] = []
    /// How many files were read and decoded (for tests and measurements).
    private(set) var decodeCount = 0

    init(capacity: Int = 6) { self.capacity = max(1, capacity) }

    /// The texture for the image at `path`, or nil when it cannot be read.
    func texture(at path: String) -> Texture? {
        if let entry = entries[path] {
            touch(path)
            return entry
        }
        decodeCount += 1
        let texture = try? Texture(file: path)
        entries[path] = .some(texture)
        order.append(path)
        if order.count > capacity {
            let evicted = order.removeFirst()
            entries[evicted] = nil
        }
        return texture
    }

    var cachedCount: Int { entries.count }

    private func touch(_ path: String) {
        if let index = order.firstIndex(of: path) { order.remove(at: index) }
        order.append(path)
    }
}
