/// What a popup in a host's queue shows: its widget, and the edges it slides
/// in from and out to (nil: its position's `defaultEdge`).
///
/// The edges live here rather than in `PopupOptions` because they are about
/// pixels, not queue rules; the model stays free of GTK concerns.
@MainActor
public struct PopupContent {
    /// The widget shown inside the popup's frame.
    public var widget: Widget
    /// The edge the popup slides in from; nil takes its position's default.
    public var appearsFrom: PopupEdge?
    /// The edge the popup slides out to; nil takes its position's default.
    public var disappearsTo: PopupEdge?

    /// Content showing `widget`, sliding in from and out to its position's default edges unless given.
    public init(_ widget: Widget, appearsFrom: PopupEdge? = nil, disappearsTo: PopupEdge? = nil) {
        self.widget = widget
        self.appearsFrom = appearsFrom
        self.disappearsTo = disappearsTo
    }
}
