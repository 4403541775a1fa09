@testable import Gtk
import GtkTestSupport
import XCTest

final class AcceleratorMatchTests: XCTestCase {
    func testKeyPressesMatchTheirAccelerators() {
        MainActor.assumeIsolated {
            onGtk {
                let c: UInt32 = 0x063, capitalC: UInt32 = 0x043 // GDK_KEY_c, GDK_KEY_C
                XCTAssertTrue(Key.press(c, .control, matches: "<Control>c"))
                XCTAssertFalse(Key.press(c, [], matches: "<Control>c"), "the modifier is part of the shortcut")
                XCTAssertFalse(Key.press(c, [.control, .shift], matches: "<Control>c"))
                XCTAssertTrue(Key.press(capitalC, [.control, .shift], matches: "<Control><Shift>c"),
                              "Shift turns c into C: letters match in either case")
                XCTAssertTrue(Key.press(Key.escape, [], matches: "Escape"))
                XCTAssertFalse(Key.press(c, .control, matches: "not an accelerator"))
            }
        }
    }
}
