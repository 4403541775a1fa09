import Gtk
import TactileModel

/// The drawer's open state kept in the app's own `Binding<Bool>`, as the drawer tutorial's
/// `Drawer(isOpened:)`: the app opens and closes it by writing its value, and a person's
/// close (the scrim, Escape, a drag, an item) is written back.
extension AnyDrawer {
    /// Keeps the drawer open exactly while `isOpened` is true, both ways: a change of the
    /// app's value opens or closes the drawer (with `.programmatic`), and the drawer opened or
    /// closed any other way writes the value. The binding is read in a binding of the drawer's
    /// (`bind`), so a value kept in an `@Observable` model is followed as it changes; the
    /// drawer's own state wins at the start when they differ only if `drawerWins` is set.
    public func bindOpenState(to isOpened: Binding<Bool>, drawerWins: Bool = false) {
        if drawerWins { isOpened.wrappedValue = model.isOpen } else { apply(isOpened.wrappedValue) }
        // The value both sides last agreed on tells which of them changed since.
        var agreed = model.isOpen
        _ = bind { drawer in
            let model = drawer.model
            let wanted = isOpened.wrappedValue, open = model.isOpen
            if wanted != agreed {
                agreed = wanted
                if open != wanted { drawer.apply(wanted) }
            } else if open != agreed {
                agreed = open
                isOpened.wrappedValue = open
            }
        }
    }

    private func apply(_ open: Bool) {
        if open { model.open(reason: .programmatic) } else { model.close(reason: .programmatic) }
    }
}

extension Drawer {
    /// A drawer revealing `menu` over `content` while the app's `isOpened` is true, its state
    /// kept in that binding both ways (see `bindOpenState(to:drawerWins:)`).
    public convenience init(isOpened: Binding<Bool>, menu: Menu, content: Content) {
        self.init(menu: menu, content: content)
        bindOpenState(to: isOpened)
    }
}
