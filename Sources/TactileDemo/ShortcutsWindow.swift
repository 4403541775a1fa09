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

    /// A window of its own listing them, a heading for each group and a row for each
    /// shortcut ("Undo the last decision: Backspace or Ctrl+Z", as a screen reader says it).
    /// GTK 4.8's GtkShortcutsWindow names half its parts after their classes.
    static func make(transientFor parent: Window) -> Window? {
        let window = Window()
        window.title = localized("Keyboard Shortcuts")
        window.setTransient(for: parent)
        window.isModal = true
        window.setDefaultSize(width: 420, height: 560)
        let column = Box(.vertical, spacing: 6)
        column.setMargins(18)
        for group in groups {
            let heading = Label(group.title)
            heading.addCSSClass("heading")
            heading.xalign = 0
            heading.setMargins(top: column.firstChild == nil ? 0 : 12)
            column.append(heading)
            for shortcut in group.shortcuts { column.append(row(for: shortcut)) }
        }
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = column
        window.child = scroller
        // Escape closes it, as it closes GTK's own dialogs.
        let keys = ShortcutController()
        keys.add(trigger: "Escape") { [weak window] in
            window?.close()
            return true
        }
        window.addController(keys)
        return window
    }

    private static func row(for shortcut: Shortcut) -> Widget {
        let keys = shortcut.accelerator.split(separator: " ").compactMap { Key.displayLabel(of: String($0)) }
        // Translators: two keys that do the same, "Backspace or Ctrl+Z".
        let keysText = keys.count == 2 ? localized("{first} or {second}", ["first": keys[0], "second": keys[1]])
            : keys.joined(separator: ", ")
        let row = Box(.horizontal, spacing: 12)
        let title = Label(shortcut.title)
        title.xalign = 0
        title.hexpand = true
        title.wraps = true
        let keysLabel = Label(keysText)
        keysLabel.addCSSClass("dim-label")
        for label in [title, keysLabel] {
            // The row says both at once.
            label.setAccessibleHidden(true)
            row.append(label)
        }
        // Translators: a shortcut as a screen reader says it, "Quit: Ctrl+Q".
        row.setAccessibleLabel(localized("{action}: {keys}", ["action": shortcut.title, "keys": keysText]))
        // Tab walks the shortcuts one by one, and a screen reader reads each.
        row.isFocusable = true
        return row
    }
}
