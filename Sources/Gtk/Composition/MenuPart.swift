/// One part of a menu built with ``MenuBuilder``: an item, a section or a submenu.
@MainActor
public struct MenuPart {
    let add: @MainActor (Menu) -> Void
}
