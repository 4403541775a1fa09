import Gtk
import TactileModel

/// `drawer.open`, `drawer.close` and `drawer.toggle`: GTK's way for any
/// descendant, however deep, to change the drawer by naming an action
/// (`button.actionName = "drawer.close"`). `toggle` carries the open state,
/// so a toggle button naming it shows pressed while the drawer is open. `drawer.pin` (stateful:
/// true while pinned) keeps the menu docked however narrow the window gets.
extension AnyDrawer {
    /// The prefix the drawer's actions are named with: `drawer.toggle`.
    public static let actionPrefix = "drawer"

    func setUpActions() {
        actionGroup.addAction("open") { [weak self] in self?.open() }
        actionGroup.addAction("close") { [weak self] in self?.close() }
        let toggle = SimpleAction(name: "toggle", state: Variant(model.isOpen))
        toggle.onActivate { [weak self] _ in self?.toggle() }
        actionGroup.add(toggle)
        let pin = SimpleAction(name: "pin", state: Variant(isPinned))
        pin.onActivate { [weak self] _ in self.map { $0.isPinned.toggle() } }
        actionGroup.add(pin)
        insertActionGroup(actionGroup, prefix: Self.actionPrefix)
    }

    /// Makes the drawer's actions reachable from `widget` and its descendants
    /// too: a window's header bar lies outside the drawer, so its menu button
    /// finds `drawer.toggle` only once the window carries the group as well.
    public func exposeActions(on widget: Widget) {
        widget.insertActionGroup(actionGroup, prefix: Self.actionPrefix)
    }
}
