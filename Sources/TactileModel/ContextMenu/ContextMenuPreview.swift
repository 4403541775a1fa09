/// What a context menu shows above its items: a larger view of what was
/// clicked, as iOS's context-menu preview. A description, not a widget.
public struct ContextMenuPreview: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var iconName: String?
    /// A colour filling the preview, for swatches.
    public var color: SRGBColor?
    /// The size the preview asks for, in points.
    public var preferredWidth: Double
    public var preferredHeight: Double

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
