/// The focus while a modal popup shows: taken into the popup, kept there
/// (the rest of the window cannot take it, and Tab wraps inside the popup), and
/// given back to where it was when the popup goes.
@MainActor
final class PopupFocusTrap {
    private weak var trapped: PopupCard?
    private weak var returnFocus: Widget?

    var isActive: Bool { trapped != nil }

    /// Follows the top-most modal popup shown (nil: none).
    func update(modal: PopupCard?, in host: PopupHost) {
        guard modal !== trapped else { return }
        if let modal {
            // The rest of the window cannot take the focus meanwhile (PopupModalBlock).
            if trapped == nil { returnFocus = (host.root as? Window)?.focusedWidget }
            trapped = modal
            focus(into: modal)
        } else {
            trapped = nil
            if let widget = returnFocus, widget.root != nil { widget.grabFocus() }
            returnFocus = nil
        }
    }

    /// Moves the focus to the popup's first control (or the popup itself
    /// when it has none) once it is laid out.
    func focus(into card: PopupCard) {
        MainLoop.idle { [weak card] in
            guard let card, !card.isLeaving else { return }
            if !card.focusFirstDescendant() {
                card.isFocusable = true
                card.grabFocus()
            }
        }
    }
}
