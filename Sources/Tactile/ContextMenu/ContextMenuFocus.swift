import Gtk

/// Where the keyboard focus goes around a context menu. A menu opened from the keyboard
/// gives the focus back where it was when it closes (unless the preview was committed: the
/// app then shows the destination); one opened by pointer or finger leaves it to GTK.
@MainActor
struct ContextMenuFocus {
    private weak var focusBeforeOpening: Widget?

    /// The menu opens for `trigger` on `owner`.
    mutating func menuOpening(for trigger: ContextMenuTrigger, on owner: Widget) {
        focusBeforeOpening = trigger == .keyboard ? (owner.root?.as(Window.self)?.focusedWidget ?? owner) : nil
    }

    /// The menu closed for `reason`.
    mutating func menuClosed(by reason: ContextMenuDismissal) {
        if let focus = focusBeforeOpening, reason != .commit { focus.grabFocus() }
        focusBeforeOpening = nil
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
}
