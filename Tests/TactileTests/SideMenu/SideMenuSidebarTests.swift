import GtkTestSupport
@testable import Tactile
import XCTest

/// The side menu as a sidebar list, with real input: sections under headers, the search
/// typed into its field with "No results" when nothing matches, counts beside entries, and
/// each entry's context menu. The filter's rules are tested in the model (SideMenuSidebarTests).
final class SideMenuSidebarTests: XCTestCase {
    @MainActor
    static func sections() -> [SideMenuSection] {
        [SideMenuSection(id: "people", title: "People", items: [
            SideMenuItem(id: "discover", title: "Discover", iconName: "go-home-symbolic"),
            SideMenuItem(id: "matches", title: "Matches", iconName: "emblem-favorite-symbolic", badge: 3),
         ]),
         SideMenuSection(id: "demos", title: "Demos", items: [
            SideMenuItem(id: "colors", title: "Colors", iconName: "applications-graphics-symbolic"),
            SideMenuItem(id: "popups", title: "Popups", iconName: "view-dual-symbolic"),
         ])]
    }

    /// Types `text` into the menu's search field with real keys and waits for the search.
    @MainActor
    static func type(_ text: String, in fixture: DrawerFixture) {
        fixture.click(fixture.menu.search)
        for character in text {
            fixture.press(character == " " ? "space" : String(character))
        }
        XCTAssertTrue(MainLoop.run(until: { fixture.menuModel.searchText == fixture.menu.search.text }),
                      "the search followed the field")
        fixture.settle()
    }

    func testSectionsShowTheirHeadersAndTheSearchKeepsMatchingEntries() throws {
        try DrawerFixture.runThrowing(animations: false) { fixture in
            fixture.menuModel.sections = Self.sections()
            fixture.drawer.open()
            fixture.settle()
            let menu = fixture.menu
            XCTAssertEqual(menu.sectionTitles.mapValues(\.text), ["people": "People", "demos": "Demos"])
            XCTAssertTrue(menu.sectionTitles.values.allSatisfy(\.isMapped))
            XCTAssertTrue(menu.rows.allSatisfy(\.button.isMapped))
            XCTAssertFalse(menu.placeholder.isVisible)

            Self.type("col", in: fixture)
            XCTAssertEqual(menu.rows.filter(\.button.isMapped).map(\.item.id), ["colors"])
            XCTAssertFalse(menu.sectionTitles["people"]?.isMapped ?? true, "a section left empty hides its header")
            XCTAssertTrue(menu.sectionTitles["demos"]?.isMapped ?? false)

            Self.type("zz", in: fixture)
            XCTAssertEqual(fixture.menuModel.searchText, "colzz")
            XCTAssertTrue(menu.rows.allSatisfy { !$0.button.isMapped })
            XCTAssertTrue(menu.placeholder.isMapped, "nothing matches: the list says so")
            XCTAssertEqual(menu.placeholder.text, "No results")

            // Escape in the field clears the search; the drawer stays open.
            fixture.press("Escape")
            XCTAssertTrue(MainLoop.run(until: { fixture.menuModel.searchText.isEmpty }))
            fixture.settle()
            XCTAssertTrue(menu.rows.allSatisfy(\.button.isMapped))
            XCTAssertFalse(menu.placeholder.isMapped)
        }
    }

    func testCountsShowBesideEntriesAndChangeInPlace() {
        DrawerFixture.run(animations: false) { fixture in
            fixture.menuModel.sections = Self.sections()
            fixture.drawer.open()
            fixture.settle()
            let menu = fixture.menu
            guard let matches = menu.rows.first(where: { $0.item.id == "matches" }) else { return XCTFail("no Matches row") }
            XCTAssertTrue(matches.badgeLabel.isMapped)
            XCTAssertEqual(matches.badgeLabel.text, "3")
            XCTAssertFalse(menu.rows[0].badgeLabel.isVisible, "no count, no badge")

            XCTAssertTrue(matches.button.grabFocus())
            fixture.menuModel.setBadge(4, for: "matches")
            fixture.settle()
            XCTAssertTrue(menu.rows.contains { $0 === matches }, "a new count updates the row in place")
            XCTAssertTrue(matches.button.hasFocus, "and the focus stays on it")
            XCTAssertEqual(matches.badgeLabel.text, "4")
            fixture.menuModel.setBadge(0, for: "matches")
            fixture.settle()
            XCTAssertFalse(matches.badgeLabel.isMapped, "a count of zero hides")

            // Compact: the count goes to the tooltip with the title, and the search hides.
            fixture.menuModel.setBadge(2, for: "matches")
            fixture.click(menu.header.button)
            XCTAssertEqual(matches.button.tooltip, "Matches (2)")
            XCTAssertFalse(menu.search.isMapped, "icons alone leave no room for the search")
            XCTAssertFalse(menu.sectionTitles.values.contains(where: \.isMapped), "nor for section headers")
            fixture.click(menu.header.button)
            XCTAssertTrue(menu.sectionTitles.values.allSatisfy(\.isMapped), "expanded, the headers are back")
        }
    }

    func testEachEntryHasAContextMenuOpenedByRightClickOrMenuKey() throws {
        var chosen: [String] = []
        try DrawerFixture.runThrowing(animations: false) { fixture in
            let menu = fixture.menu
            menu.itemMenu = { item in
                MenuDescription([MenuItem("Open \(item.title)", id: "open") { chosen.append(item.id) }])
            }
            fixture.drawer.open()
            fixture.settle()
            let liked = menu.rows[1]
            guard let contextMenu = liked.contextMenu else { return XCTFail("the entry has no context menu") }
            try ScreenInput.click(liked.button, x: 20, y: 10, button: 3)
            XCTAssertTrue(MainLoop.run(until: { contextMenu.popover.isMapped }), "a right-click opens the entry's menu")
            MainLoop.drain()
            guard let item = DestructiveItemStyler.itemButton(titled: "Open Liked profiles", in: contextMenu.popover) else {
                return XCTFail("the menu does not offer Open Liked profiles")
            }
            try ScreenInput.click(item)
            XCTAssertTrue(MainLoop.run(until: { !chosen.isEmpty }))
            XCTAssertEqual(chosen, ["liked"])
            XCTAssertTrue(MainLoop.run(until: { !contextMenu.popover.isMapped }))
            fixture.settle()

            // The keyboard: the Menu key on the focused entry.
            guard let messages = menu.rows[2].contextMenu else { return XCTFail("no menu on Messages") }
            XCTAssertTrue(menu.rows[2].button.grabFocus())
            fixture.press("Menu")
            XCTAssertTrue(MainLoop.run(until: { messages.popover.isMapped }), "Menu opens the focused entry's menu")
            fixture.press("Return")
            XCTAssertTrue(MainLoop.run(until: { chosen.count == 2 }))
            XCTAssertEqual(chosen.last, "messages")
        }
    }
}
