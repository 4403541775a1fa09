@testable import Tactile
import XCTest

final class SideMenuTests: XCTestCase {
    func testCompactModeHidesTitlesButKeepsAccessibleNames() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.drawer.open()
            fixture.settle()
            let menu = fixture.menu
            let expandedWidth = menu.width
            XCTAssertTrue(menu.rows.allSatisfy { $0.titleLabel.isMapped })

            fixture.click(menu.header.button)

            XCTAssertEqual(fixture.menuModel.appearance, .compact)
            XCTAssertLessThan(menu.width, expandedWidth / 2, "icons only: the menu narrowed")
            XCTAssertEqual(fixture.menuX, 0, accuracy: 0.5)
            for row in menu.rows {
                XCTAssertFalse(row.titleLabel.isMapped, "\(row.item.title) is hidden")
                XCTAssertTrue(row.icon.isMapped)
                XCTAssertEqual(row.accessibleName, row.item.title)
                XCTAssertEqual(row.button.tooltip, row.item.title, "the title stays as tooltip")
                XCTAssertEqual(row.button.width, menu.rows[0].button.width, "same hit area for every entry")
            }
            XCTAssertFalse(menu.header.nameLabel.isMapped)
            XCTAssertTrue(menu.header.avatar.isMapped)
            XCTAssertTrue(menu.header.avatar.showsInitials, "a missing avatar file shows the initials")

            fixture.click(menu.header.button)
            XCTAssertEqual(fixture.menuModel.appearance, .default)
            XCTAssertTrue(menu.rows.allSatisfy { $0.titleLabel.isMapped && $0.button.tooltip == nil })
            XCTAssertEqual(menu.width, expandedWidth)
        }
    }

    func testActivatingAnEntrySelectsItAndASecondClickClearsIt() {
        DrawerFixture.run(animations: false) { fixture in
            let menu = fixture.menu
            var reports: [(String, String?)] = []
            menu.onItemActivated = { [weak drawer = fixture.drawer] item, selection in
                reports.append((item.id, selection))
                drawer?.close(reason: .item)
            }
            fixture.drawer.open()
            fixture.settle()
            let liked = menu.rows[1]
            let rowY = (liked.button.translate(x: 0, y: 0, to: fixture.drawer)?.y ?? .nan) + 8
            for x in [12.0, Double(menu.width) - 12] {
                let hit = fixture.drawer.pick(x: x, y: rowY)
                XCTAssertTrue(hit?.isDescendant(of: liked.button) ?? false, "a click at x \(x) reaches the entry")
            }

            fixture.click(liked.button)
            XCTAssertEqual(fixture.menuModel.selection, "liked")
            XCTAssertTrue(liked.button.hasCSSClass("selected"))
            XCTAssertFalse(menu.rows[0].button.hasCSSClass("selected"))
            XCTAssertFalse(fixture.drawer.isOpen, "the app closed the drawer")
            XCTAssertEqual(fixture.drawer.model.lastChangeReason, .item)

            fixture.drawer.open()
            fixture.settle()
            fixture.click(liked.button)
            XCTAssertNil(fixture.menuModel.selection, "a second click deselects")
            XCTAssertFalse(liked.button.hasCSSClass("selected"))
            XCTAssertEqual(reports.map(\.0), ["liked", "liked"])
            XCTAssertEqual(reports.map(\.1), ["liked", nil])
        }
    }

    func testTypingFindsAnEntry() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.drawer.open()
            fixture.settle()
            let menu = fixture.menu
            fixture.press("m")
            XCTAssertTrue(menu.rows[2].button.hasFocus, "m: Messages")
            MainLoop.run(for: 1.1) // past the pause that starts a new search
            fixture.press("s")
            XCTAssertTrue(menu.rows[3].button.hasFocus, "s: Settings")
            fixture.press("x")
            XCTAssertTrue(menu.rows[3].button.hasFocus, "sx matches nothing: the focus stays")
        }
    }

    func testItemChangesRebuildTheList() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.menuModel.activate("settings")
            fixture.menuModel.sections[0].items.append(SideMenuItem(id: "help", title: "Help", iconName: "help-about-symbolic"))
            fixture.settle()
            XCTAssertEqual(fixture.menu.rows.map(\.item.id), ["discover", "liked", "messages", "settings", "help"])
            XCTAssertTrue(fixture.menu.rows[3].button.hasCSSClass("selected"), "the selection survives")
        }
    }

    func testInitialsOfNames() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Initials.of("Ada Lovelace"), "AL")
            XCTAssertEqual(Initials.of("grace brewster hopper"), "GH")
            XCTAssertEqual(Initials.of("Plato"), "P")
            XCTAssertEqual(Initials.of("  "), "?")
        }
    }
}
