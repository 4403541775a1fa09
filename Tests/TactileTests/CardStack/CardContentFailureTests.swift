import Foundation
import GtkTestSupport
@testable import Tactile
import XCTest

/// A card the app cannot make (its closure throws, makes nothing, or hands over a widget shown
/// elsewhere) stays in the deck, says so in words on the card and to screen readers, and can
/// still be decided; the stack goes on.
final class CardContentFailureTests: XCTestCase {
    private struct Unreadable: LocalizedError {
        var errorDescription: String? { "The file is not an image." }
    }

    func testACardTheAppCannotMakeStaysAndSaysWhy() {
        MainActor.assumeIsolated {
            onGtk {
                let elsewhere = Label("Shown elsewhere")
                let holder = Box(.vertical)
                holder.append(elsewhere)
                let fixture = CardStackFixture(card: { profile in
                    switch profile.id {
                    case "p0": throw Unreadable()
                    case "p1": return nil
                    case "p2": return elsewhere
                    default: return Label(profile.name)
                    }
                })
                defer { fixture.close() }
                XCTAssertEqual(fixture.top?.item?.id, "p0", "the card stays in the deck")
                XCTAssertEqual(fixture.top?.failure, "This card cannot be shown: The file is not an image.")
                XCTAssertEqual(fixture.top?.accessibleName,
                               "Ada, 29, Bouldering. This card cannot be shown: The file is not an image.",
                               "a screen reader hears it with the card's name")
                XCTAssertTrue(fixture.stack.perform(.like), "it can still be decided")
                fixture.settle()
                XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0"], "recorded once")
                XCTAssertEqual(fixture.top?.failure, "This card cannot be shown: There is nothing to show.")
                XCTAssertTrue(fixture.stack.perform(.nope))
                fixture.settle()
                XCTAssertEqual(fixture.top?.failure, "This card cannot be shown: Its picture is already shown elsewhere.")
                XCTAssertTrue(elsewhere.parent === holder, "the widget shown elsewhere stays where it was")
                XCTAssertTrue(fixture.stack.perform(.nope))
                fixture.settle()
                XCTAssertEqual(fixture.top?.item?.id, "p3")
                XCTAssertNil(fixture.top?.failure, "the stack goes on with cards that can be made")
                XCTAssertEqual(fixture.log.records.map(\.itemID), ["p0", "p1", "p2"])
            }
        }
    }
}
