import Observation
import Tactile

/// The Colors page: the context-menu tutorial's demo. A rounded rectangle
/// named after its colour (green at start) whose context menu sets its
/// colour, with a live preview above the items (a bigger swatch with the hex
/// code); activating the preview opens a detail page. Below it, a palette of
/// small swatches, each with a menu of its own.
@MainActor
final class ColorsPage {
    let widget: Widget
    let selection = ColorSelection()
    /// The tutorial's rectangle.
    let tile = Button()
    let stack = Stack()
    private let detail = ColorDetailView()

    init() {
        ColorsPageStyle.install()
        stack.transitionType = .crossfade
        stack.hexpand = true
        stack.vexpand = true
        widget = stack

        let page = Box(.vertical, spacing: 18)
        page.setMargins(24)
        page.valign = .start
        let hint = Label(localized("Right-click, long-press or press Shift+F10 on the colour"))
        hint.wraps = true
        hint.addCSSClass("dim-label")
        page.append(hint)
        page.append(makeTile())
        let paletteTitle = Label(localized("Palette"))
        paletteTitle.addCSSClass("heading")
        paletteTitle.xalign = 0
        page.append(paletteTitle)
        page.append(makePalette())

        // Not the page's own name: a screen reader entering the page would say it twice.
        // Translators: the part of the Colors page with the colour and its palette.
        stack.addPage(page, name: "main", title: localized("Colour and palette"))
        stack.addPage(detail.widget, name: "detail", title: localized("Detail"))
        detail.bind(to: selection)
        detail.back.onClicked(showMain)
    }

    /// Switches to the detail page. Like every handler of the page, it holds
    /// the widgets weakly and not the page, so the page works for as long as
    /// its widget is shown, whether or not the app keeps this object.
    var showDetail: @MainActor () -> Void {
        { [weak stack = self.stack, weak back = detail.back] in
            stack?.visiblePageName = "detail"
            back?.grabFocus()
        }
    }

    var showMain: @MainActor () -> Void {
        { [weak stack = self.stack, weak tile = self.tile] in
            stack?.visiblePageName = "main"
            tile?.grabFocus()
        }
    }

    // MARK: The tutorial's rectangle

    private func makeTile() -> Widget {
        tile.addCSSClass("tactile-colors-tile")
        tile.setSizeRequest(width: 200, height: 120)
        tile.halign = .center
        let name = Label()
        name.addCSSClass("tactile-colors-tile-name")
        let hex = Label()
        hex.addCSSClass("tactile-colors-tile-hex")
        let column = Box(.vertical, spacing: 2)
        column.valign = .center
        column.append(name)
        column.append(hex)
        tile.child = column

        let selection = self.selection, tile = self.tile
        tile.bind { $0.setFillColor(selection.swatch.color) }
        // Translators: the big rectangle's accessible name, "Green colour".
        tile.bind { $0.setAccessibleLabel(localized("{colour} colour", ["colour": selection.swatch.localizedName])) }
        name.bind { $0.text = selection.swatch.localizedName }
        hex.bind {
            $0.text = selection.swatch.hexCode
            $0.isVisible = selection.showsHexCode
        }
        tile.onClicked(showDetail)
        tile.contextMenu { selection.menu(copy: { [weak tile] text in tile?.copyToClipboard(text) }) }
            .preview { selection.swatch.largePreview }
            .onCommit(showDetail)
        return tile
    }

    // MARK: The palette

    private func makePalette() -> Widget {
        let rows = Box(.vertical, spacing: 8)
        rows.halign = .center
        let swatches = ColorSwatch.tutorialSwatches
        for start in stride(from: 0, to: swatches.count, by: 5) {
            let row = Box(.horizontal, spacing: 8)
            for swatch in swatches[start..<min(start + 5, swatches.count)] {
                row.append(makePaletteSwatch(swatch))
            }
            rows.append(row)
        }
        return rows
    }

    private func makePaletteSwatch(_ swatch: ColorSwatch) -> Widget {
        let button = Button()
        button.addCSSClass("tactile-colors-swatch")
        button.setSizeRequest(width: 56, height: 56)
        button.setFillColor(swatch.color)
        button.tooltip = swatch.localizedName
        button.setAccessibleLabel(swatch.localizedName)
        let selection = self.selection
        button.bind { $0.setCSSClass("tactile-colors-swatch-current", selection.swatch == swatch) }
        button.onClicked { selection.swatch = swatch }
        button.contextMenu {
            MenuDescription(sections: [
                MenuSection([
                    MenuItem(localized("_Use This Colour"), id: "use", iconName: "object-select-symbolic",
                             isEnabled: selection.swatch != swatch) { selection.swatch = swatch },
                ]),
                swatch.copySection(copy: { [weak button] text in button?.copyToClipboard(text) }),
            ])
        }
        .preview { swatch.largePreview }
        .previewPolicy(.compactOnSecondaryClick)
        .onCommit { selection.swatch = swatch }
        return button
    }
}

/// The colour the page shows, shared by the rectangle, its preview, its
/// menu and the detail page.
@MainActor
@Observable
final class ColorSelection {
    static let initial = ColorSwatch.tutorialSwatches.first { $0.label == "Green" }
        ?? ColorSwatch("Green", color: SRGBColor(red: 0, green: 1, blue: 0))

    var swatch = ColorSelection.initial
    var showsHexCode = false

    /// The tutorial's menu ("Set Red", "Set Green"), more colours as radio
    /// choices, copying, a check item and a destructive reset.
    func menu(copy: @escaping @MainActor (String) -> Void) -> MenuDescription {
        let current = swatch
        func choice(_ label: String, title: String? = nil) -> MenuItem? {
            guard let swatch = ColorSwatch.tutorialSwatches.first(where: { $0.label == label }) else { return nil }
            return MenuItem(title ?? swatch.localizedName, id: "set-\(label.lowercased())",
                            state: .radio(group: "color", isSelected: current == swatch)) { [weak self] in
                self?.swatch = swatch
            }
        }
        let tutorial = [choice("Red", title: localized("Set _Red")), choice("Green", title: localized("Set _Green"))].compactMap { $0 }
        let more = ["Orange", "Yellow", "Blue", "Purple"].compactMap { choice($0) }
        let hex = current.hexCode
        return MenuDescription(sections: [
            MenuSection(tutorial),
            MenuSection(more, title: localized("More Colours")),
            MenuSection([
                MenuItem(localized("_Copy Hex Code"), id: "copy-hex", iconName: "edit-copy-symbolic",
                         shortcut: KeyboardShortcut("c")) { copy(hex) },
                MenuItem(localized("Show _Hex Code"), id: "show-hex", state: .checkbox(isOn: showsHexCode)) { [weak self] in
                    self?.showsHexCode.toggle()
                },
            ]),
            MenuSection([
                MenuItem(localized("Re_set"), id: "reset", iconName: "edit-undo-symbolic", isEnabled: current != Self.initial,
                         role: .destructive) { [weak self] in
                    self?.swatch = Self.initial
                    self?.showsHexCode = false
                },
            ]),
        ])
    }
}

extension ColorSwatch {
    /// The swatch's preview, larger than the 200×120 rectangle.
    var largePreview: ContextMenuPreview {
        ContextMenuPreview(title: localizedName, subtitle: hexCode, color: color, preferredWidth: 260, preferredHeight: 156)
    }

    /// The swatch's name in the user's language (the model names the tutorial's colours in English).
    var localizedName: String {
        switch label {
        case "Red": localized("Red")
        case "Orange": localized("Orange")
        case "Yellow": localized("Yellow")
        case "Green": localized("Green")
        case "Teal": localized("Teal")
        case "Blue": localized("Blue")
        case "Indigo": localized("Indigo")
        case "Purple": localized("Purple")
        case "Pink": localized("Pink")
        case "Gray": localized("Gray")
        default: label
        }
    }

    /// The model's copy items (`menu(copy:)`), in the user's language and copying the name as shown.
    func copySection(copy: @escaping @MainActor (String) -> Void) -> MenuSection {
        let hex = hexCode, name = localizedName
        return MenuSection([
            MenuItem(localized("Copy Hex Code"), id: "copy-hex", iconName: "edit-copy-symbolic",
                     shortcut: KeyboardShortcut("c")) { copy(hex) },
            MenuItem(localized("Copy Name"), id: "copy-name",
                     shortcut: KeyboardShortcut("c", modifiers: [.control, .shift])) { copy(name) },
        ])
    }
}

/// The page a committed preview opens: the colour large, with its codes.
@MainActor
private final class ColorDetailView {
    let widget = Box(.vertical, spacing: 18)
    let back = Button(iconName: "go-previous-symbolic")
    private let swatch = Box(.vertical, spacing: 4)
    private let name = Label()
    private let hex = Label()
    private let components = Label()

    init() {
        widget.setMargins(24)
        back.tooltip = localized("Back")
        back.setAccessibleLabel(localized("Back to colours"))
        back.halign = .start
        swatch.addCSSClass("tactile-colors-detail")
        swatch.setSizeRequest(width: 280, height: 280)
        swatch.halign = .center
        swatch.valign = .center
        swatch.vexpand = true
        name.addCSSClass("tactile-colors-detail-name")
        hex.addCSSClass("tactile-colors-tile-hex")
        let column = Box(.vertical, spacing: 4)
        column.valign = .center
        column.vexpand = true
        column.append(name)
        column.append(hex)
        swatch.append(column)
        components.addCSSClass("dim-label")
        widget.append(back)
        widget.append(swatch)
        widget.append(components)
    }

    func bind(to selection: ColorSelection) {
        swatch.bind { $0.setFillColor(selection.swatch.color) }
        swatch.bind { $0.setAccessibleLabel("\(selection.swatch.localizedName), \(selection.swatch.hexCode)") }
        name.bind { $0.text = selection.swatch.localizedName }
        hex.bind { $0.text = selection.swatch.hexCode }
        components.bind {
            let color = selection.swatch.color
            // Translators: the colour's sRGB components, 0 to 255.
            $0.text = localized("Red {red} · Green {green} · Blue {blue}", ["red": String(SRGBColor.byte(color.red)),
                                "green": String(SRGBColor.byte(color.green)), "blue": String(SRGBColor.byte(color.blue))])
        }
    }

}

/// The page's own look: rounded tiles and a ring around the current swatch.
@MainActor
private enum ColorsPageStyle {
    private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        CSSProvider(css: """
        button.tactile-colors-tile { border-radius: 16px; border: none; box-shadow: 0 1px 3px alpha(black, 0.2); }
        .tactile-colors-tile-name { font-size: 1.5em; font-weight: bold; }
        .tactile-colors-tile-hex { font-family: monospace; }
        button.tactile-colors-swatch { border-radius: 12px; border: none; min-width: 0; min-height: 0; padding: 0; }
        button.tactile-colors-swatch-current { box-shadow: 0 0 0 3px @theme_bg_color, 0 0 0 5px @theme_fg_color; }
        .tactile-colors-detail { border-radius: 24px; }
        .tactile-colors-detail-name { font-size: 2.2em; font-weight: bold; }
        """).applyToDisplay()
    }
}
