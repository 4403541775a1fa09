import Gtk
import XCTest

final class ClipboardTests: XCTestCase {
    func testCopiedTextIsOnTheClipboard() {
        MainActor.assumeIsolated {
            onGtk {
                let label = Label("Source")
                label.copyToClipboard("#00FF00")
                XCTAssertEqual(label.localClipboardText, "#00FF00")
                label.copyToClipboard("#FF0000")
                XCTAssertEqual(label.localClipboardText, "#FF0000", "the last copy wins")
            }
        }
    }
}
