/// Why a popup went away, passed to its dismiss callback.
public enum PopupDismissReason: String, Hashable, Sendable, CaseIterable {
    /// Code or a binding turned it off.
    case programmatic
    /// A tap on it.
    case tapInside
    /// A tap beside it.
    case tapOutside
    /// A drag towards its edge, or a sheet's below its lowest detent.
    case drag
    /// Its time was up.
    case autohide
    /// The Escape key, on a modal popup.
    case escape
    /// Its action button (a toast's Undo) was pressed.
    case action

    /// Whether a person waved it away (a tap, a drag, Escape), which a popup
    /// still inside its `dismissibleIn` time refuses.
    public var isWaveAway: Bool {
        switch self {
        case .tapInside, .tapOutside, .drag, .escape: true
        case .programmatic, .autohide, .action: false
        }
    }
}
