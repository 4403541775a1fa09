/// How a value travels to where it is sent when no finger holds it: a component's motion
/// and a popup's coming and going (`PopupOptions.animation`) alike.
public enum MotionCurve: Hashable, Sendable {
    /// A spring: it takes over the velocity the value has (a released finger's), and a new
    /// target mid-way bends its path without a jump.
    case spring(Spring)
    /// An ease-out over a fixed time in seconds, for motion no gesture started (a popup sliding in).
    case easeOut(EaseOutCurve, duration: Double)
    /// At once (also the choice for reduced motion).
    case immediate
}

extension MotionCurve {
    /// An ease-out over `duration`, as the popup options spell times:
    /// `.animation(.easeOut(.cubic, duration: .milliseconds(300)))`.
    public static func easeOut(_ shape: EaseOutCurve, duration: Duration) -> MotionCurve {
        .easeOut(shape, duration: duration.seconds)
    }
}
