/// What a popup in a host's queue shows: its widget, and the edges it slides
/// in from and out to (nil: its position's `defaultEdge`).
///
/// The edges live here rather than in `PopupOptions` because they are about
/// pixels, not queue rules; the model stays free of GTK concerns.
@MainActor
public struct PopupContent {
    public var widget: Widget
    public var appearsFrom: PopupEdge?
    public var disappearsTo: PopupEdge?

    public init(_ widget: Widget, appearsFrom: PopupEdge? = nil, disappearsTo: PopupEdge? = nil) {
        self.widget = widget
        self.appearsFrom = appearsFrom
        self.disappearsTo = disappearsTo
    }
}
