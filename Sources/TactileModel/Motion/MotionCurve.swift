/// How a value travels to where it is sent when no finger holds it.
public enum MotionCurve: Hashable, Sendable {
    /// A spring: it takes over the velocity the value has (a released finger's), and a new
    /// target mid-way bends its path without a jump.
    case spring(Spring)
    /// An ease-out over a fixed time, for motion no gesture started (a popup sliding in).
    case easeOut(EaseOutCurve, duration: Double)
    /// At once.
    case immediate
}
