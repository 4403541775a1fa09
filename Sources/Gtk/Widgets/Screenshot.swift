internal import CGtk

extension Widget {
    /// Renders the widget as it is on screen into a PNG at `path`, in process:
    /// the widget's paintable, drawn by its window's own renderer.
    /// Throws when the widget has no size yet or is not in a realised window.
    public func renderPNG(to path: String) throws {
        let width = self.width, height = self.height
        guard width > 0, height > 0 else { throw RenderError.notAllocated }
        guard let native = gtk_widget_get_native(widgetPointer),
              let renderer = gtk_native_get_renderer(native) else { throw RenderError.notRealized }
        let paintable = gtk_widget_paintable_new(widgetPointer)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, UnsafeMutableRawPointer(snapshot).map { OpaquePointer($0) }, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw RenderError.empty }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { throw RenderError.empty }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw RenderError.cannotWrite(path) }
    }
}

/// Why a widget could not be rendered to an image.
public enum RenderError: Error, CustomStringConvertible {
    /// The widget has no size yet: it was never laid out.
    case notAllocated
    /// The widget is not in a window that is shown, so it has no renderer.
    case notRealized
    /// The renderer produced no image.
    case empty
    /// The PNG could not be written to the path given.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .notAllocated: "the widget has no size yet"
        case .notRealized: "the widget is not in a shown window"
        case .empty: "nothing was drawn"
        case let .cannotWrite(path): "cannot write \(path)"
        }
    }
}
