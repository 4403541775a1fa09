/// Which popup goes first when several want the same slot. A popup of higher
/// priority than the one shown takes its place at once, and the one it
/// displaces waits at the head of the queue (as libadwaita's toast overlay
/// does with `ADW_TOAST_PRIORITY_HIGH`).
public enum PopupPriority: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Waits behind every other popup of its slot.
    case low
    /// The default.
    case normal
    /// Shows at once, displacing a lower one, which waits at the head of the queue.
    case high

    /// Low before normal before high.
    public static func < (lhs: PopupPriority, rhs: PopupPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
