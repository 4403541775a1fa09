import Gtk
import TactileModel

/// Where the keyboard goes as the menu opens and closes: into an overlay menu, and back
/// where it was (or on into the content an item showed) as it closes.
extension AnyDrawer {
    func moveFocusIntoMenu() {
        guard layout == .overlay, let window = root as? Window else { return }
        let focused = window.focusedWidget
        if focused.map({ !$0.isDescendant(of: menuWidget) }) ?? true { focusBeforeOpening = focused }
        menuWidget.focusFirstDescendant()
    }

    func restoreFocus() {
        defer { focusBeforeOpening = nil }
        guard let window = root as? Window else { return }
        // The resize handle on the menu's edge belongs to the menu: Escape there goes back too.
        let focusInMenu = window.focusedWidget.map { $0.isDescendant(of: menuWidget) || $0 === resizeHandle } ?? true
        guard focusInMenu else { return }
        // An item was chosen: the keyboard carries on in the content it showed, not back on
        // the button that opened the menu. Dismissed (Escape, a tap outside): back where it was.
        if model.lastChangeReason == .item {
            if contentWidget.focusFirstDescendant() { return }
            focusContentOnceLaidOut()
        }
        if let previous = focusBeforeOpening, previous.root === window, previous.grabFocus() { return }
        window.setFocus(nil)
    }

    /// A page made just now (a list whose rows come with its first layout) has nothing to
    /// focus yet: the focus goes in once it has, within half a second, unless the person
    /// moved it meanwhile or opened the menu again.
    private func focusContentOnceLaidOut() {
        var attempts = 0
        MainLoop.timeout(milliseconds: 50) { [weak self] in
            attempts += 1
            guard let self, !self.model.isOpen, let window = self.root as? Window else { return false }
            if let focused = window.focusedWidget, focused.isDescendant(of: self.contentWidget) { return false }
            return !self.contentWidget.focusFirstDescendant() && attempts < 10
        }
    }
}
