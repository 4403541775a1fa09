import Testing
@testable import TactileModel

/// The side menu as a sidebar list: sections under headers, the search filter and its empty
/// result, and the counts beside entries.
@MainActor
@Suite("Side menu as a sidebar list")
struct SideMenuSidebarTests {
    func makeMenu() -> SideMenuModel {
        SideMenuModel(
            header: SideMenuHeader(name: "Ada"),
            sections: [
                SideMenuSection(id: "browse", title: "Browse", items: [
                    SideMenuItem(id: "discover", title: "Discover", iconName: "a"),
                    SideMenuItem(id: "matches", title: "Matches", iconName: "b", badge: 3),
                ]),
                SideMenuSection(id: "showcase", title: "Showcase", items: [
                    SideMenuItem(id: "colors", title: "Colors", iconName: "c"),
                    SideMenuItem(id: "popups", title: "Pop-ups and toasts", iconName: "d"),
                    SideMenuItem(id: "cafe", title: "Café Menu", iconName: "e"),
                ]),
            ])
    }

    @Test func itemsAreListedSectionAfterSection() {
        let menu = makeMenu()
        #expect(menu.items.map(\.id) == ["discover", "matches", "colors", "popups", "cafe"])
        #expect(menu.item("colors")?.title == "Colors")
        #expect(menu.item("nowhere") == nil)
        #expect(menu.activate("colors") == "colors", "an entry of the second section is selectable")
        let plain = SideMenuModel(header: SideMenuHeader(name: "B"), items: [SideMenuItem(id: "x", title: "X", iconName: "y")])
        #expect(plain.sections.count == 1 && plain.sections[0].title == nil, "a plain list is one untitled section")
    }

    @Test func aBlankSearchKeepsEverything() {
        let menu = makeMenu()
        for query in ["", "   ", "\t"] {
            menu.searchText = query
            #expect(menu.visibleSections == menu.sections)
            #expect(!menu.showsNoResults)
        }
    }

    @Test(arguments: [
        ("mat", ["matches"]),
        ("MAT", ["matches"]),
        ("o", ["discover", "colors", "popups"]),
        ("cafe", ["cafe"]),
        ("CAFÉ", ["cafe"]),
        ("toasts pop", ["popups"]),
        ("pop zebra", []),
    ])
    func theSearchKeepsTitlesHoldingEveryWord(query: String, expected: [String]) {
        let menu = makeMenu()
        menu.searchText = query
        #expect(menu.visibleSections.flatMap(\.items).map(\.id) == expected, "\(query)")
        #expect(menu.showsNoResults == expected.isEmpty)
    }

    @Test(arguments: [
        ("Mädchen", "MADCHEN"),
        ("Ёлка и Йод", "елка иод"),
        ("Cafe\u{301} Menu", "café"),
        ("Café Menu", "cafe\u{301}"),
        ("Crème brûlée", "BRULEE creme"),
    ])
    func theSearchIgnoresCaseAndAccentsWhateverTheirEncoding(title: String, query: String) {
        #expect(SideMenuFilter(query: query).matches(title), "\(query) finds \(title)")
        #expect(!SideMenuFilter(query: query + "x").matches(title), "\(query)x does not")
    }

    @Test func sectionsLeftEmptyByTheSearchGo() {
        let menu = makeMenu()
        menu.searchText = "col"
        #expect(menu.visibleSections.map(\.id) == ["showcase"])
        #expect(menu.visibleSections[0].title == "Showcase", "the kept section keeps its header")
        menu.searchText = "disc"
        #expect(menu.visibleSections.map(\.id) == ["browse"])
    }

    @Test func theSearchLeavesTheSelectionAlone() {
        let menu = makeMenu()
        menu.activate("matches")
        menu.searchText = "col"
        #expect(menu.selection == "matches", "a hidden entry stays the current one")
        menu.searchText = ""
        #expect(menu.selectedItem?.id == "matches")
    }

    @Test func countsAreShownOnlyWhenPositive() {
        let menu = makeMenu()
        #expect(menu.item("matches")?.shownBadge == 3)
        menu.setBadge(0, for: "matches")
        #expect(menu.item("matches")?.badge == 0)
        #expect(menu.item("matches")?.shownBadge == nil, "zero shows no count")
        menu.setBadge(-2, for: "colors")
        #expect(menu.item("colors")?.shownBadge == nil, "nor does a negative one")
        menu.setBadge(12, for: "colors")
        #expect(menu.item("colors")?.shownBadge == 12)
        let before = menu.sections
        menu.setBadge(5, for: "nowhere")
        #expect(menu.sections == before, "an unknown id changes nothing")
    }
}
