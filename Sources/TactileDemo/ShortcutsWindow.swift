import Tactile

/// The keyboard-shortcuts window: every shortcut the app answers to.
@MainActor
enum ShortcutsWindow {
    struct Shortcut { let accelerator: String; let title: String }
    struct Group { let title: String; let shortcuts: [Shortcut] }

    static var groups: [Group] { [
        Group(title: localized("General"), shortcuts: [
            Shortcut(accelerator: "F9", title: localized("Open or close the side menu")),
            Shortcut(accelerator: "<Control>1", title: AppPage.discover.title),
            Shortcut(accelerator: "<Control>2", title: AppPage.matches.title),
            Shortcut(accelerator: "<Control>3", title: AppPage.colors.title),
            Shortcut(accelerator: "<Control>4", title: AppPage.popups.title),
            Shortcut(accelerator: "<Control>5", title: AppPage.about.title),
            Shortcut(accelerator: "<Control>question", title: localized("Keyboard shortcuts")),
            Shortcut(accelerator: "<Control>q", title: localized("Quit")),
        ]),
        Group(title: localized("Cards"), shortcuts: [
            Shortcut(accelerator: "Left", title: localized("Nope")),
            Shortcut(accelerator: "Right", title: localized("Like")),
            Shortcut(accelerator: "Up", title: localized("Boost")),
            Shortcut(accelerator: "BackSpace <Control>z", title: localized("Undo the last decision")),
        ]),
        Group(title: localized("Menus and popups"), shortcuts: [
            Shortcut(accelerator: "Menu <Shift>F10", title: localized("Open the context menu")),
            Shortcut(accelerator: "Escape", title: localized("Close the side menu, a menu or a popup")),
        ]),
    ] }

    static func make(transientFor parent: Window) -> Window? {
        let groupsXML = groups.map { group in
            let items = group.shortcuts.map {
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="accelerator">\(escape($0.accelerator))</property>
                  <property name="title">\(escape($0.title))</property>
                </object></child>
                """
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>\(items)</object></child>"
        }.joined()
        let xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
        \(groupsXML)
        </object></child></object></interface>
        """
        guard let window = try? Builder(xml: xml).object("shortcuts", as: Window.self) else { return nil }
        window.setTransient(for: parent)
        return window
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
