import Gtk
import TactileModel

/// A popup's backdrop as a widget of the app's (`PopupContent.backdrop`): the most revealed
/// card that has one lends it to the host's backdrop, which fades with that card.
extension PopupHost {
    /// Presents `widget` as a popup with the app's `backdrop` widget behind it, over the content,
    /// fading in and out with it; see `PopupContent.backdrop`.
    @discardableResult
    public func present(_ widget: Widget, backdrop: Widget, options: PopupOptions = PopupOptions(),
                        onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil) -> PopupID {
        queue.present(PopupContent(widget, backdrop: backdrop), options: options, onDismiss: onDismiss)
    }

    /// The card whose own backdrop widget shows: the most revealed one that has one.
    var backdropWidgetOwner: PopupCard? {
        cards.values.filter { $0.content.backdrop != nil }.max { $0.revealProgress < $1.revealProgress }
    }

    func showBackdropWidget() { backdrop.show(widget: backdropWidgetOwner?.content.backdrop) }
}
