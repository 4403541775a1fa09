internal import CGtk

/// An image whose header promises more pixels than a desktop app should decode.
public struct ImageTooLargeError: Error, CustomStringConvertible, Sendable {
    /// The image file.
    public let path: String
    /// Its width in pixels, as its header says.
    public let width: Int
    /// Its height in pixels, as its header says.
    public let height: Int

    public var description: String {
        "\(path): the image is \(width) × \(height) pixels, more than the \(Texture.maximumSide)-pixel side or "
            + "\(Texture.maximumPixels / 1_000_000)-megapixel limit, so it was not decoded"
    }
}

extension Texture {
    /// The largest side decoded: GL renderers refuse bigger textures on many GPUs.
    nonisolated public static let maximumSide = 8192
    /// At most 32 megapixels (128 MB as RGBA): a 16k × 16k image would take 1 GB.
    nonisolated public static let maximumPixels = 32_000_000

    /// Reads only the image header (gdk-pixbuf's file info) and throws
    /// `ImageTooLargeError` when decoding it would take more than the limits.
    /// Files gdk-pixbuf cannot identify pass: decoding then reports them.
    nonisolated public static func checkSize(ofImageAt path: String) throws(ImageTooLargeError) {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return }
        try checkSize(width: Int(width), height: Int(height), ofImageAt: path)
    }

    /// The same check for a header already read.
    nonisolated static func checkSize(width: Int, height: Int, ofImageAt path: String) throws(ImageTooLargeError) {
        let tooLarge = width > maximumSide || height > maximumSide || width * height > maximumPixels
        if tooLarge { throw ImageTooLargeError(path: path, width: width, height: height) }
    }
}
