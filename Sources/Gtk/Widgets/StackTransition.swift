internal import CGtk

/// How a stack changes pages.
public enum StackTransition: Sendable, Hashable {
    /// No animation.
    case none
    /// The old page fades into the new one.
    case crossfade

    var gtk: GtkStackTransitionType { self == .none ? GTK_STACK_TRANSITION_TYPE_NONE : GTK_STACK_TRANSITION_TYPE_CROSSFADE }
}
