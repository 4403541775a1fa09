/// What activating the preview does (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuCommitStyle: Hashable, Sendable, CaseIterable {
    /// The menu closes first, then the app opens the destination (the default).
    case dismiss
    /// The destination opens in place: the app opens it while the menu is still shown, the
    /// preview growing into it, and the menu then closes under it.
    case pop

    /// Whether the menu is closed before the commit handlers run.
    public var closesMenuBeforeCommit: Bool { self == .dismiss }

    /// Whether the preview grows as the destination opens (none with animations off).
    public func growsPreview(animationsEnabled: Bool) -> Bool { self == .pop && animationsEnabled }
}
