import GtkTestSupport
@testable import Tactile
import XCTest

/// The toast that says a decision was not saved keeps to its window, whatever the
/// reason says: a long path breaks rather than pushing Try Again off screen.
final class FailureToastTests: XCTestCase {
    func testTheToastAndItsButtonStayInsideTheWindow() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let fixture = PopupFixture(width: 420, height: 700)
                defer { fixture.close() }
                let reason = "The disk holding /a/very/long/path/that/does/not/break/between/words/anywhere/tactile.db is full."
                var retried = 0
                CardStackFailureToast.present("Your like for Ada was not saved. \(reason)", over: fixture.trigger) {
                    retried += 1
                }
                XCTAssertTrue(fixture.settle())
                let card = try XCTUnwrap(fixture.shownCard)
                XCTAssertEqual(card.options.kind, .toast)
                let button = try XCTUnwrap(descendants(of: card).compactMap { $0 as? Button }.first)
                XCTAssertTrue(MainLoop.run(until: { button.width > 0 }))
                let right = try XCTUnwrap(button.translate(x: Double(button.width), y: 0, to: fixture.host)).x
                XCTAssertLessThanOrEqual(right, Double(fixture.host.width), "Try Again is inside the window")
                let text = descendants(of: card).compactMap { ($0 as? Label)?.text }.first ?? ""
                XCTAssertTrue(text.hasPrefix("Your like for Ada was not saved. The disk holding"), text)
            }
        }
    }
}
