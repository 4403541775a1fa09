import Gtk
import TactileModel

/// A drawer generic over its menu and content, as SwiftUI views are over
/// their children: `drawer.menu` and `drawer.content` keep their own types.
///
///     let drawer = Drawer(menu: SideMenu(model: menuModel), content: pages)
///     drawer.menu.onItemActivated = { item, _ in … }
///
/// Everything else (state, motion, input, actions) is `AnyDrawer`'s, which
/// is also what `Drawer.nearest(to:)` finds from any descendant.
@MainActor
public final class Drawer<Menu: Widget, Content: Widget>: AnyDrawer {
    /// The menu the drawer reveals.
    public let menu: Menu
    /// The content the menu slides over, or docks beside.
    public let content: Content

    /// A drawer revealing `menu` over `content`, with its state in `model` (closed by default).
    public init(menu: Menu, content: Content, model: DrawerModel = DrawerModel()) {
        self.menu = menu
        self.content = content
        super.init(menu: menu, content: content, model: model)
    }
}

extension Drawer where Menu == Widget, Content == Widget {
    /// The nearest drawer holding `widget`, whatever its menu and content:
    /// `Drawer.nearest(to: button)?.close()`.
    public static func nearest(to widget: Widget) -> AnyDrawer? { widget.ancestor(of: AnyDrawer.self) }
}
