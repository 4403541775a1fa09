internal import CGtk
import FoundationEssentials

extension Texture {
    /// Decodes an image held in memory (PNG, JPEG, TIFF, or any format a
    /// gdk-pixbuf loader reads, such as SVG); throws when it is not an image.
    public convenience init(data: Data, context: String = "image data") throws {
        let bytes = data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>? = nil
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw GLibError(taking: error, context: context)
        }
        self.init(UnsafeMutableRawPointer(texture), ownership: .owned)
    }
}
