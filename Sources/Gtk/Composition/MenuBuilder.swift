/// Builds a ``Menu`` from the statements of a closure, so that it reads like the menu it is:
///
///     Menu {
///         MenuEntry(label: "New Window", action: "app.new-window")
///         Menu.section {
///             MenuEntry(label: "Preferences", action: "app.preferences")
///             Menu.submenu("Help") { MenuEntry(label: "About", action: "app.about") }
///         }
///     }
@MainActor
@resultBuilder
public enum MenuBuilder {
    /// An item.
    public static func buildExpression(_ entry: MenuEntry) -> [MenuPart] { [MenuPart { $0.append(entry) }] }
    /// A section or a submenu.
    public static func buildExpression(_ part: MenuPart) -> [MenuPart] { [part] }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [MenuPart]...) -> [MenuPart] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ parts: [MenuPart]?) -> [MenuPart] { parts ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first parts: [MenuPart]) -> [MenuPart] { parts }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second parts: [MenuPart]) -> [MenuPart] { parts }
    /// A `for` loop's items.
    public static func buildArray(_ parts: [[MenuPart]]) -> [MenuPart] { parts.flatMap { $0 } }
}

extension Menu {
    /// A menu of the items, sections and submenus `items` builds.
    public convenience init(@MenuBuilder _ items: () -> [MenuPart]) {
        self.init()
        for part in items() { part.add(self) }
    }

    /// A section (set apart by separators), headed `label` when given.
    public static func section(_ label: String? = nil, @MenuBuilder _ items: () -> [MenuPart]) -> MenuPart {
        let section = Menu(items)
        return MenuPart { $0.appendSection(label, section) }
    }

    /// A submenu under an item labelled `label`.
    public static func submenu(_ label: String, @MenuBuilder _ items: () -> [MenuPart]) -> MenuPart {
        let submenu = Menu(items)
        return MenuPart { $0.appendSubmenu(label, submenu) }
    }
}
