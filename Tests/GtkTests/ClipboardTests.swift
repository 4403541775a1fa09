import CGtk
@testable import Gtk
import GtkTestSupport
import XCTest

final class ClipboardTests: XCTestCase {
    func testCopiedTextIsOnTheClipboard() {
        MainActor.assumeIsolated {
            onGtk {
                let label = Label("Source")
                // Hand the clipboard back: while this process owns it, every GTK app a later test
                // starts asks it for its formats, and GDK 4.8 leaks its list of the answer's targets.
                defer { gdk_clipboard_set_content(gtk_widget_get_clipboard(label.widgetPointer), nil) }
                label.copyToClipboard("#00FF00")
                XCTAssertEqual(label.localClipboardText, "#00FF00")
                label.copyToClipboard("#FF0000")
                XCTAssertEqual(label.localClipboardText, "#FF0000", "the last copy wins")
            }
        }
    }
}
