/// Which popup goes first when several want the same slot. A popup of higher
/// priority than the one shown takes its place at once, and the one it
/// displaces waits at the head of the queue (as libadwaita's toast overlay
/// does with `ADW_TOAST_PRIORITY_HIGH`).
public enum PopupPriority: Int, Hashable, Sendable, Comparable, CaseIterable {
    case low
    case normal
    case high

    public static func < (lhs: PopupPriority, rhs: PopupPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
