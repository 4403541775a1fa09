/// How a popup comes in or goes out (exyte/PopupView's `appearFrom` and
/// `disappearTo`): sliding across an edge, growing from or shrinking to its own
/// centre, or at once (`.immediate`). With reduced motion asked for, every one of
/// them becomes a short fade in place.
public enum PopupTransition: Hashable, Sendable {
    /// Slides in from, or out across, a side of the host.
    case edge(PopupEdge)
    /// Grows from its centre (from `PopupTransition.startScale`) while fading
    /// in; shrinks back while fading out.
    case centerScale
    /// Appears or disappears at once, whatever the animation (PopupView's
    /// `.none`; named as `MotionCurve.immediate`, and apart from `Optional.none`,
    /// which an optional option would take it for).
    case immediate

    /// The size, as a fraction of its own, a `.centerScale` popup starts from
    /// and ends at.
    public static let startScale = 0.6
}

extension PopupTransition {
    /// At once: the one name for it is `immediate`, as in `MotionCurve.immediate`.
    @available(*, deprecated, renamed: "immediate")
    public static var instant: PopupTransition { .immediate }
}
