import Gtk

/// The line under the side menu's header.
@MainActor
final class SideMenuSeparator: Container {
    override class var gtkTypeName: String { "TactileSideMenuSeparator" }
    override class var cssName: String { "separator" }

    init() { super.init(role: .presentation) }
}
