/// The input that opened a context menu.
public enum ContextMenuTrigger: Hashable, Sendable, CaseIterable {
    /// The secondary (right) mouse button.
    case secondaryClick
    /// A press held in place: touch, or the mouse held down.
    case longPress
    /// The Menu key or Shift+F10, with the focus in the widget.
    case keyboard
    /// The app's own call to `ContextMenu.present`.
    case programmatic
}
