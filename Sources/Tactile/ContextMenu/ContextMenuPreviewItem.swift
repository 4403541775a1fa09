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
        applyDescription()
        append(button)
    }

    /// What the open menu is called: a subtitle the menu's name already says is not said
    /// again as the focus lands on the preview ("Green, #33C759 menu", then "Open Green").
    var menuName = "" {
        didSet { if menuName != oldValue { applyDescription() } }
    }
    private var subtitle: String?

    /// Names the button after what it opens ("Open Green").
    func describe(_ preview: ContextMenuPreview) {
        // Translators: {title} is what the preview shows, "Open Green".
        button.setAccessibleLabel(localized("Open {title}", ["title": preview.title]))
        if preview.subtitle != subtitle {
            subtitle = preview.subtitle
            applyDescription()
        }
    }

    /// The subtitle, unless the menu's name says it; else what activating the preview does.
    private func applyDescription() {
        if let subtitle, !subtitle.isEmpty, !menuName.contains(subtitle) {
            button.setAccessibleDescription(subtitle)
        } else {
            button.setAccessibleDescription(localized("Closes the menu and opens this item"))
        }
    }
}
