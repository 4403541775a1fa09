/// The colour laid over the content behind the popups. It catches taps only
/// when they must not pass through; otherwise it is not a target at all, so
/// taps reach the content under it.
@MainActor
final class PopupBackdrop: Container {
    override class var gtkTypeName: String { "TactilePopupBackdrop" }
    override class var cssName: String { "backdrop" }

    private var colorClass: String?

    init() {
        super.init(role: .presentation)
        canTarget = false
        isFocusable = false
    }

    /// The app's own backdrop widget (see `PopupContent.backdrop`), filling the backdrop; nil for none.
    private(set) var widget: Widget?

    func show(widget newWidget: Widget?) {
        guard newWidget !== widget else { return }
        if let widget, widget.parent === self { remove(widget) }
        widget = newWidget
        // A widget shown elsewhere stays where it is: the colour alone shows then.
        if let newWidget, newWidget.parent == nil { append(newWidget) }
    }

    func show(color: SRGBColor, blocksTaps: Bool) {
        let newClass = color == .clear ? nil : PopupStyle.backdropClass(for: color)
        if newClass != colorClass {
            if let colorClass { removeCSSClass(colorClass) }
            if let newClass { addCSSClass(newClass) }
            colorClass = newClass
        }
        canTarget = blocksTaps
    }
}
