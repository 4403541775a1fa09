import Gtk
import TactileModel

/// An overlay menu dismissed by a click on the scrim beside it, or by Escape.
extension AnyDrawer {
    func setUpScrim() {
        let click = ClickGesture()
        click.onReleased { [weak self] _, _, _ in self?.scrimClicked() }
        scrim.addController(click)
    }

    /// A click or tap on the dimmed content beside the menu closes it.
    func scrimClicked() { close(reason: .scrim) }

    func setUpEscape() {
        let shortcuts = ShortcutController()
        shortcuts.isGlobal = true
        shortcuts.add(trigger: "Escape") { [weak self] in self?.handleEscape() ?? false }
        addController(shortcuts)
    }

    /// Escape closes an open overlay menu; otherwise the key goes on to others.
    func handleEscape() -> Bool {
        guard layout == .overlay, model.isOpen else { return false }
        close(reason: .escape)
        return true
    }
}
