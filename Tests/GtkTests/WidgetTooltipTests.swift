import CGtk
import Glibc
@testable import Gtk
import GtkTestSupport
import XCTest

/// `Widget.tooltip`: kept, shown and given as the description as GTK does, while a widget
/// not in a window yet, or given the tooltip it has, costs the X server nothing. (GTK asks
/// the server where the pointer is each time a shown widget's tooltip is set: three round
/// trips with the server grabbed, and an app sets dozens as it builds its window.)
final class WidgetTooltipTests: XCTestCase {
    func testATooltipSetBeforeTheWidgetHasAParentIsKeptAndSendsNothingToTheServer() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let requests = try XRequestCount.onDefaultDisplay()
                let button = Button(label: "Like")
                XCTAssertEqual(requests.sent { button.tooltip = "Like the top card (Right)" }, 0)
                XCTAssertTrue(button.isVisible, "still shown")
                XCTAssertEqual(button.tooltip, "Like the top card (Right)")
                XCTAssertTrue(gtk_widget_get_has_tooltip(button.widgetPointer) != 0, "GTK shows it on hover")
                XCTAssertEqual(button.ownDescription, "Like the top card (Right)", "and gives it as the description")

                let box = Box(.vertical)
                box.append(button)
                XCTAssertEqual(requests.sent { button.tooltip = "Like the top card (Right)" }, 0, "the same tooltip again")
                button.tooltip = nil
                XCTAssertNil(button.tooltip)
                XCTAssertFalse(gtk_widget_get_has_tooltip(button.widgetPointer) != 0)
                XCTAssertEqual(requests.sent { button.tooltip = nil }, 0, "no tooltip again")
            }
        }
    }
}

/// How many requests the app's X connection has sent: the serial of its next request, read
/// through Xlib (GDK's X11 calls are looked up at run time: their header is not the module's).
@MainActor
private struct XRequestCount {
    private typealias XDisplayFunction = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias NextRequestFunction = @convention(c) (OpaquePointer?) -> UInt
    private let xDisplay: OpaquePointer
    private let nextRequest: NextRequestFunction

    static func onDefaultDisplay() throws -> XRequestCount {
        guard let display = gdk_display_get_default(),
              String(cString: g_type_name(cgtk_instance_type(UnsafeMutableRawPointer(display)))) == "GdkX11Display"
        else { throw XCTSkip("the display is not X11") }
        let handle = dlopen(nil, RTLD_NOW)
        let xDisplayOf = try XCTUnwrap(dlsym(handle, "gdk_x11_display_get_xdisplay"))
        let nextRequest = try XCTUnwrap(dlsym(handle, "XNextRequest"))
        let xDisplay = try XCTUnwrap(unsafeBitCast(xDisplayOf, to: XDisplayFunction.self)(display))
        return XRequestCount(xDisplay: xDisplay, nextRequest: unsafeBitCast(nextRequest, to: NextRequestFunction.self))
    }

    /// The requests `body` made.
    func sent(_ body: () -> Void) -> UInt {
        let before = nextRequest(xDisplay)
        body()
        return nextRequest(xDisplay) - before
    }
}
