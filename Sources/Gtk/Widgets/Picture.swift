internal import CGtk
import Glibc

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
