/// The context-menu tutorial's demo: a named colour whose menu copies its
/// name or hex code and whose preview shows it large.
public struct ColorSwatch: Identifiable, Hashable, Sendable {
    /// The colour's name, as the person reads it.
    public var label: String
    /// The colour.
    public var color: SRGBColor

    public var id: String { label }

    /// A swatch called `label` of `color`.
    public init(_ label: String, color: SRGBColor) {
        self.label = label
        self.color = color
    }

    /// `#RRGGBB`, correctly rounded from the sRGB components.
    public var hexCode: String { "#" + color.hexCode }

    /// The colours the tutorial lists.
    public static let tutorialSwatches: [ColorSwatch] = [
        ColorSwatch("Red", color: SRGBColor(red: 1, green: 0, blue: 0)),
        ColorSwatch("Orange", color: SRGBColor(red: 1, green: 0.5, blue: 0)),
        ColorSwatch("Yellow", color: SRGBColor(red: 1, green: 0.8, blue: 0)),
        ColorSwatch("Green", color: SRGBColor(red: 0.2, green: 0.78, blue: 0.35)),
        ColorSwatch("Teal", color: SRGBColor(red: 0.19, green: 0.69, blue: 0.78)),
        ColorSwatch("Blue", color: SRGBColor(red: 0, green: 0.48, blue: 1)),
        ColorSwatch("Indigo", color: SRGBColor(red: 0.35, green: 0.34, blue: 0.84)),
        ColorSwatch("Purple", color: SRGBColor(red: 0.69, green: 0.32, blue: 0.87)),
        ColorSwatch("Pink", color: SRGBColor(red: 1, green: 0.18, blue: 0.33)),
        ColorSwatch("Gray", color: SRGBColor(red: 0.56, green: 0.56, blue: 0.58)),
    ]

    /// The preview shown above the swatch's menu.
    public var preview: ContextMenuPreview {
        ContextMenuPreview(title: label, subtitle: hexCode, color: color)
    }

    /// The swatch's menu. `copy` receives the text to put on the clipboard
    /// (the model has no clipboard); `remove` is offered as a destructive item
    /// when given.
    public func menu(copy: @escaping @MainActor (String) -> Void,
                     remove: (@MainActor () -> Void)? = nil) -> MenuDescription {
        let hex = hexCode, name = label
        var sections = [
            MenuSection([
                MenuItem("Copy Hex Code", id: "copy-hex", iconName: "edit-copy-symbolic",
                         shortcut: KeyboardShortcut("c")) { copy(hex) },
                MenuItem("Copy Name", id: "copy-name",
                         shortcut: KeyboardShortcut("c", modifiers: [.control, .shift])) { copy(name) },
            ]),
        ]
        if let remove {
            sections.append(MenuSection([
                MenuItem("Remove", id: "remove", iconName: "user-trash-symbolic",
                         shortcut: KeyboardShortcut("Delete", modifiers: []), role: .destructive, action: remove),
            ]))
        }
        return MenuDescription(sections: sections)
    }
}
