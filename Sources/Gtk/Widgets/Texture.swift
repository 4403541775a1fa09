internal import CGtk
import Glibc

/// A `GdkTexture`: decoded image pixels, shareable between widgets.
@MainActor
public final class Texture: Object {
    override class var gtype: GType { gdk_texture_get_type() }

    /// Loads `path`; throws a `GLibError` naming the file when it is missing or not an image, and
    /// `ImageTooLargeError` before decoding one too large to hold (see `checkSize`).
    public convenience init(file path: String) throws {
        try Self.checkExists(path)
        try Self.checkSize(ofImageAt: path)
        var error: UnsafeMutablePointer<GError>? = nil
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            throw GLibError(taking: error, context: "\(path): not an image GTK can read")
        }
        self.init(UnsafeMutableRawPointer(texture), ownership: .owned)
    }

    /// A texture from the GResource at `path`.
    public convenience init(resource path: String) {
        self.init(UnsafeMutableRawPointer(gdk_texture_new_from_resource(path)), ownership: .owned)
    }

    /// Throws naming the file when there is none at `path` (so a missing avatar is reported
    /// as missing, not as an image GTK cannot read).
    nonisolated static func checkExists(_ path: String) throws(GLibError) {
        guard access(path, F_OK) == 0 else { throw GLibError(message: "\(path): the file is missing") }
    }

    /// The texture's width in pixels.
    public var width: Int { Int(gdk_texture_get_width(pointer())) }
    /// The texture's height in pixels.
    public var height: Int { Int(gdk_texture_get_height(pointer())) }

    /// Writes the texture to a PNG file at `path`; false when it cannot be written.
    public func savePNG(to path: String) -> Bool { gdk_texture_save_to_png(pointer(), path) != 0 }
}

extension Texture {
    /// The pixels as 8-bit RGBA rows, top to bottom (for tests and checks on screenshots).
    public func rgbaPixels() -> [UInt8] {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        // GDK's download format is premultiplied BGRA on little-endian machines (cairo's ARGB32).
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(pointer(), buffer.baseAddress, gsize(stride))
        }
        for index in Swift.stride(from: 0, to: bytes.count, by: 4) { bytes.swapAt(index, index + 2) }
        return bytes
    }
}
