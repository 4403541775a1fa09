/// The grabber at the top of a sheet's content: drag it to move the sheet, or
/// press it (click, tap, Enter or Space) to step to the sheet's next detent,
/// back to the lowest after the tallest. Put one at the top of a `.sheet`
/// popup's content; anywhere else it does nothing.
///
/// CSS node: `button.popup-sheet-handle`, a short rounded bar.
@MainActor
public final class PopupSheetHandle: Button {
    /// A handle named for screen readers ("Resize sheet").
    override public init() {
        super.init()
        addCSSClass("popup-sheet-handle")
        addCSSClass("flat")
        halign = .center
        let bar = Container(role: .presentation, cssClasses: ["popup-sheet-handle-bar"])
        bar.setSizeRequest(width: 40, height: 5)
        bar.halign = .center
        bar.valign = .center
        child = bar
        setAccessibleLabel(localized("Resize sheet"))
        setAccessibleDescription(localized("Switches between the sheet's heights"))
        onClicked { [weak self] in self?.ancestor(of: PopupCard.self)?.sheet?.advance() }
    }
}
