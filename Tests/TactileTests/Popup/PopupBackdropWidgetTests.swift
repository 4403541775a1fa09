import GtkTestSupport
@testable import Tactile
import XCTest

/// A popup's backdrop as a widget of the app's (PopupView's `backgroundView`): laid over the
/// content behind the popup while it shows, fading with it, gone with it.
final class PopupBackdropWidgetTests: XCTestCase {
    func testTheAppsBackdropShowsBehindThePopupAndLeavesWithIt() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = PopupFixture()
                defer { fixture.close() }
                let behind = Label("Behind the popup")
                let id = fixture.host.present(Label("Hello"), backdrop: behind,
                                              options: PopupOptions().position(.center))
                XCTAssertTrue(fixture.settle())
                XCTAssertEqual(behind.parent?.typeName, "TactilePopupBackdrop", "laid in the backdrop")
                XCTAssertTrue(behind.isMapped, "and shown")
                XCTAssertEqual(behind.parent?.opacity ?? 0, 1, accuracy: 0.01, "fully, with its popup at rest")
                XCTAssertEqual(behind.parent?.width, fixture.host.width, "over the whole content")
                _ = fixture.host.dismiss(id)
                XCTAssertTrue(MainLoop.wait(until: { behind.parent == nil }, atMost: 3), "gone with its popup")
            }
        }
    }
}
