import Gtk

/// The preview as the popover menu's first (custom) item: a labelled group a
/// screen reader can enter or skip, holding one button so the preview takes
/// the focus in the menu's arrow-key order and a click or Enter commits.
@MainActor
final class ContextMenuPreviewItem: Container {
    override class var gtkTypeName: String { "TactileMenuPreview" }
    override class var cssName: String { "menupreview" }

    let button = Button()
    /// The content the app gave, or the default card.
    let content: Widget

    init(content: Widget) {
        self.content = content
        super.init(role: .group)
        setAccessibleLabel(localized("Preview"))
        button.hasFrame = false
        button.addCSSClass("preview")
        button.child = content
        button.setAccessibleLabel(localized("Open preview"))
        button.setAccessibleDescription(localized("Closes the menu and opens this item"))
        append(button)
    }

    /// Names the button after what it opens ("Open Green").
    func describe(_ preview: ContextMenuPreview) {
        // Translators: {title} is what the preview shows, "Open Green".
        button.setAccessibleLabel(localized("Open {title}", ["title": preview.title]))
        if let subtitle = preview.subtitle { button.setAccessibleDescription(subtitle) }
    }
}
