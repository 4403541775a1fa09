import Gtk

/// The default preview: a large rounded card filled with the preview's colour
/// (or a neutral card with its icon), its title and, beneath, its subtitle
/// (the colour's hex code in the tutorial's demo).
@MainActor
final class PreviewCard: Container {
    override class var gtkTypeName: String { "TactileMenuPreviewCard" }
    override class var cssName: String { "previewcard" }

    private let icon = Image(iconName: "image-missing-symbolic")
    private let title = Label()
    private let subtitle = Label()

    init() {
        super.init(role: .presentation)
        icon.pixelSize = 48
        title.addCSSClass("title")
        subtitle.addCSSClass("subtitle")
        for label in [title, subtitle] {
            label.wraps = true
            label.maxWidthChars = 24
        }
        let column = Box(.vertical, spacing: 6)
        column.valign = .center
        column.append(icon)
        column.append(title)
        column.append(subtitle)
        append(column)
    }

    /// Shows `preview`; called from a binding, so the card follows the
    /// state `preview` was built from while the menu is open.
    func show(_ preview: ContextMenuPreview) {
        title.text = preview.title
        subtitle.text = preview.subtitle ?? ""
        subtitle.isVisible = preview.subtitle != nil
        icon.isVisible = preview.iconName != nil
        if let iconName = preview.iconName { icon.iconName = iconName }
        setFillColor(preview.color)
        setCSSClass("plain", preview.color == nil)
        setSizeRequest(width: Int(preview.preferredWidth.rounded()), height: Int(preview.preferredHeight.rounded()))
    }

    var titleText: String { title.text }
    var subtitleText: String? { subtitle.isVisible ? subtitle.text : nil }
}
