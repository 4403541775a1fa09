/// What a popup in a host's queue shows: its widget, and the app's own backdrop behind it
/// when it has one. How it comes and goes is in its options (`PopupOptions.appearFrom`,
/// `disappearTo`), with the queue's rules.
@MainActor
public struct PopupContent {
    /// The widget the popup shows.
    public var widget: Widget
    /// A widget of the app's laid over the content behind the popups while this popup shows
    /// (a blur, a picture, a pattern), fading with it; nil for none, or the options' colour.
    public var backdrop: Widget?

    /// Content showing `widget`, with `backdrop` behind the popups when given.
    public init(_ widget: Widget, backdrop: Widget? = nil) {
        self.widget = widget
        self.backdrop = backdrop
    }
}
