import CGtk
import GtkTestSupport
@testable import Gtk
import XCTest

/// Files dropped on a widget, dragged there with the pointer (xdotool under Xvfb) from a drag
/// source offering them as a file manager does (a `GdkFileList`).
final class FileDropTests: XCTestCase {
    func testFilesDraggedOntoTheWidgetArriveAsPaths() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let source = Label("Drag me").sizeRequest(width: 120, height: 60)
                let target = Label("Drop here").sizeRequest(width: 200, height: 120).expand()
                var dropped: [[String]] = []
                target.onDropFiles { paths in
                    dropped.append(paths)
                    return true
                }
                offerFiles(["/tmp/tactile-a.txt", "/tmp/tactile-b.png"], from: source)
                let window = present(Box(.horizontal, spacing: 40) { source; target }, width: 420, height: 200)
                defer { window.destroy() }

                try ScreenInput.drag(source, from: (x: 60, y: 30), to: (x: 60 + 200, y: 60), duration: 0.6, steps: 20, hold: 0.3)
                XCTAssertTrue(MainLoop.run(until: { !dropped.isEmpty }, timeout: 3), "the drop reached the widget")
                XCTAssertEqual(dropped.first, ["/tmp/tactile-a.txt", "/tmp/tactile-b.png"])
            }
        }
    }
}

/// Makes `widget` a drag source of the files at `paths`.
@MainActor
private func offerFiles(_ paths: [String], from widget: Widget) {
    var files: UnsafeMutablePointer<GSList>?
    for path in paths.reversed() { files = g_slist_prepend(files, UnsafeMutableRawPointer(g_file_new_for_path(path))) }
    let list = gdk_file_list_new_from_list(files)
    g_slist_free_full(files) { g_object_unref($0) }
    var value = GValue()
    g_value_init(&value, cgtk_file_list_type())
    g_value_take_boxed(&value, UnsafeMutableRawPointer(list))
    let provider = gdk_content_provider_new_for_value(&value)
    g_value_unset(&value)
    let dragSource = gtk_drag_source_new()
    gtk_drag_source_set_content(dragSource, provider)
    gtk_drag_source_set_actions(dragSource, CGTK_ACTION_COPY)
    g_object_unref(UnsafeMutableRawPointer(provider))
    gtk_widget_add_controller(widget.unsafeGObjectPointer.assumingMemoryBound(to: GtkWidget.self), dragSource)
}
