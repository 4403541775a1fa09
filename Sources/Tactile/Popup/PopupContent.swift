/// What a popup in a host's queue shows: its widget. How it comes and goes is
/// in its options (`PopupOptions.appearFrom`, `disappearTo`), with the queue's rules.
@MainActor
public struct PopupContent {
    /// The widget the popup shows.
    public var widget: Widget

    /// Content showing `widget`.
    public init(_ widget: Widget) {
        self.widget = widget
    }
}
