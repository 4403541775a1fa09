import FoundationEssentials
import Gtk
import TactileModel

/// The strip on the menu's trailing edge that resizes it: dragged by pointer or finger (the
/// resize cursor shows over it), moved by arrow keys with the focus on it (Home and End for
/// the narrowest and widest, a double click or Delete for the width that follows the window
/// again). A screen reader meets a slider, "Side menu width", whose value is the width: Orca
/// says a slider's value as it changes (a focusable separator's, which GTK's splitters are,
/// Orca 51 does not say at all once it has a name).
///
/// CSS node: `resizehandle`, a child of `drawer`, drawn over the menu's edge.
@MainActor
final class DrawerResizeHandle: Container {
    override class var gtkTypeName: String { "TactileDrawerResizeHandle" }
    override class var cssName: String { "resizehandle" }

    /// How wide the grab area is, in points, centred on the menu's edge.
    static let grabWidth = 10

    private weak var drawer: AnyDrawer?
    private var shownValue: ShownValue?

    private struct ShownValue: Equatable {
        var width, minimum, maximum: Double
    }
    /// The pointer's or finger's drag of the edge, made once the handle is.
    private lazy var drag = makeDrag(measuredIn: drawer)

    init(drawer: AnyDrawer) {
        self.drawer = drawer
        super.init(role: .slider)
        isFocusable = true
        canFocus = true
        setCursor(named: "col-resize")
        setAccessibleLabel(localized("Side menu width"))
        setAccessibleKeyShortcuts("Left Right Home End Delete")
        tooltip = localized("Drag to resize the side menu; double-click for the automatic width")
        _ = drag
        let doubleClick = ClickGesture()
        doubleClick.onPressed { [weak self] presses, _, _ in
            if presses == 2 { self?.drawer?.model.resetMenuWidth() }
        }
        addController(doubleClick)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, _ in self?.keyPressed(keyval) ?? false }
        addController(keys)
    }

    private func makeDrag(measuredIn drawer: AnyDrawer?) -> DragInput {
        let drag = DragInput(on: self, measuredIn: drawer)
        // Undecided until the pointer moves, so a double click still reaches its gesture.
        drag.onBegin = { [weak self] _, _ in
            self?.grabFocus()
            return .undecided
        }
        drag.onDecide = { [weak self] _ in self?.dragBegan() ?? .ignore }
        drag.onMove = { [weak self] tracker in self?.dragMoved(tracker.translation.x) }
        drag.onEnd = { [weak self] _ in self?.drawer?.model.endResize() }
        drag.onCancel = { [weak self] in self?.drawer?.model.cancelResize() }
        return drag
    }

    private func dragBegan() -> DragInput.Verdict {
        guard let drawer else { return .ignore }
        drawer.model.beginResize(from: drawer.shownMenuWidth)
        return .follow
    }

    private func dragMoved(_ offsetX: Double) {
        guard let drawer else { return }
        drawer.model.updateResize(offset: offsetX * drawer.openingSign)
    }

    /// Arrows move the edge the way they point: right widens in left-to-right, left in right-to-left.
    private func keyPressed(_ keyval: UInt32) -> Bool {
        guard let drawer else { return false }
        let model = drawer.model
        let shown = drawer.shownMenuWidth
        switch keyval {
        case Key.left: model.stepMenuWidth(by: -Int(drawer.openingSign), from: shown)
        case Key.right: model.stepMenuWidth(by: Int(drawer.openingSign), from: shown)
        case Key.home: model.stepMenuWidth(by: 0, from: model.menuWidth.minimum)
        case Key.end: model.stepMenuWidth(by: 0, from: model.menuWidth.maximum)
        case Key.delete: model.resetMenuWidth()
        default: return false
        }
        return true
    }

    /// Tells a screen reader the width now, within its bounds; only a change is told (the
    /// drawer lays the handle out on every frame of a slide).
    func showValue(width: Double, bounds: DrawerMenuWidth) {
        let shown = ShownValue(width: width, minimum: bounds.minimum, maximum: bounds.maximum)
        guard shown != shownValue else { return }
        shownValue = shown
        let points = Int(width.rounded())
        let text = localized.plural("{count} pixel", "{count} pixels", count: points)
        setAccessibleValue(now: width, minimum: bounds.minimum, maximum: bounds.maximum, text: text)
        // Orca 43 reads no value of a GTK 4.8 widget of its own: the width is its description there,
        // read with its name and again, alone, as arrows change it.
        if !Toolkit.isAtLeast(4, 10) { setAccessibleDescription(text) }
    }
}
