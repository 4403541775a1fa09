import Gtk
import TactileModel

/// Typing the first letters of a title moves the focus to that entry.
extension SideMenu {
    func setUpTypeAhead() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self, weak keys] keyval, _, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control, .alt, .super]),
                  let character = Key.character(keyval), !character.isWhitespace else { return false }
            // The key's own time: keys handled together after a busy moment still count as typed apart.
            return self.typeAhead(character, at: keys?.currentEventTime ?? clock.uptimeSeconds)
        }
        // On the whole menu: typing finds an entry with the focus on the header too, where
        // opening the menu puts it.
        addController(keys)
    }

    /// Moves the focus to the next entry whose title starts with what was typed.
    private func typeAhead(_ character: Character, at time: Double) -> Bool {
        let shown = rows.filter(\.button.isVisible)
        let current = shown.firstIndex { $0.button.hasFocus }
        guard let index = typeAhead.find(character, at: time, in: shown.map(\.item.title), from: current) else {
            return false
        }
        shown[index].button.grabFocus()
        return true
    }
}
