import Testing
@testable import TactileModel

@MainActor
@Suite("Side menu")
struct SideMenuTests {
    func makeMenu() -> SideMenuModel {
        SideMenuModel(
            header: SideMenuHeader(name: "Ada", subtitle: "ada@example.org", avatar: "avatars/ada.png"),
            items: [
                SideMenuItem(id: "home", title: "Home", iconName: "go-home-symbolic"),
                SideMenuItem(id: "likes", title: "Likes", iconName: "emblem-favorite-symbolic"),
                SideMenuItem(id: "settings", title: "Settings", iconName: "emblem-system-symbolic"),
            ])
    }

    @Test func activatingSelectsAndActivatingTheSelectedClears() {
        let menu = makeMenu()
        #expect(menu.selection == nil)
        #expect(menu.activate("likes") == "likes")
        #expect(menu.selectedItem?.title == "Likes")
        #expect(menu.activate("home") == "home")
        #expect(menu.activate("home") == nil, "second tap on the selected item clears it")
        #expect(menu.selection == nil)
    }

    @Test func unknownItemsChangeNothing() {
        let menu = makeMenu()
        menu.activate("home")
        #expect(menu.activate("nowhere") == "home")
        #expect(menu.selection == "home")
        let stranger = SideMenuModel(header: SideMenuHeader(name: "B"), items: [], selection: "ghost")
        #expect(stranger.selection == nil)
    }

    @Test func removingTheSelectedItemClearsTheSelection() {
        let menu = makeMenu()
        menu.activate("settings")
        menu.sections[0].items.removeAll { $0.id == "settings" }
        #expect(menu.selection == nil)
        menu.activate("home")
        menu.sections[0].items.append(SideMenuItem(id: "new", title: "New", iconName: "list-add-symbolic"))
        #expect(menu.selection == "home")
    }

    @Test func appearanceDefaultsAndToggles() {
        let menu = makeMenu()
        #expect(menu.appearance == .default)
        menu.appearance.toggle()
        #expect(menu.appearance == .compact)
        menu.appearance.toggle()
        #expect(menu.appearance == .default)
        let binding = Binding(menu, \.appearance)
        binding.wrappedValue.toggle()
        #expect(menu.appearance == .compact)
    }

    @Test func headerHoldsTheUser() {
        let menu = makeMenu()
        #expect(menu.header == SideMenuHeader(name: "Ada", subtitle: "ada@example.org", avatar: "avatars/ada.png"))
    }

    @Test func typingFindsEntriesByTheirFirstLetters() {
        let titles = ["Discover", "Liked", "Messages", "Settings", "Sign out"]
        var search = TypeAheadSearch()
        // Each key, when it comes (seconds), the focused entry, and where it moves.
        let keys: [(Character, Double, Int?, Int?, String)] = [
            ("m", 10, 0, 2, "m: Messages"),
            ("E", 10.2, 2, 2, "me: still Messages, case aside"),
            ("s", 12, 2, 3, "after a pause a new search: Settings"),
            ("s", 12.3, 3, 4, "the same letter again: the next s"),
            ("s", 12.6, 4, 3, "and round again"),
            ("x", 20, 3, nil, "nothing starts with x"),
        ]
        for (key, time, current, expected, why) in keys {
            let found = search.find(key, at: time, in: titles, from: current)
            #expect(found == expected, "\(why)")
        }
        let inEmpty = search.find("d", at: 30, in: [], from: nil)
        #expect(inEmpty == nil, "an empty list")
    }
}
