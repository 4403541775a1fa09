/// How a popup comes in or goes out (exyte/PopupView's `appearFrom` and
/// `disappearTo`): sliding across an edge, growing from or shrinking to its own
/// centre, or at once. With reduced motion asked for, every one of
/// them becomes a short fade in place.
public enum PopupTransition: Hashable, Sendable {
    /// Slides in from, or out across, a side of the host.
    case edge(PopupEdge)
    /// Grows from its centre (from `PopupTransition.startScale`) while fading
    /// in; shrinks back while fading out.
    case centerScale
    /// Appears or disappears at once, whatever the animation (PopupView's
    /// `.none`; named apart from `Optional.none`, which an optional option
    /// would take it for).
    case instant

    /// The size, as a fraction of its own, a `.centerScale` popup starts from
    /// and ends at.
    public static let startScale = 0.6
}
