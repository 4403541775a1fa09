import FoundationEssentials
import Gtk

/// Decoded images by file path, the most recently used kept, the oldest dropped: a card
/// stack over 100,000 items decodes only the images it shows. A file that is missing or
/// not an image is remembered as such (nil), so it is tried once, and noted in
/// `AvatarProblems`.
@MainActor
public final class TextureCache {
    private let capacity: Int
    private var entries: [String: Texture?] = [:]
    /// Least recently used first.
    private var order: [String] = []
    /// How many files were read and decoded (for tests and measurements).
    public private(set) var decodeCount = 0

    /// A cache keeping the `capacity` images used last.
    public init(capacity: Int = 6) { self.capacity = max(1, capacity) }

    /// The texture for the image at `path`, or nil when it cannot be read;
    /// with `shorterSide`, decoded no larger than that (one size per cache).
    public func texture(at path: String, shorterSide: Int? = nil) -> Texture? {
        if let entry = entries[path] {
            touch(path)
            return entry
        }
        decodeCount += 1
        var texture: Texture?
        do {
            if let shorterSide {
                texture = try Texture(file: path, shorterSide: shorterSide)
            } else {
                texture = try Texture(file: path)
            }
        } catch {
            AvatarProblems.note(error, path: path)
        }
        entries[path] = .some(texture)
        order.append(path)
        if order.count > capacity {
            let evicted = order.removeFirst()
            entries[evicted] = nil
        }
        return texture
    }

    /// How many images (or unreadable files) are kept now.
    public var cachedCount: Int { entries.count }

    private func touch(_ path: String) {
        if let index = order.firstIndex(of: path) { order.remove(at: index) }
        order.append(path)
    }
}
