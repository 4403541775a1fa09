/// How a popup moves in and out.
public enum PopupAnimation: Hashable, Sendable {
    case spring(Spring)
    case easeOut(EaseOutCurve, duration: Duration)
    /// Appears and disappears at once (also the choice for reduced motion).
    case none

    public static let `default` = PopupAnimation.spring(.default)
}
