import Gtk

/// The menu's options, set as a chain: `widget.contextMenu { … }.preview { … }.onCommit { … }`.
extension ContextMenu {
    /// Shows the default preview card with what `describe` returns (nil for
    /// none); `describe` reads the app's state, and the card follows it live.
    @discardableResult
    public func preview(_ describe: @escaping @MainActor () -> ContextMenuPreview?) -> ContextMenu {
        setPreviewSource(.description(describe))
        return self
    }

    /// Shows the app's own widget as the preview; bind it to the same state
    /// as the owner (`widget.bind { … }`) so it follows changes while open.
    @discardableResult
    public func preview(content: @escaping @MainActor () -> Widget) -> ContextMenu {
        setPreviewSource(.widget(content))
        return self
    }

    /// What a screen reader calls the open menu: whose menu it is and what the preview shows,
    /// which it cannot read ("ليلى, 27, Arabic calligraphy"; the reader adds "menu" itself).
    /// By default the preview's title and subtitle, when the default card shows them.
    @discardableResult
    public func accessibleTitle(_ title: @escaping @MainActor () -> String?) -> ContextMenu {
        accessibleTitle = title
        return self
    }

    /// Shows the preview only when `condition` holds as the menu opens (after its items are
    /// built): a menu acting on several rows shows none.
    @discardableResult
    public func previewShown(when condition: @escaping @MainActor () -> Bool) -> ContextMenu {
        previewCondition = condition
        return self
    }

    /// Which inputs show the preview (see `ContextMenuPreviewPolicy`).
    @discardableResult
    public func previewPolicy(_ policy: ContextMenuPreviewPolicy) -> ContextMenu {
        previewPolicy = policy
        return self
    }

    /// What activating the preview does (`.dismiss` by default; see `ContextMenuCommitStyle`).
    @discardableResult
    public func commitStyle(_ style: ContextMenuCommitStyle) -> ContextMenu {
        commitStyle = style
        return self
    }

    /// Runs when the preview is activated (the tutorial's `didCommitView`): show the
    /// destination there. The menu has closed by then (with `.pop`, after its preview grew).
    @discardableResult
    public func onCommit(_ body: @escaping @MainActor () -> Void) -> ContextMenu {
        interaction.commitHandlers.append(body)
        return self
    }

    /// Runs each time the menu opens, before its items are built (a list selects the row it opens on).
    @discardableResult
    public func onPresent(_ body: @escaping @MainActor () -> Void) -> ContextMenu {
        interaction.presentHandlers.append(body)
        return self
    }

    /// Runs whenever the menu closes, with the reason.
    @discardableResult
    public func onDismiss(_ body: @escaping @MainActor (ContextMenuDismissal) -> Void) -> ContextMenu {
        interaction.dismissHandlers.append(body)
        return self
    }

    /// Replaces the items, built again each time the menu opens.
    @discardableResult
    public func menu(_ provider: @escaping @MainActor () -> MenuDescription) -> ContextMenu {
        menuProvider = provider
        return self
    }
}
