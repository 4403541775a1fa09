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
