/// What activating the preview does (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuCommitStyle: Hashable, Sendable, CaseIterable {
    /// The menu closes at once, then the app opens the destination (the default).
    case dismiss
    /// The preview grows and fades where it is for a moment (none with animations off), the
    /// menu closes, then the app opens the destination.
    case pop

    /// Whether the preview grows before the menu closes (none with animations off).
    public func growsPreview(animationsEnabled: Bool) -> Bool { self == .pop && animationsEnabled }
}
