import Gtk
import GtkTestSupport
@testable import Tactile
import TactileStore
import XCTest

final class CardStackAccessibilityTests: XCTestCase {
    func testOnlyTheTopCardIsPresentedNamedAsItReadsAndTheButtonsFollowIt() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture()
                defer { fixture.close() }
                let presented = fixture.stack.cards.filter(\.isPresentedToAssistiveTechnology)
                XCTAssertEqual(presented.count, 1, "the cards behind are hidden from assistive technology")
                XCTAssertTrue(presented.first === fixture.top)
                XCTAssertEqual(fixture.top?.accessibleName, "Ada, 29, Bouldering")
                XCTAssertEqual(fixture.top?.isFocusable, true)
                XCTAssertEqual(fixture.stack.cards.filter(\.isFocusable).count, 1)
                // Read as a whole with its name where GTK has an article role (4.14), a group before.
                XCTAssertEqual(fixture.top?.accessibleRole, Toolkit.isAtLeast(4, 14) ? .article : .group)
                XCTAssertEqual(fixture.bar.decisionButtonNames, [.like: "Like Ada", .nope: "Nope Ada", .boost: "Boost Ada"])

                fixture.top?.grabFocus()
                fixture.stack.perform(.like)
                fixture.settle()
                XCTAssertEqual(fixture.top?.accessibleName, "Ben, 31, Salsa")
                XCTAssertEqual(fixture.top?.hasFocus, true, "the focus moves on to the new top card")
                XCTAssertEqual(fixture.stack.cards.filter(\.isPresentedToAssistiveTechnology).count, 1)
                XCTAssertEqual(fixture.bar.decisionButtonNames[.like], "Like Ben")
                XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Liked Ada. Next: Ben, 31, Salsa.")
                XCTAssertEqual(fixture.stack.announcer.accessibleRole, .status)
            }
        }
    }

    /// A decision made on the focused card says the decision alone: the focus moves on to the
    /// next card, which the screen reader reads itself (said in the announcement too, the next
    /// card was heard twice); an undo, likewise, "Undone." before the card that came back. Made
    /// on a button that keeps the focus, the next card is said with the decision.
    func testADecisionOnTheFocusedCardSaysTheDecisionAloneAndOnAButtonAlsoTheNextCard() throws {
        try runCardStackTest(animations: false) { fixture in
            try ScreenInput.focus(fixture.window)
            XCTAssertTrue(fixture.stack.focusTopCard())
            try ScreenInput.press("Right")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.top?.hasFocus, true)
            XCTAssertEqual(fixture.stack.announcer.lastSpoken, "Liked Ada.")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Liked Ada. Next: Ben, 31, Salsa.")

            let nope = try XCTUnwrap(fixture.bar.button(for: .nope))
            XCTAssertTrue(nope.grabFocus())
            try ScreenInput.press("space")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.log.records.map(\.decision), [.like, .nope])
            XCTAssertEqual(fixture.stack.announcer.lastSpoken, "Noped Ben. Next: Cleo, 27, Chess.")

            XCTAssertTrue(fixture.stack.focusTopCard())
            try ScreenInput.press("BackSpace")
            XCTAssertTrue(fixture.waitUntilIdle())
            XCTAssertEqual(fixture.top?.item?.name, "Ben")
            XCTAssertEqual(fixture.top?.hasFocus, true, "the card that came back has the focus")
            XCTAssertEqual(fixture.stack.announcer.lastSpoken, "Undone.")
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Undone. Ben, 31, Salsa is back.")
        }
    }

    func testMissingOrBrokenAvatarShowsTheDrawnPlaceholderWithInitials() {
        MainActor.assumeIsolated {
            onGtk {
                let broken = CardStackFixture.avatarFolder.appendingPathComponent("broken.jpg")
                try? Data("not an image".utf8).write(to: broken)
                let profiles = [
                    Profile(id: "a", name: "Ada Lovelace", age: 36, hobby: "Engines", avatar: "nowhere/ada.jpg"),
                    Profile(id: "b", name: "ليلى", age: 27, hobby: "Calligraphy", avatar: "broken.jpg"),
                    Profile(id: "c", name: "Cleo", age: 27, hobby: "Chess", avatar: "face.png"),
                ]
                let fixture = CardStackFixture(profiles: profiles)
                defer { fixture.close() }
                let byName = Dictionary(uniqueKeysWithValues: fixture.stack.cards.compactMap { card in card.item.map { ($0.name, card.content as? PictureCard) } })
                XCTAssertEqual(byName["Ada Lovelace"]??.showsPlaceholder, true)
                XCTAssertEqual(byName["ليلى"]??.showsPlaceholder, true)
                XCTAssertEqual(byName["Cleo"]??.showsPlaceholder, false, "a readable image is shown")
                XCTAssertEqual(Initials.of("Ada Lovelace"), "AL")
                XCTAssertEqual(Initials.of("ليلى"), "ل")
                XCTAssertEqual(Initials.of("Maria Guadalupe Fernández-Castellanos"), "MC")
            }
        }
    }
}
