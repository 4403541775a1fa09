import Gtk
import TactileModel

/// The shade over the content while an overlay menu is out; a click on it closes the menu.
@MainActor
final class DrawerScrim: Container {
    override class var gtkTypeName: String { "TactileDrawerScrim" }
    override class var cssName: String { "scrim" }

    init() { super.init(role: .presentation) }
}
