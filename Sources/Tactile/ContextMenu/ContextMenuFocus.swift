import Gtk

/// Where the keyboard focus goes around a context menu. A menu opened from the keyboard
/// gives the focus back where it was when it closes (unless the preview was committed: the
/// app then shows the destination); one opened by pointer or finger leaves it to GTK.
@MainActor
struct ContextMenuFocus {
    private weak var focusBeforeOpening: Widget?
    private var reactivation: SignalConnection?

    /// The menu opens for `trigger` on `owner`.
    mutating func menuOpening(for trigger: ContextMenuTrigger, on owner: Widget) {
        let window = owner.root?.as(Window.self)
        focusBeforeOpening = trigger == .keyboard ? (window?.focusedWidget ?? owner) : nil
        if trigger == .keyboard, let window { sayTheMenuOnceTheWindowIsBack(in: window) }
    }

    /// On X11 the popover's grab deactivates and reactivates the window as the menu opens, and
    /// the menu's first contents are replaced as it shows: a screen reader hears the focus
    /// go into the menu from objects already gone, then reads the window, and says nothing of
    /// the menu until the next key. Once the window is active again and the menu settled, the
    /// focus is given anew to where it is in the menu, so the menu is said at once.
    private mutating func sayTheMenuOnceTheWindowIsBack(in window: Window) {
        reactivation?.disconnect()
        reactivation = window.onNotify("is-active") { [weak window] in
            guard let window, window.isActive else { return }
            MainLoop.idle { [weak window] in
                guard let window, let focus = window.focusedWidget, focus.ancestor(of: Popover.self) != nil else { return }
                window.setFocus(nil)
                focus.grabFocus()
            }
        }
    }

    /// The menu closed for `reason`.
    mutating func menuClosed(by reason: ContextMenuDismissal) {
        defer { focusBeforeOpening = nil }
        reactivation?.disconnect()
        reactivation = nil
        guard let focus = focusBeforeOpening else { return }
        switch reason {
        case .commit: break
        // Left without a choice: a screen reader says so with the widget the focus is back on.
        case .escape, .outsideClick: focus.grabFocus(announcing: localized("Menu closed"))
        case .item, .programmatic: focus.grabFocus()
        }
    }

    /// GTK 4.8 takes the window's focus out of a closed popover only on a later main-loop
    /// turn. An owner that leaves the window before then (a row its own menu removed) leaves
    /// the focus inside the detached popover, and GTK then keeps the popover, its items and
    /// preview alive for good. So the focus goes where GTK would put it, to the owner, at once.
    static func moveOutOfClosed(_ popover: Widget, to owner: Widget) {
        guard let window = owner.root?.as(Window.self), let focus = window.focusedWidget,
              focus.isDescendant(of: popover) else { return }
        if !owner.grabFocus() { window.setFocus(nil) }
    }

    /// The focused widget inside `owner`, in the owner's coordinates, for a keyboard menu to
    /// point at; nil (the whole owner) when the focus is the owner itself or elsewhere.
    static func focusedRect(in owner: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let focus = owner.root?.as(Window.self)?.focusedWidget, focus !== owner,
              focus.isDescendant(of: owner),
              let origin = focus.translate(x: 0, y: 0, to: owner) else { return nil }
        return (Int(origin.x), Int(origin.y), focus.width, focus.height)
    }

    /// The menu item that has the focus inside `popover`: its shown title and its place among the items.
    static func focusedItem(in popover: Widget) -> (title: String?, index: Int)? {
        guard let focus = popover.root?.as(Window.self)?.focusedWidget, focus.isDescendant(of: popover) else { return nil }
        let items = DestructiveItemStyler.itemButtons(in: popover)
        guard let index = items.firstIndex(where: { focus === $0 || focus.isDescendant(of: $0) }) else { return nil }
        return (DestructiveItemStyler.titles(of: items[index]).first, index)
    }

    /// Gives the focus back to the item of a rebuilt menu that shows `item`'s title, or else
    /// to the sensitive item nearest its place.
    static func restore(_ item: (title: String?, index: Int), in popover: Widget) {
        let items = DestructiveItemStyler.itemButtons(in: popover)
        if let title = item.title, let same = items.first(where: { button in
            DestructiveItemStyler.titles(of: button).contains(title) && button.isSensitive
        }), same.grabFocus() { return }
        let byDistance = items.indices.sorted { abs($0 - item.index) < abs($1 - item.index) }
        for index in byDistance where items[index].isSensitive && items[index].grabFocus() { return }
    }
}
