/// How a popup moves in and out.
public enum PopupAnimation: Hashable, Sendable {
    /// Moves on `Spring`, taking over a drag's velocity.
    case spring(Spring)
    /// Moves along an ease-out curve for `duration`.
    case easeOut(EaseOutCurve, duration: Duration)
    /// Appears and disappears at once (also the choice for reduced motion).
    case none

    /// SwiftUI's default spring.
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
