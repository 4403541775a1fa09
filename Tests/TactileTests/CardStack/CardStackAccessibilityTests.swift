@testable import Tactile
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
                XCTAssertEqual(fixture.top?.accessibleRole, .group)
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
