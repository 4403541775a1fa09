import Gtk
import TactileModel

/// The menu beside or over the content: measured, placed as far as it is revealed, its
/// resize handle on its edge, and the switch between overlay and docked as the width asks.
extension AnyDrawer {
    /// The menu's width from `model.menuWidth` (its natural width when it asks for that),
    /// leaving an overlay's scrim a strip to click and a docked menu's content half the room.
    func menuWidth(forDrawerWidth width: Int) -> Int {
        let size = menuWidget.measure(.horizontal)
        let room = layout == .overlay ? width - Self.uncoveredWidth : width / 2
        if menuPrefersNaturalWidth { return max(size.minimum, min(size.natural, room)) }
        let wanted = model.menuWidth.width(forWindowWidth: Double(width), room: Double(room))
        return max(size.minimum, Int(wanted.rounded()))
    }

    var menuPrefersNaturalWidth: Bool { (menuWidget as? DrawerMenuSizing)?.prefersNaturalWidth ?? false }

    /// The menu's width as drawn now, where a resize starts from.
    var shownMenuWidth: Double { Double(menuWidget.width) }

    /// The handle straddles the menu's trailing edge: its right edge in left-to-right.
    func allocateResizeHandle(menuX: Double, menuWidth: Int, height: Int) {
        // The value first: in GTK 4.8 changing the handle's accessible value and description
        // invalidates its allocation, and done after it, left the handle undrawn (with a
        // warning) in the frame it first showed in.
        resizeHandle.showValue(width: Double(menuWidth), bounds: model.menuWidth)
        _ = resizeHandle.measure(.horizontal)
        let half = Double(DrawerResizeHandle.grabWidth) / 2
        let inner = menuIsOnTheRight ? menuX : menuX + Double(menuWidth)
        resizeHandle.allocate(width: DrawerResizeHandle.grabWidth, height: height,
                              transform: Transform().translated(x: inner - half, y: 0))
        resizeHandleSpan = resizeHandle.isChildVisible ? (inner - half)...(inner + half) : nil
    }

    /// Whether a press at `x` lands on the resize handle (which then has the drag, not the pull).
    func isOnResizeHandle(x: Double) -> Bool { resizeHandleSpan?.contains(x) ?? false }

    /// Takes the layout the width asks for; the side effects (opening a newly
    /// docked menu, closing one that becomes an overlay) wait until the
    /// allocation is over, since they change styles and state.
    func noteLayout(_ newLayout: DrawerLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        guard !layoutChangePending else { return }
        layoutChangePending = true
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.layoutDidChange() }
    }

    private func layoutDidChange() {
        layoutChangePending = false
        setCSSClass("docked", layout == .docked)
        setCSSClass("overlay", layout == .overlay)
        // A resize is no gesture: the new layout starts at rest, without motion.
        if layout == .docked { model.open() } else { model.close() }
        interaction.settle()
        shownOpenState = model.isOpen
        applyOpenState(model.isOpen)
        revealProgressDidChange()
        onLayoutChange?(layout)
    }
}
