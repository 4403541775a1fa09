internal import CGtk

/// Draws one child as a texture rendered once and then only moved. Software renderers
/// (cairo, GL on llvmpipe) pay for a blurred shadow, a rounded clip and a photo scaled
/// down every frame; a child that only moves, turns or shrinks draws the same pixels,
/// so they are rendered once, at the child's size times the scale factor with whatever it
/// draws outside its box (its shadow), and composed with the child's transform after that
/// (with GTK's cairo renderer, from a cairo image surface: see `CachedImage`).
///
/// The texture is rendered again when the child's own drawing changes: GTK keeps a
/// widget's render node until something in it is redrawn (a new photo, text, focus,
/// style), while moving it only redraws the parent, so the node is the key. A node is
/// drawn directly the first time (the first frame costs what it did, and a child that
/// changes every frame is never rendered twice) and from a texture once it comes again:
/// when the loop is next idle the parent is drawn again for that, so that a drawer or a
/// popup sliding over a still card later composes its texture, not its photo and shadow.
@MainActor
public final class ChildTextureCache {
    private var rendered: RenderedChild?
    /// The node last drawn directly, held so that its address stays its own.
    private var drawnDirectly: RenderNodeReference?
    private var pendingRedraw: SourceHandle?
    /// How many times the child was rendered into a texture (once per change, not per frame).
    public private(set) var renderCount = 0

    /// An empty cache: the first draw draws the child directly.
    public init() {}

    /// Draws `child` of `parent` into `snapshot` where it was allocated, from the
    /// texture while its drawing stays the same. A child drawn through anything but
    /// transforms (its own opacity, say) is drawn as is.
    public func draw(_ child: Widget, of parent: Widget, into snapshot: Snapshot) {
        let scratch = gtk_snapshot_new()
        gtk_widget_snapshot_child(parent.widgetPointer, child.widgetPointer, scratch)
        guard let placed = gtk_snapshot_free_to_node(scratch) else { return } // hidden: nothing drawn
        defer { gsk_render_node_unref(placed) }
        // The child's transform, as GTK placed it, around the child's own node. (Kept as
        // GSK transforms: one rebuilt from a matrix would be 3D to the cairo renderer.)
        var node = placed
        var transform: OpaquePointer? = nil
        defer { gsk_transform_unref(transform) }
        while gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE, let inner = gsk_transform_node_get_child(node) {
            transform = gsk_transform_transform(transform, gsk_transform_node_get_transform(node))
            node = inner
        }
        let scale = max(1, Int(gtk_widget_get_scale_factor(child.widgetPointer)))
        let drawnBefore = (rendered?.node == node && rendered?.scale == scale) || drawnDirectly?.node == node
        guard drawnBefore, gsk_render_node_get_node_type(node) != GSK_OPACITY_NODE,
              let texture = texture(of: node, scale: scale, in: parent)
        else {
            if !drawnBefore { redrawWhenIdle(parent) }
            drawnDirectly = RenderNodeReference(node)
            gtk_snapshot_append_node(snapshot.pointer, placed)
            return
        }
        gtk_snapshot_save(snapshot.pointer)
        if gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue {
            // Only moved: on whole device pixels, so a card at rest is as sharp as drawn directly.
            var x: Float = 0, y: Float = 0
            gsk_transform_to_translate(transform, &x, &y)
            let factor = Float(texture.scale)
            var point = graphene_point_t(x: (x * factor).rounded() / factor, y: (y * factor).rounded() / factor)
            gtk_snapshot_translate(snapshot.pointer, &point)
        } else {
            gtk_snapshot_transform(snapshot.pointer, transform)
        }
        var bounds = texture.bounds
        switch texture.image {
        case let .texture(image): gtk_snapshot_append_texture(snapshot.pointer, image, &bounds)
        case let .cairoSurface(image): Self.paint(image, in: bounds, into: snapshot)
        }
        gtk_snapshot_restore(snapshot.pointer)
    }

    /// Draws the parent again once the loop is idle (not from inside a snapshot, where
    /// GTK does not take new damage), when the texture can be rendered. After every other
    /// idle callback: until the next frame the window has no drawing to render, and a
    /// screenshot taken once the first frame is painted must find one.
    private func redrawWhenIdle(_ parent: Widget) {
        guard pendingRedraw == nil else { return }
        pendingRedraw = MainLoop.idle(priority: .last) { [weak self, weak parent] in
            self?.pendingRedraw = nil
            parent?.queueDraw()
        }
    }

    private func texture(of node: OpaquePointer, scale: Int, in parent: Widget) -> RenderedChild? {
        if let rendered, rendered.node == node, rendered.scale == scale { return rendered }
        guard let native = gtk_widget_get_native(parent.widgetPointer),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        // Whole device pixels, so that a card at rest is drawn pixel for pixel.
        let factor = Float(max(1, scale))
        let left = (bounds.origin.x * factor).rounded(.down), top = (bounds.origin.y * factor).rounded(.down)
        let right = ((bounds.origin.x + bounds.size.width) * factor).rounded(.up)
        let bottom = ((bounds.origin.y + bounds.size.height) * factor).rounded(.up)
        guard right > left, bottom > top else { return nil }
        let scaled: OpaquePointer
        if factor == 1 {
            scaled = gsk_render_node_ref(node)
        } else {
            let transform = gsk_transform_scale(nil, factor, factor)
            scaled = gsk_transform_node_new(node, transform)
            gsk_transform_unref(transform)
        }
        defer { gsk_render_node_unref(scaled) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: left, y: top),
                                       size: graphene_size_t(width: right - left, height: bottom - top))
        guard let texture = gsk_renderer_render_texture(renderer, scaled, &viewport) else { return nil }
        renderCount += 1
        let isCairo = g_type_check_instance_is_a(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
                                                 gsk_cairo_renderer_get_type()) != 0
        let result = RenderedChild(
            node: gsk_render_node_ref(node), scale: max(1, scale),
            image: isCairo ? CachedImage.surface(from: texture) : .texture(texture),
            bounds: graphene_rect_t(origin: graphene_point_t(x: left / factor, y: top / factor),
                                    size: graphene_size_t(width: (right - left) / factor, height: (bottom - top) / factor)))
        rendered = result
        drawnDirectly = nil
        return result
    }
}

extension ChildTextureCache {
    /// Draws `surface` over `bounds` as GTK's cairo renderer draws a texture node (the
    /// same pattern, edges padded, scaled to the bounds), from a cairo node. The node is
    /// made here and appended whole: `gtk_snapshot_append_cairo` in GTK 4.8 scales the
    /// offset of a scaled snapshot twice, which moved the cards behind.
    fileprivate static func paint(_ surface: OpaquePointer, in bounds: graphene_rect_t, into snapshot: Snapshot) {
        var area = bounds
        guard let node = gsk_cairo_node_new(&area) else { return }
        defer {
            gtk_snapshot_append_node(snapshot.pointer, node)
            gsk_render_node_unref(node)
        }
        guard let cairo = gsk_cairo_node_get_draw_context(node) else { return }
        defer { cairo_destroy(cairo) }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(cairo_image_surface_get_width(surface)) / Double(bounds.size.width),
                                Double(cairo_image_surface_get_height(surface)) / Double(bounds.size.height))
        cairo_matrix_translate(&matrix, -Double(bounds.origin.x), -Double(bounds.origin.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, Double(bounds.origin.x), Double(bounds.origin.y),
                        Double(bounds.size.width), Double(bounds.size.height))
        cairo_fill(cairo)
    }
}

/// What a child was rendered into: a texture, or for GTK's cairo renderer a cairo image
/// surface. GTK 4.8's cairo renderer draws a texture node by copying the texture into a
/// new cairo surface, pixel by pixel through GDK's format conversion, every frame (2.4 ms
/// for a card of 411 × 546 on one of these cores); a surface made once is painted as is.
private enum CachedImage {
    case texture(OpaquePointer)
    case cairoSurface(OpaquePointer)

    /// A cairo image surface with `texture`'s pixels, taking over the reference to
    /// `texture`; the texture itself when cairo cannot make the surface (out of memory).
    static func surface(from texture: OpaquePointer) -> CachedImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gdk_texture_get_width(texture),
                                                 gdk_texture_get_height(texture))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .texture(texture)
        }
        cairo_surface_flush(surface)
        // GDK's download format is cairo's ARGB32: premultiplied, in the machine's byte order.
        gdk_texture_download(texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        g_object_unref(UnsafeMutableRawPointer(texture))
        return .cairoSurface(surface)
    }

    func release() {
        switch self {
        case let .texture(texture): g_object_unref(UnsafeMutableRawPointer(texture))
        case let .cairoSurface(surface): cairo_surface_destroy(surface)
        }
    }
}

/// A child's render node and the image it was rendered into; holds a reference to
/// both, so the node's address cannot be reused by another while it is the key.
private final class RenderedChild {
    nonisolated(unsafe) let node: OpaquePointer
    let scale: Int
    nonisolated(unsafe) let image: CachedImage
    let bounds: graphene_rect_t

    init(node: OpaquePointer, scale: Int, image: CachedImage, bounds: graphene_rect_t) {
        self.node = node
        self.scale = scale
        self.image = image
        self.bounds = bounds
    }

    deinit {
        gsk_render_node_unref(node)
        image.release()
    }
}

/// A reference held on a render node.
private final class RenderNodeReference {
    nonisolated(unsafe) let node: OpaquePointer

    init(_ node: OpaquePointer) { self.node = gsk_render_node_ref(node) }

    deinit { gsk_render_node_unref(node) }
}
