/// Why a popup went away, passed to its dismiss callback.
public enum PopupDismissReason: String, Hashable, Sendable, CaseIterable {
    /// Code or a binding turned it off.
    case programmatic
    case tapInside
    case tapOutside
    case drag
    case autohide
    /// The Escape key, on a modal popup.
    case escape
}
