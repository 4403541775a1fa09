internal import CGtk

/// How a revealer shows and hides its child.
public enum RevealerTransition: Sendable, Hashable {
    /// No animation.
    case none
    /// The child fades in and out.
    case crossfade
    /// The child slides down into view.
    case slideDown
    /// The child slides up into view.
    case slideUp
    /// The child slides left into view.
    case slideLeft
    /// The child slides right into view.
    case slideRight

    var gtk: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        }
    }
}
