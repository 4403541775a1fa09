internal import CGtk

extension Texture {
    /// Decodes the image at `path` scaled down so its shorter side is `side`
    /// pixels (never up): a 48-point avatar costs 48 × 64 pixels of memory, not
    /// the file's full size. Throws naming the file when it is missing or not an image.
    public convenience init(file path: String, shorterSide side: Int) throws {
        try Self.checkExists(path)
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else {
            throw GLibError(message: "\(path): not an image GTK can read")
        }
        // gdk-pixbuf decodes most formats whole before scaling: refuse what would not fit first.
        try Self.checkSize(width: Int(width), height: Int(height), ofImageAt: path)
        let scale = min(1, Double(side) / Double(min(width, height)))
        var error: UnsafeMutablePointer<GError>? = nil
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(
            path, Int32(max(1, (Double(width) * scale).rounded())), Int32(max(1, (Double(height) * scale).rounded())),
            1, &error) else {
            throw GLibError(taking: error, context: path)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        self.init(Self.memoryTexture(of: pixbuf), ownership: .owned)
    }

    /// The decoded pixels as a memory texture, as `gdk_texture_new_for_pixbuf` makes one (that
    /// call is deprecated from GTK 4.20; a memory texture is the same on every GTK from 4.0).
    private static func memoryTexture(of pixbuf: OpaquePointer) -> OpaquePointer {
        let bytes = gdk_pixbuf_read_pixel_bytes(pixbuf)
        defer { g_bytes_unref(bytes) }
        let format = gdk_pixbuf_get_has_alpha(pixbuf) != 0 ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8
        return gdk_memory_texture_new(gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf), format,
                                      bytes, gsize(gdk_pixbuf_get_rowstride(pixbuf)))
    }
}
