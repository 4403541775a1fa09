/// How a popup moves in and out.
public enum PopupAnimation: Hashable, Sendable {
    /// Along a spring, which takes over a drag's velocity.
    case spring(Spring)
    /// Along an ease-out curve for a fixed time.
    case easeOut(EaseOutCurve, duration: Duration)
    /// Appears and disappears at once (also the choice for reduced motion).
    case none

    /// PopupView's: the default spring.
    public static let `default` = PopupAnimation.spring(.default)
}

extension PopupAnimation {
    /// The curve the motion engine runs this animation on.
    public var curve: MotionCurve {
        switch self {
        case .spring(let spring): .spring(spring)
        case let .easeOut(shape, duration): .easeOut(shape, duration: duration.seconds)
        case .none: .immediate
        }
    }
}
