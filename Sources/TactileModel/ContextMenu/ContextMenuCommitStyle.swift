/// What activating the preview does (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuCommitStyle: Hashable, Sendable, CaseIterable {
    /// The menu closes at once, then the app opens the destination (the default).
    case dismiss
    /// The preview grows and fades where it is for a moment (none with animations off), the
    /// menu closes, then the app opens the destination.
    case pop

    /// Whether the menu is closed before the commit handlers run: with either style (an open
    /// menu's window could outlive it on X11 when the destination took the focus from it).
    @available(*, deprecated, message: "Both styles close the menu before the commit handlers run.")
    public var closesMenuBeforeCommit: Bool { true }

    /// Whether the preview grows before the menu closes (none with animations off).
    public func growsPreview(animationsEnabled: Bool) -> Bool { self == .pop && animationsEnabled }
}
