/// Why a popup went away, passed to its dismiss callback.
public enum PopupDismissReason: String, Hashable, Sendable, CaseIterable {
    /// Code or a binding turned it off.
    case programmatic
    /// The person tapped or clicked the popup (with `closesOnTapInside`).
    case tapInside
    /// The person tapped or clicked outside it (with `closesOnTapOutside`).
    case tapOutside
    /// The person dragged it out towards its edge (with `dismissesOnDrag`).
    case drag
    /// Its auto-hide delay ran out.
    case autohide
    /// The Escape key, on a modal popup.
    case escape
}
