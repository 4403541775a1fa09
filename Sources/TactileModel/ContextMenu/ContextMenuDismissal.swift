/// Why an open context menu closed.
public enum ContextMenuDismissal: Hashable, Sendable {
    /// An item was chosen (its id).
    case item(MenuItem.ID)
    /// The preview was activated: the app shows its destination.
    case commit
    /// Escape.
    case escape
    /// A click outside the menu (or the window losing the pointer grab).
    case outsideClick
    /// The app called `dismiss()`.
    case programmatic
}
