/// What a context menu shows above its items: a larger view of what was
/// clicked, as iOS's context-menu preview. A description, not a widget.
public struct ContextMenuPreview: Hashable, Sendable {
    /// The preview's title, in larger type.
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// A themed icon name shown beside the title.
    public var iconName: String?
    /// A colour filling the preview, for swatches.
    public var color: SRGBColor?
    /// The size the preview asks for, in points.
    public var preferredWidth: Double
    /// The height the preview asks for, in points.
    public var preferredHeight: Double

    /// A preview titled `title`, with the optional `subtitle`, icon and fill, asking for
    /// `preferredWidth` × `preferredHeight` points.
    public init(title: String, subtitle: String? = nil, iconName: String? = nil,
                color: SRGBColor? = nil, preferredWidth: Double = 200, preferredHeight: Double = 120) {
        self.title = title
        self.subtitle = subtitle
        self.iconName = iconName
        self.color = color
        self.preferredWidth = preferredWidth
        self.preferredHeight = preferredHeight
    }
}
