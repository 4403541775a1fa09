import CGtk
@testable import Gtk
import GtkTestSupport
import XCTest

/// The frame GTK's theme draws around a window on a desktop that does not composite
/// (the tests' X server has no compositing manager): the same pixels as the theme's own
/// rule, without the window-sized inset shadows that cost GTK's GL renderer a whole-window
/// fill each.
final class SolidFrameShadowsTests: XCTestCase {
    func testTheUncompositedFrameLooksAsTheThemeDrawsItWithoutWindowSizedShadows() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let window = Window()
                defer { window.destroy() }
                window.titlebar = HeaderBar()
                window.child = Label("Framed")
                window.setDefaultSize(width: 240, height: 160)
                window.present()
                XCTAssertTrue(MainLoop.run(until: { window.isMapped && window.width > 0 }))
                XCTAssertTrue(window.hasCSSClass("solid-csd"), "the test display does not composite")
                let theme = DesktopSettings.current.themeName
                guard SolidFrameShadows.applies(theme: theme, gtkMinor: gtk_get_minor_version()) else {
                    // Newer GTK draws the theme's frame with a renderer of its own: left as the theme has it.
                    XCTAssertNil(SolidFrameShadows.provider, "theme \(theme) on GTK \(Toolkit.version)")
                    return
                }
                let provider = try XCTUnwrap(SolidFrameShadows.provider)
                defer { provider.applyToDisplay(priority: .settings) }
                for dark in [false, true] {
                    DesktopSettings.current.prefersDarkStyle = dark
                    defer { DesktopSettings.current.prefersDarkStyle = false }
                    Self.restyled(window)
                    let drawn = try Self.frame(of: window)
                    XCTAssertFalse(drawn.nodes.contains("inset-shadow"), "dark \(dark): drawn as strips")
                    provider.removeFromDisplay()
                    Self.restyled(window)
                    let themes = try Self.frame(of: window)
                    provider.applyToDisplay(priority: .settings)
                    Self.restyled(window)
                    XCTAssertTrue(themes.nodes.contains("inset-shadow"), "the theme's own rule draws inset shadows")
                    XCTAssertEqual(drawn.pixels.count, themes.pixels.count)
                    let differing = stride(from: 0, to: min(drawn.pixels.count, themes.pixels.count), by: 4)
                        .filter { drawn.pixels[$0 ..< $0 + 4] != themes.pixels[$0 ..< $0 + 4] }
                    XCTAssertEqual(differing.count, 0, "dark \(dark): pixels that differ from the theme's")
                    // The frame is there: its band (x = 2) and its inner line (x = 4) differ.
                    let middleRow = drawn.width * 4 * (drawn.pixels.count / 4 / drawn.width / 2)
                    XCTAssertNotEqual(drawn.pixels[middleRow + 8 ..< middleRow + 11], drawn.pixels[middleRow + 16 ..< middleRow + 19])
                }
            }
        }
    }

    /// Waits for two frames: GTK takes a style change into account as it lays the window out.
    @MainActor
    private static func restyled(_ window: Window) {
        var frames = 0
        let tick = window.addTickCallback { _ in
            frames += 1
            return frames < 2
        }
        window.queueDraw()
        XCTAssertTrue(MainLoop.run(until: { frames >= 2 }, timeout: 5))
        _ = tick
    }

    /// The window's drawing as text (its render nodes, serialized) and its pixels, rendered
    /// at the drawing's own size (the window's frame lies outside its widget's allocation).
    @MainActor
    private static func frame(of window: Window) throws -> (nodes: String, pixels: [UInt8], width: Int) {
        let paintable = gtk_widget_paintable_new(window.widgetPointer)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = gdk_paintable_get_intrinsic_width(paintable), height = gdk_paintable_get_intrinsic_height(paintable)
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, UnsafeMutableRawPointer(snapshot).map { OpaquePointer($0) },
                               Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let bytes = try XCTUnwrap(gsk_render_node_serialize(node))
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        let text = data.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(size)), as: UTF8.self) } ?? ""
        let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(window.widgetPointer)))
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        let rendered = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &bounds))
        let texture = Texture(UnsafeMutableRawPointer(rendered), ownership: .owned)
        return (text, texture.rgbaPixels(), Int(width))
    }
}

final class SolidFrameShadowsChoiceTests: XCTestCase {
    func testOnlyGtksOwnThemeOnTheOlderRendererIsRedrawn() {
        MainActor.assumeIsolated {
            XCTAssertTrue(SolidFrameShadows.applies(theme: "Adwaita", gtkMinor: 8))
            XCTAssertTrue(SolidFrameShadows.applies(theme: "HighContrast", gtkMinor: 12))
            XCTAssertFalse(SolidFrameShadows.applies(theme: "Adwaita", gtkMinor: 14), "4.14's renderer is left alone")
            XCTAssertFalse(SolidFrameShadows.applies(theme: "Arc-Darker", gtkMinor: 8), "another theme's colours are its own")
        }
    }
}
