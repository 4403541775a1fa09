internal import CGtk
import Glibc

/// A `GtkImage`: an icon at a fixed size.
///
/// An image made here is decorative: an icon beside the text it illustrates, or inside a
/// widget that names itself. Assistive technology skips it (GTK 4.8 would otherwise read
/// it as "GtkImage"). An image that means something on its own gets a name with
/// `setAccessibleLabel` and `isDecorative = false`.
@MainActor
public final class Image: Widget {
    override class var gtype: GType { gtk_image_get_type() }

    /// An image of the icon named `iconName`, from the icon theme.
    public convenience init(iconName: String) {
        self.init(gtk_image_new_from_icon_name(iconName), ownership: .owned)
        isDecorative = true
    }
    /// An image from the GResource at `resource`.
    public convenience init(resource: String) {
        self.init(gtk_image_new_from_resource(resource), ownership: .owned)
        isDecorative = true
    }
    /// An image from the file at `file`; a missing or broken file shows the broken-image icon.
    public convenience init(file: String) {
        self.init(gtk_image_new_from_file(file), ownership: .owned)
        isDecorative = true
    }

    /// Whether assistive technology skips the image.
    public var isDecorative: Bool {
        get { decorative }
        set {
            decorative = newValue
            setAccessibleHidden(newValue)
        }
    }
    // Stored apart: property observers do not run in the initializers that set it.
    private var decorative = false

    /// The name of the icon shown, or nil.
    public var iconName: String? {
        get { gtk_image_get_icon_name(pointer()).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(pointer(), newValue) }
    }

    /// The icon's size in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(pointer())) }
        set { gtk_image_set_pixel_size(pointer(), Int32(newValue)) }
    }

    /// Shows `texture`, or nothing when nil.
    public func setTexture(_ texture: Texture?) {
        gtk_image_set_from_paintable(pointer(), texture.map { OpaquePointer($0.gobject) })
    }
}

/// A `GtkPicture`: an image scaled to the space it is given.
///
/// Decorative until it has `alternativeText` (what a screen reader says for it), like `Image`.
@MainActor
public final class Picture: Widget {
    override class var gtype: GType { gtk_picture_get_type() }

    /// An empty picture.
    public convenience init() {
        self.init(gtk_picture_new(), ownership: .owned)
        setAccessibleHidden(true)
    }
    /// A picture showing `texture`.
    public convenience init(texture: Texture) {
        self.init(gtk_picture_new_for_paintable(OpaquePointer(texture.gobject)), ownership: .owned)
        setAccessibleHidden(true)
    }
    /// A picture of the file at `file`.
    public convenience init(file: String) {
        self.init(gtk_picture_new_for_filename(file), ownership: .owned)
        setAccessibleHidden(true)
    }
    /// A picture from the GResource at `resource`.
    public convenience init(resource: String) {
        self.init(gtk_picture_new_for_resource(resource), ownership: .owned)
        setAccessibleHidden(true)
    }

    /// Shows `texture`, or nothing when nil.
    public func setTexture(_ texture: Texture?) {
        gtk_picture_set_paintable(pointer(), texture.map { OpaquePointer($0.gobject) })
    }

    /// Cover fills the widget and crops; keeping the aspect ratio letterboxes.
    public func setContentFit(cover: Bool) {
        gtk_picture_set_content_fit(pointer(), cover ? GTK_CONTENT_FIT_COVER : GTK_CONTENT_FIT_CONTAIN)
    }

    /// Whether the picture may be drawn smaller than its natural size.
    public var canShrink: Bool {
        get { gtk_picture_get_can_shrink(pointer()) != 0 }
        set { gtk_picture_set_can_shrink(pointer(), newValue ? 1 : 0) }
    }

    /// What assistive technology says for the picture (its name: GTK 4.8 reads the
    /// alternative text for nothing); nil leaves it decorative.
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(pointer()).map { String(cString: $0) } }
        set {
            gtk_picture_set_alternative_text(pointer(), newValue)
            if let newValue { setAccessibleLabel(newValue) }
            setAccessibleHidden(newValue == nil)
        }
    }
}

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

/// An error reported by GLib or GTK, with the message it gave.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// The message GLib gave.
    public let message: String
    /// The error domain (a GQuark).
    public let domain: UInt32
    /// The error code within its domain.
    public let code: Int32

    init(message: String) {
        self.message = message
        domain = 0
        code = 0
    }

    init(taking error: UnsafeMutablePointer<GError>?, context: String) {
        if let error {
            message = "\(context): \(String(cString: error.pointee.message))"
            domain = error.pointee.domain
            code = error.pointee.code
            g_error_free(error)
        } else {
            message = "\(context): unknown error"
            domain = 0
            code = 0
        }
    }

    public var description: String { message }
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
