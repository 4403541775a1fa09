internal import CGtk

/// A `GtkRevealer`: shows or hides its child with a transition.
@MainActor
public final class Revealer: Widget {
    override class var gtype: GType { gtk_revealer_get_type() }

    /// A revealer with its child hidden.
    public convenience init() { self.init(gtk_revealer_new(), ownership: .owned) }

    /// The child it reveals.
    public var child: Widget? {
        get { Object.wrap(gtk_revealer_get_child(pointer()), as: Widget.self) }
        set { gtk_revealer_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// Whether the child is shown; changing it runs the transition.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(pointer()) != 0 }
        set { gtk_revealer_set_reveal_child(pointer(), newValue ? 1 : 0) }
    }

    /// How the child appears and disappears.
    public var transitionType: RevealerTransition {
        get {
            let type = gtk_revealer_get_transition_type(pointer())
            return [RevealerTransition.none, .crossfade, .slideDown, .slideUp, .slideLeft, .slideRight]
                .first { $0.gtk == type } ?? .none
        }
        set { gtk_revealer_set_transition_type(pointer(), newValue.gtk) }
    }

    /// How long the transition takes, in milliseconds.
    public var transitionDuration: UInt32 {
        get { gtk_revealer_get_transition_duration(pointer()) }
        set { gtk_revealer_set_transition_duration(pointer(), newValue) }
    }
}
