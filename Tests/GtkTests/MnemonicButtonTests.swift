@testable import Gtk
import GtkTestSupport
import XCTest

final class MnemonicButtonTests: XCTestCase {
    func testMnemonicTextAsShown() {
        XCTAssertEqual(Mnemonic.displayedText(of: "_Cancel"), "Cancel")
        XCTAssertEqual(Mnemonic.displayedText(of: "Rock __n__ _Roll"), "Rock _n_ Roll")
        XCTAssertEqual(Mnemonic.displayedText(of: "Plain"), "Plain")
    }

    func testAMnemonicButtonCanBeMadeInAWindow() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                let button = Button(label: "_Cancel")
                button.usesUnderline = true
                var clicks = 0
                button.onClicked { clicks += 1 }
                window.child = button
                window.present()
                MainLoop.run(for: 0.2)
                button.label = "_Forget"
            }
        }
    }
}
