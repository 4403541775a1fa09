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
