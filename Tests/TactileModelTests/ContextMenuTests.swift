import Testing
@testable import TactileModel

@MainActor
@Suite("Context menu")
struct ContextMenuTests {
    final class Log { var entries: [String] = [] }

    func makeMenu(_ log: Log) -> ContextMenuModel {
        let sort = MenuDescription(sections: [MenuSection([
            MenuItem("By Name", id: "sort-name", state: .radio(group: "sort", isSelected: true)) { log.entries.append("name") },
            MenuItem("By Age", id: "sort-age", state: .radio(group: "sort", isSelected: false)) { log.entries.append("age") },
        ])])
        return ContextMenuModel(menu: MenuDescription(sections: [
            MenuSection([
                MenuItem("Copy", id: "copy", iconName: "edit-copy-symbolic", shortcut: KeyboardShortcut("c")) {
                    log.entries.append("copy")
                },
                MenuItem("Paste", id: "paste", isEnabled: false) { log.entries.append("paste") },
                MenuItem("Pinned", id: "pin", state: .checkbox(isOn: false)) { log.entries.append("pin") },
                MenuItem("Sort", id: "sort", submenu: sort),
            ]),
            MenuSection([
                MenuItem("Delete", id: "delete", iconName: "user-trash-symbolic", role: .destructive) {
                    log.entries.append("delete")
                },
            ], title: "Danger"),
        ]), preview: ContextMenuPreview(title: "Ada", subtitle: "34"))
    }

    @Test func describesSectionsItemsAndSubmenus() {
        let model = makeMenu(Log())
        #expect(model.menu.sections.count == 2)
        #expect(model.menu.sections[1].title == "Danger")
        #expect(model.menu.allItems.map(\.id) == ["copy", "paste", "pin", "sort", "sort-name", "sort-age", "delete"])
        #expect(model.menu.item("delete")?.role == .destructive)
        #expect(model.menu.item("copy")?.shortcut?.gtkAccelerator == "<Control>c")
        #expect(model.menu.item("sort-age")?.state == .radio(group: "sort", isSelected: false))
        #expect(model.preview?.title == "Ada")
    }

    @Test func activationRunsTheActionAndClosesTheMenu() {
        let log = Log()
        let model = makeMenu(log)
        model.present(at: Vector2(x: 40, y: 12))
        #expect(model.isPresented)
        #expect(model.anchor == Vector2(x: 40, y: 12))
        #expect(model.activate("copy"))
        #expect(log.entries == ["copy"])
        #expect(!model.isPresented)
    }

    @Test func disabledUnknownAndSubmenuItemsDoNothing() {
        let log = Log()
        let model = makeMenu(log)
        model.present(at: .zero)
        #expect(!model.activate("paste"))
        #expect(!model.activate("missing"))
        #expect(!model.activate("sort"))
        #expect(log.entries.isEmpty)
        #expect(model.isPresented)
    }

    @Test func checkboxFlipsAndRadioSelectsOneOfItsGroup() {
        let log = Log()
        let model = makeMenu(log)
        model.activate("pin")
        #expect(model.menu.item("pin")?.state == .checkbox(isOn: true))
        model.activate("pin")
        #expect(model.menu.item("pin")?.state == .checkbox(isOn: false))
        model.activate("sort-age")
        #expect(model.menu.item("sort-age")?.state == .radio(group: "sort", isSelected: true))
        #expect(model.menu.item("sort-name")?.state == .radio(group: "sort", isSelected: false))
        #expect(log.entries == ["pin", "pin", "age"])
    }

    @Test func acceleratorsUseGtkSyntax() {
        #expect(KeyboardShortcut("c", modifiers: [.control, .shift]).gtkAccelerator == "<Control><Shift>c")
        #expect(KeyboardShortcut("F10", modifiers: .shift).gtkAccelerator == "<Shift>F10")
        #expect(KeyboardShortcut("Delete", modifiers: []).gtkAccelerator == "Delete")
        #expect(KeyboardShortcut("q", modifiers: [.super, .alt]).gtkAccelerator == "<Alt><Super>q")
    }
}

@MainActor
@Suite("Colour demo")
struct ColorDemoTests {
    @Test func pureRedIsFF0000() {
        #expect(SRGBColor(red: 1, green: 0, blue: 0).hexCode == "FF0000")
        #expect(ColorSwatch.tutorialSwatches.first?.hexCode == "#FF0000")
    }

    @Test func componentsRoundToTheNearestStep() {
        #expect(SRGBColor(red: 0.999, green: 0.5, blue: 0.002).hexCode == "FF8001", "0.5·255 = 127.5 rounds up, 0.999 is not FE")
        #expect(SRGBColor(red: 0.498, green: 0.0019, blue: 0.0021).hexCode == "7F0001")
        #expect(SRGBColor(red: 2, green: -1, blue: .nan).hexCode == "FF0000", "clamped, NaN is 0")
    }

    /// Every 8-bit value survives the trip through a 0...1 component.
    @Test func everyByteRoundTrips() throws {
        for value in 0...255 {
            #expect(SRGBColor.byte(Double(value) / 255) == UInt8(value))
        }
        let hex = "1A2B3C"
        let color = try #require(SRGBColor(hex: "#" + hex))
        #expect(color.hexCode == hex)
        #expect(SRGBColor(hex: "12345") == nil)
        #expect(SRGBColor(hex: "GG0000") == nil)
        #expect(SRGBColor(hex: "+12345") == nil)
    }

    @Test func swatchMenuCopiesAndPreviewShowsTheColour() {
        final class Clipboard { var text: String? }
        let clipboard = Clipboard()
        var removed = false
        let swatch = ColorSwatch("Red", color: SRGBColor(red: 1, green: 0, blue: 0))
        let model = ContextMenuModel(menu: swatch.menu(copy: { clipboard.text = $0 }, remove: { removed = true }),
                                     preview: swatch.preview)
        #expect(model.preview == ContextMenuPreview(title: "Red", subtitle: "#FF0000", color: swatch.color))
        model.activate("copy-hex")
        #expect(clipboard.text == "#FF0000")
        model.activate("copy-name")
        #expect(clipboard.text == "Red")
        #expect(model.menu.item("remove")?.role == .destructive)
        model.activate("remove")
        #expect(removed)
        #expect(swatch.menu(copy: { _ in }).item("remove") == nil, "no remove without a handler")
    }

    @Test func tutorialSwatchesHaveDistinctLabels() {
        let labels = ColorSwatch.tutorialSwatches.map(\.label)
        #expect(Set(labels).count == labels.count)
        #expect(ColorSwatch.tutorialSwatches.allSatisfy { $0.hexCode.count == 7 })
    }
}
