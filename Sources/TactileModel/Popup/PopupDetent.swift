/// A height a sheet rests at (Mijick Popups' detents): a fraction of its host's
/// height or a fixed height, never taller than the host.
public enum PopupDetent: Hashable, Sendable {
    /// This fraction (0 to 1) of the host's height.
    case fraction(Double)
    /// This many points.
    case height(Double)

    /// Half the host.
    public static let medium = PopupDetent.fraction(0.5)
    /// Nearly all of the host, its top still showing what is behind.
    public static let large = PopupDetent.fraction(0.9)

    /// Its height in a host `hostHeight` points tall; a value that is not a
    /// finite number counts as zero.
    public func height(in hostHeight: Double) -> Double {
        let host = hostHeight.isFinite ? max(0, hostHeight) : 0
        let wanted = switch self {
        case .fraction(let fraction): fraction * host
        case .height(let points): points
        }
        return wanted.isFinite ? min(host, max(0, wanted)) : 0
    }
}
