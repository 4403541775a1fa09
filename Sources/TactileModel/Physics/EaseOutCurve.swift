import FoundationEssentials
import Glibc

/// Curves that start fast and slow down into their end, for motion that is
/// not driven by a gesture's velocity (a popup sliding in, a fade).
public enum EaseOutCurve: Hashable, Sendable {
    /// Slows gently: 1 − (1 − t)².
    case quadratic
    /// libadwaita's default `ADW_EASE_OUT_CUBIC`.
    case cubic
    /// Slows late and sharply: 1 − (1 − t)⁵.
    case quintic
    /// Slows the latest: 1 − 2^(−10t).
    case exponential

    /// The eased progress for a linear `progress`, clamped to 0...1.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let remaining = 1 - progress
        switch self {
        case .quadratic: return 1 - remaining * remaining
        case .cubic: return 1 - remaining * remaining * remaining
        case .quintic: return 1 - pow(remaining, 5)
        case .exponential: return 1 - pow(2, -10 * progress)
        }
    }
}
