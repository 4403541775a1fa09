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
        self.init(gdk_texture_new_for_pixbuf(pixbuf), ownership: .owned)
    }
}
