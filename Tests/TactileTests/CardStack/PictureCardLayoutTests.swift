import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// The stack gives every card its width, whatever is on it, and GTK may not lay a widget out
/// narrower than its minimum (GTK 4.24 warns "Trying to measure GtkBox … for width of 260, but
/// it needs at least 263" when a long word and the badge in large text outgrew a card).
final class PictureCardLayoutTests: XCTestCase {
    func testANameOfOneLongWordBreaksAndTheBadgeStaysOnTheCard() {
        MainActor.assumeIsolated {
            onGtk {
                let word = Profile(id: "w", name: "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft",
                                   age: 104, hobby: "Typesetting", avatar: "face.png")
                let fixture = CardStackFixture(profiles: [word])
                defer { fixture.close() }
                guard let top = fixture.top, let card = descendants(of: top).first(where: { $0 is PictureCard }),
                      let text = card.children.last else { return XCTFail("no picture card on top") }
                let minimum = text.measure(.horizontal).minimum
                // A widget's width leaves out its CSS padding (20 px a side, CardStackStyle), which its minimum counts.
                XCTAssertLessThanOrEqual(minimum, card.width, "the name's one long word breaks: the text fits the card")
                XCTAssertGreaterThanOrEqual(text.width + 2 * 20, minimum, "the text is laid out no narrower than its minimum")
                guard let badge = descendants(of: text).first(where: { ($0 as? Label)?.text == "104" }) else {
                    return XCTFail("no badge")
                }
                let badgeEnd = badge.translate(x: Double(badge.width), y: 0, to: card)?.x ?? .infinity
                XCTAssertGreaterThan(badge.width, 0, "the badge shows beside the shortened name")
                XCTAssertLessThanOrEqual(badgeEnd, Double(card.width), "the badge lies within the card")
            }
        }
    }
}
